// The version of a patient record, which guards against lost updates (its own module: the patient list reads it
// and must not download the text rules of the write calls).
import { z } from "zod";
import { Id } from "../store";

/**
 * The version of a patient record: every write to the patient's user, doctor, profile or medical profile adds
 * one. Reads carry it (and an ETag header `"<version>"`); writes may send `If-Match: "<version>"`, and a write
 * against an older version is refused with 412 STALE_RECORD_MESSAGE, so two tabs never overwrite each other
 * silently. Every write answers with the new version.
 */
export const RecordVersion = z.object({ version: z.number().int().nonnegative() });
export type RecordVersion = z.infer<typeof RecordVersion>;

/**
 * The header that makes a write to a patient record safe to send again (ours; the spec has none): a UUID the
 * client makes once per write and sends on every retry of it. The server keeps, per operator, the version each
 * key's write answered: a retry whose first attempt was written (its answer lost on the way) gets that answer
 * back instead of a 412 from its own write, and is never applied twice. The same header name as
 * ORDER_IDEMPOTENCY_HEADER.
 */
export const RECORD_IDEMPOTENCY_HEADER = "idempotency-key";

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
