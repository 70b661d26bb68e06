// @vitest-environment jsdom
// Load a scan file: the modal's checks before anything is sent (a file is needed, of a scan format), the upload
// with the scanner and scan mode chosen and the file's format, a refused file's words as the server gave them, a
// file over the upload's limit refused before its bytes go, and the screen told once the scan is in.
import "../../../testing/setup-dom";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { DEFAULT_SCAN_SETTINGS } from "../../../entities/scan/scan-settings";
import { server, startMockNetwork } from "../../../testing/msw";
import { renderWithApp } from "../../../testing/render";
import { testId } from "../../../testing/scans";
import { fileErrorOf, uploadFailureOf, useScanFileUpload } from "../hooks/use-scan-file-upload";
import { LoadScanFileModal } from "./load-scan-file-modal";

startMockNetwork();

const SESSION = testId(1);
const SCAN = testId(2);

function Harness({ onUploaded }: { onUploaded(foot: string): void }) {
  const upload = useScanFileUpload({ sessionId: SESSION, settings: DEFAULT_SCAN_SETTINGS, onUploaded });
  return (
    <>
      <button type="button" onClick={() => upload.open("right")}>
        open
      </button>
      <LoadScanFileModal upload={upload} scanMode="weighted" />
    </>
  );
}

function network({ maxBytes = 1000, refusal }: { maxBytes?: number; refusal?: string } = {}) {
  const calls: string[] = [];
  let query: Record<string, string> = {};
  server.use(
    http.get("*/api/v1/biometric/scans/file/upload_url", ({ request }) => {
      calls.push("register");
      query = Object.fromEntries(new URL(request.url).searchParams);
      return HttpResponse.json({
        measurementID: SCAN,
        url: "http://localhost/blobs/uploads/x?signature=s",
        method: "PUT",
        expiresAt: "2026-01-01T00:15:00.000Z",
        maxBytes,
      });
    }),
    http.put("*/blobs/uploads/x", () => {
      calls.push("put");
      return new HttpResponse(null, { status: 201 });
    }),
    http.patch(`*/api/v1/agent/scans/file/${SCAN}/complete_upload`, () => {
      calls.push("complete");
      if (refusal) return HttpResponse.json({ statusCode: 422, error: "x", message: refusal }, { status: 422 });
      return HttpResponse.json({
        measurementID: SCAN,
        subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
        isComplete: true,
        meta: { scanMode: "weighted", product: "INSOLE", scannerType: "TIGER" },
      });
    }),
  );
  return { calls, query: () => query };
}

async function openModal() {
  const uploaded: string[] = [];
  const user = userEvent.setup();
  renderWithApp(<Harness onUploaded={(foot) => uploaded.push(foot)} />);
  await user.click(screen.getByRole("button", { name: "open" }));
  const dialog = await screen.findByRole("dialog", { name: "Load a scan file: right foot" });
  const choose = (file: File) => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    return user.upload(input, file);
  };
  return { user, dialog, choose, uploaded };
}

const stl = (bytes = 10, name = "Right foot.STL") => new File([new Uint8Array(bytes)], name);

describe("LoadScanFileModal", () => {
  it("offers the four formats, the scanners (Other scanner first chosen) and the session's scan mode", async () => {
    const { dialog } = await openModal();
    expect(document.querySelector('input[type="file"]')?.getAttribute("accept")).toBe(".stl,.obj,.ply,.drc");
    expect(within(dialog).getByRole("textbox", { name: /Scanner/ })).toHaveProperty("value", "Other scanner");
    expect(within(dialog).getByRole("textbox", { name: /Scan mode/ })).toHaveProperty("value", "Weighted");
  });

  it("asks for a file, then sends it with the scanner, the scan mode and its format, and tells the screen", async () => {
    const calls = network();
    const { user, dialog, choose, uploaded } = await openModal();
    await user.click(within(dialog).getByRole("button", { name: "Load scan" }));
    expect(within(dialog).getByText("Choose the scan file to load.")).toBeTruthy();
    expect(calls.calls).toEqual([]);

    await choose(stl());
    await user.click(within(dialog).getByRole("textbox", { name: /Scanner/ }));
    await user.click(await screen.findByRole("option", { name: "Apple TrueDepth" }));
    await user.click(within(dialog).getByRole("button", { name: "Load scan" }));
    await waitFor(() => expect(uploaded).toEqual(["right"]));
    expect(calls.calls).toEqual(["register", "put", "complete"]);
    expect(calls.query()).toMatchObject({
      session_id: SESSION,
      subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
      scannerType: "TRUEDEPTH",
      scanMode: "weighted",
      format: "stl",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows a refused file's reason in the server's words and stays open", async () => {
    const message = "The uploaded file is not a valid STL mesh";
    network({ refusal: message });
    const { user, dialog, choose, uploaded } = await openModal();
    await choose(stl());
    await user.click(within(dialog).getByRole("button", { name: "Load scan" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("The scan file was not accepted");
    expect(alert.textContent).toContain(message);
    expect(uploaded).toEqual([]);
  });

  it("refuses a file over the upload's limit before sending it, saying both sizes", async () => {
    const calls = network({ maxBytes: 2048 });
    const { user, dialog, choose } = await openModal();
    await choose(stl(4096));
    await user.click(within(dialog).getByRole("button", { name: "Load scan" }));
    expect(
      await within(dialog).findByText(
        "This file is 4 KB, larger than the 2 KB a scan file may be. Export the scan at a lower resolution and try again.",
      ),
    ).toBeTruthy();
    expect(calls.calls).toEqual(["register"]);
  });
});

describe("the words of a file that cannot go", () => {
  it("name what is wrong with the file", () => {
    expect(fileErrorOf(null)).toBe("Choose the scan file to load.");
    expect(fileErrorOf(new File(["x"], "foot.jpg"))).toMatch(/choose an STL, OBJ, PLY or DRC file/);
    expect(fileErrorOf(new File([], "foot.obj"))).toMatch(/empty/);
    expect(fileErrorOf(new File(["x"], "foot.ply"))).toBeNull();
  });

  it("say which step failed when the server gave no words", () => {
    expect(uploadFailureOf(new Error("offline"))).toEqual({
      title: "The scan file could not be loaded",
      message: "The file could not be sent. Check the connection and try again.",
    });
  });
});
