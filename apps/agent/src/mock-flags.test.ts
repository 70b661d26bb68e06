import { describe, expect, it } from "vitest";
import { parseMockFlags } from "./mock-flags";

describe("parseMockFlags", () => {
  it("reads every mock setting", () => {
    expect(
      parseMockFlags([
        "--scanner=absent",
        "--next-scan=detach",
        "--update=required",
        "--open-session=fail",
        "--scan-ms=500",
        "--download-ms=100",
      ]),
    ).toEqual({
      scanner: "absent",
      nextScan: "detach",
      update: "required",
      openSession: "fail",
      scanDurationMs: 500,
      downloadDurationMs: 100,
    });
    expect(parseMockFlags([])).toEqual({});
  });

  it("refuses a wrong value or an unknown flag, naming it", () => {
    expect(() => parseMockFlags(["--scanner=melted"])).toThrow(/--scanner/);
    expect(() => parseMockFlags(["--next-scan=explode"])).toThrow(/--next-scan/);
    expect(() => parseMockFlags(["--scan-ms=fast"])).toThrow(/--scan-ms must be a whole number/);
    expect(() => parseMockFlags(["--colour=blue"])).toThrow(/colour/);
  });
});
