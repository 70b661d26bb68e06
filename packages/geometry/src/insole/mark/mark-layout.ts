// The mark laid out in the insole's plane as polygons (counter-clockwise seen from above, mm): the SoleRx logo
// (a ring around an S) then the text, in strokes of one width, reading along the foot axis from heel to toe when
// the insole is turned over and looked at from below with the toes away. Seen from above it is mirrored: the
// layout maps the text's (u along, v up) to (x, y) = (v, u), a reflection.
import { GLYPH_WIDTH, glyphOf, type Polyline } from "./stroke-font";

export interface Point {
  x: number;
  y: number;
}

/** Letter height, stroke width and spacing, mm (assumed: legible at a 0.5 mm depth on a printed nylon underside). */
export const MARK_TEXT_MM = { height: 5, stroke: 0.8, letterGap: 0.35 } as const;
/** The logo's ring diameter as a share of the letter height, and its gap to the text. */
const LOGO = { diameter: 1.5, gap: 0.8 } as const;

export interface MarkLayout {
  /** Counter-clockwise polygons, insole frame. */
  polygons: Point[][];
  /** The mark's extent along the foot (y) and across it (x), mm, centred on its centre. */
  length: number;
  width: number;
}

/** How long the logo and text run along the foot at a letter height, mm. */
export function markLength(text: string, height: number): number {
  const advance = (GLYPH_WIDTH + MARK_TEXT_MM.letterGap) * height;
  return (LOGO.diameter + LOGO.gap) * height + text.length * advance - MARK_TEXT_MM.letterGap * height;
}

/** The logo and text centred on `centre`, letters `height` high (strokes scale with them). */
export function layoutMark(text: string, centre: Point, height: number): MarkLayout {
  const stroke = (MARK_TEXT_MM.stroke * height) / MARK_TEXT_MM.height;
  const length = markLength(text, height);
  const width = LOGO.diameter * height;
  // Text frame: u from the mark's start along the reading direction, v up from the letters' baseline.
  const toInsole = (u: number, v: number): Point => ({ x: centre.x + v - height / 2, y: centre.y + u - length / 2 });
  const lines: Point[][] = [];
  const d = LOGO.diameter * height;
  const ring: Point[] = [];
  for (let k = 0; k <= 32; k++) {
    const a = (2 * Math.PI * k) / 32;
    ring.push(toInsole(d / 2 + (d / 2 - stroke / 2) * Math.cos(a), height / 2 + (d / 2 - stroke / 2) * Math.sin(a)));
  }
  lines.push(ring);
  const s = 0.55 * d;
  for (const line of glyphOf("S")) {
    lines.push(line.map(([u, v]) => toInsole(d / 2 + (u - GLYPH_WIDTH / 2) * s, height / 2 + (v - 0.5) * s)));
  }
  const advance = (GLYPH_WIDTH + MARK_TEXT_MM.letterGap) * height;
  [...text].forEach((char, k) => {
    const u0 = d + LOGO.gap * height + k * advance;
    for (const line of glyphOf(char)) lines.push(place(line, u0, height, toInsole));
  });
  return { polygons: lines.flatMap((line) => strokePolygons(line, stroke)), length, width };
}

function place(line: Polyline, u0: number, height: number, toInsole: (u: number, v: number) => Point): Point[] {
  return line.map(([u, v]) => toInsole(u0 + u * height, v * height));
}

/** Below this turn at a point, the two rectangles' own overlap closes the join: no octagon needed (radians). */
const JOIN_TURN = (15 * Math.PI) / 180;

/**
 * A polyline as polygons of a stroke: a rectangle per segment and an octagon at its ends and where it turns
 * (round-ish caps and joins); fewer polygons make a lighter cutter and a faster boolean.
 */
export function strokePolygons(line: Point[], width: number): Point[][] {
  const r = width / 2;
  const out: Point[][] = [];
  line.forEach((p, k) => {
    const a = line[k - 1];
    const b = line[k + 1];
    if (a && b) {
      const turn = Math.abs(
        Math.atan2(
          (p.x - a.x) * (b.y - p.y) - (p.y - a.y) * (b.x - p.x),
          (p.x - a.x) * (b.x - p.x) + (p.y - a.y) * (b.y - p.y),
        ),
      );
      if (turn < JOIN_TURN) return;
    }
    out.push(octagon(p, r));
  });
  for (let k = 0; k + 1 < line.length; k++) {
    const a = line[k] as Point;
    const b = line[k + 1] as Point;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len < 1e-9) continue;
    const nx = (-(b.y - a.y) / len) * r;
    const ny = ((b.x - a.x) / len) * r;
    out.push([
      { x: a.x - nx, y: a.y - ny },
      { x: b.x - nx, y: b.y - ny },
      { x: b.x + nx, y: b.y + ny },
      { x: a.x + nx, y: a.y + ny },
    ]);
  }
  return out;
}

export function octagon(p: Point, r: number): Point[] {
  return Array.from({ length: 8 }, (_, k) => {
    const a = (Math.PI * (2 * k + 1)) / 8;
    return { x: p.x + r * Math.cos(a), y: p.y + r * Math.sin(a) };
  });
}
