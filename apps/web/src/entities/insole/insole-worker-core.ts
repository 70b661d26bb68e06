// The insole worker's work, apart from the worker's own plumbing so it runs in Node's tests too: each scan fetched,
// decoded, oriented and its plantar height field taken once (kept per scan id), then on every request the
// generator alone, with the same @solerx/geometry code as the server (insole-of-scan.ts). Requests run one at a
// time; a request still waiting when a newer one of its channel arrives is answered as superseded, not run.
import type { DesignSide } from "@solerx/domain/design";
import { DESIGN_MESSAGES } from "@solerx/domain/design";
import {
  frameLandmarks,
  insoleOnScan,
  type Prepared,
  type PreparedScan,
  prepareScan,
  type TriangleMesh,
} from "@solerx/geometry";
import type { InsoleAnswer, InsoleRequest, InsoleRequestScan } from "./insole-messages";
import type { FootInsole } from "./insole-view";
import { footInInsoleFrame, insoleView, transferables } from "./insole-view-of";

export interface InsoleWorkerDeps {
  /** The scan file's bytes (Draco). */
  fetchScan: (url: string) => Promise<Uint8Array>;
  /** Draco bytes to the welded mesh (@solerx/geometry decodeScan, once its WASM is configured). */
  decode: (bytes: Uint8Array) => Promise<TriangleMesh>;
  /** Scans kept prepared: both feet of this patient and of the one before. */
  maxScans?: number;
}

const SIDES: readonly DesignSide[] = ["left", "right"];

export function createInsoleWorkerCore(deps: InsoleWorkerDeps) {
  const maxScans = deps.maxScans ?? 4;
  /** Prepared scans by id, oldest first (a Map keeps insertion order: a use moves it to the end). */
  const scans = new Map<string, Promise<Prepared | { ok: false; reason: string; retry: true }>>();
  /** Scans whose foot this worker has sent: later answers leave it out (the page keeps it). */
  const sentFeet = new Set<string>();
  /** Each side's last insole and what it was made from. */
  const lastInsoles = new Map<DesignSide, { design: string; insole: FootInsole; ground: number }>();

  function prepared(side: DesignSide, scan: InsoleRequestScan) {
    // A scan whose orientation a clinician put right is prepared again on its new frame.
    const key = `${side}:${scan.scanID}:${JSON.stringify(scan.orientation)}`;
    let entry = scans.get(key);
    if (entry) scans.delete(key);
    entry ??= deps
      .fetchScan(scan.url)
      .then((bytes) => deps.decode(bytes))
      .then(
        (mesh) => prepareScan(mesh, side, scan.orientation),
        // Not kept: the network or the file may be back on the next request.
        () => ({ ok: false as const, reason: DESIGN_MESSAGES.scanUnreadable, retry: true as const }),
      );
    scans.set(key, entry);
    while (scans.size > maxScans) {
      const oldest = scans.keys().next().value as string;
      scans.delete(oldest);
      sentFeet.delete(oldest);
    }
    return { key, entry };
  }

  async function foot(side: DesignSide, scan: InsoleRequestScan, request: InsoleRequest): Promise<FootInsole> {
    const started = performance.now();
    const { key, entry } = prepared(side, scan);
    const ready = await entry;
    if (!ready.ok) {
      if ("retry" in ready) scans.delete(key);
      return { ok: false, reason: ready.reason };
    }
    const withFoot = scan.withFoot || !sentFeet.has(key);
    // A foot whose scan, landmarks and numbers are those of its last insole (a change to the other foot's post):
    // that insole again, not a new generation.
    const design = JSON.stringify([key, scan.landmarks, request.numbers[side]]);
    const last = lastInsoles.get(side);
    let insole: FootInsole;
    let ground = 0;
    if (last?.design === design) {
      insole = copyOf(last.insole);
      ground = last.ground;
    } else {
      // The preview's way: the same design, its solids checked in JavaScript (InsoleInput.preview).
      const made = await insoleOnScan(ready.scan, scan.landmarks, request.numbers[side], { preview: true });
      if (!made.ok) insole = { ok: false, reason: made.reason };
      else {
        const framed = frameLandmarks(ready.scan.transform, scan.landmarks);
        const view = insoleView(made.result, ready.scan as PreparedScan, framed, performance.now() - started);
        insole = { ok: true, insole: view };
        ground = made.result.ground;
      }
      // Kept as a copy: the answer's own arrays are transferred to the page.
      lastInsoles.set(side, { design, insole: copyOf(insole), ground });
    }
    if (!insole.ok || !withFoot) return insole;
    sentFeet.add(key);
    return { ok: true, insole: { ...insole.insole, foot: footInInsoleFrame(ready.scan, ground) } };
  }

  async function answer(request: InsoleRequest): Promise<InsoleAnswer> {
    const started = performance.now();
    const feet: Extract<InsoleAnswer, { kind: "insoles" }>["feet"] = {};
    // Both scans' downloads start at once (a first request waits on the network for each); then one foot after
    // the other: both share the one thread, and the page waits for both anyway.
    for (const side of SIDES) {
      const scan = request.scans[side];
      if (scan) prepared(side, scan);
    }
    for (const side of SIDES) {
      const scan = request.scans[side];
      if (!scan) continue;
      feet[side] = { scanID: scan.scanID, insole: await foot(side, scan, request) };
    }
    return { kind: "insoles", id: request.id, feet, timeMs: performance.now() - started };
  }

  return { answer };
}

/** A foot's answer with its own arrays (structuredClone copies typed arrays). */
function copyOf(insole: FootInsole): FootInsole {
  return structuredClone(insole);
}

/** The views' buffers in an answer, to transfer rather than copy. */
export function answerTransfers(answer: InsoleAnswer): ArrayBuffer[] {
  if (answer.kind !== "insoles") return [];
  const views = Object.values(answer.feet).flatMap((foot) => (foot.insole.ok ? [foot.insole.insole] : []));
  return transferables(views);
}

/**
 * Runs requests one at a time in arrival order; a request waiting when a newer one of its channel arrives is
 * answered as superseded. `post` sends each answer.
 */
export function createRequestQueue(
  run: (request: InsoleRequest) => Promise<InsoleAnswer>,
  post: (answer: InsoleAnswer) => void,
) {
  const waiting: InsoleRequest[] = [];
  let busy = false;

  async function drain() {
    if (busy) return;
    busy = true;
    try {
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        try {
          post(await run(next));
        } catch (error) {
          post({ kind: "failed", id: next.id, message: error instanceof Error ? error.message : String(error) });
        }
      }
    } finally {
      busy = false;
    }
  }

  return {
    push(request: InsoleRequest) {
      const older = waiting.findIndex((queued) => queued.channel === request.channel);
      if (older >= 0) {
        const [dropped] = waiting.splice(older, 1);
        if (dropped) post({ kind: "superseded", id: dropped.id });
      }
      waiting.push(request);
      void drain();
    },
  };
}
