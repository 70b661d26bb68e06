// A scan file's checks before anything is sent: the formats by extension in any case, an empty file, a file over
// the upload's limit, and the sizes as a clinician reads them.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_FILE_SCANNER_TYPE,
  FILE_SCANNER_TYPES,
  formatFileSize,
  isFileScannerType,
  SCAN_FILE_ACCEPT,
  scanFileFormat,
  scanFileProblem,
} from "./scan-file";

describe("scanFileFormat", () => {
  it.each([
    ["foot.stl", "stl"],
    ["Right Foot.STL", "stl"],
    ["scan.v2.Obj", "obj"],
    ["capture.ply", "ply"],
    ["rightscan.drc", "drc"],
  ])("reads %s as %s", (name, format) => {
    expect(scanFileFormat(name)).toBe(format);
  });

  it.each(["foot", "foot.zip", "foot.stl.txt", "stl", ".", "foot."])("has no format for %s", (name) => {
    expect(scanFileFormat(name)).toBeNull();
  });

  it("offers the four formats to the file picker", () => {
    expect(SCAN_FILE_ACCEPT).toBe(".stl,.obj,.ply,.drc");
  });
});

describe("scanFileProblem", () => {
  const MB = 1024 * 1024;

  it("accepts a scan file within the limit, and any size while the limit is not known", () => {
    expect(scanFileProblem({ name: "foot.stl", size: 5 * MB }, 32 * MB)).toBeNull();
    expect(scanFileProblem({ name: "foot.stl", size: 32 * MB }, 32 * MB)).toBeNull();
    expect(scanFileProblem({ name: "foot.obj", size: 900 * MB })).toBeNull();
  });

  it("refuses another kind of file before its size", () => {
    expect(scanFileProblem({ name: "photo.jpg", size: 0 }, 10)).toEqual({ kind: "type" });
  });

  it("refuses an empty file", () => {
    expect(scanFileProblem({ name: "foot.ply", size: 0 }, 32 * MB)).toEqual({ kind: "empty" });
  });

  it("refuses a file one byte over the limit, saying both sizes", () => {
    expect(scanFileProblem({ name: "foot.stl", size: 32 * MB + 1 }, 32 * MB)).toEqual({
      kind: "tooLarge",
      size: 32 * MB + 1,
      maxBytes: 32 * MB,
    });
  });
});

describe("formatFileSize", () => {
  it.each([
    [0, "0 bytes"],
    [1023, "1023 bytes"],
    [1536, "2 KB"],
    [5 * 1024 * 1024, "5 MB"],
    [Math.round(32.4 * 1024 * 1024), "32.4 MB"],
    [32 * 1024 * 1024, "32 MB"],
  ])("%i bytes read %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe("the scanners a file comes from", () => {
  it("are the spec's, less the mock and the invalid one, Other scanner by default", () => {
    expect(FILE_SCANNER_TYPES).toEqual([
      "OCCIPITAL_ST02A",
      "OCCIPITAL_ST02B",
      "TRUEDEPTH",
      "iQUBE_E303",
      "TIGER",
      "UNKNOWN_DEVICE_MODEL",
    ]);
    expect(DEFAULT_FILE_SCANNER_TYPE).toBe("UNKNOWN_DEVICE_MODEL");
    expect(isFileScannerType("MOCK_SCANNER")).toBe(false);
    expect(isFileScannerType("TRUEDEPTH")).toBe(true);
  });
});
