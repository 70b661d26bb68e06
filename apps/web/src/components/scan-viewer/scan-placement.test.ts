// The feet's layout and the camera's framing, checked against an independent perspective projection.
import { describe, expect, it } from "vitest";
import { type Box, boxCorners, FOOT_GAP_MM, framePoints, placeFeet, type Vec3 } from "./scan-placement";

// A right foot as the scans have it: medial (big toe) side at -x, the lateral side the wider; a left foot mirrors it.
const RIGHT: Box = { min: [-45, 0, 0], max: [55, 270, 90] };
const LEFT: Box = { min: [-55, 0, 0], max: [45, 270, 90] };

function moved(box: Box, offset: Vec3 | null): Box {
  if (!offset) throw new Error("foot not placed");
  return {
    min: [box.min[0] + offset[0], box.min[1] + offset[1], box.min[2] + offset[2]],
    max: [box.max[0] + offset[0], box.max[1] + offset[1], box.max[2] + offset[2]],
  };
}

function expectBoxClose(actual: Box, expected: Box) {
  for (const i of [0, 1, 2] as const) {
    expect(actual.min[i]).toBeCloseTo(expected.min[i]);
    expect(actual.max[i]).toBeCloseTo(expected.max[i]);
  }
}

describe("placeFeet", () => {
  it("stands the left foot left of the right, the gap between them, heels level, on the ground, centred", () => {
    // Scans as a scanner delivers them: anywhere in x, heels not quite at 0, the sole a little off the ground.
    const left: Box = { min: [-60, 3, 2], max: [40, 265, 88] };
    const right: Box = { min: [-40, -2, 1], max: [62, 272, 91] };
    const placement = placeFeet({ left, right });
    const l = moved(left, placement.offsets.left);
    const r = moved(right, placement.offsets.right);
    expectBoxClose(placement.places.left, l);
    expectBoxClose(placement.places.right, r);
    expect(r.min[0] - l.max[0]).toBeCloseTo(FOOT_GAP_MM);
    expect(l.min[1]).toBeCloseTo(r.min[1]);
    expect(l.min[2]).toBeCloseTo(0);
    expect(r.min[2]).toBeCloseTo(0);
    // The pair is centred, and the bounds hold both feet exactly across.
    expect(l.min[0]).toBeCloseTo(placement.bounds.min[0]);
    expect(r.max[0]).toBeCloseTo(placement.bounds.max[0]);
    expect(placement.bounds.min[0] + placement.bounds.max[0]).toBeCloseTo(0);
    expect(placement.bounds.min[1] + placement.bounds.max[1]).toBeCloseTo(0);
    expect(Math.max(l.max[1], r.max[1])).toBeCloseTo(placement.bounds.max[1]);
    expect(placement.bounds.max[2]).toBeCloseTo(Math.max(left.max[2] - left.min[2], right.max[2] - right.min[2]));
  });

  it("keeps a lone foot on its own side, where it will stand once the other arrives", () => {
    const both = placeFeet({ left: LEFT, right: RIGHT });
    const leftOnly = placeFeet({ left: LEFT, right: null });
    const rightOnly = placeFeet({ left: null, right: RIGHT });
    expect(leftOnly.offsets).toEqual({ left: both.offsets.left, right: null });
    expect(rightOnly.offsets).toEqual({ left: null, right: both.offsets.right });
    expect(leftOnly.bounds).toEqual(both.bounds);
    // The missing foot's place is the mirror of the other foot's, on its own side.
    expectBoxClose(leftOnly.places.right, both.places.right);
    expectBoxClose(rightOnly.places.left, both.places.left);
    expect(moved(LEFT, leftOnly.offsets.left).max[0]).toBeLessThan(0);
    expect(moved(RIGHT, rightOnly.offsets.right).min[0]).toBeGreaterThan(0);
  });

  it("frames a nominal pair of feet when no scan is there", () => {
    const { offsets, bounds } = placeFeet({ left: null, right: null });
    expect(offsets).toEqual({ left: null, right: null });
    expect(bounds.max[0] - bounds.min[0]).toBeGreaterThan(200);
    expect(bounds.max[1] - bounds.min[1]).toBeGreaterThan(200);
  });
});

/** Normalised device coordinates of a point for a camera at `position` looking at `target` with +z up. */
function project(point: Vec3, position: Vec3, target: Vec3, fovDeg: number, aspect: number): [number, number] {
  const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
  const cross = (a: Vec3, b: Vec3): Vec3 => [
    a[1] * b[2] - a[2] * b[1],
    a[2] * b[0] - a[0] * b[2],
    a[0] * b[1] - a[1] * b[0],
  ];
  const unit = (a: Vec3): Vec3 => {
    const length = Math.hypot(...a);
    return [a[0] / length, a[1] / length, a[2] / length];
  };
  const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  const forward = unit(sub(target, position));
  const right = unit(cross(forward, [0, 0, 1]));
  const up = cross(right, forward);
  const v = sub(point, position);
  const depth = dot(v, forward);
  const t = Math.tan((fovDeg * Math.PI) / 360);
  return [dot(v, right) / (depth * t * aspect), dot(v, up) / (depth * t)];
}

describe("framePoints", () => {
  const pair = placeFeet({ left: LEFT, right: RIGHT }).bounds;
  const corners = boxCorners(pair);

  for (const aspect of [0.6, 1, 16 / 9, 3]) {
    it(`fits every point inside the frame with the margin, centred, touching the margin (aspect ${aspect})`, () => {
      const fill = 0.86;
      const framing = framePoints(corners, { fovDeg: 30, aspect, fill });
      const screen = corners.map((corner) => project(corner, framing.position, framing.target, 30, aspect));
      const xs = screen.map(([x]) => x);
      const ys = screen.map(([, y]) => y);
      const largest = Math.max(...xs.map(Math.abs), ...ys.map(Math.abs));
      expect(largest).toBeLessThanOrEqual(fill + 1e-9);
      expect(largest).toBeGreaterThan(fill - 0.01);
      expect(Math.abs(Math.min(...xs) + Math.max(...xs))).toBeLessThan(0.01);
      expect(Math.abs(Math.min(...ys) + Math.max(...ys))).toBeLessThan(0.01);
    });
  }

  it("looks from behind the heels and above, at the pair's centre, with the left foot on the screen's left", () => {
    const framing = framePoints(corners, { fovDeg: 30, aspect: 1.5 });
    expect(framing.target[0]).toBeCloseTo(0);
    expect(framing.position[1]).toBeLessThan(pair.min[1]);
    expect(framing.position[2]).toBeGreaterThan(pair.max[2]);
    const [leftX] = project([pair.min[0], 0, 0], framing.position, framing.target, 30, 1.5);
    expect(leftX).toBeLessThan(0);
    expect(framing.near).toBeGreaterThan(0);
    expect(framing.near).toBeLessThan(framing.distance - Math.hypot(pair.max[0], pair.max[1], 45));
    expect(framing.far).toBeGreaterThan(framing.distance * 2);
    expect(framing.minDistance).toBeLessThan(framing.distance);
    expect(framing.maxDistance).toBeGreaterThan(framing.distance);
  });

  it("comes closer on a wider canvas and refuses impossible cameras", () => {
    const narrow = framePoints(corners, { fovDeg: 30, aspect: 0.8 });
    const wide = framePoints(corners, { fovDeg: 30, aspect: 2 });
    expect(wide.distance).toBeLessThan(narrow.distance);
    expect(() => framePoints(corners, { fovDeg: 0, aspect: 1 })).toThrow(RangeError);
    expect(() => framePoints(corners, { fovDeg: 30, aspect: 0 })).toThrow(RangeError);
    expect(() => framePoints(corners, { fovDeg: 30, aspect: Number.NaN })).toThrow(RangeError);
    expect(() => framePoints([], { fovDeg: 30, aspect: 1 })).toThrow(RangeError);
  });
});
