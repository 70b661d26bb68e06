// The insole worker's answer for one foot (insole-view.ts InsoleView) from the generator's result: the meshes as
// they are, the shell's thickness at each of its vertices and the two sections, read from the height fields the
// solids were meshed from (generateInsole's `fields`, in the insole's frame), and the oriented scan lowered by the
// same amount as the insole so the foot stands on it.
import type { FramePoint, InsoleFields, InsoleResult, PreparedScan, TriangleMesh } from "@solerx/geometry";
import type { InsoleSection, InsoleView, MeshBuffers, SectionPoint } from "./insole-view";

/** The sections are sampled every millimetre (issue 20: "sample the fields at 1 mm"). */
export const SECTION_STEP_MM = 1;
/** How far past the insole's plan a section looks for its ends, mm (a full-length shell runs 10 mm past the toes). */
const SECTION_REACH_MM = 400;

type Field = "shellTop" | "shellBottom" | "coverTop" | "coverBottom";

/**
 * A field's value at (x, y): the bilinear blend of the four nodes around it that belong to the part (mask 1),
 * reweighted over those; NaN when none does. At the outline the solid's edge runs between nodes, so a vertex there
 * takes its inside neighbours' values, as the mesher does.
 */
export function sampleField(fields: InsoleFields, field: Field, mask: Uint8Array, x: number, y: number): number {
  const { x0, y0, cellMm, nx, ny } = fields.grid;
  const fx = (x - x0) / cellMm;
  const fy = (y - y0) / cellMm;
  const ix = Math.max(0, Math.min(nx - 2, Math.floor(fx)));
  const iy = Math.max(0, Math.min(ny - 2, Math.floor(fy)));
  const tx = Math.max(0, Math.min(1, fx - ix));
  const ty = Math.max(0, Math.min(1, fy - iy));
  const values = fields[field];
  let sum = 0;
  let weight = 0;
  for (const [dx, dy, w] of [
    [0, 0, (1 - tx) * (1 - ty)],
    [1, 0, tx * (1 - ty)],
    [0, 1, (1 - tx) * ty],
    [1, 1, tx * ty],
  ] as const) {
    const i = (iy + dy) * nx + ix + dx;
    const z = values[i] as number;
    if (mask[i] !== 1 || !Number.isFinite(z)) continue;
    // A node exactly on the point's row or column still counts, with a tiny weight.
    const wi = Math.max(w, 1e-6);
    sum += z * wi;
    weight += wi;
  }
  return weight > 0 ? sum / weight : Number.NaN;
}

/** The shell's vertical thickness (top minus bottom, mm) at each of its vertices, for the heat map. */
export function shellThickness(fields: InsoleFields, shell: TriangleMesh): Float32Array {
  const count = shell.positions.length / 3;
  const thickness = new Float32Array(count);
  for (let v = 0; v < count; v++) {
    const x = shell.positions[3 * v] as number;
    const y = shell.positions[3 * v + 1] as number;
    const t =
      sampleField(fields, "shellTop", fields.shellMask, x, y) -
      sampleField(fields, "shellBottom", fields.shellMask, x, y);
    thickness[v] = Number.isFinite(t) ? t : 0;
  }
  return thickness;
}

/** The plantar surface (oriented scan's frame) lowered into the insole's frame; null where the foot is not. */
function footHeight(scan: PreparedScan, ground: number, x: number, y: number): number | null {
  const g = scan.plantar;
  const ix = Math.round((x - g.x0) / g.cellMm);
  const iy = Math.round((y - g.y0) / g.cellMm);
  if (ix < 0 || iy < 0 || ix >= g.nx || iy >= g.ny) return null;
  const z = g.z[iy * g.nx + ix] as number;
  return Number.isFinite(z) ? z - ground : null;
}

/**
 * One cut through the insole: from `origin` along the unit direction (dx, dy), every millimetre where the shell or
 * the cover is. `s` runs from the cut's first point on the insole (0) onwards. Where only the cover is (a cover
 * longer than the shell), the shell's bottom and top both sit at the cover's underside: no shell there.
 */
export function sectionAlong(
  result: InsoleResult,
  scan: PreparedScan,
  origin: { x: number; y: number },
  dx: number,
  dy: number,
): SectionPoint[] {
  const { fields, ground } = result;
  const points: SectionPoint[] = [];
  let first: number | null = null;
  for (let t = -SECTION_REACH_MM; t <= SECTION_REACH_MM; t += SECTION_STEP_MM) {
    const x = origin.x + t * dx;
    const y = origin.y + t * dy;
    const coverTop = sampleField(fields, "coverTop", fields.coverMask, x, y);
    let shellTop = sampleField(fields, "shellTop", fields.shellMask, x, y);
    let shellBottom = sampleField(fields, "shellBottom", fields.shellMask, x, y);
    if (!Number.isFinite(shellTop) || !Number.isFinite(shellBottom)) {
      if (!Number.isFinite(coverTop)) continue;
      const coverBottom = sampleField(fields, "coverBottom", fields.coverMask, x, y);
      shellTop = coverBottom;
      shellBottom = coverBottom;
    }
    first ??= t;
    points.push({
      s: t - first,
      shellBottom,
      shellTop,
      coverTop: Number.isFinite(coverTop) ? coverTop : shellTop,
      foot: footHeight(scan, ground, x, y),
    });
  }
  return points;
}

/** The heel centre and the foot axis's direction in the insole's frame: the clinician's landmarks, else the plan's. */
function axisOf(result: InsoleResult, landmarks: { heelCentre?: FramePoint; footAxis?: FramePoint }) {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of result.outline) {
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  // The generator's own fallback for a missing heel centre (design-frame.ts): 18% of the length from the back.
  const heel = landmarks.heelCentre ?? { x: (minX + maxX) / 2, y: minY + 0.18 * (maxY - minY), z: 0 };
  let dx = 0;
  let dy = 1;
  const toward = landmarks.footAxis;
  if (toward) {
    const length = Math.hypot(toward.x - heel.x, toward.y - heel.y);
    if (length > 10) {
      dx = (toward.x - heel.x) / length;
      dy = (toward.y - heel.y) / length;
    }
  }
  return { heel, dx, dy };
}

export function insoleSections(
  result: InsoleResult,
  scan: PreparedScan,
  landmarks: { heelCentre?: FramePoint; footAxis?: FramePoint },
): InsoleSection[] {
  const { heel, dx, dy } = axisOf(result, landmarks);
  return [
    { kind: "axis", points: sectionAlong(result, scan, heel, dx, dy) },
    // Across the heel: perpendicular to the axis, towards +x.
    { kind: "heel", points: sectionAlong(result, scan, heel, dy, -dx) },
  ];
}

/** The oriented scan in the insole's frame (lowered by the generator's ground), as new arrays the answer may transfer. */
export function footInInsoleFrame(scan: PreparedScan, ground: number): MeshBuffers {
  const positions = Float32Array.from(scan.mesh.positions);
  for (let i = 2; i < positions.length; i += 3) positions[i] = (positions[i] as number) - ground;
  return { positions, indices: Uint32Array.from(scan.mesh.indices) };
}

export function insoleView(
  result: InsoleResult,
  scan: PreparedScan,
  landmarks: { heelCentre?: FramePoint; footAxis?: FramePoint },
  timeMs: number,
): InsoleView {
  return {
    side: result.side,
    shell: {
      positions: result.shell.positions,
      indices: result.shell.indices,
      thickness: shellThickness(result.fields, result.shell),
    },
    cover: { positions: result.cover.positions, indices: result.cover.indices },
    // The foot goes once per scan (footInInsoleFrame): the worker adds it when the page does not hold it.
    foot: null,
    outline: result.outline,
    zones: result.zones,
    sections: insoleSections(result, scan, landmarks),
    numbers: result.numbers,
    checks: result.checks,
    warnings: result.warnings,
    timeMs,
  };
}

/** The typed arrays' buffers of an answer's views, for postMessage's transfer list (each buffer once). */
export function transferables(views: Iterable<InsoleView>): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const add = (array: ArrayBufferView) => {
    if (array.buffer instanceof ArrayBuffer) buffers.add(array.buffer);
  };
  for (const view of views) {
    add(view.shell.positions);
    add(view.shell.indices);
    add(view.shell.thickness);
    add(view.cover.positions);
    add(view.cover.indices);
    if (view.foot) {
      add(view.foot.positions);
      add(view.foot.indices);
    }
  }
  return [...buffers];
}
