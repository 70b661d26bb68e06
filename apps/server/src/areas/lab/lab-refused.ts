// Why a lab step was refused, as the one error model answers it.
import { LAB_MESSAGES } from "@solerx/domain/common";
import { DomainError } from "@solerx/domain/errors";

/** Why a lab step was refused; labRefused gives each its status and LAB_MESSAGES text. */
export type LabRefusal =
  | "missing"
  | "transitionNotAllowed"
  | "trackingLinkNeeded"
  | "repairNeedsShipped"
  /** A lab reader (SUPER_ADMIN) who is not lab staff asked for a step. */
  | "labOnly";

/** The refusal as the API answers it: its status and LAB_MESSAGES text (no order: the catalogue's 404). */
export function labRefused(reason: LabRefusal): DomainError {
  switch (reason) {
    case "missing":
      return DomainError.of("getOrder", 404);
    case "transitionNotAllowed":
    case "repairNeedsShipped":
      return new DomainError(409, LAB_MESSAGES[reason]);
    case "trackingLinkNeeded":
      return new DomainError(400, LAB_MESSAGES[reason]);
    case "labOnly":
      return new DomainError(403, LAB_MESSAGES[reason]);
  }
}
