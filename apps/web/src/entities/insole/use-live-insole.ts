// The live insole (issue 20 point 3): each scanned foot's insole made in the page's insole worker, again whenever
// the scans, their landmarks or the prescription's numbers change, never blocking the page. Changes are debounced
// (LIVE_INSOLE_DEBOUNCE_MS); every request is numbered, and an answer older than the one shown is dropped, so a
// slow answer can never replace a newer one. While a request is under way the last answer stays on screen.
import { useEffect, useRef, useState } from "react";
import type { LiveInsoleInput, LiveInsoleState } from "./insole-view";
import { type InsoleClient, type InsoleOutcome, pageInsoleClient } from "./insole-worker-client";

/**
 * Quiet time after a change before the request goes, ms. The spec saves the prescription 1 s after its last
 * change; the preview leads the save. 200 ms is about the gap between the clicks of a number field's stepper or
 * the keys of a typed value, so a burst of changes makes one generation rather than one each, and it leaves most
 * of issue 20's 400 ms (change to drawn) to the generator. The first change after a quiet spell goes at once.
 */
export const LIVE_INSOLE_DEBOUNCE_MS = 200;

/**
 * What identifies a request: the scan ids, their landmarks and the numbers, by value. The scans' URLs are left
 * out: a signed URL changes when the scan list is fetched again, while the scan does not.
 */
export function liveInsoleKey(input: LiveInsoleInput | null): string | null {
  if (!input) return null;
  const scans: Record<string, unknown> = {};
  for (const side of ["left", "right"] as const) {
    const scan = input.scans[side];
    if (scan) scans[side] = { scanID: scan.scanID, landmarks: scan.landmarks };
  }
  if (Object.keys(scans).length === 0) return null;
  return JSON.stringify({ scans, numbers: input.numbers });
}

export interface LiveInsoleOptions {
  /** The worker client; the page's own by default (a test passes one on a fake worker). */
  client?: InsoleClient;
  debounceMs?: number;
}

const IDLE: LiveInsoleState = { status: "idle", generation: 0, feet: {}, error: null };

export function useLiveInsole(input: LiveInsoleInput | null, options: LiveInsoleOptions = {}): LiveInsoleState {
  const key = liveInsoleKey(input);
  const [state, setState] = useState<LiveInsoleState>(IDLE);
  // The input of the current key (its URLs may be newer than when the key was first seen).
  const latestInput = useRef(input);
  latestInput.current = input;
  const debounceMs = options.debounceMs ?? LIVE_INSOLE_DEBOUNCE_MS;
  const injected = options.client;
  const liveRef = useRef<LiveRequests | null>(null);
  liveRef.current ??= {
    client: undefined,
    channel: 0,
    newest: 0,
    shown: 0,
    dropUpTo: 0,
    lastSent: Number.NEGATIVE_INFINITY,
    timer: undefined,
    mounted: true,
  };
  const live = liveRef.current;
  if (injected && live.client !== injected) {
    live.client = injected;
    live.channel = 0;
  }

  useEffect(() => {
    live.mounted = true;
    return () => {
      live.mounted = false;
      if (live.timer !== undefined) clearTimeout(live.timer);
      live.timer = undefined;
    };
  }, [live]);

  useEffect(() => {
    if (live.timer !== undefined) clearTimeout(live.timer);
    live.timer = undefined;
    if (key === null) {
      // Nothing to make: whatever was asked before is no longer wanted. The generation only ever grows.
      live.dropUpTo = live.newest;
      setState((previous) => ({ ...IDLE, generation: previous.generation }));
      return;
    }
    const settle = (outcome: InsoleOutcome) => {
      if (!live.mounted || outcome.kind === "superseded") return;
      // An answer older than the one shown never replaces it.
      if (outcome.id <= live.dropUpTo || outcome.id < live.shown) return;
      if (outcome.kind === "failed") {
        // A failure of an older request says nothing of the newest, which is still to come.
        if (outcome.id < live.newest) return;
        live.shown = outcome.id;
        setState((previous) => ({ ...previous, status: "failed", error: outcome.message }));
        return;
      }
      live.shown = outcome.id;
      const working = outcome.id < live.newest || live.timer !== undefined;
      setState((previous) => ({
        status: working ? "working" : "ready",
        generation: previous.generation + 1,
        feet: outcome.feet,
        error: null,
      }));
    };
    const send = () => {
      live.timer = undefined;
      const current = latestInput.current;
      if (!current || !live.mounted) return;
      live.client ??= pageInsoleClient();
      if (live.channel === 0) live.channel = live.client.channel();
      live.lastSent = performance.now();
      live.newest = live.client.request(live.channel, current, settle);
    };
    // The progress shows from the change itself, the debounce included.
    setState((previous) => (previous.status === "working" ? previous : { ...previous, status: "working" }));
    const quietFor = performance.now() - live.lastSent;
    if (quietFor >= debounceMs) send();
    else live.timer = setTimeout(send, debounceMs - quietFor);
  }, [key, live, debounceMs]);

  return state;
}

/** The hook's own bookkeeping, kept across renders. */
interface LiveRequests {
  client: InsoleClient | undefined;
  /** This view's channel in the worker (0 until its first request). */
  channel: number;
  /** The newest request sent, and the number of the answer on screen. */
  newest: number;
  shown: number;
  /** Answers up to this number are no longer wanted (the input went away after they were asked). */
  dropUpTo: number;
  lastSent: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  mounted: boolean;
}
