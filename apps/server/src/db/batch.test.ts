// The per-turn batching of statements (db/batch.ts): one run for the calls of a turn, each caller its own answer.
import { describe, expect, it } from "vitest";
import { type BatchOptions, batchPerTurn } from "./batch";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A batcher whose runs end when the test says: each run's inputs, and a way to end the latest run. */
function heldBatches(options: BatchOptions) {
  const runs: number[][] = [];
  const ends: Array<(error?: Error) => void> = [];
  let started: () => void = () => {};
  const batch = batchPerTurn((inputs: readonly number[]) => {
    runs.push([...inputs]);
    started();
    return new Promise<readonly number[]>((resolve, reject) => {
      ends.push((error) => (error ? reject(error) : resolve(inputs)));
    });
  }, options);
  /** Resolves when the count of runs reaches n. */
  const runsReach = (n: number) =>
    new Promise<void>((resolve) => {
      if (runs.length >= n) return resolve();
      started = () => runs.length >= n && resolve();
    });
  return { batch, runs, ends, runsReach };
}

describe("batchPerTurn", () => {
  it("runs the calls of one turn once, in order, and answers each caller its own output", async () => {
    const runs: number[][] = [];
    const double = batchPerTurn(async (inputs: readonly number[]) => {
      runs.push([...inputs]);
      return inputs.map((input) => input * 2);
    });
    const answers = await Promise.all([1, 2, 3].map(double));
    expect(answers).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2, 3]]);
    // A later turn is a run of its own.
    expect(await double(5)).toBe(10);
    expect(runs).toEqual([[1, 2, 3], [5]]);
  });

  it("gives every caller of a failed run its error, and runs the next turn afresh", async () => {
    let fail = true;
    const run = batchPerTurn(async (inputs: readonly string[]) => {
      if (fail) throw new Error("database down");
      return inputs;
    });
    const settled = await Promise.allSettled([run("a"), run("b")]);
    expect(settled.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await run("c")).toBe("c");
  });

  it("sends a batch at once past 500 calls, so no statement grows without bound", async () => {
    const sizes: number[] = [];
    const same = batchPerTurn(async (inputs: readonly number[]) => {
      sizes.push(inputs.length);
      return inputs;
    });
    await Promise.all(Array.from({ length: 1200 }, (_, index) => same(index)));
    expect(sizes).toEqual([500, 500, 200]);
  });

  it("sends a turn's calls beside a running batch unless asked for one at a time", async () => {
    const { batch, runs, ends, runsReach } = heldBatches({});
    const first = batch(1);
    await runsReach(1);
    const second = batch(2);
    await runsReach(2);
    expect(runs).toEqual([[1], [2]]);
    for (const end of ends) end();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
  });

  describe("one at a time", () => {
    it("holds the calls made while a batch runs, from any turn, and sends them together when it ends", async () => {
      // A wait limit no test run reaches: this test is about the batch's end, not the limit.
      const { batch, runs, ends, runsReach } = heldBatches({ oneAtATime: true, maxWaitMs: 600_000 });
      const first = batch(1);
      await runsReach(1);
      const waiting = [batch(2), batch(3)];
      await nextTurn();
      waiting.push(batch(4));
      await nextTurn();
      await nextTurn();
      expect(runs).toEqual([[1]]);
      ends[0]?.();
      await runsReach(2);
      expect(runs).toEqual([[1], [2, 3, 4]]);
      ends[1]?.();
      expect(await Promise.all([first, ...waiting])).toEqual([1, 2, 3, 4]);
    });

    it("sends the waiting calls beside a batch that runs past the wait limit", async () => {
      const { batch, runs, ends, runsReach } = heldBatches({ oneAtATime: true, maxWaitMs: 1 });
      const first = batch(1);
      await runsReach(1);
      const second = batch(2);
      await runsReach(2);
      expect(runs).toEqual([[1], [2]]);
      ends[1]?.();
      expect(await second).toBe(2);
      ends[0]?.();
      expect(await first).toBe(1);
    });

    it("sends the waiting calls when the running batch fails, and gives its error to its own callers only", async () => {
      const { batch, runs, ends, runsReach } = heldBatches({ oneAtATime: true, maxWaitMs: 600_000 });
      const first = batch(1);
      await runsReach(1);
      const second = batch(2);
      await nextTurn();
      ends[0]?.(new Error("database down"));
      await expect(first).rejects.toThrow("database down");
      await runsReach(2);
      ends[1]?.();
      expect(await second).toBe(2);
      expect(runs).toEqual([[1], [2]]);
    });
  });
});
