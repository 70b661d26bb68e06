// The thread that reads PDFs for the tests (pdf-tools.ts starts it and waits on it): Mozilla's pdf.js (pdfjs-dist's
// legacy build for Node, its own fake worker in this thread) opens each PDF sent, and @napi-rs/canvas draws its
// pages. It answers what poppler's tools gave: the text laid out line by line (pdftotext -layout), each word's box
// (pdftotext -bbox), the document's fields (pdfinfo) and a page as grey or PNG pixels (pdftoppm). Node runs this
// file as it is (its types stripped), so it imports no file of ours: only Node's modules and the two packages.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { type MessagePort, workerData } from "node:worker_threads";
import { createCanvas, GlobalFonts, type SKRSContext2D } from "@napi-rs/canvas";
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";

export interface PdfWord {
  /** 1-based. */
  page: number;
  text: string;
  /** Its box in points from the page's top left corner. */
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export type ReaderRequest =
  | { kind: "text" | "info" | "words"; bytes: Uint8Array }
  | { kind: "grey" | "png"; bytes: Uint8Array; page: number; dpi: number };

export type ReaderAnswer =
  | { ok: true; value: string | Record<string, string> | PdfWord[] | GreyPixels | Uint8Array }
  | { ok: false; message: string };

/** A request and its answer travel with the request's number: an answer to one given up on is left aside. */
export interface ReaderMessage {
  id: number;
  request: ReaderRequest;
}

export interface ReaderReply {
  id: number;
  answer: ReaderAnswer;
}

/** A page's grey pixels, row by row, 0 black to 255 white. */
export interface GreyPixels {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));

/**
 * The document, pdf.js taking the bytes over. Only drawing needs glyph shapes: for text, pdf.js is given no font files,
 * so a font the PDF names but does not embed (pdfkit's Helvetica) keeps the metrics of the standard font itself
 * (Helvetica's widths, ascent 0.718 and descent -0.207, as poppler boxes its words), not those of its stand-in.
 */
function open(bytes: Uint8Array, drawing: boolean) {
  return getDocument({
    data: bytes,
    ...(drawing
      ? { standardFontDataUrl: `${join(pdfjsRoot, "standard_fonts")}/`, wasmUrl: `${join(pdfjsRoot, "wasm")}/` }
      : {}),
    // Nothing from the machine: no system fonts, glyphs drawn as paths (pdf.js 6 compiles no code with eval).
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
}

/** One loaded document for the whole of a request, let go after it. */
async function withDocument<T>(
  bytes: Uint8Array,
  drawing: boolean,
  read: (doc: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  const loading = open(bytes, drawing);
  try {
    return await read(await loading.promise);
  } finally {
    await loading.destroy();
  }
}

// --- Text -------------------------------------------------------------------------------------------------------

/** A piece of text on a page, in the frame its baseline runs along: x to the right, y up. */
interface Run {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** The page's text items that hold more than white space (pdf.js marks line ends with empty ones). */
async function itemsOf(page: PDFPageProxy): Promise<TextItem[]> {
  const content = await page.getTextContent();
  return content.items.filter((item): item is TextItem => "str" in item && item.str.trim() !== "");
}

/** The item's baseline direction, in whole degrees anticlockwise (0 for ordinary text). */
function angleOf(item: TextItem): number {
  const [a = 1, b = 0] = item.transform as number[];
  return (Math.round((Math.atan2(b, a) * 180) / Math.PI) + 360) % 360;
}

/** Runs along one direction, in that direction's frame (rotated back by the angle). */
function runsOf(items: readonly TextItem[], angle: number, origin: { x: number; y: number }): Run[] {
  const cos = Math.cos((angle * Math.PI) / 180);
  const sin = Math.sin((angle * Math.PI) / 180);
  return items.map((item) => {
    const [, , c = 0, d = 1, e = 0, f = 0] = item.transform as number[];
    const x = e - origin.x;
    const y = f - origin.y;
    return { str: item.str, x: x * cos + y * sin, y: -x * sin + y * cos, width: item.width, size: Math.hypot(c, d) };
  });
}

/**
 * Runs in lines as pdftotext -layout writes them: runs whose baselines lie within 40% of the smaller font size of
 * each other make one line (a bold value beside a smaller one, in two columns of one row), top to bottom; in a
 * line, left to right, each run padded out to its column (a character is the page's average character width) and
 * at least one space after a gap between runs.
 */
function layoutLines(runs: Run[], charWidth: number): string[] {
  const sorted = [...runs].sort((p, q) => q.y - p.y || p.x - q.x);
  const lines: { y: number; size: number; runs: Run[] }[] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - run.y) <= 0.4 * Math.min(line.size, run.size)) {
      line.runs.push(run);
      line.size = Math.max(line.size, run.size);
    } else {
      lines.push({ y: run.y, size: run.size, runs: [run] });
    }
  }
  const out: string[] = [];
  let previous: (typeof lines)[number] | undefined;
  for (const line of lines) {
    // A gap of more than a blank line's height between two lines leaves a blank line, as poppler does.
    if (previous && previous.y - line.y > 2.2 * Math.max(previous.size, line.size)) out.push("");
    let text = "";
    let end = Number.NEGATIVE_INFINITY;
    for (const run of line.runs.sort((p, q) => p.x - q.x)) {
      if (text !== "") {
        const column = Math.round(run.x / charWidth);
        const gap = run.x - end;
        if (column > text.length && gap > 0.1 * run.size) text = text.padEnd(column, " ");
        else if (gap > 0.1 * run.size && !/\s$/.test(text) && !/^\s/.test(run.str)) text += " ";
      } else {
        text = " ".repeat(Math.max(0, Math.round(run.x / charWidth)));
      }
      text += run.str;
      end = Math.max(end, run.x + run.width);
    }
    out.push(text.trimEnd());
    previous = line;
  }
  return out;
}

/** A page's text: its ordinary lines, then those of text turned another way (a label along a vertical line). */
async function pageText(page: PDFPageProxy): Promise<string> {
  const items = await itemsOf(page);
  if (items.length === 0) return "";
  const [x0 = 0, y0 = 0] = page.view;
  const chars = items.reduce((sum, item) => sum + item.str.length, 0);
  const width = items.reduce((sum, item) => sum + Math.abs(item.width), 0);
  const charWidth = Math.max(1, width / chars);
  const angles = [...new Set(items.map(angleOf))].sort((p, q) => (p === 0 ? -1 : q === 0 ? 1 : p - q));
  const lines = angles.flatMap((angle) =>
    layoutLines(
      runsOf(
        items.filter((item) => angleOf(item) === angle),
        angle,
        { x: x0, y: y0 },
      ),
      charWidth,
    ),
  );
  return `${lines.join("\n")}\n`;
}

/** Every page's text, each page ended by a form feed (\f), as pdftotext writes them. */
async function text(doc: PDFDocumentProxy): Promise<string> {
  let out = "";
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    out += `${await pageText(page)}\f`;
    page.cleanup();
  }
  return out;
}

// --- Words ------------------------------------------------------------------------------------------------------

let measure: SKRSContext2D | undefined;

/**
 * Widths of pieces of an item's text in proportion to one another, measured in Liberation Sans (pdf.js's stand-in
 * for Helvetica, with its widths): the item's own width is then shared out by them.
 */
function measured(piece: string): number {
  if (!measure) {
    GlobalFonts.registerFromPath(join(pdfjsRoot, "standard_fonts", "LiberationSans-Regular.ttf"), "SoleRx PDF Sans");
    measure = createCanvas(1, 1).getContext("2d");
    measure.font = "100px 'SoleRx PDF Sans'";
  }
  return measure.measureText(piece).width;
}

/**
 * The words of one item, split at white space, each with its box: from its first glyph's start to its last
 * glyph's end along the baseline, from the font's descent to its ascent across it (as poppler boxes a word),
 * turned with the text and then taken as the box around that, in points from the page's top left.
 */
function wordsOf(
  item: TextItem,
  pageNumber: number,
  ascent: number,
  descent: number,
  view: readonly number[],
): PdfWord[] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform as number[];
  const along = { x: a / (Math.hypot(a, b) || 1), y: b / (Math.hypot(a, b) || 1) };
  const up = { x: c, y: d };
  const pieces = item.str.split(/(\s+)/).filter((piece) => piece !== "");
  const widths = pieces.map(measured);
  const total = widths.reduce((sum, w) => sum + w, 0) || 1;
  const [x0 = 0, , , y1 = 0] = view;
  const words: PdfWord[] = [];
  let offset = 0;
  pieces.forEach((piece, i) => {
    const length = (item.width * (widths[i] ?? 0)) / total;
    if (piece.trim() !== "") {
      const xs: number[] = [];
      const ys: number[] = [];
      for (const s of [offset, offset + length]) {
        for (const t of [descent, ascent]) {
          xs.push(e + along.x * s + up.x * t);
          ys.push(f + along.y * s + up.y * t);
        }
      }
      words.push({
        page: pageNumber,
        text: piece,
        xMin: Math.min(...xs) - x0,
        xMax: Math.max(...xs) - x0,
        yMin: y1 - Math.max(...ys),
        yMax: y1 - Math.min(...ys),
      });
    }
    offset += length;
  });
  return words;
}

/** Every word of every page with its box (pdftotext -bbox). */
async function words(doc: PDFDocumentProxy): Promise<PdfWord[]> {
  const out: PdfWord[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      const style = content.styles[item.fontName];
      out.push(...wordsOf(item, n, style?.ascent ?? 0.718, style?.descent ?? -0.207, page.view));
    }
    page.cleanup();
  }
  return out;
}

// --- Fields -----------------------------------------------------------------------------------------------------

/** Paper sizes pdfinfo names, in points (portrait). */
const PAPER: readonly [string, number, number][] = [
  ["A0", 2384, 3370],
  ["A1", 1684, 2384],
  ["A2", 1191, 1684],
  ["A3", 842, 1191],
  ["A4", 595, 842],
  ["A5", 420, 595],
  ["B4", 729, 1032],
  ["B5", 516, 729],
  ["letter", 612, 792],
  ["tabloid", 792, 1224],
  ["ledger", 1224, 792],
  ["legal", 612, 1008],
  ["statement", 396, 612],
  ["executive", 540, 720],
  ["folio", 612, 936],
  ["quarto", 610, 780],
  ["10x14", 720, 1008],
];

/** A number as C's %g writes it (six significant digits, no trailing zeros). */
const g = (n: number) => String(Number(n.toPrecision(6)));

/** A PDF date (D:20260302100000Z) as pdfinfo writes it, in UTC: "Mon Mar  2 10:00:00 2026 UTC". */
function pdfDate(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const m = /^(?:D:)?(\d{4})(\d\d)?(\d\d)?(\d\d)?(\d\d)?(\d\d)?([Zz+-])?(\d\d)?'?(\d\d)?/.exec(value);
  if (!m) return value;
  const [year, month = "01", day = "01", hour = "00", minute = "00", second = "00"] = m.slice(1, 7);
  const sign = m[7] === "-" ? -1 : m[7] === "+" ? 1 : 0;
  const offset = sign * (Number(m[8] ?? 0) * 60 + Number(m[9] ?? 0));
  const at = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)) -
      offset * 60_000,
  );
  const utc = at.toUTCString(); // "Mon, 02 Mar 2026 10:00:00 GMT"
  const day2 = String(at.getUTCDate()).padStart(2, " ");
  return `${utc.slice(0, 3)} ${utc.slice(8, 11)} ${day2} ${utc.slice(17, 25)} ${at.getUTCFullYear()} UTC`;
}

/** pdfinfo's fields: Title ... Producer, dates, Pages, Page size "612 x 792 pts (letter)", PDF version ... */
async function info(doc: PDFDocumentProxy, bytes: number): Promise<Record<string, string>> {
  const { info: dictionary, metadata } = await doc.getMetadata();
  const fields = dictionary as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const key of ["Title", "Subject", "Keywords", "Author", "Creator", "Producer"]) {
    if (typeof fields[key] === "string") out[key] = fields[key] as string;
  }
  for (const key of ["CreationDate", "ModDate"]) {
    const date = pdfDate(fields[key]);
    if (date) out[key] = date;
  }
  const mark = await doc.getMarkInfo();
  out["Custom Metadata"] = fields.Custom && Object.keys(fields.Custom as object).length > 0 ? "yes" : "no";
  out["Metadata Stream"] = metadata ? "yes" : "no";
  out.Tagged = mark?.Marked ? "yes" : "no";
  out.UserProperties = mark?.UserProperties ? "yes" : "no";
  out.Suspects = mark?.Suspects ? "yes" : "no";
  out.Form = fields.IsXFAPresent ? "XFA" : fields.IsAcroFormPresent ? "AcroForm" : "none";
  out.Pages = String(doc.numPages);
  out.Encrypted = fields.EncryptFilterName ? "yes" : "no";
  const first = await doc.getPage(1);
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = first.view;
  const [w, h] = first.rotate % 180 === 0 ? [x1 - x0, y1 - y0] : [y1 - y0, x1 - x0];
  const paper = PAPER.find(([, pw, ph]) => Math.abs(pw - w) < 1 && Math.abs(ph - h) < 1)?.[0];
  out["Page size"] = `${g(w)} x ${g(h)} pts${paper ? ` (${paper})` : ""}`;
  out["Page rot"] = String(first.rotate);
  out["File size"] = `${bytes} bytes`;
  out.Optimized = fields.IsLinearized ? "yes" : "no";
  if (typeof fields.PDFFormatVersion === "string") out["PDF version"] = fields.PDFFormatVersion;
  return out;
}

// --- Pixels -----------------------------------------------------------------------------------------------------

/** Page `n` drawn on a white canvas at `dpi`: 1 pt is dpi/72 pixels, the page's top left at the canvas's. */
async function draw(doc: PDFDocumentProxy, n: number, dpi: number) {
  if (!Number.isInteger(n) || n < 1 || n > doc.numPages) throw new Error(`no page ${n} of ${doc.numPages}`);
  const page = await doc.getPage(n);
  const viewport = page.getViewport({ scale: dpi / 72 });
  // As pdftoppm: the page's size in pixels, rounded up.
  const canvas = createCanvas(Math.ceil(viewport.width - 1e-6), Math.ceil(viewport.height - 1e-6));
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas: null,
    canvasContext: context as unknown as Parameters<PDFPageProxy["render"]>[0]["canvasContext"],
    viewport,
    background: "rgb(255,255,255)",
  }).promise;
  page.cleanup();
  return { canvas, context };
}

/** The page in grey as pdftoppm -gray gives it: each pixel's luminance, 0.3 R + 0.59 G + 0.11 B. */
async function grey(doc: PDFDocumentProxy, n: number, dpi: number): Promise<GreyPixels> {
  const { canvas, context } = await draw(doc, n, dpi);
  const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
  const pixels = new Uint8Array(canvas.width * canvas.height);
  for (let i = 0, p = 0; p < pixels.length; i += 4, p++) {
    // White shows through what is not fully covered.
    const alpha = (rgba[i + 3] ?? 255) / 255;
    const luminance = 0.3 * (rgba[i] ?? 255) + 0.59 * (rgba[i + 1] ?? 255) + 0.11 * (rgba[i + 2] ?? 255);
    pixels[p] = Math.round(luminance * alpha + 255 * (1 - alpha));
  }
  return { width: canvas.width, height: canvas.height, pixels };
}

async function png(doc: PDFDocumentProxy, n: number, dpi: number): Promise<Uint8Array> {
  const { canvas } = await draw(doc, n, dpi);
  return new Uint8Array(await canvas.encode("png"));
}

// --- The thread -------------------------------------------------------------------------------------------------

async function answer(request: ReaderRequest): Promise<ReaderAnswer & { ok: true }> {
  const { bytes } = request;
  const size = bytes.length;
  switch (request.kind) {
    case "text":
      return { ok: true, value: await withDocument(bytes, false, text) };
    case "words":
      return { ok: true, value: await withDocument(bytes, false, words) };
    case "info":
      return { ok: true, value: await withDocument(bytes, false, (doc) => info(doc, size)) };
    case "grey":
      return { ok: true, value: await withDocument(bytes, true, (doc) => grey(doc, request.page, request.dpi)) };
    case "png":
      return { ok: true, value: await withDocument(bytes, true, (doc) => png(doc, request.page, request.dpi)) };
  }
}

/**
 * Each request comes on `port`; its answer goes back on it, then `signal` is set and woken, for the test's thread
 * waits on it (Atomics.wait) and takes the answer off the port at once (receiveMessageOnPort).
 */
const { port, signal } = workerData as { port: MessagePort; signal: Int32Array };
port.on("message", async ({ id, request }: ReaderMessage) => {
  let reply: ReaderAnswer;
  const transfer: ArrayBuffer[] = [];
  try {
    const { value } = await answer(request);
    reply = { ok: true, value };
    const pixels = value instanceof Uint8Array ? value : (value as Partial<GreyPixels>).pixels;
    if (pixels instanceof Uint8Array && pixels.buffer instanceof ArrayBuffer) transfer.push(pixels.buffer);
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  port.postMessage({ id, answer: reply } satisfies ReaderReply, transfer);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
