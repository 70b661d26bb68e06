// The area's refusal, in a file of its own so that the one error model (issue 18 point 2) replaces it here alone.
/** Why a write was refused; the profile routes answer each with its status and the spec's (or our) message. */
export type RecordRefusal =
  /** If-Match names an older version (412). */
  | "stale"
  /** No such patient in the operator's scope (404). */
  | "missing"
  /** The doctor is not one of the patient's store's (422 "Please, reassign doctor"). */
  | "reassignDoctor"
  /** The scan session is not the patient's (400 "Failed to update FitStation profile"). */
  | "foreignSession"
  /** The patient has an order (409). */
  | "hasOrders"
  /** A new session's owners do not belong together (422). */
  | "inconsistentOwners"
  /** The idempotency-key was used by another write of the operator (another patient or route: 422). */
  | "keyReused";

export class RecordRefused extends Error {
  constructor(
    readonly reason: RecordRefusal,
    message: string = reason,
  ) {
    super(message);
    this.name = "RecordRefused";
  }
}
