// Scan loading (spec 000 §4 "Scan loading", six steps) as plain functions over injected calls and an injected
// clock, so every rule is tested without a network or real time; ../use-scan-loading.ts is the thin hook over it.
import { APP_TEXTS, type SurfaceEncoding, UI_TIMING } from "@solerx/domain/common";
import {
  oneFootModeAfterScanLoad,
  type Pack,
  packAfterScanLoad,
  type ScanPresence,
  scansAreEnough,
} from "@solerx/domain/prescription";
import {
  currentScanMode,
  type Foot,
  pickLatestScans,
  type Scan,
  type ScanModeValue,
  type ScanProperties,
  type SurfaceModel,
  scanSettingsDiffer,
} from "@solerx/domain/scan";
import { z } from "zod";
import type { Clock } from "../../../lib/clock";

/** One foot's scan as the screens use it: the scan, its mesh, its measurements and a local blob link to the mesh. */
export interface LoadedScan {
  scan: Scan;
  surfaceModel: SurfaceModel;
  properties: ScanProperties;
  /** A blob: address of the mesh's bytes (for the visualizer); released when the scan is cleared. */
  url: string;
}

/** What scan loading holds: the session's list, the current scan mode and the chosen left and right scans. */
export interface ScanSet {
  sessionId: string | null;
  scans: readonly Scan[];
  /** The last listed scan's mode (step 2); undefined when the list is empty or its mode is not accepted. */
  scanMode: ScanModeValue | undefined;
  left: LoadedScan | null;
  right: LoadedScan | null;
  /** Step 3's flag: the set matches the server's list as last fetched. */
  upToDate: boolean;
}

export const EMPTY_SCAN_SET: ScanSet = {
  sessionId: null,
  scans: [],
  scanMode: undefined,
  left: null,
  right: null,
  upToDate: false,
};

/** Local blob links of the meshes: created from their bytes, released on clear (URL.createObjectURL in the app). */
export interface BlobLinks {
  create(bytes: Uint8Array, encoding: SurfaceEncoding): string;
  revoke(url: string): void;
}

export const browserBlobLinks: BlobLinks = {
  create: (bytes) =>
    URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/octet-stream" })),
  revoke: (url) => URL.revokeObjectURL(url),
};

const SessionId = z.uuid();

/** A valid scanning session id: a UUID, as the server's sessions have. */
export function isValidSessionId(value: unknown): value is string {
  return SessionId.safeParse(value).success;
}

/** Thrown when the wait or the load is cancelled; callers drop it silently. */
export class ScanLoadCancelled extends Error {
  override readonly name = "ScanLoadCancelled";
}

/**
 * Step 1: resolves with the session id as soon as `read` gives a valid one, asking again every 100 ms
 * (UI_TIMING.scanPollingIntervalMs) on the given clock; rejects with ScanLoadCancelled when the signal aborts.
 */
export function waitForSessionId(
  read: () => string | null | undefined,
  clock: Clock,
  signal?: AbortSignal,
  intervalMs: number = UI_TIMING.scanPollingIntervalMs,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let handle: unknown = null;
    const onAbort = () => {
      if (handle !== null) clock.clearTimeout(handle);
      reject(new ScanLoadCancelled("scan loading was cancelled"));
    };
    const check = () => {
      handle = null;
      if (signal?.aborted) return;
      const id = read();
      if (isValidSessionId(id)) {
        signal?.removeEventListener("abort", onAbort);
        resolve(id);
        return;
      }
      handle = clock.setTimeout(check, intervalMs);
    };
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener("abort", onAbort, { once: true });
    check();
  });
}

/** The calls scan loading makes (the entity's api/*.ts in the app, fakes in tests). */
export interface ScanLoadingCalls {
  getScans(sessionId: string, signal?: AbortSignal): Promise<readonly Scan[]>;
  getSurfaceModel(scanId: string, signal?: AbortSignal): Promise<SurfaceModel>;
  getScanProperties(scanId: string, signal?: AbortSignal): Promise<ScanProperties>;
}

function base64Bytes(data: string): Uint8Array {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function loadOne(scan: Scan, calls: ScanLoadingCalls, blobs: BlobLinks, signal?: AbortSignal) {
  const [surfaceModel, properties] = await Promise.all([
    calls.getSurfaceModel(scan.measurementID, signal),
    calls.getScanProperties(scan.measurementID, signal),
  ]);
  const url = blobs.create(base64Bytes(surfaceModel.data), surfaceModel.encoding);
  return { scan, surfaceModel, properties, url } satisfies LoadedScan;
}

/** The feet a set already holds, which a reload keeps when the latest scan of that foot is still the same. */
export type HeldScans = Pick<ScanSet, "left" | "right">;

/**
 * Steps 2 and 3: the session's scans, the last one's mode as the current mode, the latest complete left and
 * right scans with their surface models and properties, flagged up to date. A foot whose latest scan is the one
 * `held` already has is kept as it is (a complete scan's file never changes), so a reload after one foot's scan
 * neither fetches nor decodes the other again. When any call fails, the links made by this call are released
 * before the error goes on.
 */
export async function fetchScanSet(
  sessionId: string,
  calls: ScanLoadingCalls,
  blobs: BlobLinks,
  signal?: AbortSignal,
  held?: HeldScans,
): Promise<ScanSet> {
  const scans = await calls.getScans(sessionId, signal);
  const latest = pickLatestScans(scans);
  const load = async (scan: Scan | undefined, kept: LoadedScan | null | undefined) => {
    if (!scan) return null;
    if (kept?.scan.measurementID === scan.measurementID) return kept;
    return loadOne(scan, calls, blobs, signal);
  };
  const results = await Promise.allSettled([load(latest.left, held?.left), load(latest.right, held?.right)]);
  const [left, right] = results;
  if (left.status === "rejected" || right.status === "rejected" || signal?.aborted) {
    for (const result of results) {
      const made = result.status === "fulfilled" ? result.value : null;
      if (made && made !== held?.left && made !== held?.right) blobs.revoke(made.url);
    }
    if (signal?.aborted) throw new ScanLoadCancelled("scan loading was cancelled");
    throw left.status === "rejected" ? left.reason : (right as PromiseRejectedResult).reason;
  }
  return {
    sessionId,
    scans,
    scanMode: currentScanMode(scans),
    left: left.value,
    right: right.value,
    upToDate: true,
  };
}

/**
 * The set with each foot's properties as given (the cache's latest, after an orientation correction answered new
 * ones); the same set when nothing differs. The mesh and its link are the same scan's, so they are kept.
 */
export function withLatestProperties(set: ScanSet, latest: Record<Foot, ScanProperties | undefined>): ScanSet {
  const updated = (loaded: LoadedScan | null, properties: ScanProperties | undefined): LoadedScan | null =>
    loaded && properties && properties !== loaded.properties && properties.measurementID === loaded.scan.measurementID
      ? { ...loaded, properties }
      : loaded;
  const left = updated(set.left, latest.left);
  const right = updated(set.right, latest.right);
  return left === set.left && right === set.right ? set : { ...set, left, right };
}

/** Which feet have a scan. */
export function scanPresence(set: Pick<ScanSet, "left" | "right">): ScanPresence {
  return { left: set.left !== null, right: set.right !== null };
}

/** The different-settings dialog (spec 000 §4 step 4; texts §8). */
export const DIFFERENT_SETTINGS_DIALOG = {
  title: APP_TEXTS.differentScanSettingsTitle,
  body: APP_TEXTS.differentScanSettingsBody,
} as const;

export interface AfterLoadInput {
  /** The pack a saved prescription holds; it is kept as it is. */
  packFromPrescription?: Pack;
  /** One-foot mode before the load. */
  oneFootMode: boolean;
  /** A scan was taken in this session (then one-foot mode is left as it is). */
  scannedThisSession: boolean;
}

export interface AfterLoad {
  presence: ScanPresence;
  /** The pack to set; undefined without scans. The prescription is then fitted to `presence`. */
  pack: Pack | undefined;
  oneFootMode: boolean;
  /** The dialog to show, or null. */
  differentSettingsDialog: typeof DIFFERENT_SETTINGS_DIALOG | null;
  /** Step 5 under the new one-foot mode. */
  enough: boolean;
}

/** Step 4 (and 5): what follows a load. */
export function afterScanLoad(set: Pick<ScanSet, "left" | "right">, input: AfterLoadInput): AfterLoad {
  const presence = scanPresence(set);
  const oneFootMode = oneFootModeAfterScanLoad(input.oneFootMode, input.scannedThisSession, presence);
  return {
    presence,
    pack: packAfterScanLoad(presence, input.packFromPrescription),
    oneFootMode,
    differentSettingsDialog: scanSettingsDiffer(set.left?.scan, set.right?.scan) ? DIFFERENT_SETTINGS_DIALOG : null,
    enough: scansAreEnough(oneFootMode, presence.left, presence.right),
  };
}

/** Step 5: one scan is enough in one-foot mode, otherwise both are needed. */
export function scansEnough(set: Pick<ScanSet, "left" | "right">, oneFootMode: boolean): boolean {
  const presence = scanPresence(set);
  return scansAreEnough(oneFootMode, presence.left, presence.right);
}

export type ClearWhich = Foot | "both";

/**
 * Step 6: removes the left, right or both scans and the list, releasing the removed scans' blob links. The
 * current scan mode and session stay; the set is no longer up to date.
 */
export function clearScans(set: ScanSet, which: ClearWhich, blobs: BlobLinks): ScanSet {
  const dropLeft = which !== "right";
  const dropRight = which !== "left";
  if (dropLeft && set.left) blobs.revoke(set.left.url);
  if (dropRight && set.right) blobs.revoke(set.right.url);
  return {
    ...set,
    scans: [],
    left: dropLeft ? null : set.left,
    right: dropRight ? null : set.right,
    upToDate: false,
  };
}

/** Steps 1 to 3 in a row: wait for the session id, then fetch its scan set (keeping the held feet still latest). */
export async function loadScans(
  readSessionId: () => string | null | undefined,
  deps: { calls: ScanLoadingCalls; blobs: BlobLinks; clock: Clock; held?: HeldScans },
  signal?: AbortSignal,
): Promise<ScanSet> {
  const sessionId = await waitForSessionId(readSessionId, deps.clock, signal);
  return fetchScanSet(sessionId, deps.calls, deps.blobs, signal, deps.held);
}
