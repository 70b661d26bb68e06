// What every /profile route shares: the record's version on the wire (ETag on reads and writes, If-Match on
// writes; its header schema is the domain's RecordWriteHeaders), and the one error mapping of the profile calls
// (refused writes, and a failing database as the spec's 500 "Error while communicating with DB").
import {
  API_ERROR_MESSAGES,
  apiErrorMessage,
  PATIENT_HAS_ORDERS_MESSAGE,
  RECORD_IDEMPOTENCY_HEADER,
  STALE_RECORD_MESSAGE,
  VALIDATION_MESSAGES,
} from "@solerx/domain";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { RecordRefused, type WritePrecondition } from "../../db/patient-writes";
import { HttpError } from "../../errors";
import { handleError, messageFor } from "../../plugins/error-handler";

/** The version a write was based on: If-Match `"<n>"` (or `*`, or none: no precondition). */
export function ifMatchOf(request: FastifyRequest): number | undefined {
  const header = request.headers["if-match"];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === "*") return undefined;
  const match = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(value);
  if (!match) throw new HttpError(400, 'If-Match: expected the record version as an entity tag, such as "3"');
  return Number(match[1]);
}

/** If-Match and the idempotency-key of a write (RecordWriteHeaders). */
export function preconditionOf(request: FastifyRequest): WritePrecondition {
  const key = request.headers[RECORD_IDEMPOTENCY_HEADER];
  return { ifMatch: ifMatchOf(request), idempotencyKey: typeof key === "string" ? key : undefined };
}

/** Sets the record's ETag and answers the value with it. */
export function withETag<T>(reply: FastifyReply, version: number, value: T): T {
  reply.header("etag", `"${version}"`);
  return value;
}

function refusal(error: RecordRefused, request: FastifyRequest): HttpError {
  switch (error.reason) {
    case "stale":
      return new HttpError(412, STALE_RECORD_MESSAGE);
    case "missing":
      // The call's own 404 text, else the user call's ("User not found").
      return new HttpError(404, messageFor(request, 404, API_ERROR_MESSAGES.user[404]));
    case "reassignDoctor":
      return new HttpError(422, VALIDATION_MESSAGES.reassignDoctor);
    case "foreignSession":
      return HttpError.of("updateFitStationProfile", 400);
    case "hasOrders":
      return new HttpError(409, PATIENT_HAS_ORDERS_MESSAGE);
    case "inconsistentOwners":
    case "keyReused":
      return new HttpError(422, error.message);
  }
}

/**
 * The error handler of every /profile route: refused writes become their status and message; anything that is
 * not the caller's mistake (the database failing, above all) becomes the spec's 500 "Error while communicating
 * with DB", whatever the call, with the details logged and never sent.
 */
export function profileErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refused = error instanceof RecordRefused ? (refusal(error, request) as FastifyError) : error;
  return handleError(refused, request, reply, { serverError: apiErrorMessage("patient", 500) });
}
