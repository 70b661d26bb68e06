// Where the feet stand and where the camera looks from, as pure arithmetic on boxes and points (no three.js, no
// WebGL), so the layout and the framing are tested in Node.
//
// Everything is in the scans' own frame (mm): x across the foot, y from heel to toe, z up, each scan's origin at
// the back of its heel on the ground. The camera looks from above and behind the heels, toes pointing away up the
// screen: the only view in which the feet keep their anatomical places (left foot at -x, medial sides facing each
// other) and the left foot is on the screen's left, beside the screen's left-foot text.

export type Vec3 = readonly [number, number, number];
export interface Box {
  min: Vec3;
  max: Vec3;
}
export type Side = "left" | "right";

/** Space between the inner sides of the feet (mm): a relaxed stance. */
export const FOOT_GAP_MM = 50;
/** A US men's 11 foot's box, for framing when neither scan is there yet. */
const NOMINAL_FOOT: Box = { min: [-52, 0, 0], max: [48, 280, 95] };

export interface FeetPlacement {
  /** Translation of each foot's mesh; null for a foot that is not there. */
  offsets: Record<Side, Vec3 | null>;
  /** Each foot's place once moved (for a missing foot, where it will stand). */
  places: Record<Side, Box>;
  /** The box the two places take together, centred on x = 0 and y = 0, standing on z = 0. */
  bounds: Box;
}

function moveBox(box: Box, by: Vec3): Box {
  return {
    min: [box.min[0] + by[0], box.min[1] + by[1], box.min[2] + by[2]],
    max: [box.max[0] + by[0], box.max[1] + by[1], box.max[2] + by[2]],
  };
}

function mirrorX(box: Box): Box {
  return { min: [-box.max[0], box.min[1], box.min[2]], max: [-box.min[0], box.max[1], box.max[2]] };
}

/**
 * Stands the feet side by side, heels level, on the ground, `gap` mm apart, the pair centred. A missing foot's
 * place is kept (as the mirror of the other foot), so a foot stays on its own side while the other is scanned.
 */
export function placeFeet(boxes: Record<Side, Box | null>, gap = FOOT_GAP_MM): FeetPlacement {
  const left = boxes.left ?? (boxes.right ? mirrorX(boxes.right) : mirrorX(NOMINAL_FOOT));
  const right = boxes.right ?? (boxes.left ? mirrorX(boxes.left) : NOMINAL_FOOT);
  const leftWidth = left.max[0] - left.min[0];
  const rightWidth = right.max[0] - right.min[0];
  const length = Math.max(left.max[1] - left.min[1], right.max[1] - right.min[1]);
  const height = Math.max(left.max[2] - left.min[2], right.max[2] - right.min[2]);
  // Before centring the left foot spans [-gap/2 - leftWidth, -gap/2] and the right [gap/2, gap/2 + rightWidth].
  const shiftX = (leftWidth - rightWidth) / 2;
  const place = (box: Box, innerEdgeX: number): Vec3 => [innerEdgeX + shiftX, -box.min[1] - length / 2, -box.min[2]];
  const halfWidth = (gap + leftWidth + rightWidth) / 2;
  const leftOffset = place(left, -gap / 2 - left.max[0]);
  const rightOffset = place(right, gap / 2 - right.min[0]);
  return {
    offsets: { left: boxes.left ? leftOffset : null, right: boxes.right ? rightOffset : null },
    places: { left: moveBox(left, leftOffset), right: moveBox(right, rightOffset) },
    bounds: { min: [-halfWidth, -length / 2, 0], max: [halfWidth, length / 2, height] },
  };
}

export interface FramingOptions {
  /** The camera's vertical field of view in degrees. */
  fovDeg: number;
  /** Width / height of the canvas. */
  aspect: number;
  /** Angle of the view above the ground, in degrees (90: straight down). */
  elevationDeg?: number;
  /** Share of the half-frame the points may take on their tightest side; the rest is margin. */
  fill?: number;
}

export interface CameraFraming {
  target: Vec3;
  position: Vec3;
  distance: number;
  near: number;
  far: number;
  /** Limits for zooming in and out, around the fitted distance. */
  minDistance: number;
  maxDistance: number;
}

const DEG = Math.PI / 180;
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const along = (p: Vec3, v: Vec3, t: number): Vec3 => [p[0] + v[0] * t, p[1] + v[1] * t, p[2] + v[2] * t];

/** The eight corners of a box, e.g. to frame a place before its scan is there. */
export function boxCorners({ min, max }: Box): Vec3[] {
  return [min[0], max[0]].flatMap((x) => [min[1], max[1]].flatMap((y) => [min[2], max[2]].map((z): Vec3 => [x, y, z])));
}

function boundsOf(points: readonly Vec3[]): Box {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const point of points) {
    for (const i of [0, 1, 2] as const) {
      min[i] = Math.min(min[i] as number, point[i]);
      max[i] = Math.max(max[i] as number, point[i]);
    }
  }
  return { min: min as unknown as Vec3, max: max as unknown as Vec3 };
}

/** The camera's axes (unit vectors) and the tangents of its half angles, the margin taken off. */
interface View {
  right: Vec3;
  up: Vec3;
  forward: Vec3;
  tanH: number;
  tanV: number;
}

/**
 * The smallest distance from `target` at which every point is inside the frame. Exact for a perspective camera:
 * a point at depth z (along the view, from the target) is inside when |x| <= (distance + z) * tan(half angle).
 */
function fitDistance(points: readonly Vec3[], target: Vec3, view: View): number {
  let distance = 0;
  for (const point of points) {
    const d: Vec3 = [point[0] - target[0], point[1] - target[1], point[2] - target[2]];
    const depth = dot(d, view.forward);
    distance = Math.max(
      distance,
      Math.abs(dot(d, view.right)) / view.tanH - depth,
      Math.abs(dot(d, view.up)) / view.tanV - depth,
    );
  }
  return distance;
}

/** The middle of the points' extent on the screen, as a share of the half-frame, seen from `distance`. */
function screenCentre(points: readonly Vec3[], target: Vec3, distance: number, view: View): [number, number] {
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const point of points) {
    const d: Vec3 = [point[0] - target[0], point[1] - target[1], point[2] - target[2]];
    const depth = distance + dot(d, view.forward);
    const x = dot(d, view.right) / (depth * view.tanH);
    const y = dot(d, view.up) / (depth * view.tanV);
    [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
  }
  return [(minX + maxX) / 2, (minY + maxY) / 2];
}

/**
 * The camera looking from behind the heels (-y) and above at the points (the feet's vertices, or the corners of
 * their places), at the smallest distance that shows them all with the margin, centred on the screen.
 */
export function framePoints(
  points: readonly Vec3[],
  { fovDeg, aspect, elevationDeg = 45, fill = 0.72 }: FramingOptions,
): CameraFraming {
  if (!(fovDeg > 0 && fovDeg < 180) || !(aspect > 0) || !(fill > 0 && fill <= 1) || points.length === 0) {
    throw new RangeError("framePoints: needs points, fovDeg in (0, 180), aspect and fill positive (fill at most 1)");
  }
  const elevation = elevationDeg * DEG;
  const tanV = Math.tan((fovDeg * DEG) / 2) * fill;
  const view: View = {
    right: [1, 0, 0],
    up: [0, Math.sin(elevation), Math.cos(elevation)],
    forward: [0, Math.cos(elevation), -Math.sin(elevation)],
    tanH: tanV * aspect,
    tanV,
  };
  const { min, max } = boundsOf(points);
  let target: Vec3 = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
  let distance = fitDistance(points, target, view);
  // Perspective makes the near side look larger, so the box's centre is not the picture's: move the target across
  // the screen until the points sit in the middle, then fit again (each pass shrinks the offset a lot).
  for (let pass = 0; pass < 4; pass++) {
    const [x, y] = screenCentre(points, target, distance, view);
    target = along(along(target, view.right, x * distance * view.tanH), view.up, y * distance * view.tanV);
    distance = fitDistance(points, target, view);
  }
  let radius = 0;
  for (const p of points) radius = Math.max(radius, Math.hypot(p[0] - target[0], p[1] - target[1], p[2] - target[2]));
  return {
    target,
    position: along(target, view.forward, -distance),
    distance,
    near: Math.max(1, (distance - radius) / 4),
    far: (distance + radius) * 6,
    minDistance: distance * 0.35,
    maxDistance: distance * 2.5,
  };
}
