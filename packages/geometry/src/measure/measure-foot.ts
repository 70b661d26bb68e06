// The foot's measurements and its sixteen landmarks from an oriented scan alone (orientScan's frame: x across,
// y heel to toe, z up, mm), read on two smooth, area-based views of it rather than on single vertices: the plan
// silhouette (outline.ts, edges crossed at 0.5 mm) and the plantar height field (1 mm, spikes removed) over a
// ground plane fitted to the contact patches (ground.ts). Everything is measured in the foot's own axis (frame.ts),
// found on the outline from the heel's fitted circle to the ball, so a frame turned by a few degrees gives the
// same points. Each method and its anatomical assumptions: docs/decisions.md, "Measuring a foot scan".
// A scan that cannot be measured gets the reason in words a clinician reads; no figure is ever NaN.
import type { LandmarkName } from "@solerx/domain/scan";
import { type HeightGrid, sampleGrid } from "../height-field/height-grid";
import { plantarHeightField } from "../height-field/plantar-height-field";
import type { TriangleMesh } from "../mesh";
import { fitBump } from "./bump";
import { type Crease, creaseAt, creaseCurve, creaseLine } from "./crease";
import { fitCircle, skewedPeak } from "./fit";
import { archIndex } from "./footprint";
import { type Bands, bands, binAt, binY, fromMeasure, type MeasureFrame } from "./frame";
import { groundAt, groundPlane } from "./ground";
import { planOutline } from "./outline";
import { taubinSmooth } from "./smooth";
import { thinned } from "./thin";

export interface MeasuredPoint {
  x: number;
  y: number;
  z: number;
}

export interface FootMeasurement {
  ok: true;
  /** mm: heel back to the longest toe along the foot's axis; widths across it. */
  footLength: number;
  ballWidth: number;
  heelWidth: number;
  /** mm above the ground plane. */
  archHeight: number;
  navicularHeight: number;
  /** Cavanagh and Rodgers: the middle third's share of the toeless contact area. */
  archIndex: number;
  /**
   * Whether the shape agrees with the side it was measured as: the first metatarsal head (medial) lies ahead of
   * the fifth on every foot. False: the scan is probably labelled with the wrong side.
   */
  sideAgrees: boolean;
  /** Every landmark, in the oriented frame (mm). */
  landmarks: Record<LandmarkName, MeasuredPoint>;
}

export interface Unmeasurable {
  ok: false;
  reason: string;
}

/** Where the 2nd/3rd ray meets the ball line, as a share of the ball width from its medial extreme (the axis). */
export const AXIS_MEDIAL_SHARE = 0.47;
/**
 * Where the metatarsal heads' plantar centres lie, anatomical averages (the synthetic feet draw them from the
 * ranges in docs/decisions.md, "Issue 19 point 5"): the first and fifth inside the ball's extremes by these shares
 * of its width (where their pads do not show, padCentre); heads 2 to 4 at these shares of the way from the first to the fifth, ahead of that line by the
 * toe crease's own bulge there (the crease runs parallel to the heads' parabola).
 */
const FIRST_HEAD_INSET = 0.12;
const FIFTH_HEAD_INSET = 0.095;
const MIDDLE_HEAD_SHARES = [0.29, 0.55, 0.77] as const;
/** The arch's apex is read on the line at this share of the half width medial of the section's centre. */
const APEX_ACROSS = 0.7;
/** The navicular tuberosity stands this share of the foot length above the arch's apex (assumed). */
const NAVICULAR_ABOVE_ARCH = 0.0725;
/** The fifth metatarsal's base lies this share of the length behind its head (its length, assumed). */
const FIFTH_BASE_BEHIND = 0.225;
/** The base's plantar point lies this share of the ball width inside the lateral edge (assumed). */
const FIFTH_BASE_INSET = 0.06;
/**
 * The spur pad's centre (under the medial calcaneal tubercle): ahead of the heel's centre by this share of the
 * heel width, and medial of it by this share of the heel's half width (assumed).
 */
const SPUR_AHEAD = 0.35;
const SPUR_MEDIAL = 0.15;
/** The toe crease is looked for this far distal of the line from the first head to the fifth (shares of L). */
const CREASE_SEARCH: [number, number] = [0.01, 0.085];

/** Smoothing passes before measuring (each a λ and a μ step). */
const SMOOTHING_PASSES = 3;

export function measureFoot(scan: TriangleMesh, side: "left" | "right"): FootMeasurement | Unmeasurable {
  const m = side === "right" ? -1 : 1;
  const mesh = taubinSmooth(thinned(scan), SMOOTHING_PASSES);
  const outline = planOutline(mesh);
  if (outline.points.length < 400) return refuse("The scan's outline seen from above is too small to be a foot.");
  let grid: HeightGrid;
  try {
    grid = plantarHeightField(mesh);
  } catch {
    return refuse("The scan is far larger than a foot seen from above: it cannot be measured.");
  }
  const ground = groundPlane(grid);
  if (!ground) return refuse("No ground contact was found under the scan: the sole is missing or too small.");
  const height = (x: number, y: number) => sampleGrid(grid, x, y) - groundAt(ground, x, y);

  // The foot's axis, twice: each pass reads the heel and the ball in the frame the last one found.
  let frame: MeasureFrame = { ox: 0, oy: 0, ux: 0, uy: 1 };
  let b = bands(outline, frame, m);
  for (let pass = 0; pass < 3; pass++) {
    const heel = heelCircle(b);
    if (!heel) return refuse("The heel's outline could not be found: the back of the scan is missing or not a heel.");
    const ball = ballExtremes(b);
    if (!ball) return refuse("The ball of the foot could not be found in the scan's outline.");
    const axisX = m * (ball.medial.v - AXIS_MEDIAL_SHARE * (ball.medial.v - ball.lateral.v));
    const axisY = (ball.medial.u + ball.lateral.u) / 2;
    const [ox, oy] = fromMeasure(frame, heel.cx, heel.cy);
    const [ax, ay] = fromMeasure(frame, axisX, axisY);
    const d = Math.hypot(ax - ox, ay - oy);
    if (!(d > 20)) return refuse("The heel and the ball of the foot could not be told apart in the scan.");
    frame = { ox, oy, ux: (ax - ox) / d, uy: (ay - oy) / d };
    b = bands(outline, frame, m);
  }
  const length = b.front - b.back;
  if (!(length >= 80 && length <= 600))
    return refuse(`The scan measures ${Math.round(length)} mm along the foot's axis, which is no foot's length.`);
  const ball = ballExtremes(b);
  if (!ball) return refuse("The ball of the foot could not be found in the scan's outline.");
  const ballWidth = ball.medial.v - ball.lateral.v;
  const heelSpan = spanAt(b, 0, 2);
  if (!heelSpan) return refuse("The heel's width could not be measured.");

  // Points of the measuring frame (x' with medial positive as m·x', y') on the sole, or at a given z.
  const at = (mx: number, y: number, z?: number): MeasuredPoint => {
    const [x, yy] = fromMeasure(frame, m * mx, y);
    return { x, y: yy, z: z ?? soleZ(grid, frame, m * mx, y) };
  };
  const soleHeight = (mx: number, y: number) => {
    const [x, yy] = fromMeasure(frame, m * mx, y);
    return height(x, yy);
  };

  const heelCentre = at((heelSpan.medial + heelSpan.lateral) / 2, 0);
  const heelWidth = heelSpan.medial - heelSpan.lateral;
  // The first and fifth heads (docs/decisions.md, "Issue 33"): along the foot, the bulge of the joint out of the
  // medial (lateral) outline; across it, the average inset; each moved to its plantar pad's centre as far as the pad
  // shows. Each centre as plain numbers in its own typed array, the points made once both are found (plane-fit.ts:
  // two answers made as objects one after the other by optimised code once shared their numbers).
  const firstY = jointBulgeY(b, b.medial, 1, ball.medial.u, length);
  const fifthY = jointBulgeY(b, b.lateral, -1, ball.lateral.u, length);
  const firstAt = new Float64Array(3);
  const fifthAt = new Float64Array(3);
  const firstPad = padCentre(soleHeight, ball.medial.v, -1, firstY, ballWidth, length, FIRST_PAD_SEARCH, firstAt);
  const fifthPad = padCentre(soleHeight, ball.lateral.v, 1, fifthY, ballWidth, length, FIFTH_PAD_SEARCH, fifthAt);
  believe(ball.medial.v - FIRST_HEAD_INSET * ballWidth, firstY, firstPad !== undefined, firstAt);
  believe(ball.lateral.v + FIFTH_HEAD_INSET * ballWidth, fifthY, fifthPad !== undefined, fifthAt);
  const f: Plan = { mx: firstAt[0] as number, y: firstAt[1] as number };
  const v: Plan = { mx: fifthAt[0] as number, y: fifthAt[1] as number };
  const headLine = (mx: number) => f.y + ((v.y - f.y) * (mx - f.mx)) / (v.mx - f.mx);
  // The crease is looked for on the sole without the first and fifth heads' pads (as far as each shows): their
  // rings' front crests stand in the crease's search band, as high as the crease itself on a loaded foot.
  const pads = [firstPad, fifthPad].filter((pad): pad is PadHeight => pad !== undefined);
  const soleWithoutPads = (mx: number, y: number) => {
    let h = soleHeight(mx, y);
    for (const pad of pads) h -= pad(mx, y);
    return h;
  };
  const creaseSamples = creaseLine(
    soleWithoutPads,
    ball.lateral.v + 3,
    ball.medial.v - 3,
    (mx) => headLine(mx) + CREASE_SEARCH[0] * length,
    (mx) => headLine(mx) + CREASE_SEARCH[1] * length,
  );
  const crease = creaseCurve(creaseSamples);
  if (!crease) return refuse("The toe crease could not be found: the forefoot's sole is missing from the scan.");
  const middle = MIDDLE_HEAD_SHARES.map((share) => {
    const mx = f.mx + share * (v.mx - f.mx);
    const bulge =
      creaseAt(crease, mx) - (creaseAt(crease, f.mx) + share * (creaseAt(crease, v.mx) - creaseAt(crease, f.mx)));
    return { mx, y: headLine(mx) + bulge };
  }) as [Plan, Plan, Plan];
  const axisEnd = { mx: (middle[0].mx + middle[1].mx) / 2, y: (middle[0].y + middle[1].y) / 2 };
  // The sulcus: where the axis from the heel's centre through axisEnd meets the crease (a fixed point, quickly).
  const heelMx = (heelSpan.medial + heelSpan.lateral) / 2;
  let sulcusY = axisEnd.y;
  for (let pass = 0; pass < 4; pass++)
    sulcusY = creaseAt(crease, heelMx + ((axisEnd.mx - heelMx) * sulcusY) / axisEnd.y);
  const sulcusMx = heelMx + ((axisEnd.mx - heelMx) * sulcusY) / axisEnd.y;

  const arch = archApex(b, soleHeight, length);
  if (!arch) return refuse("The sole under the arch is missing from the scan: the arch cannot be measured.");
  const archApexPoint = at(arch.mx, arch.y);
  const navicularY = tuberosityY(b, length) ?? arch.y;
  const navicular = navicularPoint(
    mesh,
    frame,
    m,
    navicularY,
    groundAt(ground, archApexPoint.x, archApexPoint.y),
    arch.height + NAVICULAR_ABOVE_ARCH * length,
    b,
  );
  if (!navicular)
    return refuse("The medial side of the midfoot is missing from the scan: the navicular cannot be placed.");
  const navicularPoint3 = at(navicular.mx, navicularY, navicular.z);

  const toes = toeTips(b, m, soleWithoutPads, crease, length);
  // A toe's middle near its tip, averaged over five discs around the point: on a decimated toe one disc's
  // vertices come and go as the point moves by a millimetre.
  const tipZ = (p: Plan) => {
    const around = [
      [0, 0],
      [-1.5, 0],
      [1.5, 0],
      [0, -1.5],
      [0, 1.5],
    ] as const;
    let sum = 0;
    let n = 0;
    for (const [dx, dy] of around) {
      const z = midHeight(mesh, frame, m, p.mx + dx, p.y - 2 + dy);
      if (Number.isFinite(z)) {
        sum += z;
        n++;
      }
    }
    return at(p.mx, p.y, n > 0 ? sum / n : Number.NaN);
  };
  const fifthBaseY = v.y - FIFTH_BASE_BEHIND * length;
  const fifthBaseSpan = spanAt(b, fifthBaseY, 2);
  const fifthBase = at((fifthBaseSpan?.lateral ?? v.mx) + FIFTH_BASE_INSET * ballWidth, fifthBaseY);
  const spur = at(heelMx + SPUR_MEDIAL * (heelWidth / 2), SPUR_AHEAD * heelWidth);
  const back = heelBackPoint(mesh, frame, m, heelMx);
  const heelBack = at(heelMx, back.y, back.z);
  const index = archIndex(grid, ground, frame, m, crease);

  const landmarks: Record<LandmarkName, MeasuredPoint> = {
    heelCentre,
    heelBack,
    heelSpur: spur,
    footAxis: at(axisEnd.mx, axisEnd.y),
    firstMetatarsalHead: at(f.mx, f.y),
    secondMetatarsalHead: at(middle[0].mx, middle[0].y),
    thirdMetatarsalHead: at(middle[1].mx, middle[1].y),
    fourthMetatarsalHead: at(middle[2].mx, middle[2].y),
    fifthMetatarsalHead: at(v.mx, v.y),
    fifthMetatarsalBase: fifthBase,
    navicular: navicularPoint3,
    archApex: archApexPoint,
    sulcus: at(sulcusMx, sulcusY),
    halluxTip: tipZ(toes.hallux),
    fifthToeTip: tipZ(toes.fifth),
    toeTip: tipZ(toes.longest),
  };
  const result: FootMeasurement = {
    ok: true,
    footLength: length,
    ballWidth,
    heelWidth,
    archHeight: arch.height,
    navicularHeight: navicular.z - groundAt(ground, navicularPoint3.x, navicularPoint3.y),
    archIndex: index,
    sideAgrees: f.y > v.y,
    landmarks,
  };
  const bad = unmeasured(result);
  return bad ? refuse(`The scan's ${bad} could not be measured: the sole or its outline is incomplete there.`) : result;
}

/**
 * The sole's z under a point of the measuring frame; at the outline's very edge (a toe's tip on the axis), where
 * the height field has no cell, the nearest sole within 10 mm towards the heel's centre.
 */
function soleZ(grid: HeightGrid, frame: MeasureFrame, x: number, y: number): number {
  for (let step = 0; step <= 10; step++) {
    const s = Math.max(0, 1 - step / Math.max(1, Math.hypot(x, y)));
    const [px, py] = fromMeasure(frame, x * s, y * s);
    const z = sampleGrid(grid, px, py);
    if (Number.isFinite(z)) return z;
  }
  return Number.NaN;
}

function refuse(reason: string): Unmeasurable {
  return { ok: false, reason };
}

/** The name of the first figure or landmark that is not a finite number, if any. */
function unmeasured(r: FootMeasurement): string | undefined {
  for (const name of ["footLength", "ballWidth", "heelWidth", "archHeight", "navicularHeight", "archIndex"] as const)
    if (!Number.isFinite(r[name])) return READABLE[name];
  for (const [name, p] of Object.entries(r.landmarks))
    if (!(Number.isFinite(p.x) && Number.isFinite(p.y) && Number.isFinite(p.z))) return `landmark ${name}`;
  return undefined;
}

const READABLE = {
  footLength: "length",
  ballWidth: "ball width",
  heelWidth: "heel width",
  archHeight: "arch height",
  navicularHeight: "navicular height",
  archIndex: "arch index",
} as const;

/**
 * The navicular tuberosity's y': the bump of the medial outline in the midfoot, between NAVICULAR_SEARCH of the
 * length, fitted (bump.ts) as a Gaussian of TUBEROSITY_REACH of the length over a cubic baseline through the
 * outline from NAVICULAR_WINDOW[0] to [1] of the length (the arch's concave run, clear of the heel and the ball).
 */
const NAVICULAR_WINDOW: [number, number] = [0.26, 0.6];
const NAVICULAR_SEARCH: [number, number] = [0.33, 0.52];
const TUBEROSITY_REACH = 10 / 265;

function tuberosityY(b: Bands, length: number): number | undefined {
  const t: number[] = [];
  const values: number[] = [];
  for (
    let k = binAt(b, b.back + NAVICULAR_WINDOW[0] * length);
    k <= binAt(b, b.back + NAVICULAR_WINDOW[1] * length);
    k++
  ) {
    const md = b.medial[k] as number;
    if (Number.isFinite(md)) {
      t.push(binY(b, k));
      values.push(md);
    }
  }
  const candidates: number[] = [];
  for (let y = b.back + NAVICULAR_SEARCH[0] * length; y <= b.back + NAVICULAR_SEARCH[1] * length; y += 0.5)
    candidates.push(y);
  const reach = TUBEROSITY_REACH * length;
  return fitBump(t, values, candidates, (d) => Math.exp(-((d / reach) ** 2)), 3)?.centre;
}

/**
 * The y' of the first (fifth) metatarsophalangeal joint: the bulge of the joint out of the medial (lateral) outline,
 * fitted (bump.ts) as a Gaussian of JOINT_REACH of the length over a cubic baseline through the edge from
 * JOINT_WINDOW[0] of the length behind the ball's extreme to JOINT_WINDOW[1] ahead of it, its centre looked for
 * within JOINT_SEARCH of that extreme. Not the extreme itself: the baseline takes up the edge's own slope, so a
 * frame turned by a few degrees (which slides the widest point along a round edge by millimetres) or toes as wide
 * as the joint (fused, or a hallux in line with its metatarsal: the widest run reaching on to the toes) leave the
 * joint's bulge where it is. The ball's extreme when nothing fits.
 */
const JOINT_REACH = 0.06;
const JOINT_WINDOW: [number, number] = [0.2, 0.15];
const JOINT_SEARCH = 0.04;

function jointBulgeY(b: Bands, edge: Float64Array, sign: number, extreme: number, length: number): number {
  const t: number[] = [];
  const values: number[] = [];
  for (let k = binAt(b, extreme - JOINT_WINDOW[0] * length); k <= binAt(b, extreme + JOINT_WINDOW[1] * length); k++) {
    const value = sign * (edge[k] as number);
    if (Number.isFinite(value)) {
      t.push(binY(b, k));
      values.push(value);
    }
  }
  const candidates: number[] = [];
  for (let y = extreme - JOINT_SEARCH * length; y <= extreme + JOINT_SEARCH * length; y += 0.5) candidates.push(y);
  const reach = JOINT_REACH * length;
  return fitBump(t, values, candidates, (d) => Math.exp(-((d / reach) ** 2)), 3)?.centre ?? extreme;
}

/**
 * A head's plan point, written over its pad's centre in `at` (m·x', y'): the outline's (the inset's m·x' and the
 * joint's y') moved towards the pad's fitted centre by the weight padCentre wrote beside it (0: no pad shows, 1: a
 * clear one); the outline's alone when no pad was fitted.
 */
function believe(mx: number, y: number, fitted: boolean, at: Float64Array): void {
  const w = fitted ? (at[2] as number) : 0;
  at[0] = mx + w * ((at[0] as number) - mx);
  at[1] = y + w * ((at[1] as number) - y);
}

/**
 * A metatarsal head's plantar centre across the foot (m·x'): the centre of its fat pad, the sole lowest under the
 * head inside a raised ring (the profile across the ball averaged over PAD_ROWS mm either side of the head's y),
 * fitted (bump.ts) as that ring of PAD_RADIUS of the length over a quartic baseline (the sole's rounding up to the
 * edge). `inward` is the direction from the edge into the foot (−1 from the medial edge, 1 from the lateral).
 *
 * How far the pad shows: the fit finds a ring on any sole, a flat one's too (the quartic does not follow a sole's
 * steep rise to its edge, and the noise leaves rings of up to about 0.7 mm), so the ring believed is the lower of
 * the two fits' crests (across, along), a real pad's showing in both: weighed as c⁴ / (c⁴ + PAD_HALF_CREST_MM⁴),
 * the pad's centre counting as the outline's (the inset, the joint's bulge) at a crest of PAD_HALF_CREST_MM.
 */
const PAD_RADIUS = 6 / 265;
const PAD_ROWS = 6;
/** The profile from this far inside the edge (where the sole turns up steeply) to PAD_REACH of the ball width. */
const PAD_EDGE_MM = 3;
const PAD_REACH = 0.4;
/** The first and fifth heads' centres are looked for between these shares of the ball width inside the edge (the
 * averages FIRST_HEAD_INSET and FIFTH_HEAD_INSET give or take 0.07; the first's no nearer than 0.07 of the width,
 * some 7 mm: its head is about 2 cm across, and nearer the edge a flat sole's own rise into it, and into the crease
 * ahead, is a ring-like low at the joint's y that the fit took for a pad; docs/decisions.md, "Issue 33"). */
const FIRST_PAD_SEARCH: [number, number] = [0.07, 0.19];
const FIFTH_PAD_SEARCH: [number, number] = [0.025, 0.165];
/** Along the foot: the profile from PAD_BEHIND of the length behind the outline's extreme to PAD_AHEAD ahead of it
 * (short of the toe crease's rise), the centre looked for within PAD_SHIFT of it. */
const PAD_BEHIND = 0.05;
const PAD_AHEAD = 0.04;
const PAD_SHIFT = 0.02;

/** A fitted ring's crest is this share of its scale (the ring's profile, exp(−t/2) − exp(−t), peaks at 0.25). */
const RING_CREST = 0.25;
/** A pad whose ring stands this high (mm) is believed half (its centre weighs as much as the outline's). */
const PAD_HALF_CREST_MM = 0.6;

/**
 * A head's pad is found as its centre and how far it shows (written by padCentre into the caller's typed array:
 * m·x', y', the weight 0 to 1) and the height its fitted ring, so weighed, adds to the sole at a plan point (m·x',
 * y'), the function padCentre answers.
 */
type PadHeight = (mx: number, y: number) => number;

function padCentre(
  soleHeight: (mx: number, y: number) => number,
  edge: number,
  inward: number,
  y0: number,
  ballWidth: number,
  length: number,
  search: [number, number],
  centre: Float64Array,
): PadHeight | undefined {
  const r2 = (PAD_RADIUS * length) ** 2;
  // The ring's section across the averaged lines: the sum of its values over the lines' offsets.
  const ring = (o: number) => {
    let sum = 0;
    for (let k = -PAD_ROWS; k <= PAD_ROWS; k++) {
      const q = o * o + k * k;
      sum += Math.exp(-q / (2 * r2)) - Math.exp(-q / r2);
    }
    return sum;
  };
  /** The sole's profile along a line, each sample the mean over the parallel lines within PAD_ROWS mm. */
  const profile = (from: number, to: number, point: (s: number, k: number) => [number, number]) => {
    const t: number[] = [];
    const values: number[] = [];
    for (let s = from; s <= to; s += 0.5) {
      let sum = 0;
      let n = 0;
      for (let k = -PAD_ROWS; k <= PAD_ROWS; k++) {
        const h = soleHeight(...point(s, k));
        if (Number.isFinite(h)) {
          sum += h;
          n++;
        }
      }
      if (n > PAD_ROWS) {
        t.push(s);
        values.push(sum / n);
      }
    }
    return { t, values };
  };
  const steps = (from: number, to: number) => {
    const out: number[] = [];
    for (let s = from; s <= to; s += 0.5) out.push(s);
    return out;
  };
  // Across the ball through the outline's extreme (whose y is the head's to a few mm), then along the foot
  // through the centre found, then across again at the y found.
  let y = y0;
  let inset: number | undefined;
  let lift = 0;
  let liftAlong = 0;
  for (let pass = 0; pass < 2; pass++) {
    const across = profile(PAD_EDGE_MM, PAD_REACH * ballWidth, (d, k) => [edge + inward * d, y + k]);
    const x = fitBump(across.t, across.values, steps(search[0] * ballWidth, search[1] * ballWidth), ring, 4);
    if (!x) return undefined;
    inset = x.centre;
    // The template sums 2·PAD_ROWS + 1 lines where the profile averages them: the ring's own height is that many
    // times the fitted amplitude.
    lift = x.amplitude * (2 * PAD_ROWS + 1);
    if (pass === 1) break;
    const mx = edge + inward * inset;
    const along = profile(y - PAD_BEHIND * length, y + PAD_AHEAD * length, (s, k) => [mx - inward * k, s]);
    const shift = PAD_SHIFT * length;
    const fit = fitBump(along.t, along.values, steps(y - shift, y + shift), ring, 3);
    if (fit) {
      y = fit.centre;
      liftAlong = fit.amplitude * (2 * PAD_ROWS + 1);
    }
  }
  if (inset === undefined) return undefined;
  const mx = edge + inward * inset;
  const crest = RING_CREST * Math.min(lift, liftAlong);
  const w = crest > 0 ? crest ** 4 / (crest ** 4 + PAD_HALF_CREST_MM ** 4) : 0;
  centre[0] = mx;
  centre[1] = y;
  centre[2] = w;
  const shown = w * lift;
  return (px: number, py: number) => {
    const q = (px - mx) ** 2 + (py - y) ** 2;
    return shown * (Math.exp(-q / (2 * r2)) - Math.exp(-q / r2));
  };
}

/**
 * The heel's circle, fitted to the outline's back (the samples within HEEL_SPAN of the length of the back, on
 * either side): its centre in the frame, and radius.
 */
const HEEL_SPAN = 0.09;

function heelCircle(b: Bands): { cx: number; cy: number; r: number } | undefined {
  const limit = b.back + HEEL_SPAN * (b.front - b.back);
  const points: number[] = [];
  for (let i = 0; i < b.points.length; i += 2) {
    if ((b.points[i + 1] as number) <= limit) points.push(b.points[i] as number, b.points[i + 1] as number);
  }
  return fitCircle(points);
}

/** A plan point of the measuring frame: m·x' (medial positive) and y'. */
interface Plan {
  mx: number;
  y: number;
}

interface Peak {
  /** y' and the extreme's m·x'. */
  u: number;
  v: number;
}

/**
 * The ball's medial and lateral extremes, each the peak of a two-sided parabola (fit.ts skewedPeak) through the
 * edge from PEAK_BEFORE of the length behind its raw extreme to PEAK_AFTER ahead, looked for within PEAK_SEARCH of
 * it: a fit over some 30 mm of edge, so 0.5 mm of noise does not move it (a single extreme moves by 10 mm).
 */
const PEAK_BEFORE = 0.07;
const PEAK_AFTER = 0.05;
const PEAK_SEARCH = 0.04;
const SMOOTH_BINS = 10;

function ballExtremes(b: Bands): { medial: Peak; lateral: Peak } | undefined {
  const length = b.front - b.back;
  // Each peak as plain numbers in its own typed array, the answer's objects made once both are found (plane-fit.ts:
  // two answers made as objects one after the other by optimised code once shared their numbers).
  const medial = new Float64Array(2);
  const lateral = new Float64Array(2);
  if (!edgePeak(b, b.medial, 1, [0.55, 0.85], length, medial)) return undefined;
  if (!edgePeak(b, b.lateral, -1, [0.5, 0.8], length, lateral)) return undefined;
  return {
    medial: { u: medial[0] as number, v: medial[1] as number },
    lateral: { u: lateral[0] as number, v: -(lateral[1] as number) },
  };
}

function edgePeak(
  b: Bands,
  edge: Float64Array,
  sign: number,
  band: [number, number],
  length: number,
  out: Float64Array,
): boolean {
  // Where the window goes: the highest point of the edge averaged over SMOOTH_BINS either side (not the raw
  // extreme, which jumps along a flat edge with the noise and would move the window and so the fit).
  let best = -1;
  let bestValue = -Infinity;
  for (let k = binAt(b, b.back + band[0] * length); k <= binAt(b, b.back + band[1] * length); k++) {
    let sum = 0;
    let n = 0;
    for (let j = k - SMOOTH_BINS; j <= k + SMOOTH_BINS; j++) {
      const value = sign * (edge[j] as number);
      if (Number.isFinite(value)) {
        sum += value;
        n++;
      }
    }
    if (n > SMOOTH_BINS && sum / n > bestValue) {
      best = k;
      bestValue = sum / n;
    }
  }
  if (best < 0) return false;
  const y = binY(b, best);
  const samples: number[] = [];
  for (let k = binAt(b, y - PEAK_BEFORE * length); k <= binAt(b, y + PEAK_AFTER * length); k++) {
    const value = sign * (edge[k] as number);
    if (Number.isFinite(value)) samples.push(binY(b, k), value);
  }
  return skewedPeak(samples, y - PEAK_SEARCH * length, y + PEAK_SEARCH * length, out);
}

/** The section's medial and lateral extremes (m·x'), averaged over the bins within ±half mm of y'. */
function spanAt(b: Bands, y: number, half: number): { medial: number; lateral: number } | undefined {
  let medial = 0;
  let lateral = 0;
  let n = 0;
  for (let k = binAt(b, y - half); k <= binAt(b, y + half); k++) {
    const md = b.medial[k] as number;
    const lt = b.lateral[k] as number;
    if (Number.isFinite(md) && Number.isFinite(lt)) {
      medial += md;
      lateral += lt;
      n++;
    }
  }
  return n > 0 ? { medial: medial / n, lateral: lateral / n } : undefined;
}

/**
 * The arch's apex: along the line at APEX_ACROSS of the half width medial of each section's centre, from 20% to
 * 65% of the length, the highest point of the sole's height profile (smoothed over 5 mm).
 */
function archApex(
  b: Bands,
  soleHeight: (mx: number, y: number) => number,
  length: number,
): { mx: number; y: number; height: number } | undefined {
  const profile: { mx: number; y: number; h: number }[] = [];
  for (let k = binAt(b, b.back + 0.2 * length); k <= binAt(b, b.back + 0.65 * length); k++) {
    const md = b.medial[k] as number;
    const lt = b.lateral[k] as number;
    if (!(Number.isFinite(md) && Number.isFinite(lt))) continue;
    const mx = (md + lt) / 2 + (APEX_ACROSS * (md - lt)) / 2;
    const h = soleHeight(mx, binY(b, k));
    if (Number.isFinite(h)) profile.push({ mx, y: binY(b, k), h });
  }
  let best: { mx: number; y: number; height: number } | undefined;
  for (let i = 2; i < profile.length - 2; i++) {
    let sum = 0;
    for (let j = i - 2; j <= i + 2; j++) sum += (profile[j] as { h: number }).h;
    const p = profile[i] as { mx: number; y: number };
    if (!best || sum / 5 > best.height) best = { mx: p.mx, y: p.y, height: sum / 5 };
  }
  if (!best) return undefined;
  // The apex's place along the foot: the centroid of the profile's top (within 0.3 mm of it), not one bin.
  let sy = 0;
  let w = 0;
  for (const p of profile) {
    const weight = p.h - (best.height - 0.3);
    if (weight > 0) {
      sy += weight * p.y;
      w += weight;
    }
  }
  if (w > 0) best.y = sy / w;
  return best;
}

/**
 * The navicular: in the section through the arch's apex, the medial surface at the tuberosity's height (the
 * arch's height plus NAVICULAR_ABOVE_ARCH of the length), where the section's segments cross that height.
 */
function navicularPoint(
  mesh: TriangleMesh,
  frame: MeasureFrame,
  m: number,
  y: number,
  groundZ: number,
  wanted: number,
  b: Bands,
): { mx: number; z: number } | undefined {
  const span = spanAt(b, y, 1);
  if (!span) return undefined;
  const centre = (span.medial + span.lateral) / 2;
  const section = sectionAt(mesh, frame, m, y);
  const z = groundZ + wanted;
  let mx = -Infinity;
  for (let i = 0; i < section.length; i += 4) {
    const [x0, z0, x1, z1] = [section[i], section[i + 1], section[i + 2], section[i + 3]] as [
      number,
      number,
      number,
      number,
    ];
    if ((z0 - z) * (z1 - z) > 0 || z0 === z1) continue;
    const x = x0 + ((z - z0) / (z1 - z0)) * (x1 - x0);
    if (x > centre && x > mx) mx = x;
  }
  if (Number.isFinite(mx)) return { mx, z };
  // A section that does not reach that height (a foam box's impression, cut below the tuberosity): the point
  // stands at that height over the section's medial extreme, off the scan as the foot's own navicular is.
  let medial = -Infinity;
  for (let i = 0; i < section.length; i += 2) {
    const x = section[i] as number;
    if (x > centre && x > medial) medial = x;
  }
  return Number.isFinite(medial) ? { mx: medial, z } : undefined;
}

/**
 * The mesh's section by the plane y' = at (across = false) or m·x' = at (across = true): its segments as (the
 * other coordinate, z) pairs, four numbers each.
 */
function sectionAt(mesh: TriangleMesh, frame: MeasureFrame, m: number, at: number, across = false): number[] {
  const p = mesh.positions;
  const t = mesh.indices;
  const out: number[] = [];
  const crossings: number[] = [];
  // The plane's coordinate and the other one, of a plan point.
  const cut = across
    ? (x: number, y: number) => m * ((x - frame.ox) * frame.uy - (y - frame.oy) * frame.ux)
    : (x: number, y: number) => (x - frame.ox) * frame.ux + (y - frame.oy) * frame.uy;
  const other = across
    ? (x: number, y: number) => (x - frame.ox) * frame.ux + (y - frame.oy) * frame.uy
    : (x: number, y: number) => m * ((x - frame.ox) * frame.uy - (y - frame.oy) * frame.ux);
  for (let f = 0; f < t.length; f += 3) {
    crossings.length = 0;
    for (let e = 0; e < 3; e++) {
      const a = 3 * (t[f + e] as number);
      const c = 3 * (t[f + ((e + 1) % 3)] as number);
      const da = cut(p[a] as number, p[a + 1] as number) - at;
      const dc = cut(p[c] as number, p[c + 1] as number) - at;
      if ((da < 0 && dc < 0) || (da >= 0 && dc >= 0)) continue;
      const s = da / (da - dc);
      const x = (p[a] as number) + s * ((p[c] as number) - (p[a] as number));
      const y = (p[a + 1] as number) + s * ((p[c + 1] as number) - (p[a + 1] as number));
      const z = (p[a + 2] as number) + s * ((p[c + 2] as number) - (p[a + 2] as number));
      crossings.push(other(x, y), z);
    }
    if (crossings.length === 4) out.push(...crossings);
  }
  return out;
}

/**
 * The toes' tips. The longest toe's is the front of the outline (the centroid of its samples near the furthest, TIP_BAND_MM). The plan cannot tell the other toes apart (their tips' envelope is one curve), the sole can: across
 * the toes, TOE_LINE of the length past the crease, the plantar height profile rises into a groove between each
 * two toes. The hallux is the part medial of the most medial groove, the fifth toe the part lateral of the most
 * lateral one; each tip the front of the outline at its part's middle.
 */
const TOE_LINE = 0.045;
/** The longest toe's tip: the centroid of the outline's front within this of the furthest sample, mm. */
const TIP_BAND_MM = 1;
/** A groove stands at least this high over the toes on both sides of it, mm. */
const GROOVE_MM = 1;

function toeTips(
  b: Bands,
  m: number,
  soleHeight: (mx: number, y: number) => number,
  crease: Crease,
  length: number,
): { longest: Plan; hallux: Plan; fifth: Plan } {
  // The outline's front within 1 mm of mx, a plain number: the hallux's and the fifth toe's points are made where
  // they are used, not by one function twice (plane-fit.ts: two answers made as objects one after the other by
  // optimised code once shared their numbers).
  const frontNear = (mx: number) => {
    let front = -Infinity;
    for (let i = 0; i < b.points.length; i += 2) {
      if (Math.abs(m * (b.points[i] as number) - mx) <= 1) front = Math.max(front, b.points[i + 1] as number);
    }
    return front;
  };
  let top = -Infinity;
  for (let i = 0; i < b.points.length; i += 2) top = Math.max(top, b.points[i + 1] as number);
  // Weighted by how near the front each sample is, to nothing TIP_BAND_MM behind it: a sample entering the band as
  // the foot turns adds nothing at first, so the centroid moves smoothly.
  let sx = 0;
  let n = 0;
  for (let i = 0; i < b.points.length; i += 2) {
    const w = (b.points[i + 1] as number) - (top - TIP_BAND_MM);
    if (w > 0) {
      sx += w * m * (b.points[i] as number);
      n += w;
    }
  }
  const longest = { mx: sx / n, y: top };
  // The profile across the toes, every 1 mm where there is sole.
  const profile: { mx: number; h: number }[] = [];
  for (let mx = crease.from - 15; mx <= crease.to + 15; mx += 1) {
    const h = soleHeight(mx, creaseAt(crease, mx) + TOE_LINE * length);
    if (Number.isFinite(h)) profile.push({ mx, h });
  }
  if (profile.length < 10) return { longest, hallux: longest, fifth: longest };
  // Grooves: local maxima standing GROOVE_MM over the lowest point on each side up to a higher point.
  const grooves: number[] = [];
  for (let k = 2; k < profile.length - 2; k++) {
    const h = (profile[k] as { h: number }).h;
    let peak = true;
    for (let j = k - 2; j <= k + 2; j++) if ((profile[j] as { h: number }).h > h) peak = false;
    if (!peak) continue;
    const drop = (step: number) => {
      let lowest = h;
      for (let j = k + step; j >= 0 && j < profile.length; j += step) {
        const v = (profile[j] as { h: number }).h;
        if (v > h) break;
        lowest = Math.min(lowest, v);
      }
      return h - lowest;
    };
    if (Math.min(drop(-1), drop(1)) < GROOVE_MM) continue;
    // Between the 1 mm samples: the vertex of the parabola through the peak and its neighbours.
    const before = (profile[k - 1] as { h: number }).h;
    const after = (profile[k + 1] as { h: number }).h;
    const curve = before - 2 * h + after;
    const offset = curve < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (before - after)) / curve)) : 0;
    grooves.push((profile[k] as { mx: number }).mx + offset);
  }
  const lateralEnd = (profile[0] as { mx: number }).mx;
  const medialEnd = (profile[profile.length - 1] as { mx: number }).mx;
  const halluxMx = grooves.length === 0 ? medialEnd - 5 : ((grooves[grooves.length - 1] as number) + medialEnd) / 2;
  const fifthMx = grooves.length === 0 ? lateralEnd + 5 : ((grooves[0] as number) + lateralEnd) / 2;
  const halluxY = frontNear(halluxMx);
  const fifthY = frontNear(fifthMx);
  return { longest, hallux: { mx: halluxMx, y: halluxY }, fifth: { mx: fifthMx, y: fifthY } };
}

/** Mid-height of the mesh's vertices within 3 mm (plan) of a point: a toe's middle at its tip. */
function midHeight(mesh: TriangleMesh, frame: MeasureFrame, m: number, mx: number, y: number): number {
  const p = mesh.positions;
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < p.length; i += 3) {
    const dx = (p[i] as number) - frame.ox;
    const dy = (p[i + 1] as number) - frame.oy;
    const along = dx * frame.ux + dy * frame.uy - y;
    if (along > 3 || along < -3) continue;
    const across = m * (dx * frame.uy - dy * frame.ux) - mx;
    if (across * across + along * along > 9) continue;
    low = Math.min(low, p[i + 2] as number);
    high = Math.max(high, p[i + 2] as number);
  }
  return (low + high) / 2;
}

/**
 * The heel's back in the section along the axis through the heel's centre: its rearmost y' and the mean z of the
 * section within 1 mm of it (the back is near vertical there, so a mean, not one vertex).
 */
function heelBackPoint(mesh: TriangleMesh, frame: MeasureFrame, m: number, heelMx: number): { y: number; z: number } {
  const section = sectionAt(mesh, frame, m, heelMx, true);
  let back = Infinity;
  for (let i = 0; i < section.length; i += 2) back = Math.min(back, section[i] as number);
  let sum = 0;
  let n = 0;
  for (let i = 0; i < section.length; i += 2) {
    if ((section[i] as number) - back > 1) continue;
    sum += section[i + 1] as number;
    n++;
  }
  return { y: back, z: n > 0 ? sum / n : Number.NaN };
}
