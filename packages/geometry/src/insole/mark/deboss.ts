// The text (and logo and plantar pattern) debossed into the shell's underside on an order's insoles (issue 19
// point 3; the spec: "Embossed text uses the first 8 characters of the order id plus L or R. The embossed logo and
// plantar pattern are enabled on export"). The mark's strokes and the pattern's hollows become one CrossSection,
// one extrusion warped to follow the underside MARK_DEPTH_MM deep, and one subtraction: a single boolean.
import type { CrossSection, Manifold, ManifoldToplevel } from "manifold-3d";
import type { InsoleInput } from "../insole-model";
import { layoutMark, type Point } from "./mark-layout";
import { patternPolygons, placeMark } from "./placement";
import { undersideAt, undersideOf } from "./underside";

/** How deep the mark and the pattern are cut into the underside, mm (the spec's deboss; the depth assumed). */
export const MARK_DEPTH_MM = 0.5;

/**
 * The shell with the mark cut into its underside. Without a mark (a session's insole, not an order's), or when
 * the mark fits nowhere on the shell, the shell itself is answered unchanged: the caller deletes the shell given
 * and, when it is a different handle, the one answered.
 */
export function debossMark(wasm: ManifoldToplevel, shell: Manifold, input: InsoleInput): Manifold {
  const text = input.mark?.trim() ?? "";
  if (text === "") return shell;
  const mesh = shell.getMesh();
  const under = undersideOf(mesh.vertProperties, mesh.numProp, mesh.triVerts);
  const placement = placeMark(under, input, text);
  if (!placement) return shell;
  const layout = layoutMark(text, placement.centre, placement.height);
  const pattern = patternPolygons(under, input, {
    centre: placement.centre,
    length: layout.length,
    width: layout.width,
  });
  const contours = [...layout.polygons, ...pattern].map((polygon) =>
    polygon.map((p: Point) => [p.x, p.y] as [number, number]),
  );
  const handles: (CrossSection | Manifold)[] = [];
  try {
    const section = new wasm.CrossSection(contours, "Positive");
    handles.push(section);
    const slab = section.extrude(1);
    handles.push(slab);
    const below = slab.translate([0, 0, -1]);
    handles.push(below);
    // The slab's top (z = 0) lifted to MARK_DEPTH_MM above the underside; its bottom stays under the ground.
    const cutter = below.warpBatch((verts, count) => {
      for (let v = 0; v < count; v++) {
        if ((verts[3 * v + 2] as number) < -0.5) continue;
        const z = undersideAt(under, verts[3 * v] as number, verts[3 * v + 1] as number);
        verts[3 * v + 2] = Number.isFinite(z) ? z + MARK_DEPTH_MM : -0.5;
      }
    });
    handles.push(cutter);
    return shell.subtract(cutter);
  } finally {
    for (const handle of handles) handle.delete();
  }
}
