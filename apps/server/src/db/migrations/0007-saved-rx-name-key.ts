// Issue 17 point 5: saved Rx names one can open. Look-alike names (case, spaces, composed and decomposed accents)
// are one name: each template keeps its normalised name and a key (the domain's savedRxNameKey), unique in the
// company. Templates saved before whose keys collide keep their content under a numbered name ("Rx (2)").
import { normaliseSavedRxName, savedRxNameKey } from "@solerx/domain/common";
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration runs on the database as it was then, not today's schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("saved_prescriptions").addColumn("name_key", "text").execute();
  const rows: { id: string; company_id: string; file_name: string }[] = await db
    .selectFrom("saved_prescriptions")
    .select(["id", "company_id", "file_name"])
    .orderBy("created_at")
    .execute();
  const taken = new Set<string>();
  for (const row of rows) {
    const base = normaliseSavedRxName(row.file_name) || "Saved Rx";
    let name = base;
    for (let n = 2; taken.has(`${row.company_id}/${savedRxNameKey(name)}`); n += 1) name = `${base} (${n})`;
    taken.add(`${row.company_id}/${savedRxNameKey(name)}`);
    await db
      .updateTable("saved_prescriptions")
      .set({ file_name: name, name_key: savedRxNameKey(name) })
      .where("id", "=", row.id)
      .execute();
  }
  await db.schema
    .alterTable("saved_prescriptions")
    .alterColumn("name_key", (c) => c.setNotNull())
    .execute();
  await db.schema.alterTable("saved_prescriptions").dropConstraint("saved_prescriptions_company_name_key").execute();
  await db.schema
    .alterTable("saved_prescriptions")
    .addUniqueConstraint("saved_prescriptions_company_name_key", ["company_id", "name_key"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("saved_prescriptions").dropConstraint("saved_prescriptions_company_name_key").execute();
  await db.schema.alterTable("saved_prescriptions").dropColumn("name_key").execute();
  await db.schema
    .alterTable("saved_prescriptions")
    .addUniqueConstraint("saved_prescriptions_company_name_key", ["company_id", "file_name"])
    .execute();
}
