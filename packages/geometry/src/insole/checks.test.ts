import { describe, expect, it } from "vitest";
import { measureChecks, missedPosts } from "./checks";
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

describe("missedPosts", () => {
  const rx = { postingOptions: { right: { rearfootPost: { kind: "specify" as const, degrees: 5 } } } };
  const input = syntheticInput({ shoeSize: 9, side: "right", seed: 2 }, rx);
  const frame = designFrame(input);
  const zone = { x0: -20, x1: 20, y0: 0, y1: 40 };
  const checks = {
    closed: true,
    components: 1,
    minThicknessMm: 2,
    heelCupDepthMm: 9.5,
    rearfootPostDeg: 5.4,
    forefootPostDeg: 0,
    lengthMm: 200,
  };

  it("names a post measured more than half a degree from its prescription, and no post within it", () => {
    expect(missedPosts(checks, frame, input.numbers, { zones: [], rearfoot: zone }, [])).toEqual([]);
    const off = { ...checks, rearfootPostDeg: 5.6 };
    expect(missedPosts(off, frame, input.numbers, { zones: [], rearfoot: zone }, [])).toEqual([
      "rearfootPostDeg 5.6 for 5",
    ]);
  });

  it("does not compare a post whose zone a pad overlaps (the pad changes the face it is measured on)", () => {
    const off = { ...checks, rearfootPostDeg: 2 };
    const pad = {
      label: "heel cushion",
      kind: "pad" as const,
      outline: [
        { x: 10, y: 30 },
        { x: 30, y: 50 },
      ],
    };
    const heelLift = { label: "heel lift 3 mm", kind: "post" as const, outline: pad.outline };
    expect(missedPosts(off, frame, input.numbers, { zones: [], rearfoot: zone }, [pad])).toEqual([]);
    expect(missedPosts(off, frame, input.numbers, { zones: [], rearfoot: zone }, [heelLift])).toHaveLength(1);
  });
});
