import { describe, expect, it } from "vitest";
import { measureChecks } from "./checks";
import { designFrame } from "./design-frame";
import { generateInsole } from "./generate-insole";
import { syntheticInput } from "./testing-input";

describe("measureChecks", () => {
  it("warns, in words, when the finished shell is thinner than the floor, and not otherwise", async () => {
    const input = syntheticInput({ shoeSize: 9, side: "right", seed: 2 });
    const result = await generateInsole(input);
    expect(result.warnings.map((w) => w.code)).not.toContain("shell-thinner-than-floor");
    // The same mesh judged against a floor above its measured thickness.
    const floorMm = result.checks.minThicknessMm + 1;
    const numbers = { ...input.numbers, shell: { ...input.numbers.shell, floorMm } };
    const solid = { closed: true, volume: 1 };
    const { warnings, checks } = measureChecks(result.shell, solid, designFrame(input), numbers, { zones: [] }, 0);
    expect(checks.minThicknessMm).toBe(result.checks.minThicknessMm);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.code).toBe("shell-thinner-than-floor");
    expect(warnings[0]?.message).toContain("right foot");
    expect(warnings[0]?.message).toContain(`${Math.round(floorMm * 10) / 10} mm`);
  });

  it("reads a rearfoot post's angle off the underside, and 0 where none is prescribed", async () => {
    const rx = { postingOptions: { right: { rearfootPost: { kind: "specify" as const, degrees: 5 } } } };
    const posted = await generateInsole(syntheticInput({ shoeSize: 9, side: "right", seed: 2 }, rx));
    expect(posted.checks.rearfootPostDeg).toBeCloseTo(5, 0);
    expect(posted.zones.map((z) => z.label)).toContain("rearfoot post 5° varus");
    const plain = await generateInsole(syntheticInput({ shoeSize: 9, side: "right", seed: 2 }));
    expect(plain.checks.rearfootPostDeg).toBe(0);
  });
});
