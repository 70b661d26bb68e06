import { SCAN_ERRORS, type ScanErrorCode } from "@solerx/domain/contracts";
import { describe, expect, it } from "vitest";
import { scanAnswerDialog, scanErrorDialog } from "./scan-errors";

const answer = (code: ScanErrorCode) =>
  JSON.stringify({ statusCode: SCAN_ERRORS[code].status, error: "x", message: SCAN_ERRORS[code].message, code });

describe("the agent's scan errors as the spec's texts", () => {
  it("maps every code to its dialog", () => {
    const expected: Record<ScanErrorCode, { title: string; body: string }> = {
      SCANNER_NOT_FOUND: {
        title: "Scanner not found",
        body: "Please connect your scanner and make sure it is turned on.",
      },
      SCANNER_DETACHED: {
        title: "Scanner Disconnected",
        body: "Disconnected while scanning, scans needs to be re-done.",
      },
      SCANNER_BUSY: { title: "Scan Error", body: "Scanner is busy or is not connected" },
      SCANNER_NOT_WORKING: {
        title: "Scan Error",
        body: "Scanner is not working. Please check the cable and make sure your scanner is on and connected to your PC.",
      },
      SCAN_FAILED: { title: "Scan Error", body: "Something went wrong while scanning. Please try again" },
      UPLOAD_FAILED: { title: "Scan Error", body: "Something went wrong while uploading scan data. Please try again" },
    };
    for (const code of Object.keys(SCAN_ERRORS) as ScanErrorCode[]) {
      expect(scanErrorDialog(code)).toEqual(expected[code]);
      expect(scanAnswerDialog(SCAN_ERRORS[code].status, answer(code))).toEqual(expected[code]);
      // The agent's own message is the spec's text the dialog shows (title or body).
      expect(Object.values(expected[code])).toContain(SCAN_ERRORS[code].message);
    }
  });

  it("shows the USB Agent error when the agent did not answer", () => {
    expect(scanAnswerDialog(0, "")).toEqual({ title: "USB Agent error", body: "Error while connecting to USB Agent" });
  });

  it("shows the general scanning failure for an answer without a known code", () => {
    const general = { title: "Scan Error", body: "Something went wrong while scanning. Please try again" };
    expect(scanAnswerDialog(500, "<html>")).toEqual(general);
    expect(scanAnswerDialog(400, JSON.stringify({ statusCode: 400, error: "Bad Request", message: "x" }))).toEqual(
      general,
    );
    expect(scanAnswerDialog(500, JSON.stringify({ code: "NO_SUCH_CODE" }))).toEqual(general);
    expect(scanErrorDialog(undefined)).toEqual(general);
  });
});
