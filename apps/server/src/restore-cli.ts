// `npm run restore -- <backup folder>`: restores a backup made by `npm run backup` into DATA_DIR, which must be
// empty (a restore never writes over saved data). Start the server afterwards.
import { restoreEmbedded } from "./backup/backup";
import { loadConfig } from "./config";

const folder = process.argv[2];
if (!folder) {
  console.error("usage: npm run restore -- <backup folder>");
  process.exit(2);
}
try {
  const config = loadConfig();
  const { counts } = await restoreEmbedded(folder, config.dataDir);
  console.log(
    `Restored ${counts.patients} patients, ${counts.scans} scans, ${counts.orders} orders and ${counts.files} files into ${config.dataDir}`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
