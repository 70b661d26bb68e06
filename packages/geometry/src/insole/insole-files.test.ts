import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { generateInsole } from "./generate-insole";
import { insoleFile } from "./insole-files";
import type { InsoleResult } from "./insole-model";
import { syntheticInput } from "./testing-input";

let result: InsoleResult;
beforeAll(async () => {
  result = await generateInsole(syntheticInput({ shoeSize: 8, side: "left", seed: 5 }));
});

describe("insoleFile", () => {
  it("writes the shell as one binary STL solid: 80-byte header, the triangle count, 50 bytes a triangle", () => {
    const bytes = insoleFile(result, "stl");
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const count = view.getUint32(80, true);
    expect(count).toBe(result.shell.indices.length / 3);
    expect(bytes.byteLength).toBe(84 + 50 * count);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).not.toBe("solid");
    // The first vertex of the first triangle is the shell's.
    const v = result.shell.indices[0] as number;
    expect(view.getFloat32(84 + 12, true)).toBeCloseTo(result.shell.positions[3 * v] as number, 4);
  });

  it("writes a 3MF with the shell and the top cover as two objects in millimetres, placed by build items", () => {
    const files = unzipSync(insoleFile(result, "3mf"));
    expect(Object.keys(files).sort()).toEqual(["3D/3dmodel.model", "[Content_Types].xml", "_rels/.rels"]);
    const xml = strFromU8(files["3D/3dmodel.model"] as Uint8Array);
    expect(xml).toContain('unit="millimeter"');
    const objects = [...xml.matchAll(/<object id="(\d+)" name="([^"]+)"[^>]*>(.*?)<\/object>/gs)];
    expect(objects.map((o) => o[2])).toEqual(["shell left", "top cover left"]);
    const counts = objects.map((o) => [
      (o[3]?.match(/<vertex /g) ?? []).length,
      (o[3]?.match(/<triangle /g) ?? []).length,
    ]);
    expect(counts).toEqual([
      [result.shell.positions.length / 3, result.shell.indices.length / 3],
      [result.cover.positions.length / 3, result.cover.indices.length / 3],
    ]);
    // Every coordinate to the micrometre, in the insole's frame.
    const xs = [...(objects[0]?.[3] ?? "").matchAll(/<vertex x="([^"]+)" y="([^"]+)" z="([^"]+)"\/>/g)];
    let worst = 0;
    xs.forEach((v, k) => {
      for (let a = 0; a < 3; a++)
        worst = Math.max(worst, Math.abs(Number(v[a + 1]) - (result.shell.positions[3 * k + a] as number)));
    });
    expect(worst).toBeLessThanOrEqual(0.0005 + 1e-6);
    const items = [...xml.matchAll(/<item objectid="(\d+)" transform="([^"]+)"\/>/g)];
    expect(items.map((i) => i[1])).toEqual(["1", "2"]);
    // The cover stands beside the shell on the plate, not inside it.
    const coverShift = Number(items[1]?.[2]?.split(" ")[9]);
    expect(coverShift).toBeGreaterThan(0);
  });
});
