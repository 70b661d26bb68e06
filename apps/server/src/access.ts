// Tenancy checks, in one place: every /api/v1 handler calls one of these before it reads or writes anything.
// (Issue 3 turns them into a scope each route declares; keeping them here keeps that change in one file.)
import type { FastifyRequest } from "fastify";
import type { Operator } from "./db/users";
import { HttpError } from "./errors";

/** The signed-in operator; the auth preHandler has set it on every /api/v1 request. */
export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw new HttpError(401, "Unauthorized");
  return request.operator;
}

/** The caller must belong to the store (and, when named, the store's company must be the caller's). */
export function requireStoreAccess(operator: Operator, storeID: string, companyID?: string): void {
  if (!operator.storeIDs.includes(storeID)) throw new HttpError(403, "Forbidden");
  if (companyID !== undefined && companyID !== operator.companyID) throw new HttpError(403, "Forbidden");
}

/** The caller may only ask about itself. */
export function requireSelf(operator: Operator, userID: string): void {
  if (operator.userID !== userID) throw new HttpError(403, "Forbidden");
}
