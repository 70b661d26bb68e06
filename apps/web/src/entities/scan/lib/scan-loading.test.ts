// Every rule of spec 000 §4 "Scan loading" against fake calls, fake blob links and a fake clock.
import { APP_TEXTS } from "@solerx/domain/common";
import type { Scan, SurfaceModel } from "@solerx/domain/scan";
import { describe, expect, it, vi } from "vitest";
import { fakeClock } from "../../../testing/fake-clock";
import { scanPropertiesFixture, testId } from "../../../testing/scans";
import {
  afterScanLoad,
  type BlobLinks,
  clearScans,
  DIFFERENT_SETTINGS_DIALOG,
  EMPTY_SCAN_SET,
  fetchScanSet,
  isValidSessionId,
  loadScans,
  ScanLoadCancelled,
  type ScanLoadingCalls,
  type ScanSet,
  scansEnough,
  waitForSessionId,
  withLatestProperties,
} from "./scan-loading";

const id = testId;
const SESSION = id(100);

type Side = "left" | "right";
function scan(n: number, side: Side, over: Partial<Scan> = {}, meta: Partial<Scan["meta"]> = {}): Scan {
  return {
    measurementID: id(n),
    subtype: side === "left" ? "SCAN_SUBTYPE_FLAT_LEFT_FOOT" : "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
    isComplete: true,
    meta: { scanMode: "semi-weighted", product: "INSOLE", scannerType: "MOCK_SCANNER", ...meta },
    ...over,
  };
}

function fakeCalls(list: Scan[], fail: { surfaceOf?: string } = {}) {
  const asked: string[] = [];
  const calls: ScanLoadingCalls = {
    getScans: async (sessionId) => {
      asked.push(`scans ${sessionId}`);
      return list;
    },
    getSurfaceModel: async (scanId): Promise<SurfaceModel> => {
      asked.push(`surface ${scanId}`);
      if (scanId === fail.surfaceOf) throw new Error("Surface Model Not Found");
      return { data: btoa(`mesh ${scanId}`), encoding: "DRACO" };
    },
    getScanProperties: async (scanId) => {
      asked.push(`properties ${scanId}`);
      return scanPropertiesFixture(scanId);
    },
  };
  return { calls, asked };
}

function fakeBlobs() {
  const live = new Set<string>();
  const made: string[] = [];
  const blobs: BlobLinks = {
    create: (bytes) => {
      const url = `blob:${new TextDecoder().decode(bytes)}`;
      live.add(url);
      made.push(url);
      return url;
    },
    revoke: (url) => {
      live.delete(url);
    },
  };
  return { blobs, live, made };
}

describe("step 1: waiting for a valid scanning session id", () => {
  it("accepts only a UUID", () => {
    expect(isValidSessionId(SESSION)).toBe(true);
    for (const bad of [null, undefined, "", "session", 42, `${SESSION}x`]) expect(isValidSessionId(bad)).toBe(false);
  });

  it("asks every 100 ms until the id is valid, then stops", async () => {
    const clock = fakeClock();
    const answers: (string | null)[] = [null, "not-an-id", null, SESSION];
    const read = vi.fn(() => answers.shift() ?? null);
    const found = waitForSessionId(read, clock);
    expect(read).toHaveBeenCalledTimes(1);
    clock.advance(99);
    expect(read).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(read).toHaveBeenCalledTimes(2);
    clock.advance(200);
    expect(read).toHaveBeenCalledTimes(4);
    await expect(found).resolves.toBe(SESSION);
    expect(clock.pending).toBe(0);
  });

  it("stops asking when cancelled", async () => {
    const clock = fakeClock();
    const read = vi.fn(() => null);
    const abort = new AbortController();
    const found = waitForSessionId(read, clock, abort.signal);
    clock.advance(300);
    abort.abort();
    await expect(found).rejects.toBeInstanceOf(ScanLoadCancelled);
    expect(clock.pending).toBe(0);
    clock.advance(1000);
    expect(read).toHaveBeenCalledTimes(4);
  });
});

describe("steps 2 and 3: the session's scans", () => {
  it("takes the last item's scan mode as the current mode, normalised", async () => {
    const { calls } = fakeCalls([
      scan(1, "left", {}, { scanMode: "WEIGHTED" }),
      scan(2, "right", {}, { scanMode: "NON_WEIGHTED" }),
    ]);
    const set = await fetchScanSet(SESSION, calls, fakeBlobs().blobs);
    expect(set.scanMode).toBe("non-weighted");
  });

  it("leaves the mode unset when the last item's mode is not an accepted one", async () => {
    const { calls } = fakeCalls([
      scan(1, "left", {}, { scanMode: "weighted" }),
      scan(2, "right", {}, { scanMode: "standing" }),
    ]);
    expect((await fetchScanSet(SESSION, calls, fakeBlobs().blobs)).scanMode).toBeUndefined();
  });

  it("picks the latest complete scan of each foot and loads its surface model and properties, flagged up to date", async () => {
    const list = [
      scan(1, "left"),
      scan(2, "right"),
      scan(3, "left"),
      scan(4, "right", { isComplete: false }),
      scan(5, "left", { isComplete: false }),
    ];
    const { calls, asked } = fakeCalls(list);
    const { blobs, live } = fakeBlobs();
    const set = await fetchScanSet(SESSION, calls, blobs);
    expect(set.left?.scan.measurementID).toBe(id(3));
    expect(set.right?.scan.measurementID).toBe(id(2));
    expect(set.left?.properties.measurementID).toBe(id(3));
    expect(set.left?.url).toBe(`blob:mesh ${id(3)}`);
    expect([...live].sort()).toEqual([`blob:mesh ${id(2)}`, `blob:mesh ${id(3)}`]);
    expect(set.upToDate).toBe(true);
    expect(set.scans).toEqual(list);
    expect(asked).not.toContain(`surface ${id(1)}`);
    expect(asked).not.toContain(`surface ${id(4)}`);
  });

  it("releases the links it made when a surface model cannot be fetched", async () => {
    const { calls } = fakeCalls([scan(1, "left"), scan(2, "right")], { surfaceOf: id(2) });
    const { blobs, live, made } = fakeBlobs();
    await expect(fetchScanSet(SESSION, calls, blobs)).rejects.toThrow("Surface Model Not Found");
    expect(made).toEqual([`blob:mesh ${id(1)}`]);
    expect(live.size).toBe(0);
  });

  it("keeps a held foot whose latest scan is unchanged: no fetch, no new link; a newer scan replaces it", async () => {
    const first = fakeCalls([scan(1, "left"), scan(2, "right")]);
    const { blobs, made } = fakeBlobs();
    const held = await fetchScanSet(SESSION, first.calls, blobs);
    const second = fakeCalls([scan(1, "left"), scan(2, "right"), scan(3, "right")]);
    const set = await fetchScanSet(SESSION, second.calls, blobs, undefined, held);
    expect(set.left).toBe(held.left);
    expect(set.right?.scan.measurementID).toBe(id(3));
    expect(second.asked).not.toContain(`surface ${id(1)}`);
    expect(made).toEqual([`blob:mesh ${id(1)}`, `blob:mesh ${id(2)}`, `blob:mesh ${id(3)}`]);
  });

  it("releases only its own links on a failure, never a held foot's", async () => {
    const { blobs, live } = fakeBlobs();
    const held = await fetchScanSet(SESSION, fakeCalls([scan(1, "left")]).calls, blobs);
    const failing = fakeCalls([scan(1, "left"), scan(2, "right")], { surfaceOf: id(2) });
    await expect(fetchScanSet(SESSION, failing.calls, blobs, undefined, held)).rejects.toThrow();
    expect([...live]).toEqual([`blob:mesh ${id(1)}`]);
  });

  it("loads nothing more for an empty session", async () => {
    const { calls, asked } = fakeCalls([]);
    const set = await fetchScanSet(SESSION, calls, fakeBlobs().blobs);
    expect(set).toMatchObject({ left: null, right: null, scanMode: undefined, upToDate: true });
    expect(asked).toEqual([`scans ${SESSION}`]);
  });

  it("loadScans waits for the session id before it asks for the scans", async () => {
    const clock = fakeClock();
    let sessionId: string | null = null;
    const { calls, asked } = fakeCalls([scan(1, "left")]);
    const loading = loadScans(() => sessionId, { calls, blobs: fakeBlobs().blobs, clock });
    clock.advance(500);
    expect(asked).toEqual([]);
    sessionId = SESSION;
    clock.advance(100);
    const set = await loading;
    expect(asked[0]).toBe(`scans ${SESSION}`);
    expect(set.sessionId).toBe(SESSION);
  });
});

const loaded = (left: Scan | null, right: Scan | null): Pick<ScanSet, "left" | "right"> => {
  const of = (s: Scan | null) =>
    s && {
      scan: s,
      surfaceModel: { data: "", encoding: "DRACO" as const },
      properties: scanPropertiesFixture(s.measurementID),
      url: "blob:x",
    };
  return { left: of(left), right: of(right) };
};

describe("step 4: after the load", () => {
  const fresh = { oneFootMode: false, scannedThisSession: false };

  it("sets the pack to Pair, Right Only or Left Only by the scans that exist, none without scans", () => {
    expect(afterScanLoad(loaded(scan(1, "left"), scan(2, "right")), fresh).pack).toBe("Pair");
    expect(afterScanLoad(loaded(null, scan(2, "right")), fresh).pack).toBe("Right Only");
    expect(afterScanLoad(loaded(scan(1, "left"), null), fresh).pack).toBe("Left Only");
    expect(afterScanLoad(loaded(null, null), fresh).pack).toBeUndefined();
  });

  it("keeps the pack a prescription gave", () => {
    const both = loaded(scan(1, "left"), scan(2, "right"));
    expect(afterScanLoad(both, { ...fresh, packFromPrescription: "Left Only" }).pack).toBe("Left Only");
  });

  it("reports which scans exist, for fitting the prescription", () => {
    expect(afterScanLoad(loaded(null, scan(2, "right")), fresh).presence).toEqual({ left: false, right: true });
  });

  it("turns one-foot mode on exactly when one scan exists and none was taken in this session", () => {
    expect(afterScanLoad(loaded(scan(1, "left"), null), fresh).oneFootMode).toBe(true);
    expect(afterScanLoad(loaded(scan(1, "left"), scan(2, "right")), { ...fresh, oneFootMode: true }).oneFootMode).toBe(
      false,
    );
    // No scan yet: the mode chosen in Scan settings stays.
    expect(afterScanLoad(loaded(null, null), { ...fresh, oneFootMode: true }).oneFootMode).toBe(true);
    const scanned = { oneFootMode: false, scannedThisSession: true };
    expect(afterScanLoad(loaded(scan(1, "left"), null), scanned).oneFootMode).toBe(false);
    expect(
      afterScanLoad(loaded(scan(1, "left"), scan(2, "right")), { ...scanned, oneFootMode: true }).oneFootMode,
    ).toBe(true);
  });

  it("shows the different-settings dialog when both scans exist and their mode, product or scanner type differ", () => {
    expect(DIFFERENT_SETTINGS_DIALOG).toEqual({
      title: "Scans with different scan settings detected",
      body: "Please set the same scan settings",
    });
    expect(DIFFERENT_SETTINGS_DIALOG.title).toBe(APP_TEXTS.differentScanSettingsTitle);
    const left = scan(1, "left");
    const differing: Partial<Scan["meta"]>[] = [
      { scanMode: "weighted" },
      { product: "AFO" },
      { scannerType: "iQUBE_E303" },
    ];
    for (const meta of differing) {
      expect(afterScanLoad(loaded(left, scan(2, "right", {}, meta)), fresh).differentSettingsDialog).toBe(
        DIFFERENT_SETTINGS_DIALOG,
      );
    }
    expect(
      afterScanLoad(loaded(left, scan(2, "right", {}, { scanMode: "SEMI_WEIGHTED" })), fresh).differentSettingsDialog,
    ).toBeNull();
    expect(afterScanLoad(loaded(left, null), fresh).differentSettingsDialog).toBeNull();
  });
});

describe("step 5: enough scans", () => {
  it("needs one scan in one-foot mode and both otherwise", () => {
    const one = loaded(scan(1, "left"), null);
    const both = loaded(scan(1, "left"), scan(2, "right"));
    const none = loaded(null, null);
    expect(scansEnough(one, true)).toBe(true);
    expect(scansEnough(one, false)).toBe(false);
    expect(scansEnough(both, false)).toBe(true);
    expect(scansEnough(both, true)).toBe(true);
    expect(scansEnough(none, true)).toBe(false);
    expect(afterScanLoad(one, { oneFootMode: false, scannedThisSession: false }).enough).toBe(true);
    expect(afterScanLoad(one, { oneFootMode: false, scannedThisSession: true }).enough).toBe(false);
  });
});

describe("step 6: clear", () => {
  async function fullSet() {
    const { calls } = fakeCalls([scan(1, "left"), scan(2, "right")]);
    const links = fakeBlobs();
    return { set: await fetchScanSet(SESSION, calls, links.blobs), ...links };
  }

  it("clears the left scan and the list, releasing only the left link", async () => {
    const { set, blobs, live } = await fullSet();
    const cleared = clearScans(set, "left", blobs);
    expect(cleared.left).toBeNull();
    expect(cleared.right).toBe(set.right);
    expect(cleared.scans).toEqual([]);
    expect(cleared.upToDate).toBe(false);
    expect([...live]).toEqual([`blob:mesh ${id(2)}`]);
  });

  it("clears the right scan, releasing only the right link", async () => {
    const { set, blobs, live } = await fullSet();
    const cleared = clearScans(set, "right", blobs);
    expect(cleared.right).toBeNull();
    expect(cleared.left).toBe(set.left);
    expect([...live]).toEqual([`blob:mesh ${id(1)}`]);
  });

  it("clears both, releasing both links, and keeps the session and the current mode", async () => {
    const { set, blobs, live } = await fullSet();
    const cleared = clearScans(set, "both", blobs);
    expect(cleared).toMatchObject({
      left: null,
      right: null,
      scans: [],
      sessionId: SESSION,
      scanMode: "semi-weighted",
    });
    expect(live.size).toBe(0);
    expect(clearScans(EMPTY_SCAN_SET, "both", blobs)).toMatchObject({ left: null, right: null });
  });
});

describe("withLatestProperties", () => {
  it("gives a foot its newer properties with the same mesh and link, and leaves the set alone when nothing differs", async () => {
    const set = await fetchScanSet(SESSION, fakeCalls([scan(1, "left"), scan(2, "right")]).calls, fakeBlobs().blobs);
    expect(withLatestProperties(set, { left: set.left?.properties, right: undefined })).toBe(set);
    const corrected = scanPropertiesFixture(id(2), { footLength: 265 });
    const next = withLatestProperties(set, { left: undefined, right: corrected });
    expect(next.right).toEqual({ ...set.right, properties: corrected });
    expect(next.left).toBe(set.left);
    expect(next.scans).toBe(set.scans);
  });

  it("never gives a foot another scan's properties", async () => {
    const set = await fetchScanSet(SESSION, fakeCalls([scan(1, "left")]).calls, fakeBlobs().blobs);
    expect(withLatestProperties(set, { left: scanPropertiesFixture(id(9)), right: undefined })).toBe(set);
  });
});
