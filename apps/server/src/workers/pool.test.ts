// The worker pool (pool.ts): answers, moved bytes, a task's own error, and its three bounds: a job over its time
// limit is stopped and the next job runs on a fresh worker; a full queue refuses at once; a crashed worker fails its
// job only. While a job holds its worker's thread, the main thread keeps answering.
import { getPriority } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { PoolBusyError, PoolCrashError, PoolTimeoutError, TaskError, WorkerPool } from "./pool";

const TASKS = new URL("./testing/pool-test-tasks.ts", import.meta.url);
const pools: WorkerPool[] = [];

function pool(size = 1, maxQueue = 4): WorkerPool {
  const created = new WorkerPool({ tasks: TASKS, size, maxQueue });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

const LONG = { timeLimitMs: 60_000 };

describe("WorkerPool", () => {
  it("runs a task in a worker and answers its value; bytes come back whole", async () => {
    const workers = pool();
    expect(await workers.run("echo", { a: [1, "b"] }, LONG)).toEqual({ a: [1, "b"] });
    const answer = await workers.run<Uint8Array>("bytes", 1000, LONG);
    expect(answer).toBeInstanceOf(Uint8Array);
    expect([answer.length, answer[999]]).toEqual([1000, 7]);
  });

  it("answers a small buffer that is a slice of Node's shared pool, copied since its pool cannot be moved", async () => {
    const answer = await pool().run<Uint8Array>("pooledBytes", 100, LONG);
    expect([answer.length, Buffer.from(answer).toString()]).toEqual([100, "x".repeat(100)]);
  });

  it("rethrows a task's error with its name and message", async () => {
    const error = await pool()
      .run("fail", "not a mesh", LONG)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskError);
    expect([(error as TaskError).name, (error as TaskError).message]).toEqual(["RefusedInput", "not a mesh"]);
  });

  it("keeps the main thread answering while a job holds its worker", async () => {
    const workers = pool();
    const job = workers.run("spin", undefined, { timeLimitMs: 60_000 }).catch((e: unknown) => e);
    // A timer of the main thread fires while the job spins (it never ends by itself).
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setImmediate(resolve));
    expect(workers.stats().running).toBe(1);
    await workers.close();
    expect(await job).toBeInstanceOf(PoolBusyError);
  });

  it.runIf(process.platform === "linux")(
    "runs its workers at a lower priority than the thread that answers requests",
    async () => {
      const nice = await pool().run<number>("priority", undefined, LONG);
      expect(nice).toBeGreaterThan(getPriority());
    },
  );

  it("stops a job at its time limit with PoolTimeoutError, and runs the next job on a fresh worker", async () => {
    const workers = pool(1, 4);
    const stuck = workers.run("spin", undefined, { timeLimitMs: 200, timeoutMessage: "The PDF took too long" });
    const next = workers.run("echo", "after", LONG);
    const error = await stuck.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PoolTimeoutError);
    expect((error as Error).message).toBe("The PDF took too long");
    expect(await next).toBe("after");
    expect(workers.stats()).toEqual({ running: 0, queued: 0, timedOut: 1 });
  });

  it("refuses a job at once with PoolBusyError when every worker is busy and the queue is full", async () => {
    const workers = pool(1, 1);
    const running = workers.run("spin", undefined, { timeLimitMs: 60_000 }).catch((e: unknown) => e);
    const queued = workers.run("echo", "queued", LONG).catch((e: unknown) => e);
    await expect(workers.run("echo", "one too many", LONG)).rejects.toBeInstanceOf(PoolBusyError);
    expect(workers.stats()).toMatchObject({ running: 1, queued: 1 });
    await workers.close();
    expect(await running).toBeInstanceOf(PoolBusyError);
    expect(await queued).toBeInstanceOf(PoolBusyError);
  });

  it("fails only the job of a worker that dies, with PoolCrashError", async () => {
    const workers = pool();
    await expect(workers.run("crash", undefined, LONG)).rejects.toBeInstanceOf(PoolCrashError);
    expect(await workers.run("echo", "still here", LONG)).toBe("still here");
  });
});
