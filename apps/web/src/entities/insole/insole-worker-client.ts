// The page's one insole worker, seen from the page: created on the first request (so neither the worker nor its
// geometry and WASM load before a 3D screen asks), kept warm between requests, and stopped and replaced on the
// next request after it failed: no message for 30 s while a request is open, or a crash. The feet's meshes come
// once per scan and are kept here, by scan id, for every later answer and every view of the page.
import type { DesignSide } from "@solerx/domain/design";
import type { InsoleAnswer, InsoleRequest, InsoleRequestScan } from "./insole-messages";
import type { FootInsole, LiveInsoleInput, MeshBuffers } from "./insole-view";
import { LIVE_INSOLE_TEXTS } from "./texts";

/** What the client needs of a Worker (a test passes a fake). */
export interface InsoleWorkerPort {
  postMessage(message: InsoleRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<InsoleAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
}

export type InsoleWorkerFactory = () => InsoleWorkerPort;

/** A request's outcome: the feet (each with its foot mesh filled in when the page holds it), or a failure. */
export type InsoleOutcome =
  | { kind: "insoles"; id: number; feet: Partial<Record<DesignSide, FootInsole>> }
  | { kind: "superseded"; id: number }
  | { kind: "failed"; id: number; message: string };

/** Issue 20: the worker is stopped and made again after 30 s without an answer. */
export const WORKER_TIME_LIMIT_MS = 30_000;
/** Feet kept: both of this patient's and of the one before, as the worker keeps their prepared scans. */
const KEPT_FEET = 4;

export interface InsoleClient {
  /** Sends one request; `onOutcome` is called once with its outcome. Returns the request's number. */
  request(channel: number, input: LiveInsoleInput, onOutcome: (outcome: InsoleOutcome) => void): number;
  /** A number for one live view (its requests supersede only each other). */
  channel(): number;
}

export function createInsoleClient(
  factory: InsoleWorkerFactory,
  timeLimitMs = WORKER_TIME_LIMIT_MS,
  timers: Pick<typeof globalThis, "setTimeout" | "clearTimeout"> = globalThis,
): InsoleClient {
  let worker: InsoleWorkerPort | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextID = 1;
  let nextChannel = 1;
  const open = new Map<number, (outcome: InsoleOutcome) => void>();
  const feet = new Map<string, MeshBuffers>();

  function keepFoot(scanID: string, foot: MeshBuffers) {
    feet.delete(scanID);
    feet.set(scanID, foot);
    while (feet.size > KEPT_FEET) feet.delete(feet.keys().next().value as string);
  }

  /** Restarts the time limit while a request is open; clears it when none is. */
  function watch() {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = open.size > 0 ? timers.setTimeout(() => fail(LIVE_INSOLE_TEXTS.timedOut), timeLimitMs) : undefined;
  }

  /** The worker failed: stop it, fail every open request; the next request starts a new worker. */
  function fail(message: string) {
    worker?.terminate();
    worker = null;
    feet.clear();
    const waiting = [...open];
    open.clear();
    watch();
    for (const [id, settle] of waiting) settle({ kind: "failed", id, message });
  }

  function receive(answer: InsoleAnswer) {
    const settle = open.get(answer.id);
    open.delete(answer.id);
    watch();
    if (answer.kind !== "insoles") {
      settle?.(answer.kind === "failed" ? { ...answer, message: LIVE_INSOLE_TEXTS.failed(answer.message) } : answer);
      return;
    }
    const result: Partial<Record<DesignSide, FootInsole>> = {};
    for (const side of ["left", "right"] as const) {
      const foot = answer.feet[side];
      if (!foot) continue;
      const { insole } = foot;
      if (insole.ok && insole.insole.foot) keepFoot(foot.scanID, insole.insole.foot);
      result[side] = insole.ok
        ? { ok: true, insole: { ...insole.insole, foot: feet.get(foot.scanID) ?? null } }
        : insole;
    }
    // Kept even when no one waits for it: its foot serves the answers after it.
    settle?.({ kind: "insoles", id: answer.id, feet: result });
  }

  function start(): InsoleWorkerPort {
    const started = factory();
    started.onmessage = (event) => {
      if (worker === started) receive(event.data);
    };
    started.onerror = (event) => {
      event.preventDefault?.();
      if (worker === started) fail(LIVE_INSOLE_TEXTS.crashed);
    };
    started.onmessageerror = () => {
      if (worker === started) fail(LIVE_INSOLE_TEXTS.crashed);
    };
    return started;
  }

  return {
    channel: () => nextChannel++,
    request(channel, input, onOutcome) {
      const id = nextID++;
      const scans: InsoleRequest["scans"] = {};
      for (const side of ["left", "right"] as const) {
        const scan = input.scans[side];
        if (!scan) continue;
        // Resolved against the page: in the worker a relative URL would be read against the worker's own script.
        const url = new URL(scan.url, globalThis.location?.href).href;
        const asked: InsoleRequestScan = { ...scan, url, withFoot: !feet.has(scan.scanID) };
        scans[side] = asked;
      }
      worker ??= start();
      open.set(id, onOutcome);
      watch();
      worker.postMessage({ id, channel, scans, numbers: input.numbers });
      return id;
    },
  };
}

let pageClient: InsoleClient | undefined;

/** The page's client, on the real worker (bundled by Vite as its own chunk, with its WASM as assets). */
export function pageInsoleClient(): InsoleClient {
  pageClient ??= createInsoleClient(
    () => new Worker(new URL("./insole.worker.ts", import.meta.url), { type: "module", name: "insole" }),
  );
  return pageClient;
}
