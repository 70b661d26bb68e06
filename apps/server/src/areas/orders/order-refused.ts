// Why a body cannot become an order, as the one error model answers it (400 "Could not create Order", with the
// field at fault and why beside it).
import { DomainError, type ErrorIssue } from "@solerx/domain/errors";

export function orderRefused(
  /** The body field at fault ("" for the body as a whole). */
  path: string,
  message: string,
): DomainError {
  return DomainError.of("createOrder", 400, [{ path, message }]);
}

/** The field at fault and why, when `error` is an orderRefused. */
export function orderFault(error: unknown): ErrorIssue | undefined {
  const refused = error instanceof DomainError && error.endpoint === "createOrder" && error.statusCode === 400;
  return refused ? error.issues?.[0] : undefined;
}
