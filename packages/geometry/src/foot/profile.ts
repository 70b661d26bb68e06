// Heights of a right foot over its plan outline: the plantar (sole) surface zb and the dorsal (top) surface zt
// at each (x, y). The scan mode shows here: the arch's lift, the sole's roundness, the foam box's flat top.
import { clamp01, monotoneCubic, smoothstep } from "./curve";
import { type Outline, STATION } from "./outline";
import type { FootShape } from "./params";

/** Dorsal height along the foot (share of length): ankle cut, instep, ball, toes. */
const DORSAL = monotoneCubic(
  [0, 0.25, 0.36, 0.5, 0.62, 0.72, 0.8, 0.88, 1],
  [0.3, 0.3, 0.275, 0.24, 0.19, 0.145, 0.1, 0.08, 0.07],
);

export interface Heights {
  zb: number;
  zt: number;
}

export interface Profile {
  heights(x: number, y: number): Heights;
  /** Height of the medial arch's lift at y (0 outside the arch), before its fade across the sole. */
  archLift(y: number): number;
  /** The dorsum's highest point at y, before a foam-box cut. */
  dorsalPeak(y: number): number;
}

export function footProfile(shape: FootShape, outline: Outline): Profile {
  const L = shape.length;
  const R = shape.heelPadRadius;
  const apex = STATION.archApex * L;
  const archStart = 0.18 * L;
  const archEnd = 0.7 * L;
  const sulcusY = 0.78 * L;
  const tipRound = 0.045 * L;
  const minThickness = 0.03 * L;
  const toes = shape.toes;

  const archLift = (y: number) =>
    y <= apex ? smoothstep((y - archStart) / (apex - archStart)) : smoothstep((archEnd - y) / (archEnd - apex));

  // Grooves between the toes on the dorsum, fading in past the toe crease.
  const grooves = toes.slice(1).map((toe, i) => {
    const prev = toes[i] ?? toe;
    return { x: (prev.x + prev.radius + toe.x - toe.radius) / 2, width: (prev.radius + toe.radius) * 0.3 };
  });

  const dorsalPeak = (y: number) => DORSAL(y / L) * L * shape.dorsalHeight;

  const heights = (x: number, y: number): Heights => {
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
    zb += shape.archHeight * lift * smoothstep((0.35 - across) / 1.0) + shape.midfootLift * lift;
    zb += shape.sulcusDepth * Math.exp(-(((y - sulcusY) / (0.025 * L)) ** 2));
    if (y > 0.82 * L) zb += 0.012 * L * ((y - 0.82 * L) / (0.18 * L)) ** 2;

    // Dorsum: highest over the first rays in the midfoot, flat across the ankle cut, domed elsewhere.
    const ridge = centre - half * 0.15 * smoothstep((y - 0.3 * L) / (0.15 * L));
    const dome = 0.08 + 0.32 * smoothstep((y - 0.3 * L) / (0.25 * L));
    const q = (x - ridge) / half;
    let zt = dorsalPeak(y) * (1 - dome * q * q);
    if (shape.cutHeight !== undefined) zt = Math.min(zt, shape.cutHeight);
    zt = Math.max(zt, zb + minThickness);
    // Between the toes, past the webs, the dorsum and the sole close in: the toes read as separate.
    const toeRegion = smoothstep((y - 0.8 * L) / (0.07 * L));
    if (toeRegion > 0) {
      let groove = 0;
      for (const g of grooves) groove += Math.exp(-(((x - g.x) / g.width) ** 2));
      const depth = (zt - zb) * toeRegion * Math.min(1, groove);
      zt -= depth * 0.45;
      zb += depth * 0.2;
    }

    // Near the toe line both surfaces close in, so each toe's front is rounded in side view.
    const d = outline.frontY(x) - y;
    if (d < tipRound) {
      const f = Math.sqrt(clamp01(d / tipRound) * (2 - clamp01(d / tipRound)));
      const mid = zb + 0.4 * (zt - zb);
      zb = mid - (mid - zb) * f;
      zt = mid + (zt - mid) * f;
    }
    return { zb, zt };
  };
  return { heights, archLift, dorsalPeak };
}
