// Starts the scanner agent with the mock scanner; stops cleanly on SIGINT and SIGTERM.
import { startAgent } from "./agent";

const port = Number(process.env.AGENT_PORT ?? 5000);
const webPort = Number(process.env.PORT ?? 8080);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${webPort}`;
const allowedOrigins = [new URL(publicUrl).origin, `http://127.0.0.1:${webPort}`];

const agent = await startAgent({ port, allowedOrigins, log: (message) => console.error(message) });
console.log(`SoleRx scanner agent listening on http://127.0.0.1:${agent.port}/hpagent (mock scanner)`);

const stop = async () => {
  await agent.close();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
