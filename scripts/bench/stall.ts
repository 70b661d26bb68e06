// No request stalls the server (issue 17 point 1): while each heavy operation runs on the real server (in its own
// process, on the embedded database) — the prescription PDF of notes that are one word as long as the API takes,
// and a scan at the foot-scan limit converted to STL and to OBJ — a client asks /check.txt every 10 ms; the worst
// of those answers is the figure. Target: under 100 ms. Each operation runs RUNS times, two at once, on a worker
// pool started afresh just before (as at a server start: its workers still loading), so the first call after a
// start counts as well as the warm ones. The /check.txt client has a thread of its own: the operations' own client
// receiving tens of MB must not delay it. Beside it: the same client's worst /check.txt with nothing running (the
// machine's own share: on a loaded machine every process waits for a core), and the server's worst event-loop delay
// during the operation (monitorEventLoopDelay in the server), which a process waiting for a core shows as well, and
// the server's own part of it: its main thread's most CPU time in one turn of its loop (a long task, a GC pause).
import { type ChildProcess, fork } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import type { Figure } from "./measure";
import { round } from "./measure";

const SERVER = new URL("./stall-server.ts", import.meta.url).pathname;
const RUNS = Number(process.env.BENCH_STALL_RUNS ?? 4);

interface Started {
  url: string;
  headers: Record<string, string>;
  pdf: { path: string; body: Record<string, unknown> };
  surface: string;
  triangles: number;
}

/**
 * A client in a thread of its own asking `url` every 10 ms until told to stop; it answers its latencies, ms. Its
 * first request, which loads fetch in the new thread, is not counted: it says "ready" after it.
 */
const POLLER = `
const { parentPort, workerData } = require("node:worker_threads");
let running = true;
parentPort.once("message", () => { running = false; });
(async () => {
  await (await fetch(workerData.url)).arrayBuffer();
  parentPort.postMessage("ready");
  const latencies = [];
  while (running) {
    const started = performance.now();
    const answer = await fetch(workerData.url);
    await answer.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  parentPort.postMessage(latencies);
})();
`;

/** The worst /check.txt latency while `operation` runs, and how long one operation took (median). */
async function worstCheckWhile(url: string, operation: () => Promise<void>) {
  const poller = new Worker(POLLER, { eval: true, workerData: { url: `${url}/check.txt` } });
  await once(poller, "message");
  const times: number[] = [];
  const one = async () => {
    for (let i = 0; i < RUNS / 2; i++) {
      const started = performance.now();
      await operation();
      times.push(performance.now() - started);
    }
  };
  await Promise.all([one(), one()]);
  poller.postMessage("stop");
  const [latencies] = (await once(poller, "message")) as [number[]];
  await poller.terminate();
  times.sort((a, b) => a - b);
  latencies.sort((a, b) => a - b);
  return {
    worst: round(latencies.at(-1) ?? Number.NaN),
    p99: round(latencies[Math.floor(latencies.length * 0.99)] ?? Number.NaN),
    checks: latencies.length,
    operationMs: round(times[Math.floor(times.length / 2)] ?? Number.NaN),
  };
}

/**
 * Reads the answer whole. A 503 is the pool stopping a job at its time limit (a machine so loaded that a job takes
 * over 20 s): counted and reported, as the work ran all the same; anything else is the bench's failure.
 */
async function ok(response: Response, what: string, refused: { count: number }): Promise<void> {
  await response.arrayBuffer();
  if (response.status === 503) refused.count++;
  else if (response.status !== 200) throw new Error(`${what}: ${response.status}`);
}

/** Sends the stall server `command` and waits for its answer. */
function ask<T>(child: ChildProcess, command: "read" | "fresh"): Promise<T> {
  return new Promise((resolve) => {
    child.once("message", (message) => resolve(message as T));
    child.send(command);
  });
}

/** The server's worst event-loop delay since the last reset, and its main thread's most CPU time in one turn, ms. */
async function loopDelay(child: ChildProcess): Promise<{ delay: number; busy: number }> {
  const read = await ask<{ loopDelayMaxMs: number; loopBusyMaxMs: number }>(child, "read");
  return { delay: round(read.loopDelayMaxMs), busy: round(read.loopBusyMaxMs) };
}

export async function stall(): Promise<Figure[]> {
  const child = fork(SERVER, [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
  const server = await new Promise<Started>((resolve, reject) => {
    child.once("message", (message) => resolve(message as Started));
    child.once("exit", (code) => reject(new Error(`the stall server exited (${code}) before it listened`)));
  });
  try {
    const json = { ...server.headers, "content-type": "application/json" };
    const refused = { count: 0 };
    const operations: Record<string, () => Promise<void>> = {
      long_word_pdf: async () => {
        const body = JSON.stringify(server.pdf.body);
        await ok(
          await fetch(`${server.url}${server.pdf.path}`, { method: "POST", headers: json, body }),
          "PDF",
          refused,
        );
      },
      stl: async () => {
        await ok(await fetch(`${server.url}${server.surface}STL`, { headers: server.headers }), "STL", refused);
      },
      obj: async () => {
        await ok(await fetch(`${server.url}${server.surface}OBJ`, { headers: server.headers }), "OBJ", refused);
      },
    };
    child.send("reset");
    const idle = await worstCheckWhile(server.url, () => sleep(3000));
    const idleLoop = await loopDelay(child);
    const figures: Figure[] = [
      { metric: "idle_check_worst_ms", value: idle.worst, unit: "ms" },
      { metric: "idle_check_p99_ms", value: idle.p99, unit: "ms" },
      { metric: "idle_server_loop_delay_max_ms", value: idleLoop.delay, unit: "ms" },
      { metric: "idle_server_loop_cpu_max_ms", value: idleLoop.busy, unit: "ms" },
    ];
    for (const [name, operation] of Object.entries(operations)) {
      // A fresh pool, warming as at a start; the operation starts at once, before its workers have loaded.
      await ask(child, "fresh");
      child.send("reset");
      refused.count = 0;
      console.error(
        `stall: ${name} (${name === "long_word_pdf" ? "notes at the limit" : `${server.triangles} triangles`})…`,
      );
      const { worst, p99, checks, operationMs } = await worstCheckWhile(server.url, operation);
      const loop = await loopDelay(child);
      figures.push(
        { metric: `${name}_check_worst_ms`, value: worst, unit: "ms", baseline: idle.worst, target: "value<100" },
        { metric: `${name}_check_p99_ms`, value: p99, unit: "ms", baseline: idle.p99 },
        {
          metric: `${name}_server_loop_delay_max_ms`,
          value: loop.delay,
          unit: "ms",
          baseline: idleLoop.delay,
          target: "value<100",
        },
        // The server's own part of the delay: its main thread's CPU in the longest turn (the machine's wait is not).
        {
          metric: `${name}_server_loop_cpu_max_ms`,
          value: loop.busy,
          unit: "ms",
          baseline: idleLoop.busy,
          target: "value<100",
        },
        { metric: `${name}_ms`, value: operationMs, unit: "ms" },
        { metric: `${name}_checks`, value: checks, unit: "requests" },
        { metric: `${name}_stopped_at_time_limit`, value: refused.count, unit: "requests" },
      );
    }
    return figures;
  } finally {
    child.disconnect();
  }
}
