// The idempotency-keys of patient record writes (RECORD_IDEMPOTENCY_HEADER, migration 0013): per operator, what
// each keyed write answered. The write stores its key in its own transaction, so a write and its key are kept or
// lost together (a server killed mid-write keeps neither); a retry then finds the key and gets the same version.
import { sql } from "kysely";
import type { Db } from "../../db/database";

/** How long a key answers its retries: far longer than any retry of the web's save queue. */
export const RECORD_WRITE_KEY_DAYS = 7;

export interface KeyedWrite {
  operatorID: string;
  idempotencyKey: string;
  patientID: string;
  route: string;
}

/** The key as stored earlier: the patient and route it wrote, and the version it answered. */
export async function findWriteKey(
  db: Db,
  operatorID: string,
  idempotencyKey: string,
): Promise<{ patientID: string; route: string; version: number } | undefined> {
  const row = await db
    .selectFrom("record_write_keys")
    .select(["patient_id", "route", "version"])
    .where("operator_id", "=", operatorID)
    .where("idempotency_key", "=", idempotencyKey)
    .where(sql<boolean>`created_at > now() - make_interval(days => ${RECORD_WRITE_KEY_DAYS})`)
    .executeTakeFirst();
  return row && { patientID: row.patient_id, route: row.route, version: row.version };
}

/** Stores the key of a write in the write's transaction, and forgets the operator's keys past their week. */
export async function storeWriteKey(trx: Db, write: KeyedWrite, version: number): Promise<void> {
  await trx
    .deleteFrom("record_write_keys")
    .where("operator_id", "=", write.operatorID)
    .where(sql<boolean>`created_at <= now() - make_interval(days => ${RECORD_WRITE_KEY_DAYS})`)
    .execute();
  await trx
    .insertInto("record_write_keys")
    .values({
      operator_id: write.operatorID,
      idempotency_key: write.idempotencyKey,
      patient_id: write.patientID,
      route: write.route,
      version,
    })
    .execute();
}
