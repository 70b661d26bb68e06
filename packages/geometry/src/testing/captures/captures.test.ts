// The capture shapes are what they claim: sizes and extents, connected parts (as orient/components.ts counts them),
// cuts open or closed as asked and on their plane, floors flat at z = 0, holes and noise as drawn, the landmarks the
// foot's in the mesh's frame, and poses turned anywhere in any units. One 50,000-triangle foot (and its relaxed
// twin for the seated capture), every capture built once.
import { LANDMARK_NAMES } from "@solerx/domain/scan";
import { describe, expect, it } from "vitest";
import type { FootLandmarks, Point3 } from "../../foot/generate";
import { generateFoot } from "../../foot/generate";
import { seededRandom } from "../../foot/random";
import { boundingBox, type TriangleMesh } from "../../mesh";
import { checkManifold } from "../../mesh-check";
import { largestPart } from "../../orient/components";
import { place } from "../scan-pose";
import { allCaptures } from "./all";
import { ankleCut } from "./ankle-cut";
import type { Capture } from "./capture";
import { withDebris } from "./debris";
import { foamBlock } from "./foam-block";
import { withLowerLeg } from "./lower-leg";
import { boundaryLoops, type Vec3 } from "./mesh-ops";
import { phoneCapture } from "./phone";
import { anyPose, poseCapture } from "./pose";
import { seatedWithLeg } from "./seated";

const foot = generateFoot({ shoeSize: 9, side: "right", seed: 3, triangles: 50_000 });
const relaxed = generateFoot({ shoeSize: 9, side: "left", seed: 3, scanMode: "non-weighted", triangles: 50_000 });
const L = foot.measurements.footLength;
const footBox = boundingBox(foot.mesh);
const all = allCaptures(foot, 1, relaxed);
const named = (name: string): Capture => {
  const entry = all.find((c) => c.name === name);
  if (!entry) throw new Error(`no capture ${name}`);
  return entry.capture;
};

const vertex = (mesh: TriangleMesh, v: number): Vec3 => [
  mesh.positions[3 * v] as number,
  mesh.positions[3 * v + 1] as number,
  mesh.positions[3 * v + 2] as number,
];
const distance = (a: Vec3, b: Vec3) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const xyz = (p: Point3): Vec3 => [p.x, p.y, p.z];

/** The nearest vertex's distance to a point. */
function nearest(mesh: TriangleMesh, point: Vec3): number {
  let best = Infinity;
  for (let v = 0; v < mesh.positions.length / 3; v++) best = Math.min(best, distance(vertex(mesh, v), point));
  return best;
}

/** A loop's centroid and (Newell's) unit normal, pointing up. */
function loopPlane(mesh: TriangleMesh, loop: readonly number[]): { centre: Vec3; normal: Vec3 } {
  const centre: Vec3 = [0, 0, 0];
  const normal: Vec3 = [0, 0, 0];
  for (let k = 0; k < loop.length; k++) {
    const a = vertex(mesh, loop[k] as number);
    const b = vertex(mesh, loop[(k + 1) % loop.length] as number);
    for (let i = 0; i < 3; i++) centre[i] = (centre[i] as number) + (a[i] as number) / loop.length;
    normal[0] += (a[1] - b[1]) * (a[2] + b[2]);
    normal[1] += (a[2] - b[2]) * (a[0] + b[0]);
    normal[2] += (a[0] - b[0]) * (a[1] + b[1]);
  }
  const length = Math.hypot(...normal) * Math.sign(normal[2]);
  return { centre, normal: normal.map((c) => c / length) as Vec3 };
}

/** Largest distance of a loop's vertices from the plane through its centroid. */
function offPlane(mesh: TriangleMesh, loop: readonly number[]): number {
  const { centre, normal } = loopPlane(mesh, loop);
  return Math.max(
    ...loop.map((v) => {
      const p = vertex(mesh, v);
      return Math.abs((p[0] - centre[0]) * normal[0] + (p[1] - centre[1]) * normal[1] + (p[2] - centre[2]) * normal[2]);
    }),
  );
}

const degrees = (radians: number) => (radians * 180) / Math.PI;

function expectLandmarksScaled(landmarks: FootLandmarks, truth: FootLandmarks, scale: number): void {
  for (const name of LANDMARK_NAMES) {
    const [p, q] = [landmarks[name], truth[name]];
    expect(Math.abs(p.x - q.x * scale) + Math.abs(p.y - q.y * scale) + Math.abs(p.z - q.z * scale)).toBeLessThan(1e-9);
  }
}

describe("allCaptures", () => {
  it("lists every shape with a unique name, each mesh of the parts it says", () => {
    expect(new Set(all.map((c) => c.name)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.capture.kind))).toEqual(
      new Set(["ankle-cut", "lower-leg", "seated", "foam-block", "phone"]),
    );
    for (const { name, capture } of all) {
      const { mesh } = capture;
      const vertices = mesh.positions.length / 3;
      expect(
        mesh.indices.every((v) => v < vertices),
        name,
      ).toBe(true);
      expect(largestPart(mesh).droppedParts, name).toBe(capture.parts - 1);
      expect(Object.keys(capture.landmarks).sort(), name).toEqual([...LANDMARK_NAMES].sort());
    }
  });

  it("gives each the foot's landmarks in its mesh's frame, on its surface", () => {
    for (const { name, capture } of all) {
      const truth = capture.kind === "seated" ? relaxed : foot;
      for (const landmark of LANDMARK_NAMES) {
        expect(capture.landmarks[landmark], name).toEqual(capture.fromFoot(truth.landmarks[landmark]));
      }
      if (capture.kind !== "seated") expectLandmarksScaled(capture.landmarks, truth.landmarks, capture.scale);
      // The plantar landmarks lie on the mesh (a phone's heel centre within its noise: a hole may take the others).
      const phone = capture.kind === "phone";
      const tolerance = (phone ? 6 : 2) * capture.scale;
      const onSurface = phone
        ? (["heelCentre"] as const)
        : (["heelCentre", "firstMetatarsalHead", "fifthMetatarsalHead"] as const);
      for (const landmark of onSurface) {
        expect(nearest(capture.mesh, xyz(capture.landmarks[landmark])), `${name} ${landmark}`).toBeLessThan(tolerance);
      }
    }
  });

  it("needs a non-weighted foot for the seated capture", () => {
    expect(() => allCaptures(foot, 1)).toThrow(RangeError);
  });
});

describe("ankleCut", () => {
  it("cuts open at the height asked: one boundary loop on the level plane, the foot below it", () => {
    const capture = ankleCut(foot, { height: 0.45 * L, capped: false });
    const loops = boundaryLoops(capture.mesh);
    expect(loops).toHaveLength(1);
    for (const v of loops[0] as number[]) expect(vertex(capture.mesh, v)[2]).toBeCloseTo(0.45 * L, 3);
    const box = boundingBox(capture.mesh);
    expect(box.max[2]).toBeCloseTo(0.45 * L, 3);
    expect(box.min[2]).toBeCloseTo(0, 3);
    expect(box.min[1]).toBeCloseTo(footBox.min[1], 3);
    expect(box.max[1]).toBeCloseTo(footBox.max[1], 3);
    expect(largestPart(capture.mesh).droppedParts).toBe(0);
    expect(capture.landmarks).toEqual(foot.landmarks);
  });

  it("caps the cut flat: a closed, outward surface", () => {
    const capture = named("ankle cut, capped");
    expect(boundaryLoops(capture.mesh)).toHaveLength(0);
    const report = checkManifold(capture.mesh);
    expect(report.closed).toBe(true);
    expect(report.consistentlyOriented).toBe(true);
    expect(report.volume).toBeGreaterThan(0);
    const top = boundingBox(capture.mesh).max[2];
    expect(top).toBeGreaterThan(0.35 * L - 1e-3);
    expect(top).toBeLessThan(0.5 * L + 1e-3);
  });

  it("tilts the cut as asked, open or capped", () => {
    const open = named("ankle cut, open, tilted");
    const [loop] = boundaryLoops(open.mesh) as [number[]];
    expect(offPlane(open.mesh, loop)).toBeLessThan(1e-3);
    const tilt = degrees(Math.acos(loopPlane(open.mesh, loop).normal[2]));
    expect(tilt).toBeGreaterThan(5 - 1e-3);
    expect(tilt).toBeLessThan(10 + 1e-3);
    const exact = ankleCut(foot, { height: 0.42 * L, capped: false, tilt: 7, tiltAzimuth: 90 });
    const [exactLoop] = boundaryLoops(exact.mesh) as [number[]];
    const { normal } = loopPlane(exact.mesh, exactLoop);
    expect(degrees(Math.acos(normal[2]))).toBeCloseTo(7, 3);
    // Falling towards +y: the normal leans that way.
    expect(normal[1]).toBeGreaterThan(0);
    expect(Math.abs(normal[0])).toBeLessThan(1e-4);
    const capped = checkManifold(largestPart(named("ankle cut, capped, tilted, debris").mesh).mesh);
    expect(capped.closed && capped.consistentlyOriented && capped.volume > 0).toBe(true);
  });

  it("refuses a cut below the ankle or tilted beyond 10°, and a foam-box foot", () => {
    expect(() => ankleCut(foot, { height: 0.2 * L, capped: false })).toThrow(RangeError);
    expect(() => ankleCut(foot, { height: 0.45 * L, capped: false, tilt: 12 })).toThrow(RangeError);
    const foam = { ...foot, shape: { ...foot.shape, scanMode: "foambox" as const } };
    expect(() => ankleCut(foam, { height: 0.45 * L, capped: false })).toThrow(RangeError);
    expect(() => withLowerLeg(foam, { legLength: 200 })).toThrow(RangeError);
  });
});

describe("withLowerLeg", () => {
  const standing = withLowerLeg(foot, { legLength: 250, pitch: 0 });
  const [top] = boundaryLoops(standing.mesh) as [number[]];
  const topPlane = loopPlane(standing.mesh, top);

  it("stands a leg of the length asked on the ankle, one connected surface open at the top", () => {
    expect(boundaryLoops(standing.mesh)).toHaveLength(1);
    expect(largestPart(standing.mesh).droppedParts).toBe(0);
    expect(offPlane(standing.mesh, top)).toBeLessThan(1e-3);
    expect(topPlane.normal[2]).toBeCloseTo(1, 9);
    // The leg joins the foot at 0.8 of the stump's top (0.29 to 0.35 of the length): its top 250 mm above that.
    const box = boundingBox(standing.mesh);
    expect(box.max[2]).toBeCloseTo(topPlane.centre[2], 3);
    expect(box.max[2] - 250).toBeGreaterThan(0.22 * L);
    expect(box.max[2] - 250).toBeLessThan(0.29 * L);
    expect(box.min[1]).toBeCloseTo(footBox.min[1], 3);
    expect(box.max[1]).toBeCloseTo(footBox.max[1], 3);
  });

  it("is an elliptical tube 0.25 by 0.3 of the foot's length, tapering slightly", () => {
    const sectionAt = (z: number) => {
      const [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
      const section = { minX, maxX, minY, maxY };
      for (let v = 0; v < standing.mesh.positions.length / 3; v++) {
        const [x, y, pz] = vertex(standing.mesh, v);
        if (Math.abs(pz - z) > 1.5) continue;
        section.minX = Math.min(section.minX, x);
        section.maxX = Math.max(section.maxX, x);
        section.minY = Math.min(section.minY, y);
        section.maxY = Math.max(section.maxY, y);
      }
      return [section.maxX - section.minX, section.maxY - section.minY] as const;
    };
    const topZ = topPlane.centre[2];
    // Halfway up: the ellipse's 0.25 × 0.3 of the length at 0.95 of it (a taper to 0.9 at the top).
    const [width, depth] = sectionAt(topZ - 125);
    expect(width / L).toBeCloseTo(0.25 * 0.95, 2);
    expect(depth / L).toBeCloseTo(0.3 * 0.95, 2);
    const [topWidth] = sectionAt(topZ - 1);
    expect(topWidth / width).toBeCloseTo(0.9 / 0.95, 1);
  });

  it("leans the leg forward or back by its pitch, capped when asked", () => {
    const leaning = withLowerLeg(foot, { legLength: 250, pitch: 15 });
    const [loop] = boundaryLoops(leaning.mesh) as [number[]];
    const plane = loopPlane(leaning.mesh, loop);
    expect(degrees(Math.acos(plane.normal[2]))).toBeCloseTo(15, 3);
    expect(plane.normal[1]).toBeGreaterThan(0);
    // The top's centre 250 mm up the leaning axis from the same foot of the leg as the standing one's.
    const base = topPlane.centre[2] - 250;
    expect(plane.centre[1] - topPlane.centre[1]).toBeCloseTo(250 * Math.sin((15 * Math.PI) / 180), 0);
    expect(plane.centre[2] - base).toBeCloseTo(250 * Math.cos((15 * Math.PI) / 180), 0);
    const capped = named("lower leg, leaning back, capped");
    const report = checkManifold(capped.mesh);
    expect(report.closed && report.consistentlyOriented && report.volume > 0).toBe(true);
    expect(boundingBox(capped.mesh).min[1]).toBeLessThan(footBox.min[1]);
  });
});

describe("seatedWithLeg", () => {
  const seated = named("seated with leg");

  it("plantarflexes the relaxed foot: the sole hangs toes down, on no plane", () => {
    const { heelCentre, toeTip, firstMetatarsalHead } = seated.landmarks;
    const drop = Math.atan2(heelCentre.z - toeTip.z, toeTip.y - heelCentre.y);
    const truth = relaxed.landmarks;
    const flat = Math.atan2(truth.heelCentre.z - truth.toeTip.z, truth.toeTip.y - truth.heelCentre.y);
    expect(degrees(drop - flat)).toBeGreaterThan(10 - 1e-6);
    expect(degrees(drop - flat)).toBeLessThan(25 + 1e-6);
    // Turned rigidly: the landmarks' distances are the foot's.
    expect(distance(xyz(heelCentre), xyz(firstMetatarsalHead))).toBeCloseTo(
      distance(xyz(truth.heelCentre), xyz(truth.firstMetatarsalHead)),
      6,
    );
    // Nothing lies within 2 mm of the lowest point but the toes' ends.
    const box = boundingBox(seated.mesh);
    for (let v = 0; v < seated.mesh.positions.length / 3; v++) {
      const p = vertex(seated.mesh, v);
      if (p[2] < box.min[2] + 2) expect(distance(p, xyz(toeTip))).toBeLessThan(0.2 * L);
    }
  });

  it("has the leg going up and back 70 to 90° from the ground, open far up, one part", () => {
    const loops = boundaryLoops(seated.mesh);
    expect(loops).toHaveLength(1);
    const { centre, normal } = loopPlane(seated.mesh, loops[0] as number[]);
    expect(normal[1]).toBeLessThan(1e-9);
    expect(degrees(Math.acos(normal[2]))).toBeLessThan(20 + 1e-6);
    expect(centre[2] - seated.landmarks.heelCentre.z).toBeGreaterThan(250);
    expect(largestPart(seated.mesh).droppedParts).toBe(0);
  });

  it("refuses a foot that is not non-weighted", () => {
    expect(() => seatedWithLeg(foot, 1)).toThrow(RangeError);
  });
});

describe("foamBlock", () => {
  const block = named("foam block, closed");
  const box = boundingBox(block.mesh);

  it("is a closed block of foam with the impression in its top, the margin around it", () => {
    const report = checkManifold(block.mesh);
    expect(report.closed).toBe(true);
    expect(report.consistentlyOriented).toBe(true);
    expect(report.volume).toBeGreaterThan(0);
    expect(box.max[2]).toBeCloseTo(0.14 * L, 3);
    expect(box.min[2]).toBeCloseTo(-25, 3);
    // 20 to 40 mm beyond the foot's extent on every side.
    for (const beyond of [
      footBox.min[0] - box.min[0],
      box.max[0] - footBox.max[0],
      footBox.min[1] - box.min[1],
      box.max[1] - footBox.max[1],
    ]) {
      expect(beyond).toBeGreaterThan(20 - 2);
      expect(beyond).toBeLessThan(40 + 2);
    }
    // The impression's deepest point is the sole's lowest, at z = 0, and its plantar landmarks lie on it.
    let deepest = Infinity;
    for (let v = 0; v < block.mesh.positions.length / 3; v++) {
      const [x, y, z] = vertex(block.mesh, v);
      if (x > box.min[0] + 1 && x < box.max[0] - 1 && y > box.min[1] + 1 && y < box.max[1] - 1 && z > -24) {
        deepest = Math.min(deepest, z);
      }
    }
    expect(deepest).toBeCloseTo(0, 1);
  });

  it("opens at the bottom, mirrors for a left foot, and scales to other units", () => {
    const open = named("foam block, open");
    const loops = boundaryLoops(open.mesh);
    expect(loops).toHaveLength(1);
    for (const v of loops[0] as number[]) expect(vertex(open.mesh, v)[2]).toBeCloseTo(boundingBox(open.mesh).min[2], 5);
    const left = foamBlock(relaxed, { depth: 35, margin: 30 });
    const report = checkManifold(left.mesh);
    expect(report.closed && report.consistentlyOriented && report.volume > 0).toBe(true);
    const leftBox = boundingBox(left.mesh);
    const relaxedBox = boundingBox(relaxed.mesh);
    expect(relaxedBox.min[0] - leftBox.min[0]).toBeCloseTo(30, 0);
    expect(nearest(left.mesh, xyz(relaxed.landmarks.heelCentre))).toBeLessThan(2);
    for (const name of ["foam block, inches", "foam block, units ×0.37"]) {
      const scaled = named(name);
      const scaledBox = boundingBox(scaled.mesh);
      expect(scaled.scale).toBeCloseTo(name.includes("inches") ? 1 / 25.4 : 0.37, 12);
      const length = (scaledBox.max[1] - scaledBox.min[1]) / scaled.scale;
      expect(length - L).toBeGreaterThan(40 - 4);
      expect(length - L).toBeLessThan(80 + 4);
    }
  });
});

describe("phoneCapture", () => {
  const bare = phoneCapture(foot, 5, { floor: "none", holes: 0, noiseMm: 0 });

  it("punches the holes asked, each 5 to 15 mm in radius and a hole of its own, at most one on the sole", () => {
    const capture = phoneCapture(foot, 5, { floor: "none", holes: 6, noiseMm: 0 });
    const loops = boundaryLoops(capture.mesh);
    // The holes and the open top above the ankle.
    expect(loops).toHaveLength(7);
    expect(largestPart(capture.mesh).droppedParts).toBe(0);
    const holes = loops.filter((loop) => loop.length < 150);
    expect(holes).toHaveLength(6);
    let onSole = 0;
    for (const loop of holes) {
      const { centre } = loopPlane(capture.mesh, loop);
      const radius = Math.max(...loop.map((v) => distance(vertex(capture.mesh, v), centre)));
      expect(radius).toBeGreaterThan(3);
      expect(radius).toBeLessThan(17);
      if (centre[2] < 8) onSole++;
    }
    expect(onSole).toBeLessThanOrEqual(1);
    // Drawn from the seed when not asked: 3 to 8 (the noise leaves the loops as they are).
    const drawn = boundaryLoops(named("phone, no floor, ×0.9").mesh).length - 1;
    expect(drawn).toBeGreaterThanOrEqual(3);
    expect(drawn).toBeLessThanOrEqual(8);
  });

  it("adds Gaussian noise of the asked standard deviation to every vertex", () => {
    const noisy = phoneCapture(foot, 5, { floor: "none", holes: 0, noiseMm: 1 });
    expect(noisy.mesh.indices.every((v, i) => v === bare.mesh.indices[i])).toBe(true);
    let squares = 0;
    for (let i = 0; i < bare.mesh.positions.length; i++) {
      squares += ((noisy.mesh.positions[i] as number) - (bare.mesh.positions[i] as number)) ** 2;
    }
    expect(Math.sqrt(squares / bare.mesh.positions.length)).toBeCloseTo(1, 1);
  });

  it("lays a flat floor at z = 0, 60 to 120 mm past the foot, separate or welded to the foot", () => {
    const footOnly = boundingBox(bare.mesh);
    for (const floor of ["separate", "connected"] as const) {
      const capture = phoneCapture(foot, 5, { floor, holes: 0, noiseMm: 0 });
      const box = boundingBox(capture.mesh);
      for (const reach of [
        footOnly.min[0] - box.min[0],
        box.max[0] - footOnly.max[0],
        footOnly.min[1] - box.min[1],
        box.max[1] - footOnly.max[1],
      ]) {
        expect(reach).toBeGreaterThan(60 - 5);
        expect(reach).toBeLessThan(120 + 5);
      }
      // Everything beyond the foot's plan is floor, at z = 0.
      let floorVertices = 0;
      let highest = 0;
      for (let v = 0; v < capture.mesh.positions.length / 3; v++) {
        const [x, y, z] = vertex(capture.mesh, v);
        if (x < footOnly.min[0] || x > footOnly.max[0] || y < footOnly.min[1] || y > footOnly.max[1]) {
          highest = Math.max(highest, Math.abs(z));
          floorVertices++;
        }
      }
      expect(highest).toBe(0);
      expect(floorVertices).toBeGreaterThan(1000);
      expect(largestPart(capture.mesh).droppedParts).toBe(floor === "separate" ? 1 : 0);
      expect(capture.parts).toBe(floor === "separate" ? 2 : 1);
    }
    // With noise the floor stays flat on average.
    const noisy = named("phone, floor separate");
    let [sum, count] = [0, 0];
    for (let v = 0; v < noisy.mesh.positions.length / 3; v++) {
      const [x, , z] = vertex(noisy.mesh, v);
      if (x < footBox.min[0] - 10 || x > footBox.max[0] + 10) [sum, count] = [sum + z, count + 1];
    }
    expect(Math.abs(sum / count)).toBeLessThan(0.1);
  });

  it("scales the capture by its error, the landmarks with it", () => {
    const small = named("phone, no floor, ×0.9");
    const box = boundingBox(small.mesh);
    // The foot's length at 0.9, give or take the noise at its ends (at most 1.5 mm, so 5 standard deviations).
    expect(Math.abs(box.max[1] - box.min[1] - 0.9 * (footBox.max[1] - footBox.min[1]))).toBeLessThan(2 * 7.5 * 0.9);
    expect(small.scale).toBe(0.9);
    expectLandmarksScaled(small.landmarks, foot.landmarks, 0.9);
    expect(named("phone, floor separate, inches").scale).toBeCloseTo(1 / 25.4, 12);
  });
});

describe("withDebris", () => {
  it("adds a sphere or two and a strip, each a part of its own, clear of the foot", () => {
    const base = ankleCut(foot, { height: 0.4 * L, capped: true });
    for (const seed of [1, 2, 3, 4]) {
      const capture = withDebris(base, seed);
      const pieces = capture.parts - 1;
      expect(pieces === 2 || pieces === 3).toBe(true);
      expect(largestPart(capture.mesh).droppedParts).toBe(pieces);
      const box = boundingBox(base.mesh);
      for (let v = base.mesh.positions.length / 3; v < capture.mesh.positions.length / 3; v++) {
        const [x, y] = vertex(capture.mesh, v);
        const clear = Math.max(box.min[0] - x, x - box.max[0], box.min[1] - y, y - box.max[1]);
        expect(clear).toBeGreaterThan(14);
        expect(clear).toBeLessThan(115);
      }
    }
  });
});

describe("poseCapture", () => {
  it("turns anywhere on the sphere, not only about the vertical", () => {
    const random = seededRandom(7);
    let below = 0;
    let sum = 0;
    const poses = 2000;
    for (let i = 0; i < poses; i++) {
      const pose = { ...anyPose(random), shift: [0, 0, 0] as Vec3, unitsPerMm: 1 };
      const up = place(pose, [0, 0, 1]);
      if (up[2] < 0) below++;
      sum += up[0];
    }
    // Uniform: the vertical lands below the horizon half the time, and its x averages 0.
    expect(below / poses).toBeGreaterThan(0.45);
    expect(below / poses).toBeLessThan(0.55);
    expect(Math.abs(sum / poses)).toBeLessThan(0.05);
  });

  it("moves the mesh and its landmarks together, in the units asked", () => {
    const capture = named("foam block, open");
    const posed = poseCapture(capture, 3, { units: "inch" });
    expect(posed.pose.unitsPerMm).toBeCloseTo(1 / 25.4, 12);
    const [a, b] = [vertex(capture.mesh, 0), vertex(capture.mesh, 5000)];
    const [pa, pb] = [vertex(posed.mesh, 0), vertex(posed.mesh, 5000)];
    expect(distance(pa, pb) * 25.4).toBeCloseTo(distance(a, b), 2);
    for (const name of LANDMARK_NAMES) {
      expect(posed.landmarks[name]).toEqual(posed.toScan(capture.landmarks[name]));
    }
    expect(distance(posed.landmarks.heelCentre, posed.landmarks.toeTip) * 25.4).toBeCloseTo(
      distance(xyz(foot.landmarks.heelCentre), xyz(foot.landmarks.toeTip)),
      2,
    );
  });
});
