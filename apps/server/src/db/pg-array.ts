// node-postgres parses uuid[] and text[] columns into arrays; PGlite's dialect may hand them over as "{a,b}".
// Only for arrays of uuids and of plain names (roles, statuses): no quoting, commas or NULLs inside.
export function parsePgArray(value: readonly string[] | string): string[] {
  if (Array.isArray(value)) return [...value];
  const inner = (value as string).replace(/^\{|\}$/g, "");
  return inner ? inner.split(",").map((item) => item.replace(/^"|"$/g, "")) : [];
}
