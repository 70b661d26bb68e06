// Authenticated API reads under load (issue 7): autocannon, 50 connections for 10 s, against the store list and a
// patient record on the real server (token check, operator scope, tenancy, repository, audit), each in its own
// process, and against a bare Fastify route in another process answering the same bytes, in the same run. On the
// embedded database always, and on PostgreSQL when TEST_DATABASE_URL is set (the targets are PostgreSQL's).
// The server is measured from its first request on; only the load client is warmed first (warmClient).
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import type { ApiLoadServer } from "./api-load-server";
import type { Figure } from "./measure";
import { round } from "./measure";

const SERVER = new URL("./api-load-server.ts", import.meta.url).pathname;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

/** Starts the child (real server or bare route) and waits for its address. */
function start(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; server: ApiLoadServer }> {
  const child = fork(SERVER, [], { env: { ...process.env, ...env }, execArgv: ["--import", "tsx"], stdio: "inherit" });
  return new Promise((resolve, reject) => {
    child.once("message", (server) => resolve({ child, server: server as ApiLoadServer }));
    child.once("exit", (code) => reject(new Error(`the api-load server exited (${code}) before it listened`)));
  });
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return { rps: round(result.requests.average), p99: result.latency.p99 };
}

/**
 * autocannon runs in this process, on the same cores as the server: on its first run its own code is still being
 * compiled, so it sends and reads slowly, and the latency it reports counts that as the server's
 * (docs/decisions.md). It is warmed once against a bare route in another process; the server under test still
 * gets its first request from the measured load.
 */
async function warmClient(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), "solerx-api-load-warm-"));
  try {
    writeFileSync(join(folder, "warm.json"), JSON.stringify({ warm: true }));
    const bare = await start({ BARE_BODY_FILE: join(folder, "warm.json") });
    try {
      await autocannon({ url: bare.server.url, connections: CONNECTIONS, duration: 2 });
    } finally {
      bare.child.kill();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function measure(database: "embedded" | "postgres", env: NodeJS.ProcessEnv): Promise<Figure[]> {
  const figures: Figure[] = [];
  const app = await start(env);
  const folder = mkdtempSync(join(tmpdir(), "solerx-api-load-"));
  try {
    for (const read of ["stores", "patient"] as const) {
      const url = `${app.server.url}${app.server.paths[read]}`;
      const body = await (await fetch(url, { headers: app.server.headers })).text();
      const measured = await load(url, app.server.headers);
      writeFileSync(join(folder, `${read}.json`), body);
      const bare = await start({ BARE_BODY_FILE: join(folder, `${read}.json`) });
      const baseline = await load(bare.server.url, {}).finally(() => bare.child.kill());
      const ratio = Math.round((measured.rps / baseline.rps) * 100) / 100;
      const postgres = database === "postgres";
      figures.push(
        {
          metric: `${database}_${read}_rps`,
          value: measured.rps,
          unit: "req/s",
          baseline: baseline.rps,
          ratio,
          ...(postgres ? { target: "ratio>=0.3" } : {}),
        },
        {
          metric: `${database}_${read}_p99_ms`,
          value: measured.p99,
          unit: "ms",
          baseline: baseline.p99,
          ...(postgres ? { target: "value<25" } : {}),
        },
      );
    }
  } finally {
    app.child.kill();
    rmSync(folder, { recursive: true, force: true });
  }
  return figures;
}

export async function apiLoad(): Promise<Figure[]> {
  // BENCH_API_LOAD_ONLY=postgres skips the embedded database's figures (the targets are PostgreSQL's).
  const only = process.env.BENCH_API_LOAD_ONLY;
  await warmClient();
  const figures = only === "postgres" ? [] : await measure("embedded", { TEST_DATABASE_URL: "" });
  if (process.env.TEST_DATABASE_URL) figures.push(...(await measure("postgres", {})));
  return figures;
}
