// What an order still lacks (spec 000 §5, spec 001 §5): first name, last name, gender, and at least one scan.

export type OrderBlocker = "firstName" | "lastName" | "gender" | "scan";

/**
 * The missing pieces, empty when the order can be placed. Gender counts as present when it has any value,
 * UNKNOWN ("Prefer not to say") included, since that is a choice the patient may make.
 */
export function orderBlockers(patient: {
  firstName?: string | null;
  lastName?: string | null;
  gender?: string | null;
  hasLeftScan: boolean;
  hasRightScan: boolean;
}): OrderBlocker[] {
  const blockers: OrderBlocker[] = [];
  if (!patient.firstName?.trim()) blockers.push("firstName");
  if (!patient.lastName?.trim()) blockers.push("lastName");
  if (!patient.gender) blockers.push("gender");
  if (!patient.hasLeftScan && !patient.hasRightScan) blockers.push("scan");
  return blockers;
}
