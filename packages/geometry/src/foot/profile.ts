// Heights of a right foot over its plan outline: the plantar (sole) surface zb and the dorsal (top) surface zt
// at each (x, y). The scan mode and the seeded anatomy show here: the heel's rounding, the ankle and its stump,
// the medial arch, the toe crease along the metatarsal parabola, and five toes separated by grooves (or, fused,
// one lump).
import { clamp01, monotoneCubic, smoothstep } from "./curve";
import type { Outline } from "./outline";
import type { FootShape } from "./params";

export interface Heights {
  zb: number;
  zt: number;
}

export interface Profile {
  heights(x: number, y: number): Heights;
  /** Height of the medial arch's lift at y (0 outside the arch), before its fade across the sole. */
  archLift(y: number): number;
  /** y of the toe crease (sulcus) at x: the heads' line moved distally by the crease's gap. */
  creaseY(x: number): number;
}

/** A toe's side this close to the section's end is the end, mm. */
const END_TOLERANCE_MM = 1;
/** The thinnest the toes' webs get, mm. */
const WEB_MM = 0.1;
/** The back of the heel: its vertical part above the heel pad's rounding, share of the length. */
const HEEL_BACK_RISE = 0.05;
/** Over this share of the length behind the heel back the Achilles' line reaches the stump's height. */
const ACHILLES_REACH = 0.12;
/** The crest of exp(-t/2) - exp(-t) (at t = 2 ln 2): the pads' ring is scaled by it to stand padDepth high. */
const PAD_CREST = 0.25;

export function footProfile(shape: FootShape, outline: Outline): Profile {
  const L = shape.length;
  const R = shape.heelPadRadius;
  const a = shape.anatomy;
  const apex = a.archApex * L;
  const archStart = a.archStart * L;
  const archEnd = a.archEnd * L;
  const minThickness = 0.03 * L;
  const ankle = a.ankleHeight * L * shape.dorsalHeight;
  // Dorsal height along the foot (share of length) in front of the Achilles: the ankle's stump, its front
  // coming down to the instep, the ball and the toes.
  const dorsal = monotoneCubic(
    [ACHILLES_REACH, 0.22, 0.3, 0.36, 0.5, 0.62, 0.72, 0.8, 0.88, 1],
    [a.ankleHeight, a.ankleHeight, 0.3, 0.272, 0.24, 0.19, 0.145, 0.1, 0.08, 0.07],
  );
  const heelBottom = 0.9 * R;
  const heelTop = heelBottom + HEEL_BACK_RISE * L;

  const archLift = (y: number) =>
    y <= apex ? smoothstep((y - archStart) / (apex - archStart)) : smoothstep((archEnd - y) / (archEnd - apex));
  const creaseY = (x: number) => outline.headLineY(x) + a.sulcusGap * L;
  const pads = [outline.heads[0], outline.heads[outline.heads.length - 1]].filter((h) => h !== undefined);
  /** The first and fifth heads' fat pads: the sole around each head raised, a ring (a difference of two Gaussians
   * scaled so its crest is padDepth) that is zero at the head's centre, so the sole is lowest right under it. */
  const padLift = (x: number, y: number) => {
    let lift = 0;
    for (const h of pads) {
      const t = ((x - h.x) ** 2 + (y - h.y) ** 2) / a.padRadius ** 2;
      if (t < 40) lift += (a.padDepth / PAD_CREST) * (Math.exp(-t / 2) - Math.exp(-t));
    }
    return lift;
  };

  /** The dorsum's highest point at y: the back of the heel, the Achilles up to the stump, then the dorsal line. */
  const dorsalPeak = (y: number) => {
    if (y < ACHILLES_REACH * L) {
      const t = y / (ACHILLES_REACH * L);
      return heelTop + (ankle - heelTop) * (1 - (1 - t) ** 2);
    }
    return dorsal(y / L) * L * shape.dorsalHeight;
  };

  /** The foot without its toes separated: the sole and the dorsum as one body. */
  const body = (x: number, y: number): Heights => {
    const medial = outline.medialEdge(y);
    const lateral = outline.lateralEdge(y);
    const half = Math.max(1e-6, (lateral - medial) / 2);
    const centre = (lateral + medial) / 2;
    // -1 at the medial edge, 1 at the lateral edge.
    const across = (x - centre) / half;

    // Sole: the heel's rounding up to its back, the medial arch, the toe crease, the toes' rise to their tips.
    let zb = 0;
    if (y < R) zb += 0.9 * (R - Math.sqrt(R * R - (R - y) ** 2));
    const lift = archLift(y);
    zb += shape.archHeight * lift * smoothstep((a.archFade - across) / a.archFadeWidth) + shape.midfootLift * lift;
    const crease = creaseY(x);
    zb += shape.sulcusDepth * Math.exp(-(((y - crease) / (0.025 * L)) ** 2));
    if (y > crease) zb += 0.012 * L * ((y - crease) / Math.max(1, L - crease)) ** 2;
    zb += padLift(x, y);

    // Dorsum: highest over the first rays in the midfoot, domed across (less so over the ankle's stump).
    const ridge = centre - half * 0.15 * smoothstep((y - 0.3 * L) / (0.15 * L));
    const dome = 0.08 + 0.32 * smoothstep((y - 0.3 * L) / (0.25 * L));
    const q = (x - ridge) / half;
    let zt = dorsalPeak(y) * (1 - dome * q * q);
    if (y < ACHILLES_REACH * L) zt = Math.max(zt, heelTop);
    zt = Math.max(zt, zb + minThickness);
    return { zb, zt };
  };

  const toes = shape.toes.map((t) => ({ x: t.x, tip: L * (1 - t.shortfall), radius: t.radius }));
  const last = toes.length - 1;

  /**
   * The toes: each a tube along y around its centre line, round in section and rounded at its tip, its sole and
   * top at the body's heights on its centre line. Where no toe is (between their tips), the sole and the dorsum
   * meet at the toes' mid height: the grooves close there to a web of WEB_MM.
   */
  const toeHeights = (x: number, y: number): Heights => {
    let zt = -Infinity;
    let zb = Infinity;
    let below: { x: number; c: number } | undefined;
    let above: { x: number; c: number } | undefined;
    const [x0, x1] = outline.span(y);
    for (let i = 0; i <= last; i++) {
      const toe = toes[i] as (typeof toes)[number];
      const h = body(toe.x, y);
      const roundFrom = toe.tip - toe.radius;
      const f = y <= roundFrom ? 1 : Math.sqrt(clamp01(1 - ((y - roundFrom) / toe.radius) ** 2));
      const c = h.zb + 0.4 * (h.zt - h.zb);
      if (toe.x <= x) below = { x: toe.x, c };
      else above ??= { x: toe.x, c };
      // The big toe's medial side and the little toe's lateral side follow the outline; the others are round.
      const inner = toe.radius * f;
      const left = i === 0 ? (toe.x - outline.medialEdge(y)) * f : inner;
      const right = i === last ? (outline.lateralEdge(y) - toe.x) * f : inner;
      // A side that is the section's end keeps its full height out to the end: the loft's section rounds it there,
      // as it rounds the foot's sides (a groove there would make a knife edge).
      const atEnd = x < toe.x ? toe.x - left <= x0 + END_TOLERANCE_MM : toe.x + right >= x1 - END_TOLERANCE_MM;
      const reach = atEnd ? Math.abs((x < toe.x ? x0 : x1) - toe.x) : x < toe.x ? left : right;
      if (!(reach > 0)) continue;
      const u = (x - toe.x) / reach;
      if (Math.abs(u) > 1) continue;
      const g = (atEnd ? 1 : Math.sqrt(1 - u * u)) * f;
      zt = Math.max(zt, c + 0.6 * (h.zt - h.zb) * g);
      zb = Math.min(zb, c - 0.4 * (h.zt - h.zb) * g);
    }
    if (zt === -Infinity) {
      // A web: between the two toes around x, at their mid heights.
      const web =
        below && above
          ? below.c + ((above.c - below.c) * (x - below.x)) / (above.x - below.x)
          : ((below ?? above)?.c ?? 0);
      return { zb: web, zt: web };
    }
    return { zb, zt };
  };

  /** A toe's rounding radius at x: between two toes' centres, from one's to the other's; beyond them, the end's. */
  const radiusAt = (x: number) => {
    const first = toes[0] as (typeof toes)[number];
    if (x <= first.x) return first.radius;
    for (let i = 1; i <= last; i++) {
      const a = toes[i - 1] as (typeof toes)[number];
      const c = toes[i] as (typeof toes)[number];
      if (x <= c.x) return a.radius + ((c.radius - a.radius) * (x - a.x)) / (c.x - a.x);
    }
    return (toes[last] as (typeof toes)[number]).radius;
  };

  /**
   * Fused toes: one lump, the body's own sole and domed top at every x (no groove across), rounded at the front
   * as a toe's tip is: within the local toe radius of the toe line the section thins to nothing at it.
   */
  const fusedHeights = (x: number, y: number): Heights => {
    const h = body(x, y);
    const r = radiusAt(x);
    const roundFrom = outline.frontY(x) - r;
    const f = y <= roundFrom ? 1 : Math.sqrt(clamp01(1 - ((y - roundFrom) / r) ** 2));
    const c = h.zb + 0.4 * (h.zt - h.zb);
    return { zb: c - 0.4 * (h.zt - h.zb) * f, zt: c + 0.6 * (h.zt - h.zb) * f };
  };
  const toePart = shape.toeForm === "fused" ? fusedHeights : toeHeights;

  const heights = (x: number, y: number): Heights => {
    const toeness = smoothstep((y - creaseY(x)) / (0.035 * L));
    if (toeness <= 0) return body(x, y);
    const t = toePart(x, y);
    const b = toeness >= 1 ? t : body(x, y);
    const zb = b.zb + (t.zb - b.zb) * toeness;
    // The webs keep a hair of thickness: top and bottom points stay apart through a Draco round trip (14 bits
    // over a foot are 0.02 mm), so the decoded scan is still closed.
    return { zb, zt: Math.max(b.zt + (t.zt - b.zt) * toeness, zb + WEB_MM) };
  };
  return { heights, archLift, creaseY };
}
