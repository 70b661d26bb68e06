// A whole foot with its lower leg, as a full-leg scanner or a capture that went up the shin hands it over: the
// synthetic foot's ankle stump (a low top at about 0.3 of the foot's length) cut flat a little below its top and a
// tube lofted up from that cut, one connected surface, manifold where they meet (the cut's loop zipped to the tube's
// first ring). The tube turns from the ankle's section into the leg's ellipse over its first 40 mm or so, tapers
// slightly to its top and leans by `pitch` about the x axis, the lean growing over its first 65 mm (a bend at the
// ankle, not a kink).
import { surfaceArea } from "../../cluster";
import type { SyntheticFoot } from "../../foot/generate";
import type { TriangleMesh } from "../../mesh";
import { type Capture, type CaptureOptions, footCapture, requireClosedFoot } from "./capture";
import { withDebrisIf } from "./debris";
import { boundaryLoops, capLoop, clipBelowPlane, smoothstep, type Vec3, zipLoops } from "./mesh-ops";

/** The leg joins the foot where the stump is cut, this share of the foot's highest point up. */
const BASE_SHARE = 0.8;
/** The leg's elliptical section at its foot, semi-axes across (x) and along (y) the foot, shares of its length:
 * about 0.25 and 0.3 of the length across and along, a lower leg just above the malleoli (assumed). */
const LEG_HALF_WIDTH = 0.125;
const LEG_HALF_DEPTH = 0.15;
/** The section at the top, share of the one at the bottom ("tapering slightly"). */
const TOP_TAPER = 0.9;
/** Over this height (share of the foot's length) the ankle's section turns into the leg's ellipse. */
const BLEND = 0.15;
/** Over this height (share of the foot's length) the lean grows from none to the pitch. */
const BEND = 0.25;
/** The leg's edges: this many times the foot's typical edge (its resolution, a little coarser). */
const RING_EDGE = 1.3;

export interface LegGeometry {
  mesh: TriangleMesh;
  /** z of the cut where the leg joins the foot. */
  baseZ: number;
  /** The leg axis' plan position at its foot (the ellipse's centre). */
  centre: [number, number];
  /** The point of the leg's axis at `s` mm along it from its foot (0) to its top (legLength). */
  axisAt(s: number): Vec3;
  /** The top ring's vertices, in the order its edges run (the open top's boundary loop). */
  topRing: number[];
}

/**
 * The closed foot mesh (its own frame, `footLength` long) with a lower leg `legLength` mm long leaning `pitch`
 * degrees (positive forward, the top towards the toes), open at the top.
 */
export function legOnFoot(
  footMesh: TriangleMesh,
  footLength: number,
  { legLength, pitch }: { legLength: number; pitch: number },
): LegGeometry {
  const L = footLength;
  let highest = -Infinity;
  for (let i = 2; i < footMesh.positions.length; i += 3) highest = Math.max(highest, footMesh.positions[i] as number);
  const baseZ = BASE_SHARE * highest;
  const foot = clipBelowPlane(footMesh, [0, 0, baseZ], [0, 0, 1]);
  const loops = boundaryLoops(foot);
  if (loops.length !== 1) throw new Error(`the ankle's cut at z = ${baseZ.toFixed(1)} made ${loops.length} loops`);
  const loop = loops[0] as number[];
  const p = foot.positions;
  const xOf = (v: number) => p[3 * v] as number;
  const yOf = (v: number) => p[3 * v + 1] as number;
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  let perimeter = 0;
  for (let k = 0; k < loop.length; k++) {
    const v = loop[k] as number;
    const w = loop[(k + 1) % loop.length] as number;
    [minX, maxX, minY, maxY] = [
      Math.min(minX, xOf(v)),
      Math.max(maxX, xOf(v)),
      Math.min(minY, yOf(v)),
      Math.max(maxY, yOf(v)),
    ];
    perimeter += Math.hypot(xOf(w) - xOf(v), yOf(w) - yOf(v));
  }
  const ax = LEG_HALF_WIDTH * L;
  const ay = LEG_HALF_DEPTH * L;
  // The ellipse's back at the cut's back (the Achilles over the heel), its centre inside the cut.
  const cx = (minX + maxX) / 2;
  const cy = Math.min(minY + ay, (minY + maxY) / 2);

  // The cut in polar form about the centre: angles unwrapped along the loop, which must turn once around it.
  const N = loop.length;
  const phi = loop.map((v) => Math.atan2(yOf(v) - cy, xOf(v) - cx));
  const rho = loop.map((v) => Math.hypot(xOf(v) - cx, yOf(v) - cy));
  const wrap = (a: number) => a - 2 * Math.PI * Math.round(a / (2 * Math.PI));
  const turn = Array.from({ length: N }, (_, k) => wrap((phi[(k + 1) % N] as number) - (phi[k] as number)));
  const total = turn.reduce((sum, d) => sum + d, 0);
  const sign = Math.sign(total);
  if (Math.abs(Math.abs(total) - 2 * Math.PI) > 1e-6 || turn.some((d) => d * sign <= 0)) {
    throw new Error("the ankle's cut is not star-shaped about the leg's axis");
  }
  // alpha: the angle along the loop from its first vertex, increasing to 2π.
  const alpha = new Float64Array(N + 1);
  for (let k = 0; k < N; k++) alpha[k + 1] = (alpha[k] as number) + sign * (turn[k] as number);
  const rhoAt = (a: number) => {
    let lo = 0;
    let hi = N;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if ((alpha[mid] as number) <= a) lo = mid;
      else hi = mid;
    }
    const a0 = alpha[lo] as number;
    const a1 = alpha[hi] as number;
    const r0 = rho[lo] as number;
    const r1 = rho[hi % N] as number;
    return r0 + ((r1 - r0) * (a - a0)) / (a1 - a0);
  };
  const pitchRad = (pitch * Math.PI) / 180;
  const lean = (s: number) => pitchRad * smoothstep(s / (BEND * L));
  const axisAt = (s: number): Vec3 => [cx, cy + s * Math.sin(lean(s)), baseZ + s * Math.cos(lean(s))];

  // The tube's rings: M points evenly spread in angle, about the foot's own edge length apart, the first zipped to
  // the cut's (denser) loop; then ring after ring up the leg.
  const edge = RING_EDGE * Math.sqrt((4 * surfaceArea(footMesh)) / (Math.sqrt(3) * (footMesh.indices.length / 3)));
  const M = Math.max(24, Math.round(perimeter / edge));
  const rings = Math.max(8, Math.ceil(legLength / edge));
  const base = p.length / 3;
  const positions = new Float32Array(p.length + 3 * M * rings);
  positions.set(p);
  const indices: number[] = [];
  let lower: number[] = [];
  for (let i = 1; i <= rings; i++) {
    const s = (legLength * i) / rings;
    const t = smoothstep(s / (BLEND * L));
    const taper = 1 - ((1 - TOP_TAPER) * s) / legLength;
    const theta = lean(s);
    const upper: number[] = [];
    for (let k = 0; k < M; k++) {
      // The radius goes from the cut's to the ellipse's as the section rises.
      const a = (2 * Math.PI * k) / M;
      const psi = (phi[0] as number) + sign * a;
      const c = Math.cos(psi);
      const sn = Math.sin(psi);
      const ellipse = 1 / Math.sqrt((c / (ax * taper)) ** 2 + (sn / (ay * taper)) ** 2);
      const r = (1 - t) * rhoAt(a) + t * ellipse;
      const lx = r * c;
      const ly = r * sn;
      const v = base + (i - 1) * M + k;
      positions.set(
        [cx + lx, cy + ly * Math.cos(theta) + s * Math.sin(theta), baseZ - ly * Math.sin(theta) + s * Math.cos(theta)],
        3 * v,
      );
      upper.push(v);
    }
    if (i === 1) {
      const loopAt = Array.from(alpha.subarray(0, N), (a) => a / (2 * Math.PI));
      zipLoops(
        loop,
        loopAt,
        upper,
        upper.map((_, k) => k / M),
        indices,
      );
    } else {
      for (let k = 0; k < M; k++) {
        const k1 = (k + 1) % M;
        const [l0, l1, u0, u1] = [lower[k], lower[k1], upper[k], upper[k1]] as [number, number, number, number];
        // Each lower edge runs back the way the band below runs it, so the surface is manifold throughout.
        indices.push(l1, l0, u0, l1, u0, u1);
      }
    }
    lower = upper;
  }
  const all = new Uint32Array(foot.indices.length + indices.length);
  all.set(foot.indices);
  all.set(indices, foot.indices.length);
  return { mesh: { positions, indices: all }, baseZ, centre: [cx, cy], axisAt, topRing: lower };
}

export interface LowerLegOptions extends CaptureOptions {
  /** Length of the leg along its axis from where it joins the ankle to its top, mm: 150 to 350 (mid-shin to
   * below the knee). */
  legLength: number;
  /** Lean from the vertical about the x axis, degrees: 0 standing, positive forward (top towards the toes, a knee
   * over the foot), negative back. Default 0. */
  pitch?: number;
  /** A flat cap over the top (a scanner that fills its cut); open by default, as most captures leave it. */
  capped?: boolean;
}

/**
 * A whole foot with the lower leg (a full-leg scanner, a phone capture up the shin): the foot's stump raised into a
 * leg `legLength` mm long, one connected surface, open at the top unless `capped`. The foot's frame, mm; the
 * landmarks are the foot's own.
 */
export function withLowerLeg(foot: SyntheticFoot, options: LowerLegOptions): Capture {
  requireClosedFoot(foot, "withLowerLeg");
  if (!(options.legLength > 0)) throw new RangeError("legLength must be positive");
  const leg = legOnFoot(foot.mesh, foot.measurements.footLength, {
    legLength: options.legLength,
    pitch: options.pitch ?? 0,
  });
  const mesh = options.capped ? capLoop(leg.mesh, leg.topRing, leg.axisAt(options.legLength)) : leg.mesh;
  return withDebrisIf(footCapture(foot, mesh, "lower-leg"), options, 1);
}
