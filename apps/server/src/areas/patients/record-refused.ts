// Why a patient record write was refused, as the one error model answers it.
import { PATIENT_HAS_ORDERS_MESSAGE, STALE_RECORD_MESSAGE, VALIDATION_MESSAGES } from "@solerx/domain/common";
import { DomainError } from "@solerx/domain/errors";

/** Why a write was refused; recordRefused gives each its status and the spec's (or our) message. */
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

/** The refusal as the API answers it; `message` is ours, for the refusals the spec has no text for (422). */
export function recordRefused(reason: RecordRefusal, message: string = reason): DomainError {
  switch (reason) {
    case "stale":
      return new DomainError(412, STALE_RECORD_MESSAGE);
    case "missing":
      // The call's own 404 text, else the user call's ("User not found").
      return DomainError.ofCall(404, "user");
    case "reassignDoctor":
      return new DomainError(422, VALIDATION_MESSAGES.reassignDoctor);
    case "foreignSession":
      return DomainError.of("updateFitStationProfile", 400);
    case "hasOrders":
      return new DomainError(409, PATIENT_HAS_ORDERS_MESSAGE);
    case "inconsistentOwners":
    case "keyReused":
      return new DomainError(422, message);
  }
}
