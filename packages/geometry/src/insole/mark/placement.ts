// Where the mark and the plantar pattern go on the shell's underside: under the midfoot (half way between the
// heel centre and the metatarsal heads), where the whole mark lies on the shell, preferably where the shell does
// not rest on the ground (a post's face: a mark there would make it rock) and the underside is flattest.
import type { InsoleInput } from "../insole-model";
import { layoutMark, markLength, type Point } from "./mark-layout";
import { RESTING_MM, type Underside, undersideAt } from "./underside";

/** Letter heights tried, largest first, until the mark fits the shell (mm). */
const HEIGHTS = [5, 4, 3.2] as const;
/** Along the foot the mark may move up to 30 mm from the midfoot's middle, nearest first, mm. */
const SHIFTS_MM = [0, -5, 5, -10, 10, -15, 15, -20, 20, -25, 25, -30, 30] as const;
/** The underside is sampled every this many mm under the mark, with this margin around it. */
const SAMPLE_MM = 1.5;
const MARGIN_MM = 1;

export interface MarkPlacement {
  centre: Point;
  height: number;
  /** Whether the shell under the mark stays clear of the ground. */
  clear: boolean;
}

/** The midfoot along the foot: from the landmarks, else 45% of the shell's length (the midfoot's usual place). */
function midfoot(under: Underside, input: InsoleInput): { y: number; from: number; to: number } {
  const heel = input.landmarks.heelCentre;
  const heads = [input.landmarks.firstMetatarsalHead, input.landmarks.fifthMetatarsalHead].filter(
    (p) => p !== undefined,
  );
  if (heel && heads.length > 0) {
    const headsY = Math.min(...heads.map((p) => p.y));
    return { y: (heel.y + headsY) / 2, from: heel.y + 15, to: headsY - 15 };
  }
  const length = (under.ny - 1) * under.cellMm;
  return { y: under.y0 + 0.45 * length, from: under.y0 + 0.25 * length, to: under.y0 + 0.65 * length };
}

export function placeMark(under: Underside, input: InsoleInput, text: string): MarkPlacement | null {
  const mid = midfoot(under, input);
  for (const height of HEIGHTS) {
    const length = markLength(text, height);
    const width = layoutMark("", { x: 0, y: 0 }, height).width;
    let best: (MarkPlacement & { score: number }) | null = null;
    for (const shift of SHIFTS_MM) {
      const cy = mid.y + shift;
      for (let ix = 0; ix < under.nx; ix++) {
        const cx = under.x0 + ix * under.cellMm;
        const s = sampleBox(under, cx, cy, width / 2 + MARGIN_MM, length / 2 + MARGIN_MM);
        if (!s) continue;
        const clear = s.min >= RESTING_MM;
        const score = (clear ? 0 : 1000) + (s.max - s.min) + 0.02 * Math.abs(shift);
        if (!best || score < best.score) best = { centre: { x: cx, y: cy }, height, clear, score };
      }
    }
    if (best) return { centre: best.centre, height: best.height, clear: best.clear };
  }
  return null;
}

/** The underside's lowest and highest point over a box, or null if any of it is off the shell. */
function sampleBox(under: Underside, cx: number, cy: number, halfX: number, halfY: number) {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let y = cy - halfY; y <= cy + halfY + 1e-9; y += SAMPLE_MM) {
    for (let x = cx - halfX; x <= cx + halfX + 1e-9; x += SAMPLE_MM) {
      const z = undersideAt(under, x, y);
      if (!Number.isFinite(z)) return null;
      min = Math.min(min, z);
      max = Math.max(max, z);
    }
  }
  return { min, max };
}

/** The plantar pattern drawn for a name: "hollow" (the template's); "", "none" and names we do not know draw none. */
export const PLANTAR_PATTERNS = ["hollow"] as const;
/** The hollow pattern: round hollows this wide, on a hexagonal grid of this pitch, this far from the mark (mm). */
export const HOLLOW = { diameter: 3, pitch: 7, clearOfMark: 3, clearOfEdge: 2 } as const;

/**
 * The hollow pattern's polygons: over the midfoot's underside where the shell is clear of the ground, a
 * hexagonal grid of round hollows, none within HOLLOW.clearOfMark of the mark nor HOLLOW.clearOfEdge of the
 * shell's edge.
 */
export function patternPolygons(
  under: Underside,
  input: InsoleInput,
  mark: { centre: Point; length: number; width: number } | null,
): Point[][] {
  if (!(PLANTAR_PATTERNS as readonly string[]).includes(input.numbers.plantarPattern)) return [];
  const mid = midfoot(under, input);
  const r = HOLLOW.diameter / 2;
  const reach = r + HOLLOW.clearOfEdge;
  const rowStep = (HOLLOW.pitch * Math.sqrt(3)) / 2;
  const out: Point[][] = [];
  let row = 0;
  for (let y = mid.from; y <= mid.to; y += rowStep, row++) {
    const offset = row % 2 === 0 ? 0 : HOLLOW.pitch / 2;
    for (let x = under.x0 + offset; x <= under.x0 + (under.nx - 1) * under.cellMm; x += HOLLOW.pitch) {
      if (mark) {
        const dx = Math.abs(x - mark.centre.x) - mark.width / 2;
        const dy = Math.abs(y - mark.centre.y) - mark.length / 2;
        if (dx < r + HOLLOW.clearOfMark && dy < r + HOLLOW.clearOfMark) continue;
      }
      const points = [
        [x, y],
        [x - reach, y],
        [x + reach, y],
        [x, y - reach],
        [x, y + reach],
      ] as const;
      if (points.every(([px, py]) => undersideAt(under, px, py) >= RESTING_MM)) out.push(disc({ x, y }, r));
    }
  }
  return out;
}

/** A 10-gon: round enough at 3 mm, and light for the boolean. */
function disc(p: Point, r: number): Point[] {
  return Array.from({ length: 10 }, (_, k) => {
    const a = (Math.PI * k) / 5;
    return { x: p.x + r * Math.cos(a), y: p.y + r * Math.sin(a) };
  });
}
