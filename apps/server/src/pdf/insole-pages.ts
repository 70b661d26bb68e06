// The insole pages (issue 19 point 4): each insole the generator made (FootSheet.insole) drawn from above at exactly
// 1:1, cut into parts that overlap (insole-tiles.ts), one part a page: its zones (posts, pads, cut-outs,
// modifications) drawn and numbered, named where the name fits and always in the legend; crop marks at the window's
// corners, lettered registration targets in each overlap, the edge to trim dashed, a 50 mm scale bar, a 10 mm grid
// from the heel, and a small map of the parts. The bench prints them at 100% and lays the insole on the paper.
import type { Point2 } from "@solerx/geometry";
import type { InsoleDrawing, InsoleDrawingZone, InsoleZoneKind, PrescriptionDocument, Side } from "./document";
import { OVERLAP_MM, PT_PER_MM, planTiles, REGION_PAD_MM, type Tile, type TilePlan, toPage } from "./insole-tiles";
import { COLOR, CONTENT, type Doc, drawText, goToPage, type TextBox, TYPE, textHeight, textWidth } from "./layout";
import {
  boundsOf,
  clipToRect,
  containsRect,
  labelPoints,
  overlaps,
  type Rect,
  rectInsidePolygon,
  simplified,
  unionOf,
} from "./polygon";
import { mmText, PDF_TEXTS, ZONE_KIND_TEXTS } from "./texts";

const T = PDF_TEXTS;
/** Room around the window for its crop marks, pt. */
const CROP = 14;
/** The title, the instructions and the map of the parts take the top of the page down to here. */
const HEADER_BOTTOM = CONTENT.continuedTop + 56;
const MAP = { width: 70, height: 52 };
/** The scale bar: 50 mm at 1:1, fixed at the foot of the page's left. */
export const SCALE_BAR = { x: CONTENT.left + CROP, y: CONTENT.bottom - 19, width: 50 * PT_PER_MM, height: 5 } as const;
const SCALE_BLOCK_HEIGHT = 34;
const LEGEND = { left: CONTENT.left + 200, columns: 2, gap: 12, heading: 13, maxHeight: 190, tag: 14 } as const;
const LEGEND_WIDTH = CONTENT.right - LEGEND.left;
const LEGEND_COLUMN = (LEGEND_WIDTH - (LEGEND.columns - 1) * LEGEND.gap) / LEGEND.columns;
const LEGEND_TEXT: TextBox = { width: LEGEND_COLUMN - LEGEND.tag, size: 7 };
/** A zone's name on the drawing: one line, cut long before it could cross the page. */
const ZONE_LABEL_CHARS = 48;
const LABEL_SIZE = 6.5;
const TAG_RADIUS = 4.6;

/** How each kind of zone looks: posts hatched (they are under the shell), cut-outs white (no material). */
const ZONE_STYLE: Record<InsoleZoneKind, { fill: string; stroke: string; dashed: boolean; hatched: boolean }> = {
  modification: { fill: "#e3f1e7", stroke: "#2e7d4f", dashed: true, hatched: false },
  post: { fill: "#dbe7f4", stroke: "#2f6fa8", dashed: false, hatched: true },
  pad: { fill: "#fbe5cc", stroke: "#b25d0e", dashed: false, hatched: false },
  cutout: { fill: "#ffffff", stroke: "#b3261e", dashed: true, hatched: false },
};
/** Drawn bottom to top: what is shaped into the shell, what is under it, what sits on it, what is cut away. */
const KIND_ORDER: readonly InsoleZoneKind[] = ["modification", "post", "pad", "cutout"];

interface NumberedZone extends InsoleDrawingZone {
  number: number;
}

interface LegendEntry {
  zone: NumberedZone;
  /** The zone's name and kind as the legend writes it, cut to two lines. */
  text: string;
  height: number;
}

interface Legend {
  entries: LegendEntry[];
  /** Zones left out of a legend that would take too much of the page. */
  hidden: number;
  height: number;
}

export interface InsoleLayout {
  side: Side;
  outline: Point2[];
  zones: NumberedZone[];
  legend: Legend;
  /** Where the drawing shows on every part's page, pt (y down). */
  window: Rect;
  /** The parts; null when the insole would take more pages than an insole can (insole-tiles MAX_PARTS). */
  plan: TilePlan | null;
  /** The rearmost point of the insole: the grid's and the figures' zero. */
  heelY: number;
}

/** How far a drawn point may lie from the generator's, mm: a twentieth of the outline's line. */
const DRAWING_TOLERANCE_MM = 0.02;
/** The map of the parts is about a twentieth of full size. */
const MAP_TOLERANCE_MM = 1;

/** The finite points, simplified to the drawing's tolerance. */
function finite(points: readonly Point2[] | undefined): Point2[] {
  const kept = (points ?? [])
    .filter((p) => Number.isFinite(p?.x) && Number.isFinite(p?.y))
    .map((p) => ({ x: p.x, y: p.y }));
  return simplified(kept, DRAWING_TOLERANCE_MM);
}

/** The drawing as it can be drawn (points not finite dropped, zones without three points left out); null without an outline. */
function usable(drawing: InsoleDrawing | undefined): { outline: Point2[]; zones: NumberedZone[] } | null {
  const outline = finite(drawing?.outline);
  if (outline.length < 3) return null;
  const zones = (drawing?.zones ?? [])
    .filter((zone) => zone && ZONE_STYLE[zone.kind] !== undefined)
    .map((zone) => ({ ...zone, label: String(zone.label ?? ""), outline: finite(zone.outline) }))
    .filter((zone) => zone.outline.length >= 3)
    .map((zone, index) => ({ ...zone, number: index + 1 }));
  return { outline, zones };
}

/** The text cut, with an ellipsis, to at most `lines` lines of the box. */
function clamped(doc: Doc, text: string, box: TextBox, lines: number): string {
  const limit = textHeight(doc, Array(lines).fill("X").join("\n"), box) + 0.5;
  // Two lines of the legend hold about 90 characters: a longer text is cut before it is measured.
  const short = text.length > 200 ? text.slice(0, 200) : text;
  if (short === text && textHeight(doc, text, box) <= limit) return text;
  const fits = (n: number) => textHeight(doc, `${short.slice(0, n).trimEnd()}\u2026`, box) <= limit;
  let low = 0;
  let high = short.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return `${short.slice(0, low).trimEnd()}\u2026`;
}

function legendText(zone: InsoleDrawingZone): string {
  const name = zone.label.trim() === "" ? ZONE_KIND_TEXTS[zone.kind] : zone.label.trim();
  return `${name} (${ZONE_KIND_TEXTS[zone.kind].toLowerCase()})`;
}

/** Rows of the legend's columns: each row as tall as its tallest entry. */
function legendRows(entries: readonly LegendEntry[]): LegendEntry[][] {
  const rows: LegendEntry[][] = [];
  for (let i = 0; i < entries.length; i += LEGEND.columns) rows.push(entries.slice(i, i + LEGEND.columns));
  return rows;
}

const rowHeight = (row: readonly LegendEntry[]) => Math.max(...row.map((entry) => entry.height)) + 3;

function layoutLegend(doc: Doc, zones: readonly NumberedZone[]): Legend {
  const all = zones.map((zone): LegendEntry => {
    const text = clamped(doc, legendText(zone), LEGEND_TEXT, 2);
    return { zone, text, height: Math.max(TAG_RADIUS * 2, textHeight(doc, text, LEGEND_TEXT)) };
  });
  if (all.length === 0) return { entries: [], hidden: 0, height: LEGEND.heading + 10 };
  const entries: LegendEntry[] = [];
  let height = LEGEND.heading;
  for (const row of legendRows(all)) {
    // The last row is kept for the "and n more" line when not everything fits.
    if (height + rowHeight(row) > LEGEND.maxHeight - 12) break;
    entries.push(...row);
    height += rowHeight(row);
  }
  const hidden = all.length - entries.length;
  return { entries, hidden, height: height + (hidden > 0 ? 12 : 0) };
}

/** The drawing's window on the page (pt, y down): between the header and the scale bar and legend. */
function windowFor(legend: Legend): Rect {
  const band = Math.max(SCALE_BLOCK_HEIGHT, legend.height);
  return {
    minX: CONTENT.left + CROP,
    maxX: CONTENT.right - CROP,
    minY: HEADER_BOTTOM + CROP,
    maxY: CONTENT.bottom - band - CROP - 4,
  };
}

/** How a foot's insole is laid out over its pages; null when the foot has no insole to draw. */
export function planInsole(doc: Doc, side: Side, drawing: InsoleDrawing | undefined): InsoleLayout | null {
  const shape = usable(drawing);
  if (!shape) return null;
  const legend = layoutLegend(doc, shape.zones);
  const window = windowFor(legend);
  const outlineBounds = boundsOf(shape.outline);
  const content = shape.zones.reduce((b, zone) => unionOf(b, boundsOf(zone.outline)), outlineBounds);
  const region = {
    minX: content.minX - REGION_PAD_MM,
    minY: content.minY - REGION_PAD_MM,
    maxX: content.maxX + REGION_PAD_MM,
    maxY: content.maxY + REGION_PAD_MM,
  };
  const size = { width: (window.maxX - window.minX) / PT_PER_MM, height: (window.maxY - window.minY) / PT_PER_MM };
  return { side, ...shape, legend, window, plan: planTiles(region, size), heelY: outlineBounds.minY };
}

function sideName(side: Side): string {
  return side === "left" ? T.left : T.right;
}

function path(doc: Doc, points: readonly Point2[]): Doc {
  return doc.polygon(...points.map((p) => [p.x, p.y] as [number, number]));
}

/** The title, the instructions, and at the right the map of the parts with this one shaded. */
function drawHeader(doc: Doc, layout: InsoleLayout, plan: TilePlan, tile: Tile): void {
  const width = CONTENT.width - MAP.width - 14;
  let y = CONTENT.continuedTop;
  y += drawText(doc, T.insoleTitle(sideName(layout.side), tile.part, plan.tiles.length), CONTENT.left, y, {
    width,
    font: "bold",
    size: TYPE.pageTitle,
  });
  const join = plan.tiles.length > 1 ? ` ${T.insoleJoin(OVERLAP_MM)}` : "";
  drawText(doc, `${T.insoleActualSize}${join}`, CONTENT.left, y + 3, {
    width,
    size: TYPE.small,
    color: COLOR.muted,
  });
  drawMap(doc, layout, plan, tile);
}

function drawMap(doc: Doc, layout: InsoleLayout, plan: TilePlan, current: Tile): void {
  const box = { x: CONTENT.right - MAP.width, y: CONTENT.continuedTop, ...MAP };
  const area = plan.tiles.map((tile) => tile.frame).reduce(unionOf);
  const scale = Math.min((box.width - 4) / (area.maxX - area.minX), (box.height - 4) / (area.maxY - area.minY));
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const centre = { x: (area.minX + area.maxX) / 2, y: (area.minY + area.maxY) / 2 };
  const at = (p: Point2): Point2 => ({
    x: middle.x + (p.x - centre.x) * scale,
    y: middle.y - (p.y - centre.y) * scale,
  });
  for (const tile of plan.tiles) {
    const a = at({ x: tile.frame.minX, y: tile.frame.maxY });
    const b = at({ x: tile.frame.maxX, y: tile.frame.minY });
    const isCurrent = tile === current;
    doc
      .save()
      .rect(a.x, a.y, b.x - a.x, b.y - a.y)
      .lineWidth(isCurrent ? 0.9 : 0.4)
      .fillOpacity(isCurrent ? 0.18 : 0)
      .fillAndStroke(COLOR.accent, isCurrent ? COLOR.accent : COLOR.rule)
      .restore();
  }
  doc.save().lineWidth(0.5).strokeColor(COLOR.ink);
  path(doc, simplified(layout.outline, MAP_TOLERANCE_MM).map(at)).stroke();
  doc.restore();
}

function drawGrid(doc: Doc, layout: InsoleLayout, plan: TilePlan, tile: Tile, page: (p: Point2) => Point2): void {
  const { frame } = tile;
  const { window } = layout;
  // The figures keep out of the overlaps, where the targets are.
  const bands = plan.overlaps
    .filter((o) => o.parts.includes(tile.part) && o.band.maxX - o.band.minX > o.band.maxY - o.band.minY)
    .map((o) => o.band);
  const inBand = (y: number) => bands.some((band) => y > band.minY - 4 && y < band.maxY + 4);
  const line = (a: Point2, b: Point2, major: boolean) => {
    const p = page(a);
    const q = page(b);
    doc
      .save()
      .moveTo(p.x, p.y)
      .lineTo(q.x, q.y)
      .lineWidth(major ? 0.45 : 0.3)
      .strokeColor(major ? COLOR.rule : COLOR.grid)
      .stroke()
      .restore();
  };
  for (let x = Math.ceil(frame.minX / 10) * 10; x <= frame.maxX; x += 10) {
    line({ x, y: frame.minY }, { x, y: frame.maxY }, x % 50 === 0);
  }
  const first = layout.heelY + Math.ceil((frame.minY - layout.heelY) / 10) * 10;
  for (let y = first; y <= frame.maxY; y += 10) {
    const fromHeel = Math.round(y - layout.heelY);
    line({ x: frame.minX, y }, { x: frame.maxX, y }, fromHeel % 50 === 0);
    const at = page({ x: frame.minX, y });
    // The figures of the 50 mm lines, along the window's left side, clear of its top and bottom corners.
    const clear = at.y > window.minY + 14 && at.y < window.maxY - 20 && !inBand(y);
    if (fromHeel % 50 === 0 && fromHeel >= 0 && clear) {
      drawText(doc, `${fromHeel}`, at.x + 2, at.y - 8, { width: 30, size: TYPE.label, color: COLOR.faint });
    }
  }
}

function drawZone(doc: Doc, zone: NumberedZone, page: (p: Point2) => Point2): void {
  const style = ZONE_STYLE[zone.kind];
  const points = zone.outline.map(page);
  doc.save().fillColor(style.fill).fillOpacity(0.9);
  path(doc, points).fill();
  doc.restore();
  if (style.hatched) {
    const b = boundsOf(points);
    doc.save();
    path(doc, points).clip();
    doc.lineWidth(0.35).strokeColor(style.stroke).strokeOpacity(0.45);
    for (let x = b.minX - (b.maxY - b.minY); x <= b.maxX; x += 4) {
      doc
        .moveTo(x, b.maxY)
        .lineTo(x + (b.maxY - b.minY), b.minY)
        .stroke();
    }
    doc.restore();
  }
  doc.save().lineWidth(0.7).strokeColor(style.stroke).lineJoin("round");
  if (style.dashed) doc.dash(2.5, { space: 1.8 });
  path(doc, points).stroke();
  doc.undash().restore();
}

/** A zone's number in a small ring of its colour, centred at (x, y). */
function drawTag(doc: Doc, zone: NumberedZone, x: number, y: number): void {
  doc.save().circle(x, y, TAG_RADIUS).lineWidth(0.7).fillAndStroke("#ffffff", ZONE_STYLE[zone.kind].stroke).restore();
  const text = String(zone.number);
  drawText(doc, text, x - 8, y - 2.6, { width: 16, align: "center", font: "bold", size: 5.8 });
}

function zoneLabel(zone: NumberedZone): string {
  const name = zone.label.trim();
  return name.length > ZONE_LABEL_CHARS ? `${name.slice(0, ZONE_LABEL_CHARS - 1).trimEnd()}\u2026` : name;
}

function areaOf(points: readonly Point2[]): number {
  let twice = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[j] as Point2;
    const b = points[i] as Point2;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

/**
 * Each zone's number on the part of it this page shows, with its name beside when the two fit inside the zone,
 * clear of the names already placed and of the smaller zones lying on it; else the number alone, and the legend
 * names it. Smaller zones are placed first: a pad on a post gets its place before the post's name.
 */
function drawZoneLabels(doc: Doc, layout: InsoleLayout, tile: Tile, page: (p: Point2) => Point2): void {
  const inset = 2;
  const visible = {
    minX: tile.frame.minX + inset,
    minY: tile.frame.minY + inset,
    maxX: tile.frame.maxX - inset,
    maxY: tile.frame.maxY - inset,
  };
  const pieces = layout.zones
    .map((zone) => ({ zone, piece: clipToRect(zone.outline, visible).map(page) }))
    .filter(({ piece }) => piece.length >= 3)
    .map((entry) => ({ ...entry, area: areaOf(entry.piece), bounds: boundsOf(entry.piece) }))
    .sort((a, b) => a.area - b.area);
  const placed: Rect[] = [];
  const box = { size: LABEL_SIZE };
  const marks: { zone: NumberedZone; at: Point2; rect: Rect; label: string | null; width: number }[] = [];
  for (const { zone, piece, area } of pieces) {
    const candidates = labelPoints(piece);
    if (candidates.length === 0) continue;
    const smaller = pieces.filter((other) => other.area < area).map((other) => other.bounds);
    const label = zoneLabel(zone);
    const labelWidth = label === "" ? 0 : textWidth(doc, label, box) + 1;
    const unit = (p: Point2, withLabel: boolean): Rect => {
      const width = TAG_RADIUS * 2 + (withLabel ? 3 + labelWidth : 0);
      return { minX: p.x - width / 2 - 1.5, maxX: p.x + width / 2 + 1.5, minY: p.y - 5.5, maxY: p.y + 5.5 };
    };
    const clear = (r: Rect) => ![...placed, ...smaller].some((other) => overlaps(r, other));
    const fits = (p: Point2) => rectInsidePolygon(piece, unit(p, true)) && clear(unit(p, true));
    const named = labelWidth > 0 ? candidates.find(fits) : undefined;
    const alone = (p: Point2) => !placed.some((other) => overlaps(unit(p, false), other));
    const at = named ?? candidates.find(alone) ?? (candidates[0] as Point2);
    const rect = unit(at, named !== undefined);
    placed.push(rect);
    marks.push({ zone, at, rect, label: named ? label : null, width: labelWidth });
  }
  for (const { zone, at, rect, label, width } of marks) {
    if (label !== null) {
      // A white ground under the name, so that it reads over hatching and grid.
      doc
        .save()
        .roundedRect(rect.minX + 1, rect.minY + 0.5, rect.maxX - rect.minX - 2, rect.maxY - rect.minY - 1, 5)
        .fillOpacity(0.85)
        .fill("#ffffff")
        .restore();
      drawText(doc, label, rect.minX + 1.5 + TAG_RADIUS * 2 + 3, at.y - 3.2, { ...box, width: width + 2 });
    }
    drawTag(doc, zone, rect.minX + 1.5 + TAG_RADIUS, at.y);
  }
}

/** The foot axis (x = 0 of the insole's frame) when it runs through the insole. */
function drawAxis(doc: Doc, layout: InsoleLayout, tile: Tile, page: (p: Point2) => Point2): void {
  const b = boundsOf(layout.outline);
  if (!(b.minX < 0 && b.maxX > 0) || tile.frame.minX > 0 || tile.frame.maxX < 0) return;
  const top = page({ x: 0, y: Math.min(b.maxY + 3, tile.frame.maxY) });
  const bottom = page({ x: 0, y: Math.max(b.minY, tile.frame.minY) });
  doc.save().lineWidth(0.4).strokeColor(COLOR.muted).dash(6, { space: 2 });
  doc.moveTo(top.x, top.y).lineTo(bottom.x, bottom.y).stroke();
  doc.undash().restore();
  const under = page({ x: 0, y: b.minY - 1.2 });
  const width = textWidth(doc, T.footAxis, { size: TYPE.label }) + 2;
  const room = layout.window;
  if (b.minY - 4 > tile.frame.minY && under.x - width / 2 > room.minX && under.x + width / 2 < room.maxX) {
    drawText(doc, T.footAxis, under.x - width / 2, under.y, {
      width,
      align: "center",
      size: TYPE.label,
      color: COLOR.muted,
    });
  }
}

/** Medial and lateral at the foot of the window's sides: a right insole's medial side is on the left. */
function drawSideNames(doc: Doc, layout: InsoleLayout): void {
  const { window } = layout;
  const [left, right] = layout.side === "right" ? [T.medial, T.lateral] : [T.lateral, T.medial];
  const style = { size: TYPE.label, caps: true, color: COLOR.muted };
  drawText(doc, left, window.minX + 3, window.maxY - 10, { ...style, width: 60 });
  drawText(doc, right, window.maxX - 63, window.maxY - 10, { ...style, width: 60, align: "right" });
}

function drawInsole(doc: Doc, layout: InsoleLayout, tile: Tile, page: (p: Point2) => Point2): void {
  const outline = layout.outline.map(page);
  doc.save().fillColor(COLOR.tint);
  path(doc, outline).fill();
  doc.restore();
  // Only the zones this part shows are written into its page.
  const zones = layout.zones
    .filter((zone) => overlaps(boundsOf(zone.outline), tile.frame))
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  for (const zone of zones) drawZone(doc, zone, page);
  doc.save().lineWidth(0.9).lineJoin("round").strokeColor(COLOR.ink);
  path(doc, outline).stroke();
  doc.restore();
  drawAxis(doc, layout, tile, page);
}

/** The window's frame, its trimmed edges dashed with what to do, and crop marks at its corners. */
function drawWindowEdges(doc: Doc, layout: InsoleLayout, plan: TilePlan, tile: Tile): void {
  const w = layout.window;
  doc
    .save()
    .rect(w.minX, w.minY, w.maxX - w.minX, w.maxY - w.minY)
    .lineWidth(0.4)
    .strokeColor(COLOR.rule)
    .stroke()
    .restore();
  const dashed = (x1: number, y1: number, x2: number, y2: number) =>
    doc.save().lineWidth(0.7).strokeColor(COLOR.ink).dash(4, { space: 2.5 }).moveTo(x1, y1).lineTo(x2, y2).stroke();
  const note = { size: TYPE.label, color: COLOR.ink };
  const before = (part: number) => plan.overlaps.find((o) => o.parts[0] === part && o.parts[1] === tile.part);
  if (tile.trim.bottom) {
    dashed(w.minX, w.maxY, w.maxX, w.maxY).undash().restore();
    const part = tile.part - plan.columns;
    const text = T.insoleTrim(part, before(part)?.letter ?? "");
    drawText(doc, text, w.minX + 14, w.maxY + 3, { ...note, width: w.maxX - w.minX - 28, align: "center" });
  }
  if (tile.trim.left) {
    dashed(w.minX, w.minY, w.minX, w.maxY).undash().restore();
    const part = tile.part - 1;
    const middle = (w.minY + w.maxY) / 2;
    doc.save().rotate(-90, { origin: [w.minX - 10, middle] });
    drawText(doc, T.insoleTrim(part, before(part)?.letter ?? ""), w.minX - 160, middle - 2, {
      ...note,
      width: 300,
      align: "center",
    });
    doc.restore();
  }
  const gap = 3;
  const reach = 9;
  doc.save().lineWidth(0.5).strokeColor(COLOR.ink);
  for (const x of [w.minX, w.maxX]) {
    for (const y of [w.minY, w.maxY]) {
      const dx = x === w.minX ? -1 : 1;
      const dy = y === w.minY ? -1 : 1;
      doc
        .moveTo(x + dx * gap, y)
        .lineTo(x + dx * (gap + reach), y)
        .stroke();
      doc
        .moveTo(x, y + dy * gap)
        .lineTo(x, y + dy * (gap + reach))
        .stroke();
    }
  }
  doc.restore();
}

/** Radius of a registration target's ring, and how far its cross reaches, pt. */
export const TARGET = { radius: 4.5, reach: 7.5 } as const;

/** Every target that falls in this part, with its letter on the side towards the window's middle. */
function drawTargets(doc: Doc, layout: InsoleLayout, plan: TilePlan, page: (p: Point2) => Point2): void {
  const w = layout.window;
  const middle = (w.minX + w.maxX) / 2;
  const room = { minX: w.minX + 8, minY: w.minY + 8, maxX: w.maxX - 8, maxY: w.maxY - 8 };
  for (const target of plan.targets) {
    const p = page(target.at);
    if (!containsRect(room, { minX: p.x, maxX: p.x, minY: p.y, maxY: p.y })) continue;
    doc.save().circle(p.x, p.y, TARGET.radius).fillOpacity(1).fillAndStroke("#ffffff", COLOR.ink).restore();
    doc.save().lineWidth(0.5).strokeColor(COLOR.ink);
    doc
      .moveTo(p.x - TARGET.reach, p.y)
      .lineTo(p.x + TARGET.reach, p.y)
      .stroke();
    doc
      .moveTo(p.x, p.y - TARGET.reach)
      .lineTo(p.x, p.y + TARGET.reach)
      .stroke();
    doc.restore();
    const x = p.x < middle ? p.x + TARGET.reach + 2 : p.x - TARGET.reach - 12;
    drawText(doc, target.letter, x, p.y - 4, { width: 10, font: "bold", size: 8, align: "center" });
  }
}

/** The 50 mm bar, in black and white 10 mm steps, to be checked with a ruler. */
function drawScaleBar(doc: Doc): void {
  const { x, y, width, height } = SCALE_BAR;
  drawText(doc, T.scaleCheck, x, y - 13, { width: 180, size: TYPE.label, caps: true, color: COLOR.muted });
  const step = width / 5;
  for (let i = 0; i < 5; i++) {
    doc
      .save()
      .rect(x + i * step, y, step, height)
      .fill(i % 2 === 0 ? COLOR.ink : "#ffffff")
      .restore();
  }
  doc.save().rect(x, y, width, height).lineWidth(0.5).strokeColor(COLOR.ink).stroke().restore();
  for (let mm = 0; mm <= 50; mm += 10) {
    const at = x + mm * PT_PER_MM;
    const text = mm === 50 ? "50 mm" : String(mm);
    const box = { width: 30, size: TYPE.label, color: COLOR.ink };
    if (mm === 50) drawText(doc, text, at - 6, y + height + 2, box);
    else drawText(doc, text, at - 15, y + height + 2, { ...box, align: "center" });
  }
}

function drawSwatch(doc: Doc, kind: InsoleZoneKind, x: number, y: number): void {
  const style = ZONE_STYLE[kind];
  doc.save().rect(x, y, 10, 6).lineWidth(0.6).fillColor(style.fill).strokeColor(style.stroke);
  if (style.dashed) doc.dash(1.5, { space: 1 });
  doc.fillAndStroke().undash().restore();
}

/** The kinds present, then each zone numbered, in columns above the foot of the page. */
function drawLegend(doc: Doc, layout: InsoleLayout): void {
  const { legend } = layout;
  let y = CONTENT.bottom - legend.height;
  const heading = { size: TYPE.label, caps: true, color: COLOR.muted };
  drawText(doc, T.zones, LEGEND.left, y, { ...heading, width: 60 });
  let x = LEGEND.left + textWidth(doc, T.zones, heading) + 10;
  for (const kind of KIND_ORDER) {
    if (!layout.zones.some((zone) => zone.kind === kind)) continue;
    drawSwatch(doc, kind, x, y);
    x += 13;
    const text = ZONE_KIND_TEXTS[kind];
    drawText(doc, text, x, y, { width: 70, size: TYPE.label, color: COLOR.ink });
    x += textWidth(doc, text, { size: TYPE.label }) + 10;
  }
  y += LEGEND.heading;
  if (legend.entries.length === 0) {
    drawText(doc, T.noZones, LEGEND.left, y, { width: LEGEND_WIDTH, size: 7, color: COLOR.muted });
    return;
  }
  for (const row of legendRows(legend.entries)) {
    row.forEach((entry, column) => {
      const left = LEGEND.left + column * (LEGEND_COLUMN + LEGEND.gap);
      drawTag(doc, entry.zone, left + TAG_RADIUS, y + TAG_RADIUS - 0.5);
      drawText(doc, entry.text, left + LEGEND.tag, y, LEGEND_TEXT);
    });
    y += rowHeight(row);
  }
  if (legend.hidden > 0) {
    drawText(doc, T.moreZones(legend.hidden), LEGEND.left, y, { width: LEGEND_WIDTH, size: 7, color: COLOR.muted });
  }
}

function drawPart(doc: Doc, layout: InsoleLayout, plan: TilePlan, tile: Tile): void {
  const w = layout.window;
  const page = toPage(tile, { x: w.minX, y: w.maxY });
  drawHeader(doc, layout, plan, tile);
  doc
    .save()
    .rect(w.minX, w.minY, w.maxX - w.minX, w.maxY - w.minY)
    .clip();
  for (const overlap of plan.overlaps) {
    if (!overlap.parts.includes(tile.part)) continue;
    const a = page({ x: overlap.band.minX, y: overlap.band.maxY });
    const b = page({ x: overlap.band.maxX, y: overlap.band.minY });
    doc
      .save()
      .rect(a.x, a.y, b.x - a.x, b.y - a.y)
      .fill("#f2f4f6")
      .restore();
  }
  drawGrid(doc, layout, plan, tile, page);
  drawInsole(doc, layout, tile, page);
  drawZoneLabels(doc, layout, tile, page);
  drawSideNames(doc, layout);
  doc.restore();
  drawWindowEdges(doc, layout, plan, tile);
  drawTargets(doc, layout, plan, page);
  drawScaleBar(doc);
  drawLegend(doc, layout);
}

function drawTooLarge(doc: Doc, layout: InsoleLayout): void {
  const y = CONTENT.continuedTop;
  const title = `${sideName(layout.side)} insole`;
  const h = drawText(doc, title, CONTENT.left, y, { width: CONTENT.width, font: "bold", size: TYPE.pageTitle });
  const b = boundsOf(layout.outline);
  drawText(doc, T.insoleTooLarge(sideName(layout.side), mmText(b.maxY - b.minY)), CONTENT.left, y + h + 6, {
    width: CONTENT.width,
    size: TYPE.body,
    color: COLOR.muted,
  });
}

/** The layouts of the document's insoles, left then right; a foot without one is left out. */
export function planInsoles(doc: Doc, d: PrescriptionDocument): InsoleLayout[] {
  return (["left", "right"] as const).flatMap((side) => planInsole(doc, side, d.feet[side]?.insole) ?? []);
}

/** How many pages the layouts take: each part a page, an insole too large to tile one page. */
export function insolePageCount(layouts: readonly InsoleLayout[]): number {
  return layouts.reduce((pages, layout) => pages + (layout.plan ? layout.plan.tiles.length : 1), 0);
}

/** Draws each insole's parts on pages of their own from page `first` (0-based); the number of pages drawn. */
export function drawInsolePages(doc: Doc, layouts: readonly InsoleLayout[], first: number): number {
  let page = first;
  for (const layout of layouts) {
    if (!layout.plan) {
      goToPage(doc, page++);
      drawTooLarge(doc, layout);
      continue;
    }
    for (const tile of layout.plan.tiles) {
      goToPage(doc, page++);
      drawPart(doc, layout, layout.plan, tile);
    }
  }
  return page - first;
}
