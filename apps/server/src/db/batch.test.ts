// The per-turn batching of statements (db/batch.ts): one run for the calls of a turn, each caller its own answer.
import { describe, expect, it } from "vitest";
import { batchPerTurn } from "./batch";

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
});
