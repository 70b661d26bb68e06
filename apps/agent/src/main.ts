// Starts the scanner agent (mock scanner) and the onboarding agent side by side; stops both cleanly on SIGINT and
// SIGTERM. Command-line flags set the mock scanner up (mock-flags.ts; --help lists them).
import type { MockControl } from "@solerx/domain/scan";
import { startAgent } from "./agent";
import { geometryScanSource } from "./geometry-scan-source";
import { MOCK_FLAGS_HELP, parseMockFlags } from "./mock-flags";
import { startOnboardingAgent } from "./onboarding/onboarding-agent";
import { PRIVATE_UMASK } from "./private-files";
import { loadAgentSettings } from "./settings";

// Before anything is written: the device's tokens and id are this user's alone, whatever the PC's umask.
process.umask(PRIVATE_UMASK);
const log = (message: string) => console.error(message);

function settingsOrExit() {
  try {
    return loadAgentSettings(process.env);
  } catch (error) {
    // A wrong setting is the operator's to fix: one line naming it, not a stack trace.
    console.error(`SoleRx agent could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
const settings = settingsOrExit();

function mockOrExit(): MockControl {
  const args = process.argv.slice(2);
  if (args.includes("--help")) {
    console.log(MOCK_FLAGS_HELP);
    process.exit(0);
  }
  try {
    return parseMockFlags(args);
  } catch (error) {
    console.error(`SoleRx agent could not start: ${error instanceof Error ? error.message : String(error)}`);
    console.error(MOCK_FLAGS_HELP);
    process.exit(1);
  }
}
const mock = mockOrExit();
const allowedOrigins = settings.appOrigins;

/** Starts one agent, or says in one line why it cannot (most often: another copy already holds its port). */
async function start<T>(name: string, agentPort: number, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "EADDRINUSE"
        ? `port ${agentPort} is in use (is another SoleRx agent running on this PC?)`
        : String(error);
    console.error(`SoleRx ${name} could not start: ${reason}`);
    process.exit(1);
  }
}

const port = settings.scannerPort;
const agent = await start("scanner agent", port, () =>
  startAgent({ port, allowedOrigins, log, serverUrl: settings.serverUrl, source: geometryScanSource(), mock }),
);
console.log(
  `SoleRx scanner agent listening on http://127.0.0.1:${agent.port}/hpagent (mock scanner, scans upload to ` +
    `${settings.serverUrl}; control at /hpagent/mock/control)`,
);

const onboarding = await start("onboarding agent", settings.onboardingPort, () =>
  startOnboardingAgent({
    port: settings.onboardingPort,
    issuer: settings.issuer,
    clientSecret: settings.clientSecret,
    dataDir: settings.dataDir,
    allowedOrigins,
    log,
  }),
);
console.log(
  `SoleRx onboarding agent listening on http://localhost:${onboarding.port}/agent/api/v1 for ${settings.issuer}`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all([agent.close(), onboarding.close()]);
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
