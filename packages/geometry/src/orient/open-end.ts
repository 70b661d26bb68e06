// Frames to try from a capture's open end (issue 33 point 2): a scan with the leg, or cut at the ankle and left
// open, ends in a hole whose rim lies across the leg, so the hole faces up along the leg. Seen from there, the
// foot's length is the plan's long way (the leg stands over the heel, a small part of the plan), and its ends are
// the heel and the toe, one way round or the other: two frames for orientFoot to try when the scan's own axes
// (which a long leg turns) found no plausible foot.
import type { TriangleMesh } from "../mesh";
import type { Vec3 } from "./axes";
import { cross, dot, minus, normalised } from "./frame";
import type { OrientCorrection } from "./orient";

/** The plan's long way is read on at most about this many of the points. */
const SAMPLE_POINTS = 20_000;

/** The two frames (heel and toe each way) from the scan's largest open end; none for a closed scan. */
export function openEndFrames(mesh: TriangleMesh): Required<OrientCorrection>[] {
  const rim = largestRim(mesh);
  if (!rim) return [];
  const { positions: p } = mesh;
  const centre = meanOf(p);
  let up = rim.normal;
  if (dot(up, minus(rim.centre, centre)) < 0) up = [-up[0], -up[1], -up[2]];
  // The plan's long way: the principal axis of the points projected across `up`.
  const e1 = normalised(cross(up, Math.abs(up[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0]));
  const e2 = cross(up, e1);
  const step = Math.max(1, Math.ceil(p.length / 3 / SAMPLE_POINTS));
  let [uu, uv, vv, n] = [0, 0, 0, 0];
  for (let i = 0; i < p.length; i += 3 * step) {
    const d = minus([p[i] as number, p[i + 1] as number, p[i + 2] as number], centre);
    const u = dot(d, e1);
    const v = dot(d, e2);
    uu += u * u;
    uv += u * v;
    vv += v * v;
    n++;
  }
  const angle = 0.5 * Math.atan2(2 * uv, uu - vv);
  const along = normalised([
    Math.cos(angle) * e1[0] + Math.sin(angle) * e2[0],
    Math.cos(angle) * e1[1] + Math.sin(angle) * e2[1],
    Math.cos(angle) * e1[2] + Math.sin(angle) * e2[2],
  ]);
  let low: Vec3 = centre;
  let high: Vec3 = centre;
  let lowD = Infinity;
  let highD = -Infinity;
  for (let i = 0; i < p.length; i += 3) {
    const q: Vec3 = [p[i] as number, p[i + 1] as number, p[i + 2] as number];
    const d = dot(q, along);
    if (d < lowD) [lowD, low] = [d, q];
    if (d > highD) [highD, high] = [d, q];
  }
  if (!(n > 0)) return [];
  return [
    { heel: low, toe: high, up },
    { heel: high, toe: low, up },
  ];
}

/** The longest loop of boundary edges: its centre and its plane's unit normal (from its vector area). */
function largestRim(mesh: TriangleMesh): { centre: Vec3; normal: Vec3 } | undefined {
  const { positions: p, indices: t } = mesh;
  const vertices = p.length / 3;
  // Each directed edge a→b of a triangle; an edge whose reverse no triangle has is on the boundary.
  const edges = new Map<number, number>();
  for (let i = 0; i < t.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const a = t[i + k] as number;
      const b = t[i + ((k + 1) % 3)] as number;
      const reverse = b * vertices + a;
      if (edges.has(reverse)) edges.delete(reverse);
      else edges.set(a * vertices + b, 1);
    }
  }
  const next = new Map<number, number>();
  for (const key of edges.keys()) next.set(Math.floor(key / vertices), key % vertices);
  let best: { length: number; centre: Vec3; normal: Vec3 } | undefined;
  const visited = new Set<number>();
  for (const start of next.keys()) {
    if (visited.has(start)) continue;
    let length = 0;
    const area: Vec3 = [0, 0, 0];
    const sum: Vec3 = [0, 0, 0];
    let count = 0;
    let v = start;
    while (!visited.has(v)) {
      visited.add(v);
      const w = next.get(v);
      if (w === undefined) break;
      const a: Vec3 = [p[3 * v] as number, p[3 * v + 1] as number, p[3 * v + 2] as number];
      const b: Vec3 = [p[3 * w] as number, p[3 * w + 1] as number, p[3 * w + 2] as number];
      length += Math.hypot(...minus(b, a));
      const c = cross(a, b);
      for (let k = 0; k < 3; k++) {
        area[k] = (area[k] as number) + (c[k] as number) / 2;
        sum[k] = (sum[k] as number) + (a[k] as number);
      }
      count++;
      v = w;
    }
    if (count >= 3 && (!best || length > best.length)) {
      best = { length, centre: [sum[0] / count, sum[1] / count, sum[2] / count], normal: normalised(area) };
    }
  }
  return best;
}

function meanOf(p: Float32Array): Vec3 {
  const sum: Vec3 = [0, 0, 0];
  for (let i = 0; i < p.length; i += 3) {
    sum[0] += p[i] as number;
    sum[1] += p[i + 1] as number;
    sum[2] += p[i + 2] as number;
  }
  const n = p.length / 3 || 1;
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}
