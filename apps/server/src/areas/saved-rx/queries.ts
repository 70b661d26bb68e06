// Saved prescriptions (saved Rx): a company's templates, named by file name, unique in the company (spec 001 §3
// "Saved Rx", §7 "Saved prescriptions"). Every statement names the operator's own company: templates are the
// clinic's own work, and no one reads or writes another company's. A template is found by its name's key
// (savedRxNameKey), so look-alike names (case, spaces, accents) are one template.

import { savedRxNameKey } from "@solerx/domain/common";
import type { Prescription } from "@solerx/domain/prescription";
import type { SavedRx, SavedRxListItem } from "@solerx/domain/saved-rx";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { parseJsonColumn } from "../../db/json-column";
import { isUniqueViolation } from "../../db/unique-violation";

/** Who writes, in which company. */
export interface SavedRxContext {
  companyID: string;
  userID: string;
}

/** A rename's outcome: done, no template of that name, or the new name taken by another template. */
export type RenameOutcome = SavedRx | "missing" | "nameTaken";

function toSavedRx(row: { company_id: string; file_name: string; file_data: unknown }): SavedRx {
  return {
    fileName: row.file_name,
    fileData: parseJsonColumn<Prescription>(row.file_data),
    companyID: row.company_id,
  };
}

/** The company's templates by name (case-insensitively, then exactly). */
export async function listSavedRx(db: Db, companyID: string): Promise<SavedRxListItem[]> {
  const rows = await db
    .selectFrom("saved_prescriptions")
    .select(["file_name", "updated_at"])
    .where("company_id", "=", companyID)
    .orderBy(sql`lower(file_name)`)
    .orderBy("file_name")
    .execute();
  return rows.map((row) => ({ fileName: row.file_name, updatedAt: new Date(row.updated_at).toISOString() }));
}

export async function findSavedRx(db: Db, companyID: string, fileName: string): Promise<SavedRx | undefined> {
  const row = await db
    .selectFrom("saved_prescriptions")
    .select(["company_id", "file_name", "file_data"])
    .where("company_id", "=", companyID)
    .where("name_key", "=", savedRxNameKey(fileName))
    .executeTakeFirst();
  return row && toSavedRx(row);
}

/** Creates the template or replaces the content of the one of that name (its name as first saved stays). */
export async function upsertSavedRx(
  db: Db,
  context: SavedRxContext,
  fileName: string,
  fileData: Prescription,
): Promise<SavedRx> {
  const row = await db
    .insertInto("saved_prescriptions")
    .values({
      company_id: context.companyID,
      file_name: fileName,
      name_key: savedRxNameKey(fileName),
      file_data: JSON.stringify(fileData),
      created_by: context.userID,
      updated_by: context.userID,
    })
    .onConflict((c) =>
      c.columns(["company_id", "name_key"]).doUpdateSet({
        file_data: JSON.stringify(fileData),
        updated_by: context.userID,
        updated_at: sql`now()`,
      }),
    )
    .returning(["company_id", "file_name", "file_data"])
    .executeTakeFirstOrThrow();
  return toSavedRx(row);
}

/** Whether a template of that name was there to delete. */
export async function deleteSavedRx(db: Db, companyID: string, fileName: string): Promise<boolean> {
  const rows = await db
    .deleteFrom("saved_prescriptions")
    .where("company_id", "=", companyID)
    .where("name_key", "=", savedRxNameKey(fileName))
    .returning("id")
    .execute();
  return rows.length > 0;
}

/**
 * Renames a template, and with fileData replaces its content too (renameAndSave). A new name with the old one's key
 * keeps the template and only changes how its name is written (its case, say). A name another template has is refused, also when a parallel
 * rename takes it first (the unique constraint decides).
 */
export async function renameSavedRx(
  db: Db,
  context: SavedRxContext,
  change: { fileName: string; newFileName: string; fileData?: Prescription | undefined },
): Promise<RenameOutcome> {
  const { fileName, newFileName, fileData } = change;
  const sameTemplate = savedRxNameKey(newFileName) === savedRxNameKey(fileName);
  if (!sameTemplate && (await findSavedRx(db, context.companyID, newFileName))) return "nameTaken";
  try {
    const row = await db
      .updateTable("saved_prescriptions")
      .set({
        file_name: newFileName,
        name_key: savedRxNameKey(newFileName),
        ...(fileData === undefined ? {} : { file_data: JSON.stringify(fileData) }),
        updated_by: context.userID,
        updated_at: sql`now()`,
      })
      .where("company_id", "=", context.companyID)
      .where("name_key", "=", savedRxNameKey(fileName))
      .returning(["company_id", "file_name", "file_data"])
      .executeTakeFirst();
    return row ? toSavedRx(row) : "missing";
  } catch (error) {
    if (isUniqueViolation(error)) return "nameTaken";
    throw error;
  }
}
