// The generator leaves nothing behind in manifold-3d's WASM: no handle alive after a run (counted), and its
// memory, which never shrinks, flat over 100 runs once warm (a leak of one shell a run would grow it by megabytes).
import { describe, expect, it } from "vitest";
import { emptyGrid, type HeightGrid } from "../height-field/height-grid";
import { generateInsole } from "./generate-insole";
import type { InsoleInput } from "./insole-model";
import { liveHandles } from "./wasm";

// Capture the module's memory as it is instantiated (this file's worker loads manifold-3d afresh). The
// package's TypeScript libs carry no WebAssembly types, hence the small local ones.
interface WasmMemory {
  buffer: ArrayBuffer;
}
interface WasmApi {
  instantiate: (...args: unknown[]) => Promise<unknown>;
  Memory: abstract new (...args: never[]) => WasmMemory;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
const memories: WasmMemory[] = [];
const instantiate = wasmApi.instantiate;
wasmApi.instantiate = async (...args: unknown[]) => {
  const result = (await instantiate(...args)) as { instance?: { exports: object }; exports?: object };
  const exports = result.instance?.exports ?? result.exports ?? {};
  for (const value of Object.values(exports)) if (value instanceof wasmApi.Memory) memories.push(value);
  return result;
};

/** A small foot-like bowl: 50 x 130 mm, rising 0.02 mm per mm squared toward its edges. */
function bowl(): HeightGrid {
  const grid = emptyGrid(-30, -5, 1, 61, 141);
  for (let iy = 1; iy < grid.ny - 1; iy++)
    for (let ix = 1; ix < grid.nx - 1; ix++) {
      const x = -30 + ix;
      const y = -5 + iy;
      const u = x / 25;
      const v = (y - 65) / 65;
      if (u * u + v * v < 1) grid.z[iy * grid.nx + ix] = 0.02 * x * x + 0.004 * (y - 25) ** 2 * (y < 25 ? 1 : 0.1);
    }
  return grid;
}

async function smallInput(): Promise<InsoleInput> {
  const { Prescription } = await import("@solerx/domain/prescription");
  const { rxGeometry } = await import("@solerx/domain/design");
  const rx = Prescription.parse({ postingOptions: { right: { rearfootPost: { kind: "specify", degrees: 3 } } } });
  const numbers = rxGeometry(rx, { weightLbs: 150 }).right;
  return {
    side: "right",
    plantar: bowl(),
    landmarks: {
      heelCentre: { x: 0, y: 25, z: 0 },
      firstMetatarsalHead: { x: -12, y: 95, z: 0 },
      fifthMetatarsalHead: { x: 14, y: 85, z: 0 },
      toeTip: { x: 0, y: 128, z: 0 },
    },
    numbers,
  };
}

describe("the generator and manifold-3d's memory", () => {
  it("leaves no handle alive, with or without a mark, and keeps the WASM memory flat over 100 runs", async () => {
    const input = await smallInput();
    await generateInsole({ ...input, mark: "ab12cd34R" });
    expect(liveHandles()).toBe(0);
    for (let run = 0; run < 5; run++) await generateInsole(input);
    expect(memories.length).toBeGreaterThan(0);
    const warm = memories.map((m) => m.buffer.byteLength);
    for (let run = 0; run < 100; run++) {
      await generateInsole(input);
      expect(liveHandles()).toBe(0);
    }
    expect(memories.map((m) => m.buffer.byteLength)).toEqual(warm);
  }, 120_000);
});
