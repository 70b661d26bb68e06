// Exports: STL, OBJ and raw carry the same triangles, positions and orientation as the mesh.
import { describe, expect, it } from "vitest";
import { decodeDraco } from "./draco";
import { encodeSurface, fromRaw, parseSurfaceEncoding, toObj, toRaw, toStl } from "./export";
import type { TriangleMesh } from "./mesh";

// A tetrahedron with outward normals.
const mesh: TriangleMesh = {
  positions: new Float32Array([0, 0, 0, 10, 0, 0, 0, 10, 0, 0, 0, 10.5]),
  indices: new Uint32Array([0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3]),
};

describe("surface exports", () => {
  it("writes binary STL: header, count, outward unit normals, vertices", () => {
    const stl = toStl(mesh);
    expect(stl.length).toBe(84 + 50 * 4);
    const view = new DataView(stl.buffer);
    expect(view.getUint32(80, true)).toBe(4);
    // First triangle (0, 2, 1) lies in z = 0 and faces down.
    expect([view.getFloat32(84, true), view.getFloat32(88, true), view.getFloat32(92, true)]).toEqual([0, 0, -1]);
    expect([view.getFloat32(96, true), view.getFloat32(100, true), view.getFloat32(104, true)]).toEqual([0, 0, 0]);
    expect([view.getFloat32(108, true), view.getFloat32(112, true), view.getFloat32(116, true)]).toEqual([0, 10, 0]);
    expect(view.getUint16(84 + 48, true)).toBe(0);
  });

  it("writes OBJ with 1-based faces", () => {
    const obj = toObj(mesh);
    const lines = obj.trim().split("\n");
    expect(lines.filter((l) => l.startsWith("v "))).toEqual(["v 0 0 0", "v 10 0 0", "v 0 10 0", "v 0 0 10.5"]);
    expect(lines.filter((l) => l.startsWith("f "))).toEqual(["f 1 3 2", "f 1 2 4", "f 1 4 3", "f 2 3 4"]);
  });

  it("round-trips raw exactly and refuses what is not raw", () => {
    const raw = toRaw(mesh);
    expect(new TextDecoder().decode(raw.subarray(0, 4))).toBe("RAWM");
    expect(raw.length).toBe(16 + 12 * 4 + 12 * 4);
    expect(fromRaw(raw)).toEqual(mesh);
    expect(() => fromRaw(raw.subarray(0, raw.length - 1))).toThrow(/length/);
    expect(() => fromRaw(new Uint8Array(40))).toThrow(/header/);
    const bad = raw.slice();
    new DataView(bad.buffer).setUint32(16 + 48, 9, true);
    expect(() => fromRaw(bad)).toThrow(/index/);
  });

  it("names the encodings case-insensitively and encodes each", async () => {
    expect(parseSurfaceEncoding("DRACO")).toBe("draco");
    expect(parseSurfaceEncoding(" Stl ")).toBe("stl");
    expect(parseSurfaceEncoding("ply")).toBeUndefined();
    expect(parseSurfaceEncoding(undefined)).toBeUndefined();
    expect((await decodeDraco(await encodeSurface(mesh, "draco"))).indices.length).toBe(12);
    expect(await encodeSurface(mesh, "stl")).toEqual(toStl(mesh));
    expect(new TextDecoder().decode(await encodeSurface(mesh, "obj"))).toBe(toObj(mesh));
    expect(await encodeSurface(mesh, "raw")).toEqual(toRaw(mesh));
  });
});
