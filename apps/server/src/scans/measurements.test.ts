// The server's own measurements of a mesh (used when the scanner sends none).
import { LANDMARK_NAMES } from "@solerx/domain/scan";
import { generateFoot, type TriangleMesh } from "@solerx/geometry";
import { describe, expect, it } from "vitest";
import { prismMesh } from "../test/scans";
import { isUsableMesh, measureMesh, scanProperties } from "./measurements";

/** A prism on the xy plane whose footprint narrows from `toe` wide at x = length to `heel` wide at x = 0. */
function taperedFoot(length: number, heel: number, toe: number, height = 50) {
  return prismMesh(length, [-heel / 2, heel / 2], [-toe / 2, toe / 2], height);
}

/** Each triangle cut into four, `times` over (a triangle soup: the measuring welds it). */
function finer(mesh: TriangleMesh, times: number): TriangleMesh {
  let triangles: number[][] = [];
  for (let t = 0; t < mesh.indices.length; t += 3) {
    triangles.push(
      [0, 1, 2].flatMap((k) => [
        ...mesh.positions.subarray(3 * (mesh.indices[t + k] as number), 3 * (mesh.indices[t + k] as number) + 3),
      ]),
    );
  }
  for (let i = 0; i < times; i++) {
    triangles = triangles.flatMap((c) => {
      const p = (k: number) => c.slice(3 * k, 3 * k + 3);
      const mid = (a: number, b: number) => p(a).map((v, k) => (v + (p(b)[k] as number)) / 2);
      const [ab, bc, ca] = [mid(0, 1), mid(1, 2), mid(2, 0)];
      return [
        [...p(0), ...ab, ...ca],
        [...ab, ...p(1), ...bc],
        [...ca, ...bc, ...p(2)],
        [...ab, ...bc, ...ca],
      ];
    });
  }
  const positions = Float32Array.from(triangles.flat());
  return { positions, indices: Uint32Array.from({ length: positions.length / 3 }, (_, i) => i) };
}

describe("measureMesh", () => {
  it("reads length along the longer horizontal axis, the greatest width, and the narrower end's section", () => {
    expect(measureMesh(taperedFoot(260, 60, 100))).toEqual({ footLength: 260, ballWidth: 100, heelWidth: 66 });
  });

  it("finds the heel at either end and along y as well as x", () => {
    const mesh = taperedFoot(250, 100, 60);
    expect(measureMesh(mesh).heelWidth).toBe(66);
    const turned = new Float32Array(mesh.positions.length);
    for (let i = 0; i < turned.length; i += 3) {
      turned[i] = mesh.positions[i + 1] as number;
      turned[i + 1] = mesh.positions[i] as number;
      turned[i + 2] = mesh.positions[i + 2] as number;
    }
    expect(measureMesh({ positions: turned, indices: mesh.indices })).toEqual({
      footLength: 250,
      ballWidth: 100,
      heelWidth: 66,
    });
  });
});

describe("isUsableMesh and scanProperties", () => {
  it("refuses meshes without triangles or with non-finite coordinates", () => {
    expect(isUsableMesh(taperedFoot(260, 60, 100))).toBe(true);
    expect(isUsableMesh({ positions: new Float32Array(9), indices: new Uint32Array() })).toBe(false);
    const broken = taperedFoot(260, 60, 100);
    broken.positions[4] = Number.NaN;
    expect(isUsableMesh(broken)).toBe(false);
  });

  it("takes the scanner's measurements as they are, and the mesh figures from the mesh", () => {
    const scanner = { footLength: 270, ballWidth: 99, heelWidth: 64, archHeight: 17 };
    const properties = scanProperties(
      { measurementID: "m", subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT", scanner },
      taperedFoot(260, 60, 100),
      1234,
    );
    expect(properties).toMatchObject({ source: "SCANNER", ...scanner, landmarks: {}, fileSize: 1234 });
    expect(properties.mesh).toEqual({
      vertexCount: 8,
      triangleCount: 12,
      boundingBox: { min: [0, -50, 0], max: [260, 50, 50] },
    });
  });

  it("estimates the landmarks and heights a scan came without, from a foot lying along y", () => {
    const foot = generateFoot({ side: "left", shoeSize: 10, seed: 4, triangles: 50_000 });
    const properties = scanProperties(
      { measurementID: "m", subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT", scanner: undefined },
      foot.mesh,
      1,
    );
    expect(properties.source).toBe("SERVER");
    expect(Math.abs((properties.archHeight ?? 0) - foot.measurements.archHeight)).toBeLessThan(2);
    expect(Math.abs((properties.navicularHeight ?? 0) - foot.measurements.navicularHeight)).toBeLessThan(8);
    const [x, y] = properties.landmarks.firstMetatarsalHead ?? [];
    expect(
      Math.hypot((x ?? 0) - foot.landmarks.firstMetatarsalHead.x, (y ?? 0) - foot.landmarks.firstMetatarsalHead.y),
    ).toBeLessThan(2);
    expect(Object.keys(properties.landmarks).sort()).toEqual([...LANDMARK_NAMES].sort());
    expect(new Set(Object.values(properties.landmarkSources ?? {}))).toEqual(new Set(["SERVER"]));
    expect(properties.archIndex).toBeGreaterThan(0);
    expect(properties.archIndex).toBeLessThan(0.5);
    expect(properties.unmeasurable).toBeNull();
    expect(properties.sideMismatch).toBeNull();
    // A scanner's own landmarks are kept as they are; the server's fill the others.
    const scanner = {
      footLength: 270,
      ballWidth: 99,
      heelWidth: 64,
      archHeight: 17,
      navicularHeight: 30,
      landmarks: { heelCentre: [1, 2, 3] as [number, number, number] },
    };
    const sent = scanProperties({ measurementID: "m", subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT", scanner }, foot.mesh, 1);
    expect(sent).toMatchObject({ source: "SCANNER", archHeight: 17, navicularHeight: 30 });
    expect(sent.landmarks.heelCentre).toEqual([1, 2, 3]);
    expect(sent.landmarkSources?.heelCentre).toBe("SCANNER");
    expect(sent.landmarkSources?.navicular).toBe("SERVER");
    expect(Object.keys(sent.landmarks)).toHaveLength(LANDMARK_NAMES.length);
  });

  it("says on the scan when a foot's shape is the other side than its label", () => {
    const right = generateFoot({ side: "right", shoeSize: 9, seed: 11, triangles: 50_000 });
    const labelledLeft = scanProperties(
      { measurementID: "m", subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT", scanner: undefined },
      right.mesh,
      1,
    );
    expect(labelledLeft.sideMismatch).toBe(
      "This scan is labelled as the left foot, but its shape is a right foot's: check the side before prescribing.",
    );
    const labelledRight = scanProperties(
      { measurementID: "m", subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT", scanner: undefined },
      right.mesh,
      1,
    );
    expect(labelledRight.sideMismatch).toBeNull();
  });

  it("says why a mesh that is not a foot cannot be measured, with no landmark", () => {
    const triangle = { positions: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]), indices: new Uint32Array([0, 1, 2]) };
    // A huge mesh: more triangles than any foot scan, refused before any work.
    const huge = { positions: new Float32Array(9), indices: new Uint32Array(3 * 2_100_000) };
    for (const [name, mesh] of [
      ["cube", finer(prismMesh(100, [-50, 50], [-50, 50], 100), 3)],
      ["plane", finer(prismMesh(260, [-50, 50], [-50, 50], 0), 3)],
      ["coarse box", prismMesh(260, [-50, 50], [-50, 50], 80)],
      ["triangle", triangle],
      ["huge", huge],
    ] as const) {
      const properties = scanProperties(
        { measurementID: "m", subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT", scanner: undefined },
        mesh,
        1,
      );
      expect(properties.unmeasurable, name).toMatch(/[a-z]{3,}.*\./);
      expect(properties.landmarks, name).toEqual({});
      expect(properties.archIndex, name).toBeNull();
      expect(properties.archHeight, name).toBeNull();
    }
  });

  it("measures a scan turned across x, upside down and in metres, its landmarks in the scan's own coordinates", () => {
    const foot = generateFoot({ side: "right", shoeSize: 9, seed: 2, triangles: 50_000 });
    // (x, y, z) mm -> (y, x, -z) m: turned a quarter about z and mirrored in z, a proper rotation (det +1).
    const turn = (p: ArrayLike<number>) => [(p[1] ?? 0) / 1000, (p[0] ?? 0) / 1000, -(p[2] ?? 0) / 1000];
    const positions = new Float32Array(foot.mesh.positions.length);
    for (let i = 0; i < positions.length; i += 3) positions.set(turn(foot.mesh.positions.subarray(i, i + 3)), i);
    const properties = scanProperties(
      { measurementID: "m", subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT", scanner: undefined },
      { positions, indices: foot.mesh.indices },
      1,
    );
    expect(Math.abs((properties.archHeight ?? 0) - foot.measurements.archHeight)).toBeLessThan(2);
    // Measured on the oriented mesh, in mm.
    expect(Math.abs(properties.footLength - foot.measurements.footLength)).toBeLessThan(1);
    expect(Math.abs(properties.ballWidth - foot.measurements.ballWidth)).toBeLessThan(1);
    expect(Math.abs(properties.heelWidth - foot.measurements.heelWidth)).toBeLessThan(1);
    const truth = foot.landmarks.firstMetatarsalHead;
    const found = properties.landmarks.firstMetatarsalHead ?? [];
    const expected = turn([truth.x, truth.y, truth.z]);
    expect(Math.hypot(...found.map((v, k) => (v - (expected[k] ?? 0)) * 1000))).toBeLessThan(2);
  });
});
