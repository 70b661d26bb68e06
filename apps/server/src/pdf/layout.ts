// The page, type scale, colours and the few drawing helpers of the prescription PDF, over pdfkit. One page size
// (US Letter, docs/decisions.md), one set of margins, one type scale: every page of every PDF looks alike.
import { winAnsi } from "./win-ansi";

/** pdfkit's document (the PDFKit namespace is @types/pdfkit's). */
export type Doc = PDFKit.PDFDocument;

/** US Letter in points (1/72 inch), portrait. */
export const PAGE = { size: "LETTER", width: 612, height: 792, margin: 40 } as const;

/** Where content goes: between the margins, above the footer band; later pages start below the running header. */
export const CONTENT = {
  left: PAGE.margin,
  right: PAGE.width - PAGE.margin,
  width: PAGE.width - 2 * PAGE.margin,
  bottom: PAGE.height - PAGE.margin - 22,
  continuedTop: PAGE.margin + 30,
} as const;

/** The type scale, points. */
export const TYPE = {
  title: 20,
  pageTitle: 13,
  heading: 10.5,
  value: 9.5,
  body: 8.5,
  small: 7.5,
  label: 6.5,
} as const;

export const COLOR = {
  ink: "#1b232b",
  muted: "#56636f",
  faint: "#8994a0",
  rule: "#b9c3cc",
  hairline: "#e2e7ec",
  grid: "#e9edf1",
  accent: "#0e5a6e",
  tint: "#edf4f6",
  mark: "#b3261e",
} as const;

const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;

export interface TextStyle {
  font?: keyof typeof FONT;
  size?: number;
  color?: string;
  /** Upper case with a little letter spacing: labels. */
  caps?: boolean;
  lineGap?: number;
}

export interface TextBox extends TextStyle {
  width: number;
  align?: "left" | "right" | "center";
}

function apply(doc: Doc, style: TextStyle): void {
  doc
    .font(FONT[style.font ?? "regular"])
    .fontSize(style.size ?? TYPE.body)
    .fillColor(style.color ?? COLOR.ink);
}

function prepare(text: string, style: TextStyle): string {
  const drawable = winAnsi(text);
  return style.caps ? drawable.toUpperCase() : drawable;
}

function options(box: TextBox) {
  return {
    width: box.width,
    align: box.align ?? "left",
    lineGap: box.lineGap ?? 1,
    characterSpacing: box.caps ? 0.5 : 0,
  };
}

/** A run this long may be wider than a box; shorter ones are left to pdfkit. */
const LONG_RUN = /\S{12,}/g;

/**
 * The text with every word wider than the box broken at the box's width, by us, in one pass. pdfkit breaks such a
 * word itself by trying ever shorter pieces, which is quadratic in its length: one 64,000-character word took 17 s
 * and stalled the server (issue 17). The font must be applied.
 */
function breakLongWords(doc: Doc, text: string, box: TextBox): string {
  const spacing = { characterSpacing: options(box).characterSpacing };
  return text.replace(LONG_RUN, (word) => {
    if (doc.widthOfString(word, spacing) <= box.width) return word;
    const lines: string[] = [];
    let line = "";
    let width = 0;
    for (const char of word) {
      const advance = doc.widthOfString(char, spacing);
      if (line !== "" && width + advance > box.width) {
        lines.push(line);
        line = "";
        width = 0;
      }
      line += char;
      width += advance;
    }
    return [...lines, line].join("\n");
  });
}

/** The text as drawn in the box: WinAnsi, capitals for labels, long words broken. */
function laidOut(doc: Doc, text: string, box: TextBox): string {
  apply(doc, box);
  return breakLongWords(doc, prepare(text, box), box);
}

/** Height of the text wrapped in the box. */
export function textHeight(doc: Doc, text: string, box: TextBox): number {
  return doc.heightOfString(laidOut(doc, text, box), options(box));
}

/** Draws the text wrapped in the box at (x, y); its height. */
export function drawText(doc: Doc, text: string, x: number, y: number, box: TextBox): number {
  const drawn = laidOut(doc, text, box);
  const height = doc.heightOfString(drawn, options(box));
  doc.text(drawn, x, y, options(box));
  return height;
}

/** Width of a single line of text. */
export function textWidth(doc: Doc, text: string, style: TextStyle): number {
  apply(doc, style);
  return doc.widthOfString(prepare(text, style), { characterSpacing: style.caps ? 0.5 : 0 });
}

export function hline(doc: Doc, x1: number, x2: number, y: number, color: string = COLOR.hairline, width = 0.5): void {
  doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
}

/** Makes page `index` (0-based) current, adding it when it is the next one. */
export function goToPage(doc: Doc, index: number): void {
  const { start, count } = doc.bufferedPageRange();
  if (index < start + count) doc.switchToPage(index);
  else doc.addPage();
}

/** A block of a column: measured at a width, then drawn. */
export interface FlowItem {
  height(width: number): number;
  draw(x: number, y: number, width: number): void;
  /** A heading: moves to the next page with the item after it rather than stay alone at a page's foot. */
  keepWithNext?: boolean;
}

export interface FlowPosition {
  page: number;
  y: number;
}

/**
 * Lays the items one under another in a column from `at`, going on at the top of the next page (the same column)
 * when one does not fit; where the column ended.
 */
export function flow(doc: Doc, items: readonly FlowItem[], x: number, width: number, at: FlowPosition): FlowPosition {
  let { page, y } = at;
  goToPage(doc, page);
  items.forEach((item, index) => {
    const next = items[index + 1];
    const height = item.height(width);
    const needed = height + (item.keepWithNext && next ? next.height(width) : 0);
    if (y + needed > CONTENT.bottom && y > CONTENT.continuedTop) {
      page += 1;
      goToPage(doc, page);
      y = CONTENT.continuedTop;
    }
    item.draw(x, y, width);
    y += height;
  });
  return { page, y };
}

/** The later of two positions. */
export function later(a: FlowPosition, b: FlowPosition): FlowPosition {
  if (a.page !== b.page) return a.page > b.page ? a : b;
  return a.y >= b.y ? a : b;
}

/** Draws outside the content area (header and footer bands) without pdfkit starting a new page. */
export function inMargin(doc: Doc, draw: () => void): void {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  try {
    draw();
  } finally {
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The text cut into pieces at most `maxHeight` tall in the box, between lines or words, so that a long value (a
 * list of special instructions, pages of notes) flows over pages instead of running off one.
 */
export function splitText(doc: Doc, text: string, box: TextBox, maxHeight: number): string[] {
  if (textHeight(doc, text, box) <= maxHeight) return [text];
  // A long word is broken into lines first, so that its lines can go to different pieces.
  apply(doc, box);
  const units = breakLongWords(doc, text, box).split(/(?<=[ \n])/);
  const pieces: string[] = [];
  let current = "";
  for (const unit of units) {
    const candidate = current + unit;
    if (current !== "" && textHeight(doc, candidate.trimEnd(), box) > maxHeight) {
      pieces.push(current.trimEnd());
      current = unit.trimStart();
    } else {
      current = candidate;
    }
  }
  if (current.trim() !== "") pieces.push(current.trimEnd());
  return pieces;
}
