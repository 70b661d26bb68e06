// The pads, Morton's extensions and the forefoot extension: each raises the shell's top by its thickness over its
// shape, with soft edges, placed from the landmarks (the metatarsal heads, the heel centre, the heel-spur point).
// The shapes and places are our assumptions (docs/decisions.md, "Insole modifications"); the thicknesses are the
// Rx's (docs/insole-rx-mapping.md).
import { PAD_NAMES, type Pad, DESIGN_WARNING_TEXTS as T } from "@solerx/domain/design";
import { addZone, type Drawing, headName, need, warn } from "./drawing";
import { lateralOf } from "./field-edit";
import { type Raised, raiseBy } from "./raise";
import {
  add,
  dist,
  halfPlane,
  intersect,
  mid,
  OFF_GRID_MARGIN_MM,
  ring,
  roundedBox,
  type Shape,
  scale,
  sub,
  unit,
  type Vec2,
  weighCells,
} from "./shapes";

/** A part's core more than this share off the insole, or beyond the shell's end, is worth a warning. */
export const OFF_SHARE_WARNED = 0.15;

/** The distal edge of pads placed behind the heads lies this far proximal to the line of the heads (assumed). */
export const BEHIND_HEADS_MM = 5;

/** A shape and its soft edge, or null (a warning already given); a region (unbounded) runs to the insole's edge. */
type Placed = { shape: Shape; edgeMm: number; region?: true } | null;

/** The line of the heads: its direction (first to fifth) and the distal direction, square to it. */
function headLine(first: Vec2, fifth: Vec2) {
  const along = unit(sub(fifth, first));
  const square = { x: -along.y, y: along.x };
  return { along, distal: square.y >= 0 ? square : scale(square, -1) };
}

function placePad(d: Drawing, pad: Pad, name: string): Placed {
  const heads5 = ["firstMetatarsalHead", "fifthMetatarsalHead"] as const;
  switch (pad.kind) {
    case "heel-cushion": {
      const at = need(d, name, ["heelCentre"]);
      if (!at) return null;
      const half = Math.max(10, 0.35 * shellWidthAt(d, at.heelCentre));
      return { shape: roundedBox(at.heelCentre, { x: 0, y: 1 }, 1.25 * half, half, half), edgeMm: 5 };
    }
    case "heel-spur-pad": {
      const at = need(d, name, ["heelSpur"]);
      if (!at) return null;
      return { shape: ring(at.heelSpur, 8, 18), edgeMm: 2.5 };
    }
    case "met-bar": {
      const at = need(d, name, heads5);
      if (!at) return null;
      const { along, distal } = headLine(at.firstMetatarsalHead, at.fifthMetatarsalHead);
      const centre = add(mid(at.firstMetatarsalHead, at.fifthMetatarsalHead), scale(distal, -(BEHIND_HEADS_MM + 7.5)));
      const half = dist(at.firstMetatarsalHead, at.fifthMetatarsalHead) / 2 + 3;
      return { shape: roundedBox(centre, along, half, 7.5, 5), edgeMm: 4 };
    }
    case "dancers-pad": {
      const at = need(d, name, ["secondMetatarsalHead", "fifthMetatarsalHead"]);
      if (!at) return null;
      const { along, distal } = headLine(at.secondMetatarsalHead, at.fifthMetatarsalHead);
      const centre = add(mid(at.secondMetatarsalHead, at.fifthMetatarsalHead), scale(distal, -5));
      const half = dist(at.secondMetatarsalHead, at.fifthMetatarsalHead) / 2 + 8;
      return { shape: roundedBox(centre, along, half, 14, 8), edgeMm: 4 };
    }
    case "met-pad": {
      const at = need(d, name, [
        "firstMetatarsalHead",
        "secondMetatarsalHead",
        "thirdMetatarsalHead",
        "fifthMetatarsalHead",
      ]);
      if (!at) return null;
      const { distal } = headLine(at.firstMetatarsalHead, at.fifthMetatarsalHead);
      const centre = add(mid(at.secondMetatarsalHead, at.thirdMetatarsalHead), scale(distal, -(BEHIND_HEADS_MM + 15)));
      return { shape: roundedBox(centre, distal, 15, 11, 11), edgeMm: 5 };
    }
    case "neuroma-pad": {
      const n = pad.position ?? 0;
      if (n < 1 || n > 4) {
        warn(d, "part-off-shell", T.partOutsideShell(d.side, name));
        return null;
      }
      const at = need(d, name, ["firstMetatarsalHead", "fifthMetatarsalHead", headName(n), headName(n + 1)]);
      if (!at) return null;
      const { distal } = headLine(at.firstMetatarsalHead, at.fifthMetatarsalHead);
      const space = mid(at[headName(n)], at[headName(n + 1)]);
      return { shape: roundedBox(add(space, scale(distal, -(BEHIND_HEADS_MM + 10))), distal, 10, 6, 6), edgeMm: 3 };
    }
    case "balance-pad":
    case "dispersion-pad": {
      const n = pad.position ?? 0;
      const at = n >= 1 && n <= 5 ? need(d, name, ["firstMetatarsalHead", "fifthMetatarsalHead", headName(n)]) : null;
      if (!at) return null;
      const { distal } = headLine(at.firstMetatarsalHead, at.fifthMetatarsalHead);
      return { shape: roundedBox(at[headName(n)], distal, 10, 8, 8), edgeMm: 3 };
    }
    case "mortons-extension-eva":
      return firstRayRegion(d, name);
    case "forefoot-extension":
      return null; // drawn by drawForefootExtension: its place is the shell's end, not a landmark
  }
}

/**
 * Under the first metatarsal head and the hallux: medial of the line half way between the first and second
 * heads, from 15 mm proximal to the first head to the insole's end.
 */
function firstRayRegion(d: Drawing, name: string): Placed {
  const at = need(d, name, ["firstMetatarsalHead", "secondMetatarsalHead"]);
  if (!at) return null;
  const medial = { x: -lateralOf(d.side, 1), y: 0 };
  const split = mid(at.firstMetatarsalHead, at.secondMetatarsalHead);
  const start = { x: at.firstMetatarsalHead.x, y: at.firstMetatarsalHead.y - 15 };
  return {
    shape: intersect(halfPlane(split, scale(medial, -1)), halfPlane(start, { x: 0, y: -1 })),
    edgeMm: 5,
    region: true,
  };
}

/** Under the second to fifth heads and the lesser toes: lateral of that line, from 15 mm behind the heads. */
function lesserRaysRegion(d: Drawing, name: string): Placed {
  const at = need(d, name, ["firstMetatarsalHead", "secondMetatarsalHead", "fifthMetatarsalHead"]);
  if (!at) return null;
  const lateral = { x: lateralOf(d.side, 1), y: 0 };
  const split = mid(at.firstMetatarsalHead, at.secondMetatarsalHead);
  const start = { x: 0, y: Math.min(at.secondMetatarsalHead.y, at.fifthMetatarsalHead.y) - 15 };
  return {
    shape: intersect(halfPlane(split, scale(lateral, -1)), halfPlane(start, { x: 0, y: -1 })),
    edgeMm: 5,
    region: true,
  };
}

/** The shell's width across the row through a point, mm (its cells from the first to the last). */
function shellWidthAt(d: Drawing, p: Vec2): number {
  const g = d.fields.grid;
  const iy = Math.round((p.y - g.y0) / g.cellMm);
  if (iy < 0 || iy >= g.ny) return 0;
  let first = -1;
  let last = -1;
  for (let ix = 0; ix < g.nx; ix++) {
    if (d.fields.shellMask[iy * g.nx + ix] !== 1) continue;
    if (first < 0) first = ix;
    last = ix;
  }
  return first < 0 ? 0 : (last - first + 1) * g.cellMm;
}

/** The warnings a raised part's shares call for, and its zone. */
function report(d: Drawing, name: string, raised: Raised, region: boolean): void {
  if (!region && raised.offShare > OFF_SHARE_WARNED)
    warn(d, "part-off-shell", T.partOffShell(d.side, name, 100 * raised.offShare));
  if (raised.beyondShare > OFF_SHARE_WARNED) {
    warn(d, "part-off-shell", T.partBeyondShell(d.side, name, 100 * raised.beyondShare));
  }
  if (raised.drawn.some((cell) => cell === 1)) addZone(d, name, "pad", raised.drawn);
  else if (raised.offShare + raised.beyondShare === 0) warn(d, "part-off-shell", T.partOutsideShell(d.side, name));
}

function draw(d: Drawing, name: string, placed: Placed, thicknessMm: number): void {
  if (!placed) return;
  const region = placed.region === true;
  const { weights, offGridCore } = weighCells(d.fields, placed.shape, placed.edgeMm, region ? 0 : OFF_GRID_MARGIN_MM);
  const raised = raiseBy(d, weights, thicknessMm, true, offGridCore);
  report(d, name, raised, region);
}

/** The shell's Morton's extension (flexible, semi-rigid: the first ray; reverse: the lesser rays). */
export function drawMortonsExtension(d: Drawing): void {
  const ext = d.input.numbers.mortonsExtension;
  if (!ext.applied) return;
  const name = `${ext.kind} Morton's extension`;
  draw(d, name, ext.kind === "reverse" ? lesserRaysRegion(d, name) : firstRayRegion(d, name), ext.thicknessMm);
}

/** A 1/16" layer from the shell's end to the cover's end: every cover cell in front of the shell in its column. */
export function drawForefootExtension(d: Drawing): void {
  const pad = d.input.numbers.pads.find((p) => p.kind === "forefoot-extension");
  if (!pad) return;
  const f = d.fields;
  const g = f.grid;
  const weights = new Float32Array(g.nx * g.ny);
  for (let ix = 0; ix < g.nx; ix++) {
    let last = -1;
    for (let iy = 0; iy < g.ny; iy++) if (f.shellMask[iy * g.nx + ix] === 1) last = iy;
    if (last < 0) continue;
    for (let iy = last + 1; iy < g.ny && f.coverMask[iy * g.nx + ix] === 1; iy++) weights[iy * g.nx + ix] = 1;
  }
  const name = PAD_NAMES["forefoot-extension"];
  if (weights.every((w) => w === 0)) {
    warn(d, "part-off-shell", T.nothingToExtend(d.side, name));
    return;
  }
  report(d, name, raiseBy(d, weights, pad.thicknessMm, true), true);
}

const padName = (pad: Pad) =>
  pad.position === null ? PAD_NAMES[pad.kind] : `${PAD_NAMES[pad.kind]} at position ${pad.position}`;

/** Every pad of the Rx but the forefoot extension, each on its place. */
export function drawPads(d: Drawing): void {
  for (const pad of d.input.numbers.pads) {
    if (pad.kind === "forefoot-extension") continue;
    const name = padName(pad);
    draw(d, name, placePad(d, pad, name), pad.thicknessMm);
  }
}
