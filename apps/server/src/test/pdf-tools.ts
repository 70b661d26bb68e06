// Reading a PDF in tests (and in the browser tests, e2e/), with no program outside node_modules: Mozilla's pdf.js
// (pdfjs-dist) and @napi-rs/canvas read it in a thread of their own (pdf-reader.ts), and these calls wait for its
// answer, so they are as plain as the poppler-utils commands they replace: the text of each page as it lies
// (pdftotext -layout: each line of the page as it lies, so a label and its value stay on one line whatever stands
// beside them; pages ended by \f), each word's box (pdftotext -bbox), the document's fields (pdfinfo) and a page
// as grey pixels or a PNG picture (pdftoppm). A PDF pdf.js cannot read fails the test with its message.
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from "node:worker_threads";
import type { GreyPixels, PdfWord, ReaderAnswer, ReaderMessage, ReaderReply, ReaderRequest } from "./pdf-reader";

export type { PdfWord } from "./pdf-reader";

interface Reader {
  port: MessagePort;
  signal: Int32Array;
  /** The number of the last request sent. */
  asked: number;
}

/** Longer than any one PDF takes to read: past it the reader is taken as gone (its thread failed to start). */
const ANSWER_WITHIN_MS = 60_000;

/**
 * The reader thread, started on first use and kept for the process (pdf.js loads once): on the process, not this
 * module, so test files that share a process share it. It never keeps the process alive.
 */
function reader(): Reader {
  const key = Symbol.for("solerx.test.pdf-reader");
  const shared = globalThis as { [key]?: Reader };
  const existing = shared[key];
  if (existing) return existing;
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL("./pdf-reader.ts", import.meta.url), {
    workerData: { port: port2, signal },
    transferList: [port2],
    // Plain Node, whatever loader the tests run under (tsx's would compile pdf.js's megabytes again on every start):
    // it runs pdf-reader.ts with its types stripped.
    execArgv: [],
  });
  worker.unref();
  port1.unref();
  const started = { port: port1, signal, asked: 0 };
  shared[key] = started;
  return started;
}

/** Sends a request to the reader and waits, this thread blocked as by a child process, for its answer. */
function ask(request: ReaderRequest): (ReaderAnswer & { ok: true })["value"] {
  const shared = reader();
  const { port, signal } = shared;
  const id = ++shared.asked;
  Atomics.store(signal, 0, 0);
  // A copy goes: the caller's bytes stay theirs.
  port.postMessage({ id, request } satisfies ReaderMessage);
  const deadline = Date.now() + ANSWER_WITHIN_MS;
  for (;;) {
    if (Atomics.wait(signal, 0, 0, 1000) === "timed-out" && Date.now() > deadline) {
      throw new Error(`the PDF reader (pdf-reader.ts) gave no answer in ${ANSWER_WITHIN_MS / 1000} s`);
    }
    let reply = receiveMessageOnPort(port)?.message as ReaderReply | undefined;
    // The late answer to a request given up on comes first: it is passed over.
    while (reply && reply.id !== id) reply = receiveMessageOnPort(port)?.message as ReaderReply | undefined;
    if (reply) {
      if (!reply.answer.ok) throw new Error(`the PDF could not be read: ${reply.answer.message}`);
      return reply.answer.value;
    }
    Atomics.store(signal, 0, 0);
  }
}

/** The text of every page as laid out, each page ended by a form feed (\f). */
export function pdfText(bytes: Uint8Array): string {
  return ask({ kind: "text", bytes }) as string;
}

/** pdfinfo's fields: Pages, Page size ("612 x 792 pts (letter)"), Title, Author, Creator, Producer ... */
export function pdfInfo(bytes: Uint8Array): Record<string, string> {
  return ask({ kind: "info", bytes }) as Record<string, string>;
}

/** Every word of the PDF with its box (pdftotext -bbox). */
export function pdfWords(bytes: Uint8Array): PdfWord[] {
  return ask({ kind: "words", bytes }) as PdfWord[];
}

/** A page rendered in grey at `dpi` (pdftoppm -gray): row by row, 0 black to 255 white. */
export interface GreyPage {
  width: number;
  height: number;
  dpi: number;
  at(x: number, y: number): number;
}

/** Page `page` (1-based) of the PDF as grey pixels, 1 pt being dpi/72 pixels. */
export function pdfPageGrey(bytes: Uint8Array, page: number, dpi: number): GreyPage {
  const { width, height, pixels } = ask({ kind: "grey", bytes, page, dpi }) as GreyPixels;
  return {
    width,
    height,
    dpi,
    at: (x, y) => {
      const [column, row] = [Math.round(x), Math.round(y)];
      if (column < 0 || column >= width || row < 0 || row >= height) return 255;
      return pixels[row * width + column] ?? 255;
    },
  };
}

/** Page `page` (1-based) of the PDF as a PNG picture at `dpi` (pdftoppm -png), for a person to look at. */
export function pdfPagePng(bytes: Uint8Array, page: number, dpi: number): Uint8Array {
  return ask({ kind: "png", bytes, page, dpi }) as Uint8Array;
}
