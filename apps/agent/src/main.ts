// Starts the scanner agent (mock scanner) and the onboarding agent side by side; stops both cleanly on SIGINT and
// SIGTERM.
import { startAgent } from "./agent";
import { startOnboardingAgent } from "./onboarding/onboarding-agent";
import { loadOnboardingSettings } from "./onboarding/settings";

const port = Number(process.env.AGENT_PORT ?? 5000);
const webPort = Number(process.env.PORT ?? 8080);
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${webPort}`).replace(/\/+$/, "");
const allowedOrigins = [new URL(publicUrl).origin, `http://127.0.0.1:${webPort}`];
const log = (message: string) => console.error(message);

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

const agent = await start("scanner agent", port, () => startAgent({ port, allowedOrigins, log }));
console.log(`SoleRx scanner agent listening on http://127.0.0.1:${agent.port}/hpagent (mock scanner)`);

const onboardingSettings = loadOnboardingSettings(process.env, publicUrl);
const onboarding = await start("onboarding agent", onboardingSettings.port, () =>
  startOnboardingAgent({ ...onboardingSettings, allowedOrigins, log }),
);
console.log(
  `SoleRx onboarding agent listening on http://localhost:${onboarding.port}/agent/api/v1 for ${onboardingSettings.issuer}`,
);

const stop = async () => {
  await Promise.all([agent.close(), onboarding.close()]);
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
