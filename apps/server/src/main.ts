// Starts the server: settings from the environment, private data files, the app on PORT, a banner with the
// addresses and demo logins, and a graceful stop on SIGINT/SIGTERM (shutdown.ts: requests in flight finish).
import { buildApp } from "./app";
import { holdServerLock } from "./backup/server-lock";
import { loadConfig, oauthUrls } from "./config";
import { DOCS_PREFIX } from "./plugins/docs";
import { keepDataPrivate } from "./private-files";
import { DEMO_LOGINS } from "./seed";
import { stopGracefully } from "./shutdown";
import { closeHeavyWork, prewarmHeavyWork } from "./workers/heavy-work";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A wrong setting is the operator's to fix: one line naming it, not a stack trace.
  console.error(`SoleRx server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await keepDataPrivate(config);
// The embedded database is this process's alone while it runs: the backup and restore scripts check this mark.
let releaseLock = async () => {};
if (!config.databaseUrl) {
  try {
    releaseLock = await holdServerLock(config.dataDir);
  } catch (error) {
    console.error(`SoleRx server could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
const app = await buildApp(config);

let stopping: string | undefined;
function stop(signal: string) {
  if (stopping) {
    // A second Ctrl-C: the operator does not want to wait for the drain. (Not any second signal: on Ctrl-C under
    // `npm start`, this process gets the terminal's SIGINT and scripts/start.mjs's SIGTERM at once.)
    if (signal === "SIGINT" && stopping === "SIGINT") {
      app.log.warn("SIGINT received again: exiting without waiting for requests in flight");
      process.exit(1);
    }
    return;
  }
  stopping = signal;
  void stopGracefully(app, {
    signal,
    closeRest: async () => {
      await closeHeavyWork();
      await releaseLock();
    },
    exit: (code) => process.exit(code),
  });
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));

try {
  await app.listen({ port: config.port, host: config.host });
  // The workers load beside the first requests rather than on the first PDF or scan.
  prewarmHeavyWork();
} catch (error) {
  app.log.fatal({ err: error }, "could not start");
  await app.close().catch(() => {});
  process.exit(1);
}

const local = `http://localhost:${config.port}`;
const database = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.pgliteDataDir}`;
const banner = [
  "",
  `  SoleRx ${config.version} is running`,
  "",
  `  App:          ${local}`,
  ...(config.publicUrl !== local ? [`  Public URL:   ${config.publicUrl}`] : []),
  `  API docs:     ${local}${DOCS_PREFIX}`,
  `  Sign-in:      ${oauthUrls(config).issuer}`,
  `  Listening on: ${config.host}:${config.port}`,
  `  Database:     ${database}`,
  "",
  ...(config.seedDemoData
    ? [
        "  Demo logins:",
        ...DEMO_LOGINS.map((login) => `    ${login.email.padEnd(20)} / ${login.password}   (${login.company})`),
        "",
      ]
    : []),
];
process.stdout.write(`${banner.join("\n")}\n`);
