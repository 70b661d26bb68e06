// The prescription PDF (presc.pdf, and the order's pres.pdf): a pure function of the PrescriptionDocument
// (document.ts). Page 1: the clinic, the patient, the order and every choice of the prescription grouped as on
// screen (Shell and Coverings beside Posting and Accommodations), then the notes; then a page with the plantar
// outline of each scanned foot (outline-page.ts); then each generated insole at 1:1 over as many pages as it takes
// (insole-pages.ts). Every page has the order id, the PO number and its number in its
// footer. Layout and type scale: layout.ts; texts: texts.ts; the choices' wording: @solerx/domain.
import type { RxRow, RxSection } from "@solerx/domain/prescription";
import PDFDocument from "pdfkit";
import type { FootSheet, PrescriptionDocument, ShoeSizeLine } from "./document";
import { drawInsolePages, insolePageCount, planInsoles } from "./insole-pages";
import {
  COLOR,
  CONTENT,
  type Doc,
  drawText,
  type FlowItem,
  type FlowPosition,
  flow,
  goToPage,
  hline,
  inMargin,
  later,
  PAGE,
  splitText,
  TYPE,
  textHeight,
} from "./layout";
import { drawOutlinePage } from "./outline-page";
import {
  dateText,
  GENDER_TEXTS,
  isoDateText,
  PDF_TEXTS,
  PRODUCT_TEXTS,
  SCAN_MODE_TEXTS,
  SIZE_GENDER_TEXTS,
  WEIGHT_UNIT_TEXTS,
  widthText,
} from "./texts";

const T = PDF_TEXTS;
const NOT_APPLICABLE = "N/A";

function patientName(document: PrescriptionDocument): string {
  return `${document.patient.lastName}, ${document.patient.firstName}`;
}

/** The header of page 1: title and product on the left, the clinic on the right; the y below it. */
function drawHeader(doc: Doc, d: PrescriptionDocument): number {
  const top = PAGE.margin;
  let left = top;
  left += drawText(doc, T.title, CONTENT.left, left, { width: 260, font: "bold", size: TYPE.title, color: COLOR.ink });
  left += 2;
  left += drawText(doc, T.subtitle[d.product], CONTENT.left, left, { width: 260, size: TYPE.body, color: COLOR.muted });

  const width = 250;
  const x = CONTENT.right - width;
  let right = top + 2;
  const box = { width, align: "right" as const };
  right += drawText(doc, d.clinic.company, x, right, { ...box, font: "bold", size: TYPE.heading });
  right += drawText(doc, d.clinic.store, x, right + 1, { ...box, size: TYPE.body }) + 1;
  right += drawText(doc, d.clinic.address, x, right + 1, { ...box, size: TYPE.small, color: COLOR.muted }) + 1;

  const y = Math.max(left, right) + 10;
  hline(doc, CONTENT.left, CONTENT.right, y, COLOR.accent, 1.2);
  return y + 12;
}

interface Cell {
  label: string;
  value: string;
  span?: number;
  strong?: boolean;
}

const GRID_COLUMNS = 4;
const GRID_GAP = 12;

/** Rows of label-over-value cells on a four-column grid; the y below them. */
function drawGrid(doc: Doc, rows: readonly Cell[][], top: number): number {
  const column = (CONTENT.width - (GRID_COLUMNS - 1) * GRID_GAP) / GRID_COLUMNS;
  const widthOf = (cell: Cell) => column * (cell.span ?? 1) + GRID_GAP * ((cell.span ?? 1) - 1);
  const valueStyle = (cell: Cell) => ({
    width: widthOf(cell),
    font: cell.strong ? ("bold" as const) : ("regular" as const),
    size: cell.strong ? TYPE.heading + 1 : TYPE.value,
  });
  let y = top;
  for (const row of rows) {
    let x = CONTENT.left;
    let height = 0;
    for (const cell of row) {
      const label = drawText(doc, cell.label, x, y, {
        width: widthOf(cell),
        size: TYPE.label,
        caps: true,
        color: COLOR.muted,
      });
      height = Math.max(height, label + 2 + drawText(doc, cell.value, x, y + label + 2, valueStyle(cell)));
      x += widthOf(cell) + GRID_GAP;
    }
    y += height + 8;
  }
  return y;
}

function shoeSizeText(line: ShoeSizeLine | undefined): string {
  return line ? `${line.unit} ${line.size}, ${widthText(line.width)}` : T.notRecorded;
}

function scansText(d: PrescriptionDocument): string {
  const { left, right } = d.feet;
  if (left && right) return `${T.left}, ${T.right}`;
  if (left) return `${T.left} (${T.right.toLowerCase()}: ${T.noScan})`;
  if (right) return `${T.right} (${T.left.toLowerCase()}: ${T.noScan})`;
  return T.noScan;
}

/**
 * The scan mode is the scans' own (meta.scanMode, as scan loading makes the current mode: spec 000 §4), read from
 * the feet this PDF draws, so page 1 and the outline page cannot disagree; the prescription's uiContextData copy is
 * not used (before the first save it is the template's "weighted"). Feet scanned in two modes are both named.
 */
function scanModeText(d: PrescriptionDocument): string {
  const { left, right } = d.feet;
  const text = (foot: FootSheet) => (foot.scanMode ? SCAN_MODE_TEXTS[foot.scanMode] : T.notRecorded);
  if (left && right && left.scanMode !== right.scanMode) return `${T.left} ${text(left)}, ${T.right} ${text(right)}`;
  const foot = left ?? right;
  return foot ? text(foot) : T.noScan;
}

function styleText(d: PrescriptionDocument): string {
  return d.style.title && d.style.title !== d.style.name ? `${d.style.name} (${d.style.title})` : d.style.name;
}

function factRows(d: PrescriptionDocument): Cell[][] {
  const { patient } = d;
  const who: Cell[] = [
    { label: T.printed, value: isoDateText(d.generatedAt) },
    { label: T.scans, value: scansText(d) },
  ];
  if (!d.sensitiveDataHidden) {
    who.unshift(
      { label: T.birthDate, value: patient.birthDate ? dateText(patient.birthDate) : T.notRecorded },
      { label: T.gender, value: patient.gender ? GENDER_TEXTS[patient.gender] : T.notRecorded },
    );
  }
  const weight = d.weight ? `${d.weight.value} ${WEIGHT_UNIT_TEXTS[d.weight.unit]}` : T.notRecorded;
  return [
    [
      { label: T.patient, value: patientName(d), span: 2, strong: true },
      { label: T.orderID, value: d.order.orderID ?? T.notOrdered, span: 2, strong: d.order.orderID !== null },
    ],
    [
      { label: T.referenceID, value: patient.referenceID ?? T.notRecorded },
      { label: T.poNumber, value: patient.poNumber ?? T.notRecorded },
      { label: T.orderDate, value: d.order.createdAt ? isoDateText(d.order.createdAt) : T.notOrdered },
      { label: T.doctor, value: d.doctor ?? T.noDoctor },
    ],
    who,
    [
      { label: T.style, value: styleText(d), span: 2, strong: true },
      { label: T.orderType, value: d.orderType },
      { label: T.quantity, value: String(d.quantity) },
    ],
    [
      { label: T.product, value: PRODUCT_TEXTS[d.product] },
      { label: T.scanMode, value: scanModeText(d) },
      { label: T.sizeGender, value: SIZE_GENDER_TEXTS[d.sizeGender] },
      { label: T.expertReview, value: d.expertReview ? T.yes : T.no },
    ],
    [
      { label: T.shoeSizeLeft, value: shoeSizeText(d.shoeSizes?.left) },
      { label: T.shoeSizeRight, value: shoeSizeText(d.shoeSizes?.right) },
      { label: T.weight, value: weight },
      { label: T.diagnosis, value: d.diagnosis ?? T.notRecorded },
    ],
  ];
}

/** A note in small type across the page; the y below it. */
function drawNote(doc: Doc, text: string, y: number): number {
  return y + drawText(doc, text, CONTENT.left, y, { width: CONTENT.width, size: TYPE.small, color: COLOR.muted }) + 6;
}

function headingItem(doc: Doc, title: string): FlowItem {
  return {
    keepWithNext: true,
    height: () => 22,
    draw(x, y, width) {
      drawText(doc, title, x, y + 4, { width, font: "bold", size: TYPE.heading, color: COLOR.accent });
      hline(doc, x, x + width, y + 18, COLOR.rule, 0.8);
    },
  };
}

const LABEL_SHARE = 0.42;
const CELL_PAD = 3;

/** The column heads Left and Right over a section's per-foot values. */
function sidesHeadItem(doc: Doc): FlowItem {
  return {
    keepWithNext: true,
    height: () => 14,
    draw(x, y, width) {
      const label = width * LABEL_SHARE;
      const half = (width - label) / 2;
      const head = { size: TYPE.label, caps: true, color: COLOR.muted };
      drawText(doc, T.left, x + label, y + 5, { ...head, width: half - CELL_PAD });
      drawText(doc, T.right, x + label + half, y + 5, { ...head, width: half - CELL_PAD });
    },
  };
}

function valueStyle(value: string) {
  return { size: TYPE.body, color: value === NOT_APPLICABLE ? COLOR.faint : COLOR.ink };
}

/** Tallest piece of a value in one row; a longer value goes on below, across pages if it must. */
const ROW_PIECE = 48;

/** Where a piece of a row is: a row in one piece is both first and last. */
type Piece = { first: boolean; last: boolean };
const WHOLE: Piece = { first: true, last: true };

function rowItem(doc: Doc, row: RxRow, piece: Piece = WHOLE): FlowItem {
  const top = piece.first ? CELL_PAD : 0;
  const bottom = piece.last ? CELL_PAD : 0;
  const measure = (width: number) => {
    const label = width * LABEL_SHARE;
    const rest = width - label;
    const labelHeight = textHeight(doc, row.label, { width: label - CELL_PAD, size: TYPE.body });
    if (row.kind === "single") {
      return {
        label,
        rest,
        height: Math.max(labelHeight, textHeight(doc, row.value, { width: rest, size: TYPE.body })),
      };
    }
    const half = rest / 2 - CELL_PAD;
    const values = Math.max(
      textHeight(doc, row.left, { width: half, size: TYPE.body }),
      textHeight(doc, row.right, { width: half, size: TYPE.body }),
    );
    return { label, rest, height: Math.max(labelHeight, values) };
  };
  return {
    height: (width) => measure(width).height + top + bottom,
    draw(x, y, width) {
      const { label, rest, height } = measure(width);
      drawText(doc, row.label, x, y + top, { width: label - CELL_PAD, size: TYPE.body, color: COLOR.muted });
      if (row.kind === "single") {
        drawText(doc, row.value, x + label, y + top, { width: rest, ...valueStyle(row.value) });
      } else {
        const half = rest / 2;
        drawText(doc, row.left, x + label, y + top, { width: half - CELL_PAD, ...valueStyle(row.left) });
        drawText(doc, row.right, x + label + half, y + top, { width: half - CELL_PAD, ...valueStyle(row.right) });
      }
      if (piece.last) hline(doc, x, x + width, y + height + top + bottom);
    },
  };
}

/** A row, in pieces when its value is too long for one: the label on the first, the rule under the last. */
function rowItems(doc: Doc, row: RxRow, width: number): FlowItem[] {
  if (row.kind !== "single") return [rowItem(doc, row)];
  const box = { width: width * (1 - LABEL_SHARE), size: TYPE.body };
  const pieces = splitText(doc, row.value, box, ROW_PIECE);
  return pieces.map((value, index) =>
    rowItem(
      doc,
      { ...row, label: index === 0 ? row.label : "", value },
      { first: index === 0, last: index === pieces.length - 1 },
    ),
  );
}

/** A section: its heading, its rows, with the Left and Right heads over the first of its per-foot rows. */
function sectionItems(doc: Doc, section: RxSection, width: number): FlowItem[] {
  const firstPerFoot = section.rows.findIndex((row) => row.kind === "perFoot");
  return [
    headingItem(doc, section.category),
    ...section.rows.flatMap((row, index) => [
      ...(index === firstPerFoot ? [sidesHeadItem(doc)] : []),
      ...rowItems(doc, row, width),
    ]),
    { height: () => 12, draw: () => {} },
  ];
}

/** Tallest piece of the notes; longer notes go on below, across pages if they must, in one box. */
const NOTES_PIECE = 60;
const NOTES_PAD = 6;

function notesItems(doc: Doc, d: PrescriptionDocument, width: number): FlowItem[] {
  const box = { width: width - 16, size: TYPE.body, color: d.notes ? COLOR.ink : COLOR.faint };
  const pieces = splitText(doc, d.notes ?? T.noNotes, box, NOTES_PIECE);
  return [
    headingItem(doc, T.notes),
    ...pieces.map((text, index): FlowItem => {
      const top = index === 0 ? NOTES_PAD : 0;
      const bottom = index === pieces.length - 1 ? NOTES_PAD : 0;
      // A piece's box overlaps the next by a point, so the box reads as one.
      const height = () => textHeight(doc, text, box) + top + bottom;
      return {
        height,
        draw(x, y) {
          doc
            .save()
            .rect(x, y, width, height() + (bottom === 0 ? 1 : 0))
            .fill(COLOR.tint)
            .restore();
          drawText(doc, text, x + 8, y + top, box);
        },
      };
    }),
  ];
}

const COLUMN_GAP = 20;

/** Page 1 on: header, facts, the four sections in two columns, the notes; where the text ended. */
function drawPrescription(doc: Doc, d: PrescriptionDocument): FlowPosition {
  let y = drawHeader(doc, d);
  y = drawGrid(doc, factRows(d), y);
  if (d.sensitiveDataHidden) y = drawNote(doc, T.sensitiveHidden, y);
  if (!d.prescriptionSaved) y = drawNote(doc, T.templateShown, y);
  y += 6;

  const width = (CONTENT.width - COLUMN_GAP) / 2;
  const byCategory = (name: string) => d.sections.filter((section) => section.category === name);
  const column = (names: string[]) => names.flatMap(byCategory).flatMap((section) => sectionItems(doc, section, width));
  const start = { page: 0, y };
  const leftEnd = flow(doc, column(["Shell", "Coverings"]), CONTENT.left, width, start);
  const rightEnd = flow(doc, column(["Posting", "Accommodations"]), CONTENT.left + width + COLUMN_GAP, width, start);
  return flow(doc, notesItems(doc, d, CONTENT.width), CONTENT.left, CONTENT.width, later(leftEnd, rightEnd));
}

/** Every page but the first: who the prescription is for, at the top. */
function drawRunningHeader(doc: Doc, d: PrescriptionDocument): void {
  const y = PAGE.margin;
  drawText(doc, `${T.continuedTitle}  \u00b7  ${patientName(d)}`, CONTENT.left, y, {
    width: CONTENT.width / 2,
    font: "bold",
    size: TYPE.body,
  });
  drawText(doc, `${d.clinic.company}  \u00b7  ${d.clinic.store}`, CONTENT.left + CONTENT.width / 2, y, {
    width: CONTENT.width / 2,
    align: "right",
    size: TYPE.small,
    color: COLOR.muted,
  });
  hline(doc, CONTENT.left, CONTENT.right, y + 16, COLOR.rule, 0.6);
}

function drawFooter(doc: Doc, d: PrescriptionDocument, page: number, pages: number): void {
  const y = PAGE.height - PAGE.margin - 8;
  hline(doc, CONTENT.left, CONTENT.right, y - 6, COLOR.rule, 0.6);
  const style = { size: TYPE.small, color: COLOR.muted };
  drawText(doc, T.footer(d.order.orderID ?? T.notOrdered, d.patient.poNumber), CONTENT.left, y, {
    ...style,
    width: CONTENT.width * 0.75,
  });
  drawText(doc, T.page(page, pages), CONTENT.left + CONTENT.width * 0.75, y, {
    ...style,
    width: CONTENT.width * 0.25,
    align: "right",
  });
}

/** The PDF of the document, as bytes. */
export function renderPrescriptionPdf(d: PrescriptionDocument): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `${T.title} - ${patientName(d)}`,
      Subject: d.order.orderID ? `Order ${d.order.orderID}` : T.title,
      Author: d.clinic.company,
      Creator: T.creator,
      CreationDate: new Date(d.generatedAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });

  const end = drawPrescription(doc, d);
  if (d.feet.left || d.feet.right) {
    // Then each generated insole at 1:1, over as many pages as it takes; the outline page says where they are.
    const insoles = planInsoles(doc, d);
    const pages = insolePageCount(insoles);
    // Pages are numbered from 1: the outline page is end.page + 2, the insoles' first the next.
    const follow = pages > 0 ? { insoles: insoles.length, first: end.page + 3, last: end.page + 2 + pages } : null;
    goToPage(doc, end.page + 1);
    drawOutlinePage(doc, d, follow);
    drawInsolePages(doc, insoles, end.page + 2);
  }
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    inMargin(doc, () => {
      if (page > start) drawRunningHeader(doc, d);
      drawFooter(doc, d, page - start + 1, count);
    });
  }
  doc.end();
  return done;
}
