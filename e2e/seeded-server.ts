// A server of its own, on a fresh embedded database seeded with the demo data and N synthetic patients in Demo
// Clinic's first store (`npm run seed -- --patients N`), for the tests and the bench that need a large store
// without filling the shared test server's. Seeding runs first and alone: PGlite allows one process at a time.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const REPO_ROOT = join(import.meta.dirname, "..");

export interface SeededServer {
  baseURL: string;
  stop(): Promise<void>;
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", ...args], { cwd: REPO_ROOT, env, stdio: "ignore" });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited ${code}`))));
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

export interface SeedOptions {
  port: number;
  patients: number;
  /** One synthetic patient renamed and given a PO number (e2e/mark-patient.ts). */
  mark?: { referenceId: string; firstName: string; lastName: string; zebraId: string };
  /** Another build of the web app to serve (WEB_DIST), e.g. the design-update bench's harness build. */
  webDist?: string;
}

export async function startSeededServer({ port, patients, mark, webDist }: SeedOptions): Promise<SeededServer> {
  const baseURL = `http://localhost:${port}`;
  // Another server on the port would answer for this one, with other data.
  const busy = await fetch(`${baseURL}/check.txt`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is in use`);
  const dataDir = mkdtempSync(join(tmpdir(), "solerx-seeded-"));
  const env = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SIGN_IN_RATE_LIMIT: "1000",
    ...(webDist ? { WEB_DIST: webDist } : {}),
  };
  await run(["apps/server/src/seed-cli.ts", "--patients", String(patients)], env);
  if (mark) await run(["e2e/mark-patient.ts", mark.referenceId, mark.firstName, mark.lastName, mark.zebraId], env);
  const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilUp(`${baseURL}/check.txt`, server, 120_000);
  return {
    baseURL,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
