// The arch index of Cavanagh and Rodgers (1987): of the footprint without the toes, cut into thirds along the
// foot's axis, the middle third's share of the contact area. One definition for the synthetic feet's ground truth
// (foot/sole.ts, from the analytic sole) and the estimate (measure/footprint.ts, from the height field).

/** The index from the contact cells' positions along the axis (equal cells); NaN without contact. */
export function archIndexOf(along: readonly number[]): number {
  if (along.length === 0) return Number.NaN;
  let first = Infinity;
  let last = -Infinity;
  for (const t of along) {
    if (t < first) first = t;
    if (t > last) last = t;
  }
  const third = (last - first) / 3;
  let middle = 0;
  for (const t of along) if (t >= first + third && t < first + 2 * third) middle++;
  return middle / along.length;
}
