// What every /profile route shares: the record's version on the wire (ETag on reads and writes, If-Match on
// writes), the server's stricter medical profile, and the one error mapping of the profile calls (refused writes,
// and a failing database as the spec's 500 "Error while communicating with DB").
import {
  API_ERROR_MESSAGES,
  apiErrorMessage,
  FORBIDDEN_TEXT_CHARACTERS,
  Id,
  isValidText,
  MedicalProfile,
  PATIENT_HAS_ORDERS_MESSAGE,
  PatientText,
  RECORD_IDEMPOTENCY_HEADER,
  STALE_RECORD_MESSAGE,
  VALIDATION_MESSAGES,
} from "@solerx/domain";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { RecordRefused, type WritePrecondition } from "../../db/patient-writes";
import { HttpError } from "../../errors";
import { handleError, messageFor } from "../../plugins/error-handler";
import { isStorable, UNSTORABLE_MESSAGE } from "../storable";

/** The version a write was based on: If-Match `"<n>"` (or `*`, or none: no precondition). */
export function ifMatchOf(request: FastifyRequest): number | undefined {
  const header = request.headers["if-match"];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === "*") return undefined;
  const match = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(value);
  if (!match) throw new HttpError(400, 'If-Match: expected the record version as an entity tag, such as "3"');
  return Number(match[1]);
}

/**
 * The header of a write that may be sent again: a UUID (RECORD_IDEMPOTENCY_HEADER). In each write route's schema,
 * so a key that is not a UUID is refused with 400 before the write, and the OpenAPI document names it.
 */
export const RecordWriteHeaders = z.looseObject({
  [RECORD_IDEMPOTENCY_HEADER]: Id.optional().describe(
    "Ours (the spec has none): a UUID made once per write and sent again with every retry of it. A retry of a " +
      "write the server made already (its answer lost) answers the version that write answered, and is not " +
      "made again; kept per operator for a week. A key used for another patient or route is refused (422).",
  ),
});

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

/**
 * The medical profile as the server accepts it: the contract's, plus the spec's character rules on its free texts
 * (the reference ID like every name and ID field, the notes like every text area), and nothing the database cannot
 * store. The shoe-size unit texts are the contract's own (shoe-size ProfileShoeSizeUnit). leroyMeta is the visualizer's JSON, whose quotes the text
 * rule would refuse: it is machine data, only checked to be storable.
 */
export const ServerMedicalProfile = MedicalProfile.extend({ patientID: PatientText }).superRefine(
  (profile, context) => {
    const refuse = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (!isValidText(profile.notes, { multiline: true })) {
      refuse("notes", `Notes cannot contain the following characters: ${FORBIDDEN_TEXT_CHARACTERS.join(" ")}`);
    }
    if (!isStorable(profile)) refuse("", UNSTORABLE_MESSAGE);
  },
);

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
