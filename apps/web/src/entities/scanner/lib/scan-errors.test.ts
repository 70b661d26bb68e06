import { AGENT_STATUSES, SCAN_ERRORS, type ScanErrorCode } from "@solerx/domain/scan";
import { describe, expect, it } from "vitest";
import {
  agentStatusDialog,
  isAgentConnecting,
  SCANNER_CONNECTING_TEXT,
  scanAnswerDialog,
  scanErrorDialog,
} from "./scan-errors";

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

describe("the connection's dialogs", () => {
  const device = {
    id: "a",
    name: "n",
    model: "m",
    model_id: "i",
    serial: "s",
    firmware: "f",
    state: "available",
    type: "t",
    version: "v",
  };

  it("says Scanner connecting... while connecting, opened or creating the session", () => {
    expect(SCANNER_CONNECTING_TEXT).toBe("Scanner connecting...");
    expect(AGENT_STATUSES.filter(isAgentConnecting)).toEqual(["connecting", "opened", "session creation"]);
  });

  it("picks USB Agent error, Scanner Not Available or Scanner not found by the status", () => {
    const agentError = { title: "USB Agent error", body: "Error while connecting to USB Agent" };
    expect(agentStatusDialog({ status: "error", devices: [] })).toEqual(agentError);
    expect(agentStatusDialog({ status: "session failed", devices: [] })).toEqual(agentError);
    expect(agentStatusDialog({ status: "disconnected", devices: [] })).toEqual({
      title: "Scanner Not Available",
      body: "Please use a pc connected to your scanner.",
    });
    const notFound = { title: "Scanner not found", body: "Please connect your scanner and make sure it is turned on." };
    expect(agentStatusDialog({ status: "detached", devices: [] })).toEqual(notFound);
    expect(agentStatusDialog({ status: "session created", devices: [] })).toEqual(notFound);
    expect(agentStatusDialog({ status: "session created", devices: [device] })).toBeNull();
    expect(agentStatusDialog({ status: "connecting", devices: [] })).toBeNull();
  });
});
