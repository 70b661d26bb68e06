// `npm run backup -- [folder]`: backs the embedded install (DATA_DIR) up into a new folder under `folder`
// (./backups by default). Stop the server first; PostgreSQL and S3 installs use their own tools
// (docs/operations.md).
import { resolve } from "node:path";
import { backupEmbedded } from "./backup/backup";
import { loadConfig } from "./config";

const into = resolve(process.argv[2] ?? "backups");
try {
  const { folder, manifest } = await backupEmbedded(loadConfig(), into);
  const { patients, scans, orders, files } = manifest.counts;
  console.log(`Backed up ${patients} patients, ${scans} scans, ${orders} orders and ${files} files to ${folder}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
