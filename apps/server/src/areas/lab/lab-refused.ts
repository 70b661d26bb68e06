// The area's refusal, in a file of its own so that the one error model (issue 18 point 2) replaces it here alone.
/** Why a lab step was refused; routes/lab answers each with its status and LAB_MESSAGES text. */
export type LabRefusal =
  | "missing"
  | "transitionNotAllowed"
  | "trackingLinkNeeded"
  | "repairNeedsShipped"
  /** A lab reader (SUPER_ADMIN) who is not lab staff asked for a step. */
  | "labOnly";

export class LabRefused extends Error {
  constructor(readonly reason: LabRefusal) {
    super(reason);
    this.name = "LabRefused";
  }
}
