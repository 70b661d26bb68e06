// An insole drawing for the PDF's 1:1 pages, made in memory: a synthetic foot's plantar outline (geometry's
// plantarOutline) moved into the insole's frame (heel at y = 0), and zones of each kind laid on it as the generator
// would: a rearfoot post, an arch modification, a heel spur pad, a met pad, a first ray cut-out.
import { generateFoot, type Point2, plantarOutline } from "@solerx/geometry";
import type { InsoleDrawing, InsoleDrawingZone, Side } from "../pdf/document";
import { boundsOf, clipToRect } from "../pdf/polygon";

/** A closed ellipse, counter-clockwise. */
export function ellipse(centre: Point2, rx: number, ry: number, steps = 32): Point2[] {
  return Array.from({ length: steps }, (_, i) => {
    const angle = (2 * Math.PI * i) / steps;
    return { x: centre.x + rx * Math.cos(angle), y: centre.y + ry * Math.sin(angle) };
  });
}

/**
 * The outlines made so far in this test file, by side and size: generating and outlining a foot takes about half a
 * second and the same options give the same outline, so each is made once; callers get a copy to change freely.
 */
const outlines = new Map<string, Point2[]>();

/** The foot's outline in the insole frame: heel at y = 0, the axis x = 0 through the middle of the heel. */
export function insoleOutline(side: Side, shoeSize = 10): Point2[] {
  const key = `${side} ${shoeSize}`;
  let outline = outlines.get(key);
  if (!outline) {
    outline = makeInsoleOutline(side, shoeSize);
    outlines.set(key, outline);
  }
  return outline.map((p) => ({ ...p }));
}

function makeInsoleOutline(side: Side, shoeSize: number): Point2[] {
  const foot = generateFoot({ side, shoeSize, seed: 3, triangles: 50_000 });
  const outline = plantarOutline(foot.mesh);
  const b = boundsOf(outline);
  const heel = clipToRect(outline, { ...b, maxY: b.minY + 40 });
  const hb = boundsOf(heel);
  const axis = (hb.minX + hb.maxX) / 2;
  return outline.map((p) => ({ x: p.x - axis, y: p.y - b.minY }));
}

/** The outline scaled along its length to `length` mm (a foot of any size, the same shape). */
export function stretched(outline: readonly Point2[], length: number): Point2[] {
  const b = boundsOf(outline);
  const k = length / (b.maxY - b.minY);
  return outline.map((p) => ({ x: p.x, y: b.minY + (p.y - b.minY) * k }));
}

/** Zones of every kind on the outline, placed by fractions of its length; the medial side from the foot's side. */
export function sampleZones(side: Side, outline: readonly Point2[]): InsoleDrawingZone[] {
  const b = boundsOf(outline);
  const L = b.maxY - b.minY;
  const at = (share: number) => b.minY + share * L;
  // A right foot's medial side is at -x.
  const medial = (rect: { minY: number; maxY: number }, share: number) =>
    side === "right"
      ? { minX: b.minX, maxX: b.minX + share * (b.maxX - b.minX), ...rect }
      : { minX: b.maxX - share * (b.maxX - b.minX), maxX: b.maxX, ...rect };
  const sign = side === "right" ? -1 : 1;
  return [
    {
      label: "Rearfoot post 4\u00b0 varus",
      kind: "post",
      outline: clipToRect(outline, { ...b, minY: at(0), maxY: at(0.27) }),
    },
    {
      label: "Medial arch fill",
      kind: "modification",
      outline: clipToRect(outline, medial({ minY: at(0.3), maxY: at(0.58) }, 0.4)),
    },
    { label: "Heel spur pad", kind: "pad", outline: ellipse({ x: 0, y: at(0.13) }, 9, 11) },
    { label: "Met pad", kind: "pad", outline: ellipse({ x: sign * 4, y: at(0.62) }, 11, 15) },
    {
      label: "First ray cut-out",
      kind: "cutout",
      outline: clipToRect(outline, medial({ minY: at(0.66), maxY: at(0.8) }, 0.33)),
    },
  ];
}

export function insoleDrawing(
  side: Side,
  options: { length?: number; zones?: InsoleDrawingZone[] } = {},
): InsoleDrawing {
  const base = insoleOutline(side);
  const outline = options.length ? stretched(base, options.length) : base;
  return { outline, zones: options.zones ?? sampleZones(side, outline) };
}
