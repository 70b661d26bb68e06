// A json/jsonb column's value: node-postgres hands it over parsed, some drivers (PGlite's dialect) as text.
export function parseJsonColumn<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}
