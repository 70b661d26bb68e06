// Gives one seeded synthetic patient a recognisable name and a PO number, so a browser test can search a large
// store for it: `node --import tsx e2e/mark-patient.ts <referenceID> <firstName> <lastName> <zebraID>` with the
// server's DATA_DIR (run while no server holds the embedded database).
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/database";

const [referenceId, firstName, lastName, zebraId] = process.argv.slice(2);
if (!referenceId || !firstName || !lastName || !zebraId)
  throw new Error("usage: <referenceID> <first> <last> <zebraID>");
const database = await openDatabase(loadConfig());
try {
  const result = await database.db
    .updateTable("users")
    .set({ first_name: firstName, last_name: lastName, zebra_id: zebraId })
    .where("reference_id", "=", referenceId)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new Error(`no single patient with Reference ID ${referenceId}`);
} finally {
  await database.close();
}
