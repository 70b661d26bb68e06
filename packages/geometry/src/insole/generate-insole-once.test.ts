// generateInsole makes each insole once: a post measured off its prescription is reported as measured (prescribed
// beside made, for the clinician and the lab to see), not made again. It once made such an insole a second time,
// against a V8 fault since designed out (docs/v8-maglev-fault/README.md); a wrong measure is put into the measuring
// here (measureChecks), the step where the fault was seen, to show nothing remakes or hides it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { generateFoot } from "../foot/generate";
import type * as Checks from "./checks";
import { generateInsole } from "./generate-insole";
import { insoleInput } from "./testing-input";

/** What each measuring answers for the forefoot post, in turn: a number replaces the true one, null keeps it. */
const faults: (number | null)[] = [];
let measured = 0;

vi.mock("./checks", async (importOriginal) => {
  const original = await importOriginal<typeof Checks>();
  return {
    ...original,
    measureChecks: (...args: Parameters<typeof Checks.measureChecks>) => {
      measured++;
      const real = original.measureChecks(...args);
      const fault = faults.shift() ?? null;
      return fault === null ? real : { ...real, checks: { ...real.checks, forefootPostDeg: fault } };
    },
  };
});

afterEach(() => {
  faults.length = 0;
  measured = 0;
});

/** A right foot with a 5° valgus extrinsic forefoot post (measured -5°: raised laterally). */
const input = insoleInput(generateFoot({ shoeSize: 9, side: "right", seed: 7, triangles: 50_000 }), {
  postingOptions: {
    right: { forefootPost: { kind: "extrinsic", type: "valgus", degrees: 5 } },
  },
});

describe("generateInsole", () => {
  it("makes an insole whose posts hold once", async () => {
    const result = await generateInsole(input);
    expect(measured).toBe(1);
    expect(Math.abs(result.checks.forefootPostDeg + 5)).toBeLessThanOrEqual(0.5);
  });

  it("makes one whose post measures off its prescription once too, and reports the post as measured", async () => {
    faults.push(-3);
    const result = await generateInsole(input);
    expect(measured).toBe(1);
    expect(result.checks.forefootPostDeg).toBe(-3);
  });
});
