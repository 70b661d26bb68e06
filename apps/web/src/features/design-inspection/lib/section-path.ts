// A section's shapes as SVG paths in millimetres (x along the cut, y up, flipped for SVG's y down by the caller's
// viewBox): the shell between its bottom and top, the cover above it, and the foot's plantar line where it reaches.
import type { SectionPoint } from "../../../entities/insole/insole-view";

const fmt = (value: number) => (Math.round(value * 100) / 100).toString();

export interface SectionShapes {
  shell: string;
  cover: string;
  /** One path with a move for each stretch the foot reaches. */
  foot: string;
  minS: number;
  maxS: number;
  maxHeight: number;
}

/** A band between two lines as a closed path (top forward, bottom back), y flipped (SVG y = -height). */
function band(points: readonly SectionPoint[], top: (p: SectionPoint) => number, bottom: (p: SectionPoint) => number) {
  if (points.length === 0) return "";
  const forward = points.map((p, i) => `${i === 0 ? "M" : "L"}${fmt(p.s)},${fmt(-top(p))}`);
  const back = [...points].reverse().map((p) => `L${fmt(p.s)},${fmt(-bottom(p))}`);
  return `${forward.join(" ")} ${back.join(" ")} Z`;
}

export function sectionShapes(points: readonly SectionPoint[]): SectionShapes {
  let foot = "";
  let drawing = false;
  let maxHeight = 0;
  for (const p of points) {
    maxHeight = Math.max(maxHeight, p.coverTop, p.shellTop, p.foot ?? 0);
    if (p.foot === null) {
      drawing = false;
      continue;
    }
    foot += `${drawing ? "L" : "M"}${fmt(p.s)},${fmt(-p.foot)} `;
    drawing = true;
  }
  return {
    shell: band(
      points,
      (p) => p.shellTop,
      (p) => p.shellBottom,
    ),
    cover: band(
      points,
      (p) => p.coverTop,
      (p) => p.shellTop,
    ),
    foot: foot.trim(),
    minS: points[0]?.s ?? 0,
    maxS: points[points.length - 1]?.s ?? 0,
    maxHeight,
  };
}

/** A round scale bar length for a span (mm): 10, 20, 50 or 100. */
export function scaleBarMm(span: number): number {
  for (const candidate of [100, 50, 20, 10]) if (candidate <= span / 3) return candidate;
  return 10;
}
