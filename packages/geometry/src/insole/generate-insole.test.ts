import { describe, expect, it } from "vitest";
import { checkManifold } from "../mesh-check";
import { generateInsole } from "./generate-insole";
import { syntheticInput } from "./testing-input";
import { liveHandles } from "./wasm";

describe("generateInsole", () => {
  it("makes a closed, single-piece shell and cover of positive volume from a foot and the default prescription", async () => {
    const input = syntheticInput({ shoeSize: 9, side: "right", seed: 3 });
    const result = await generateInsole(input);
    const shell = checkManifold(result.shell);
    const cover = checkManifold(result.cover);
    expect(shell.closed && shell.consistentlyOriented).toBe(true);
    expect(shell.volume).toBeGreaterThan(0);
    expect(cover.closed && cover.consistentlyOriented).toBe(true);
    expect(cover.volume).toBeGreaterThan(0);
    expect(result.checks.components).toBe(1);
    expect(liveHandles()).toBe(0);
  });
});
