// Which rows own the blob store's files: the server's own housekeeping, not an operator's read (no scope: the
// signed upload address, or the sweep, asks about a key the server made). A scan owns its upload key while it
// waits for its file and its checked file once complete; an order owns its attachments.
import { sql } from "kysely";
import type { Db } from "./database";

/** An upload key's scan: waiting for its file, already complete, or gone (never made, or its patient deleted). */
export type UploadKeyState = "awaiting" | "completed" | "missing";

export async function uploadKeyState(db: Db, key: string): Promise<UploadKeyState> {
  const scan = await db.selectFrom("scans").select("is_complete").where("upload_key", "=", key).executeTakeFirst();
  if (!scan) return "missing";
  return scan.is_complete ? "completed" : "awaiting";
}

/** The keys among these that a row owns. */
export async function ownedBlobKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const { rows } = await sql<{ key: string }>`
    select upload_key as key from scans where not is_complete and upload_key in (${sql.join(keys)})
    union select blob_key from scans where blob_key in (${sql.join(keys)})
    union select blob_key from order_attachments where blob_key in (${sql.join(keys)})`.execute(db);
  return new Set(rows.map((row) => row.key));
}

/** The scans' files of these patients: each upload and, once checked, its checked file (deleted with them). */
export async function scanFilesOf(db: Db, userIDs: readonly string[]): Promise<string[]> {
  if (userIDs.length === 0) return [];
  const scans = await db
    .selectFrom("scans as sc")
    .innerJoin("sessions as se", "se.id", "sc.session_id")
    .select(["sc.upload_key", "sc.blob_key"])
    .where("se.user_id", "in", userIDs)
    .execute();
  return scans.flatMap((scan) => (scan.blob_key ? [scan.upload_key, scan.blob_key] : [scan.upload_key]));
}
