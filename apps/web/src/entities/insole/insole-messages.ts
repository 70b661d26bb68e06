// What the page and the insole worker say to each other. Every request is answered exactly once: with the feet, as
// superseded when a newer request of the same channel (one live view) arrived before it started, or as failed.
import type { DesignSide, RxGeometry } from "@solerx/domain/design";
import type { FootInsole, LiveInsoleScan } from "./insole-view";

export interface InsoleRequestScan extends LiveInsoleScan {
  /** Send the foot's mesh even if this worker sent it before (the page does not hold it). */
  withFoot: boolean;
}

export interface InsoleRequest {
  id: number;
  /** One live view: a newer request of the same channel supersedes an older one still waiting. */
  channel: number;
  scans: Partial<Record<DesignSide, InsoleRequestScan>>;
  numbers: RxGeometry;
}

export type InsoleAnswer =
  | {
      kind: "insoles";
      id: number;
      /** Each foot's insole, or why none; `scanID` names the scan it was made on (the page keeps its foot by it). */
      feet: Partial<Record<DesignSide, { scanID: string; insole: FootInsole }>>;
      /** From the request's start in the worker to its answer, ms. */
      timeMs: number;
    }
  /** A newer request of the same channel came before this one started. */
  | { kind: "superseded"; id: number }
  /** The worker itself failed on it (its WASM did not load, a fault in our code): the page says so. */
  | { kind: "failed"; id: number; message: string };
