// The page of plantar outlines: each scanned foot seen from above as the patient stands (left foot on the left,
// heels on one line), drawn as vectors at one stated scale for both (1:1 when it fits, else the largest of 1:1.5,
// 1:2, 1:2.5, 1:3 that does; a scale bar and a 10 mm grid to measure by), its landmarks marked and keyed, its
// length and ball width dimensioned, and the measurements of both feet in a table below. When the insoles' 1:1 pages
// follow (insole-pages.ts), the subtitle says on which pages; a foot whose insole could not be drawn says so.
import type { Point2 } from "@solerx/geometry";
import { type FootSheet, PDF_LANDMARKS, type PrescriptionDocument, type Side } from "./document";
import { COLOR, CONTENT, type Doc, drawText, hline, TYPE, textHeight, textWidth } from "./layout";
import { LANDMARK_TEXTS, mmText, PDF_TEXTS, SCAN_MODE_TEXTS } from "./texts";

const T = PDF_TEXTS;
/** Points per millimetre at 1:1. */
const PT_PER_MM = 72 / 25.4;
/** Reductions tried in turn, largest drawing first. */
const SCALES: readonly number[] = [1, 1.5, 2, 2.5, 3];
const SMALLEST = 3;
const CELL_GAP = 16;
const TABLE_ROW = 12;
/** Room the dimensions take around a drawing: the length's line on the outer side, the ball width's above. */
const DIMENSION_SIDE = 26;
const DIMENSION_TOP = 20;
/** From the heels' line down to a foot's notes. */
const NOTE_GAP = 6;

interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

function boundsOf(points: readonly Point2[]): Bounds {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** "1:1.5" */
function scaleText(reduction: number): string {
  return `1:${reduction}`;
}

/** The largest scale at which every drawing fits its cell; the smallest listed when none does. */
function chooseReduction(sheets: readonly FootSheet[], cellWidth: number, height: number): number {
  const bounds = sheets.filter((sheet) => sheet.outline.length > 0).map((sheet) => boundsOf(sheet.outline));
  const length = Math.max(0, ...bounds.map((b) => b.maxY - b.minY));
  const width = Math.max(0, ...bounds.map((b) => b.maxX - b.minX));
  const fits = (reduction: number) =>
    (length * PT_PER_MM) / reduction <= height - DIMENSION_TOP &&
    (width * PT_PER_MM) / reduction <= cellWidth - 2 * DIMENSION_SIDE;
  return SCALES.find(fits) ?? SMALLEST;
}

/** A 50 mm bar at the scale, ticked every 10 mm, its right end at `right`. */
function drawScaleBar(doc: Doc, right: number, y: number, reduction: number): void {
  const k = PT_PER_MM / reduction;
  const length = 50 * k;
  const left = right - length - 16;
  doc.save().lineWidth(0.7).strokeColor(COLOR.ink);
  doc
    .moveTo(left, y)
    .lineTo(left + length, y)
    .stroke();
  for (let mm = 0; mm <= 50; mm += 10) {
    const x = left + mm * k;
    doc
      .moveTo(x, y - (mm % 50 === 0 ? 4 : 2.5))
      .lineTo(x, y)
      .stroke();
    drawText(doc, String(mm), x - 10, y + 2, { width: 20, align: "center", size: TYPE.label, color: COLOR.muted });
  }
  doc.restore();
  drawText(doc, T.scaleBar, left + length + 3, y - 3, { width: 14, size: TYPE.label, color: COLOR.muted });
}

interface Cell {
  x: number;
  width: number;
  /** Top of the drawing area and the heels' line. */
  top: number;
  baseline: number;
}

/** The drawing's mapping from the scan's millimetres to the page, centred in the cell, heel on the baseline. */
function placement(cell: Cell, bounds: Bounds, reduction: number) {
  const k = PT_PER_MM / reduction;
  const centreX = (bounds.minX + bounds.maxX) / 2;
  const middle = cell.x + cell.width / 2;
  return {
    k,
    x: (mm: number) => middle + (mm - centreX) * k,
    y: (mm: number) => cell.baseline - (mm - bounds.minY) * k,
  };
}

function drawGrid(doc: Doc, cell: Cell, reduction: number, centre: number): void {
  const step = (10 * PT_PER_MM) / reduction;
  doc.save().lineWidth(0.3).strokeColor(COLOR.grid);
  for (let y = cell.baseline; y >= cell.top; y -= step)
    doc
      .moveTo(cell.x, y)
      .lineTo(cell.x + cell.width, y)
      .stroke();
  const first = centre - Math.floor((centre - cell.x) / step) * step;
  for (let x = first; x <= cell.x + cell.width; x += step) doc.moveTo(x, cell.top).lineTo(x, cell.baseline).stroke();
  doc.restore();
}

/** A dimension line from a to b with end ticks, and its text beside the middle (rotated along a vertical line). */
function drawDimension(doc: Doc, a: Point2, b: Point2, label: string, vertical: boolean): void {
  doc.save().lineWidth(0.5).strokeColor(COLOR.muted);
  doc.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke();
  const tick = 3;
  for (const p of [a, b]) {
    if (vertical)
      doc
        .moveTo(p.x - tick, p.y)
        .lineTo(p.x + tick, p.y)
        .stroke();
    else
      doc
        .moveTo(p.x, p.y - tick)
        .lineTo(p.x, p.y + tick)
        .stroke();
  }
  doc.restore();
  const width = textWidth(doc, label, { size: TYPE.small }) + 4;
  const style = { width, align: "center" as const, size: TYPE.small, color: COLOR.ink };
  if (vertical) {
    const middle = (a.y + b.y) / 2;
    doc.save().rotate(-90, { origin: [a.x, middle] });
    drawText(doc, label, a.x - width / 2, middle - 10, style);
    doc.restore();
  } else {
    drawText(doc, label, (a.x + b.x) / 2 - width / 2, a.y - 11, style);
  }
}

function extensionLine(doc: Doc, from: Point2, to: Point2): void {
  doc.save().lineWidth(0.3).strokeColor(COLOR.faint).moveTo(from.x, from.y).lineTo(to.x, to.y).stroke().restore();
}

/** Ground-plan points of the outline at their most medial and lateral in the front half: the ball's extremes. */
function ballExtremes(outline: readonly Point2[], bounds: Bounds): [Point2, Point2] {
  const front = outline.filter((p) => p.y >= bounds.minY + 0.5 * (bounds.maxY - bounds.minY));
  const pick = (better: (a: Point2, b: Point2) => boolean) =>
    front.reduce((best, p) => (better(p, best) ? p : best), front[0] ?? outline[0] ?? { x: 0, y: 0 });
  return [pick((a, b) => a.x < b.x), pick((a, b) => a.x > b.x)];
}

function drawFoot(doc: Doc, sheet: FootSheet, cell: Cell, reduction: number): void {
  const bounds = boundsOf(sheet.outline);
  const at = placement(cell, bounds, reduction);
  const page = (p: Point2): Point2 => ({ x: at.x(p.x), y: at.y(p.y) });
  drawGrid(doc, cell, reduction, at.x((bounds.minX + bounds.maxX) / 2));

  const points = sheet.outline.map((p) => [at.x(p.x), at.y(p.y)] as [number, number]);
  doc.save().lineWidth(1).lineJoin("round").fillColor(COLOR.tint).strokeColor(COLOR.ink);
  doc.polygon(...points).fillAndStroke();
  doc.restore();

  // Foot length on the outer side: the left foot's left, the right foot's right.
  const outer = sheet.side === "left" ? at.x(bounds.minX) - 14 : at.x(bounds.maxX) + 14;
  const heel = page(sheet.outline[0] ?? { x: 0, y: bounds.minY });
  const tip = page(sheet.outline.reduce((best, p) => (p.y > best.y ? p : best), sheet.outline[0] ?? heel));
  extensionLine(doc, heel, { x: outer, y: heel.y });
  extensionLine(doc, tip, { x: outer, y: tip.y });
  drawDimension(doc, { x: outer, y: heel.y }, { x: outer, y: tip.y }, mmText(sheet.measurements.footLength), true);

  // Ball width above the toes, between the forefoot's medial and lateral extremes.
  const [medial, lateral] = ballExtremes(sheet.outline, bounds).map(page) as [Point2, Point2];
  const above = at.y(bounds.maxY) - 10;
  extensionLine(doc, medial, { x: medial.x, y: above - 2 });
  extensionLine(doc, lateral, { x: lateral.x, y: above - 2 });
  drawDimension(
    doc,
    { x: medial.x, y: above },
    { x: lateral.x, y: above },
    mmText(sheet.measurements.ballWidth),
    false,
  );

  const centre = at.x((bounds.minX + bounds.maxX) / 2);
  for (const name of PDF_LANDMARKS) {
    const landmark = sheet.landmarks[name];
    if (!landmark) continue;
    const p = page(landmark);
    doc.save().circle(p.x, p.y, 2.4).lineWidth(0.6).fillColor(COLOR.mark).strokeColor("#ffffff").fillAndStroke();
    doc.restore();
    const code = LANDMARK_TEXTS[name].code;
    const width = textWidth(doc, code, { font: "bold", size: TYPE.label }) + 1;
    const x = p.x >= centre ? p.x + 4 : p.x - 4 - width;
    drawText(doc, code, x, p.y - 3.5, { width, font: "bold", size: TYPE.label, color: COLOR.mark });
  }
}

function drawMessage(doc: Doc, cell: Cell, text: string): void {
  const middle = (cell.top + cell.baseline) / 2;
  doc.save().lineWidth(0.6).dash(3, { space: 3 }).strokeColor(COLOR.rule);
  doc.rect(cell.x + 10, cell.top + 10, cell.width - 20, cell.baseline - cell.top - 20).stroke();
  doc.undash().restore();
  drawText(doc, text, cell.x + 20, middle - 6, {
    width: cell.width - 40,
    align: "center",
    size: TYPE.value,
    color: COLOR.muted,
  });
}

/** Landmark distances from the heel along the foot: "M1 195.2, M5 172.1, HC 33.0, NV 117.4 mm". */
function landmarksText(sheet: FootSheet): string {
  const heelY = sheet.outline.length > 0 ? boundsOf(sheet.outline).minY : 0;
  const parts = PDF_LANDMARKS.flatMap((name) => {
    const p = sheet.landmarks[name];
    return p ? [`${LANDMARK_TEXTS[name].code} ${(Math.round((p.y - heelY) * 10) / 10).toFixed(1)}`] : [];
  });
  return parts.length > 0 ? `${parts.join(", ")} mm` : T.notRecorded;
}

function tableRows(): { label: string; value: (sheet: FootSheet) => string }[] {
  const optionalMm = (value: number | null) => (value === null ? T.notRecorded : mmText(value));
  return [
    { label: T.footLength, value: (s) => mmText(s.measurements.footLength) },
    { label: T.ballWidth, value: (s) => mmText(s.measurements.ballWidth) },
    { label: T.heelWidth, value: (s) => mmText(s.measurements.heelWidth) },
    { label: T.archHeight, value: (s) => optionalMm(s.measurements.archHeight) },
    { label: T.navicularHeight, value: (s) => optionalMm(s.measurements.navicularHeight) },
    { label: T.fromHeel("Landmarks"), value: landmarksText },
    { label: T.scanMode, value: (s) => (s.scanMode ? SCAN_MODE_TEXTS[s.scanMode] : T.notRecorded) },
    {
      label: T.measuredBy,
      value: (s) => (s.measurements.source === "SCANNER" ? T.measuredByScanner : T.measuredByServer),
    },
    { label: T.scanID, value: (s) => s.measurementID },
  ];
}

/** The measurements of both feet, Left and Right columns; the y below the table. */
function drawTable(doc: Doc, d: PrescriptionDocument, top: number): number {
  const label = 130;
  const column = (CONTENT.width - label) / 2;
  const head = { size: TYPE.label, caps: true, color: COLOR.muted };
  drawText(doc, T.left, CONTENT.left + label, top, { ...head, width: column });
  drawText(doc, T.right, CONTENT.left + label + column, top, { ...head, width: column });
  let y = top + 11;
  hline(doc, CONTENT.left, CONTENT.right, y, COLOR.rule, 0.6);
  for (const row of tableRows()) {
    drawText(doc, row.label, CONTENT.left, y + 2.5, { width: label - 6, size: TYPE.body, color: COLOR.muted });
    (["left", "right"] as const).forEach((side: Side, index) => {
      const sheet = d.feet[side];
      const value = sheet ? row.value(sheet) : T.noScan;
      drawText(doc, value, CONTENT.left + label + index * column, y + 2.5, {
        width: column - 6,
        size: TYPE.body,
        color: sheet ? COLOR.ink : COLOR.faint,
      });
    });
    y += TABLE_ROW;
    hline(doc, CONTENT.left, CONTENT.right, y);
  }
  return y;
}

/** Where the insoles' 1:1 pages are (page numbers from 1), when there are any. */
export interface InsolePagesFollow {
  insoles: number;
  first: number;
  last: number;
}

/** What is written under a foot's drawing: no landmarks, no insole. */
function footNotes(sheet: FootSheet): string {
  const notes: string[] = [];
  if (sheet.outline.length > 0 && Object.keys(sheet.landmarks).length === 0) notes.push(T.landmarksNotRecorded);
  if (sheet.insoleNotDrawn) notes.push(T.insoleNotDrawn);
  return notes.join(" ");
}

/** Draws the page on the current page of the document. */
export function drawOutlinePage(doc: Doc, d: PrescriptionDocument, follow: InsolePagesFollow | null = null): void {
  const sheets = [d.feet.left, d.feet.right].filter((sheet): sheet is FootSheet => sheet !== null);
  const tableHeight = 11 + tableRows().length * TABLE_ROW;
  const legendHeight = 14;
  let y = CONTENT.continuedTop;
  const titleTop = y;
  y += drawText(doc, T.outlinesTitle, CONTENT.left, y, { width: 300, font: "bold", size: TYPE.pageTitle });
  const subtitleTop = y + 2;

  const cellWidth = (CONTENT.width - CELL_GAP) / 2;
  const headsTop = subtitleTop + 26;
  const top = headsTop + 16;
  // Below the heels: each foot's notes, the legend, then the table, ending at the content's foot.
  const notes = { left: d.feet.left ? footNotes(d.feet.left) : "", right: d.feet.right ? footNotes(d.feet.right) : "" };
  const noteBox = { width: cellWidth, size: TYPE.small };
  const notesHeight = Math.max(0, ...Object.values(notes).map((text) => (text ? textHeight(doc, text, noteBox) : 0)));
  const legendGap = Math.max(18, NOTE_GAP + notesHeight + 6);
  const tableGap = 10;
  const baseline = CONTENT.bottom - tableHeight - tableGap - legendHeight - legendGap;
  const reduction = chooseReduction(sheets, cellWidth, baseline - top);
  const pages = follow ? ` ${T.insolePagesFollow(follow.insoles, follow.first, follow.last)}` : "";
  drawText(doc, `${T.outlinesSubtitle(scaleText(reduction))}${pages}`, CONTENT.left, subtitleTop, {
    width: CONTENT.width - 110,
    size: TYPE.small,
    color: COLOR.muted,
  });
  drawScaleBar(doc, CONTENT.right, titleTop + 14, reduction);

  (["left", "right"] as const).forEach((side, index) => {
    const cell: Cell = { x: CONTENT.left + index * (cellWidth + CELL_GAP), width: cellWidth, top, baseline };
    drawText(doc, side === "left" ? T.left : T.right, cell.x, headsTop, {
      width: cellWidth,
      align: "center",
      font: "bold",
      size: TYPE.heading,
    });
    const sheet = d.feet[side];
    if (!sheet) drawMessage(doc, cell, T.noScan);
    else if (sheet.outline.length === 0) drawMessage(doc, cell, T.outlineUnavailable);
    else {
      doc
        .save()
        .rect(cell.x, cell.top - DIMENSION_TOP, cell.width, cell.baseline - cell.top + DIMENSION_TOP + 4)
        .clip();
      drawFoot(doc, sheet, cell, reduction);
      doc.restore();
    }
    if (notes[side] !== "") {
      drawText(doc, notes[side], cell.x, baseline + NOTE_GAP, { ...noteBox, align: "center", color: COLOR.muted });
    }
  });

  const legendTop = baseline + legendGap;
  const legend = PDF_LANDMARKS.map((name) => `${LANDMARK_TEXTS[name].code}  ${LANDMARK_TEXTS[name].name}`).join(
    "     ",
  );
  drawText(doc, legend, CONTENT.left, legendTop, { width: CONTENT.width, align: "center", size: TYPE.small });
  drawTable(doc, d, legendTop + legendHeight + tableGap);
}
