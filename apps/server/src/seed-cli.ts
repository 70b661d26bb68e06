// `npm run seed -- --patients N`: opens the server's database (DATA_DIR or DATABASE_URL), migrates it, creates the
// demo data when it is empty and adds N synthetic patients to Demo Clinic's first store. Stop the server first
// when it runs on the embedded database: PGlite allows one process at a time.
import { parseArgs } from "node:util";
import { loadConfig } from "./config";
import { migrateToLatest, openDatabase } from "./db/database";
import { keepDataPrivate } from "./private-files";
import { addSyntheticPatients, seedDemoData } from "./seed";

const { values } = parseArgs({ options: { patients: { type: "string", default: "0" } } });
const count = Number(values.patients);
if (!Number.isInteger(count) || count < 0) {
  console.error(`--patients must be a whole number, got "${values.patients}"`);
  process.exit(2);
}

const config = loadConfig();
await keepDataPrivate(config);
const database = await openDatabase(config);
try {
  await migrateToLatest(database.db);
  if (await seedDemoData(database.db)) console.log("Demo data created.");
  const started = performance.now();
  await addSyntheticPatients(database.db, count);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Added ${count} synthetic patients to Demo Clinic's first store in ${seconds} s.`);
} finally {
  await database.close();
}
