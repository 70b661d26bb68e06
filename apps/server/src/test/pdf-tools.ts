// Reading a PDF in tests with Debian's poppler-utils (.ci/run installs them): its text (pdftotext -layout: each line
// of the page as it lies, so a label and its value stay on one line whatever stands beside them), each word's box
// (pdftotext -bbox), its fields (pdfinfo) and a page as grey pixels (pdftoppm). A PDF they cannot read fails the
// test with their message.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

function withFile<T>(bytes: Uint8Array, read: (file: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), "solerx-pdf-"));
  try {
    const file = join(folder, "presc.pdf");
    writeFileSync(file, bytes);
    return read(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The text of every page as laid out, pages separated by form feeds (\f). */
export function pdfText(bytes: Uint8Array): string {
  return withFile(bytes, (file) =>
    execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }),
  );
}

/** pdfinfo's fields: Pages, Page size, Title ... */
export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  const out = withFile(bytes, (file) => execFileSync("pdfinfo", [file], { encoding: "utf8" }));
  return Object.fromEntries(
    out
      .split("\n")
      .filter((line) => line.includes(":"))
      .map((line) => [line.slice(0, line.indexOf(":")).trim(), line.slice(line.indexOf(":") + 1).trim()]),
  );
}

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

/** Every word of the PDF with its box (pdftotext -bbox). */
export function pdfWords(bytes: Uint8Array): PdfWord[] {
  const html = withFile(bytes, (file) =>
    execFileSync("pdftotext", ["-bbox", "-enc", "UTF-8", file, "-"], { encoding: "utf8", maxBuffer: 64 << 20 }),
  );
  const words: PdfWord[] = [];
  html.split("<page ").forEach((chunk, index) => {
    if (index === 0) return;
    const word = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
    for (const m of chunk.matchAll(word)) {
      const [xMin, yMin, xMax, yMax] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
      words.push({ page: index, text: m[5] ?? "", xMin, yMin, xMax, yMax });
    }
  });
  return words;
}

/** A page rendered in grey at `dpi` (pdftoppm): row by row, 0 black to 255 white. */
export interface GreyPage {
  width: number;
  height: number;
  dpi: number;
  at(x: number, y: number): number;
}

/** Page `page` (1-based) of the PDF as grey pixels. */
export function pdfPageGrey(bytes: Uint8Array, page: number, dpi: number): GreyPage {
  const pgm = withFile(bytes, (file) => {
    const out = join(file, "..", "page");
    execFileSync("pdftoppm", [
      "-gray",
      "-r",
      String(dpi),
      "-f",
      String(page),
      "-l",
      String(page),
      "-singlefile",
      file,
      out,
    ]);
    return readFileSync(`${out}.pgm`);
  });
  // P5 header: magic, width, height, maximum, each ended by white space.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString("latin1"));
  if (!header) throw new Error("pdftoppm gave no PGM");
  const [width, height] = [Number(header[1]), Number(header[2])];
  const start = header[0].length;
  return {
    width,
    height,
    dpi,
    at: (x, y) => pgm[start + Math.round(y) * width + Math.round(x)] ?? 255,
  };
}
