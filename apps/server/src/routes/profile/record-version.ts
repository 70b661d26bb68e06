// What every /profile route shares: the record's version on the wire (ETag on reads and writes, If-Match on
// writes; its header schema is the domain's RecordWriteHeaders).

import { DomainError } from "@solerx/domain/errors";
import { RECORD_IDEMPOTENCY_HEADER } from "@solerx/domain/patient";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { WritePrecondition } from "../../areas/patients/index";

/** The version a write was based on: If-Match `"<n>"` (or `*`, or none: no precondition). */
export function ifMatchOf(request: FastifyRequest): number | undefined {
  const header = request.headers["if-match"];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === "*") return undefined;
  const match = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(value);
  if (!match) throw new DomainError(400, 'If-Match: expected the record version as an entity tag, such as "3"');
  return Number(match[1]);
}

/** If-Match and the idempotency-key of a write (RecordWriteHeaders). */
export function preconditionOf(request: FastifyRequest): WritePrecondition {
  const key = request.headers[RECORD_IDEMPOTENCY_HEADER];
  return { ifMatch: ifMatchOf(request), idempotencyKey: typeof key === "string" ? key : undefined };
}

/** Sets the record's ETag. */
export function setETag(reply: FastifyReply, version: number): FastifyReply {
  return reply.header("etag", `"${version}"`);
}

/** Sets the record's ETag and answers the value with it. */
export function withETag<T>(reply: FastifyReply, version: number, value: T): T {
  setETag(reply, version);
  return value;
}
