// The plan outline of a right foot (medial side towards -x): the medial and lateral edges along the length,
// and the toe line at the front, which the toe shape sets. Each cross-section of the loft spans the part of
// the outline at its y.
import { ease } from "./curve";
import type { FootShape } from "./params";

const ENVELOPE_SAMPLES = 2048;
/** How far the first and fifth heads' joints stand out of the edge (shares of the ball width), and over what
 * share of the length along it they fade (assumed). */
const MEDIAL_BULGE = 0.03;
const LATERAL_BULGE = 0.02;
const BULGE_REACH = 0.06;

/** A metatarsal head's plantar centre in the plan (mm, right foot). */
export interface Head {
  x: number;
  y: number;
}

export interface Outline {
  /** The five metatarsal heads' plantar centres, first (medial) to fifth. */
  heads: Head[];
  /** y of the heads' line at x: through the five heads, level beyond the first and the fifth. */
  headLineY(x: number): number;
  /** y of the heel centre: the heel's back is a half circle of the heel width around it. */
  heelCentreY: number;
  firstMetatarsalY: number;
  fifthMetatarsalY: number;
  /** x of the medial extreme of the ball (negative) and of its lateral extreme. */
  medialBallX: number;
  lateralBallX: number;
  /** x of the longest toe's tip, at y = length. */
  tipX: number;
  medialEdge(y: number): number;
  lateralEdge(y: number): number;
  /** y of the toe line at x: the front of the foot there. */
  frontY(x: number): number;
  /** The cross-section's extent in x at y, [x0, x1]; x0 === x1 at y = 0 and y = length. */
  span(y: number): [number, number];
}

export function footOutline(shape: FootShape): Outline {
  const { length: L, ballWidth: b, heelWidth: w } = shape;
  const r = w / 2;
  const { anatomy } = shape;
  const y1 = anatomy.firstMetatarsal * L;
  const y5 = anatomy.fifthMetatarsal * L;
  const yn = anatomy.navicular * L;
  const m1 = -anatomy.medialShare * b;
  const l5 = (1 - anatomy.medialShare) * b;
  // The metatarsal parabola: heads 2 to 4 on a curve bulging distally past the line from the first head to the
  // fifth, each a little off it.
  const h1 = { x: m1 + anatomy.firstInset * b, y: y1 };
  const h5 = { x: l5 - anatomy.fifthInset * b, y: y5 };
  const middle = anatomy.headAcross.map((t, k) => ({
    x: h1.x + (h5.x - h1.x) * t,
    y: h1.y + (h5.y - h1.y) * t + anatomy.parabola * 4 * t * (1 - t) + (anatomy.headJitter[k] as number),
  }));
  const heads = [h1, ...middle, h5];
  const headLineY = (x: number) => {
    if (x <= h1.x) return h1.y;
    for (let k = 1; k < heads.length; k++) {
      const a = heads[k - 1] as Head;
      const c = heads[k] as Head;
      if (x <= c.x) return a.y + ((c.y - a.y) * (x - a.x)) / (c.x - a.x);
    }
    return h5.y;
  };
  const toes = shape.toes.map((t) => ({ x: t.x, tip: L * (1 - t.shortfall), radius: t.radius }));
  const first = toes[0] ?? { x: 0, tip: L, radius: 1 };
  const last = toes[toes.length - 1] ?? first;
  const xa = first.x - first.radius;
  const xb = last.x + last.radius;
  const medialCapY = first.tip - first.radius;
  const lateralCapY = last.tip - last.radius;

  const heelHalf = (y: number) => r * Math.sqrt(Math.max(0, 1 - ((r - y) / r) ** 2));
  // The joints of the first and fifth heads bulge out of the edges (the medial eminence, the fifth's head): the
  // ball's extremes are points, not flat runs, so their y is well defined.
  const m1b = m1 + MEDIAL_BULGE * b;
  const l5b = l5 - LATERAL_BULGE * b;
  const bulge = (y: number, at: number) => Math.exp(-(((y - at) / (BULGE_REACH * L)) ** 2));
  const medialEdge = (y: number) => {
    if (y < r) return -heelHalf(y);
    const base = y <= y1 ? ease(-r, m1b, (y - r) / (y1 - r)) : ease(m1b, xa, (y - y1) / (medialCapY - y1));
    // The navicular tuberosity stands out of the medial midfoot at its own (drawn) y.
    const tuberosity = anatomy.navicularBump * Math.exp(-(((y - yn) / anatomy.navicularReach) ** 2));
    return base - MEDIAL_BULGE * b * bulge(y, y1) - tuberosity;
  };
  const lateralEdge = (y: number) => {
    if (y < r) return heelHalf(y);
    const base = y <= y5 ? ease(r, l5b, (y - r) / (y5 - r)) : ease(l5b, xb, (y - y5) / (lateralCapY - y5));
    return base + LATERAL_BULGE * b * bulge(y, y5);
  };

  // The toe line: each toe's tip is a circle; their upper envelope, made rising then falling (the gaps between
  // toes filled), so that every cross-section is one interval.
  const front = new Float64Array(ENVELOPE_SAMPLES);
  const dx = (xb - xa) / (ENVELOPE_SAMPLES - 1);
  let peak = 0;
  for (let i = 0; i < ENVELOPE_SAMPLES; i++) {
    const x = xa + i * dx;
    let y = -Infinity;
    for (const toe of toes) {
      const u = x - toe.x;
      if (Math.abs(u) <= toe.radius) y = Math.max(y, toe.tip - toe.radius + Math.sqrt(toe.radius ** 2 - u * u));
    }
    front[i] = y;
    if (i === 0) front[i] = Math.max(y, first.tip - first.radius);
    if (i === ENVELOPE_SAMPLES - 1) front[i] = Math.max(y, last.tip - last.radius);
    if (y > (front[peak] as number)) peak = i;
  }
  for (let i = 1; i <= peak; i++) front[i] = Math.max(front[i] as number, front[i - 1] as number);
  for (let i = ENVELOPE_SAMPLES - 2; i >= peak; i--) front[i] = Math.max(front[i] as number, front[i + 1] as number);
  // The longest toe's tip closes the foot at exactly its length.
  front[peak] = L;
  const tipX = xa + peak * dx;

  const sample = (i: number) => front[Math.min(ENVELOPE_SAMPLES - 1, Math.max(0, i))] as number;
  const frontY = (x: number) => {
    const f = (Math.min(xb, Math.max(xa, x)) - xa) / dx;
    const i = Math.floor(f);
    return sample(i) + (sample(i + 1) - sample(i)) * (f - i);
  };
  /** x where the rising (or falling) part of the toe line reaches y, by bisection over the samples. */
  const crossing = (y: number, rising: boolean) => {
    let lo = rising ? 0 : peak;
    let hi = rising ? peak : ENVELOPE_SAMPLES - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (sample(mid) >= y === rising) hi = mid;
      else lo = mid;
    }
    const a = sample(lo);
    const c = sample(hi);
    const t = c === a ? 0 : (y - a) / (c - a);
    return xa + (lo + Math.min(1, Math.max(0, t))) * dx;
  };
  const span = (y: number): [number, number] => {
    if (y <= 0) return [0, 0];
    if (y >= L) return [tipX, tipX];
    let x0 = medialEdge(y);
    let x1 = lateralEdge(y);
    if (y > (front[0] as number)) x0 = Math.max(x0, crossing(y, true));
    if (y > (front[ENVELOPE_SAMPLES - 1] as number)) x1 = Math.min(x1, crossing(y, false));
    if (x1 < x0) x0 = x1 = (x0 + x1) / 2;
    return [x0, x1];
  };
  return {
    heads,
    headLineY,
    heelCentreY: r,
    firstMetatarsalY: y1,
    fifthMetatarsalY: y5,
    medialBallX: m1,
    lateralBallX: l5,
    tipX,
    medialEdge,
    lateralEdge,
    frontY,
    span,
  };
}
