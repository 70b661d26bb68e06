// A scan file the clinician loads from disk (issue 33 point 1): which formats the server takes, the format a file's
// name says, and the checks made before anything is sent (its type, that it holds something, that it is within
// the upload's limit). Pure, so every rule is tested without a browser.
import type { ScannerType } from "@solerx/domain/common";
import type { ScanFileFormat } from "@solerx/domain/scan";

/** The formats the server reads a scan in (the domain's ScanFileFormat), in the order the picker offers them. */
export const SCAN_FILE_FORMATS = ["stl", "obj", "ply", "drc"] as const satisfies readonly ScanFileFormat[];

/** The file picker's accept attribute. */
export const SCAN_FILE_ACCEPT = SCAN_FILE_FORMATS.map((format) => `.${format}`).join(",");

/** The scanners a file may come from (spec 000 §3 "Scanner types", less the mock and the invalid one), "other" last. */
export const FILE_SCANNER_TYPES = [
  "OCCIPITAL_ST02A",
  "OCCIPITAL_ST02B",
  "TRUEDEPTH",
  "iQUBE_E303",
  "TIGER",
  "UNKNOWN_DEVICE_MODEL",
] as const satisfies readonly ScannerType[];
export type FileScannerType = (typeof FILE_SCANNER_TYPES)[number];
export const DEFAULT_FILE_SCANNER_TYPE: FileScannerType = "UNKNOWN_DEVICE_MODEL";

export function isFileScannerType(value: unknown): value is FileScannerType {
  return (FILE_SCANNER_TYPES as readonly unknown[]).includes(value);
}

/** The format a file's name says, by its extension in any case ("Foot.STL" is stl); null for any other file. */
export function scanFileFormat(name: string): ScanFileFormat | null {
  const dot = name.lastIndexOf(".");
  if (dot < 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return (SCAN_FILE_FORMATS as readonly string[]).includes(extension) ? (extension as ScanFileFormat) : null;
}

/** Why a file cannot be sent. */
export type ScanFileProblem =
  | { kind: "type" }
  | { kind: "empty" }
  | { kind: "tooLarge"; size: number; maxBytes: number };

/**
 * What stops a file from being sent, or null: a name without one of the formats, no bytes, or more bytes than the
 * upload takes (`maxBytes`, the upload address's limit; unchecked until it is known).
 */
export function scanFileProblem(file: { name: string; size: number }, maxBytes?: number): ScanFileProblem | null {
  if (scanFileFormat(file.name) === null) return { kind: "type" };
  if (file.size === 0) return { kind: "empty" };
  if (maxBytes !== undefined && file.size > maxBytes) return { kind: "tooLarge", size: file.size, maxBytes };
  return null;
}

/** A size as a clinician reads it: bytes, KB or MB (1 MB = 1,048,576 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  // One decimal, none when it is 0: a file just over a 32 MB limit reads 32.4 MB, not 32 MB.
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
}
