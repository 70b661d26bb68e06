// The thin hook over lib/scan-loading: loads the session's scans once its id is known (through the query cache,
// so a model fetched once is not fetched again), keeps the set, clears and reloads it, and releases every blob
// link it made when the set is replaced or the component goes away. Each foot's properties are the cache's latest
// (an orientation correction puts its answer there), so every screen holding the set follows a correction.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type Clock, systemClock } from "../../lib/clock";
import { scanPropertiesQuery } from "./api/get-scan-properties";
import { scansQuery } from "./api/get-scans";
import { surfaceModelQuery } from "./api/get-surface-model";
import {
  type BlobLinks,
  browserBlobLinks,
  type ClearWhich,
  clearScans,
  EMPTY_SCAN_SET,
  loadScans,
  ScanLoadCancelled,
  type ScanSet,
  withLatestProperties,
} from "./lib/scan-loading";

export type ScanLoadingStatus = "waiting" | "loaded" | "error";

export interface ScanLoading {
  /** waiting: for the session id or the calls; loaded: `set` is the session's; error: `error` says why. */
  status: ScanLoadingStatus;
  set: ScanSet;
  error: unknown;
  clear(which: ClearWhich): void;
  reload(): void;
}

export function useScanLoading(
  sessionId: string | null | undefined,
  { clock = systemClock, blobs = browserBlobLinks }: { clock?: Clock; blobs?: BlobLinks } = {},
): ScanLoading {
  const queryClient = useQueryClient();
  const sessionRef = useRef(sessionId);
  sessionRef.current = sessionId;
  const setRef = useRef<ScanSet>(EMPTY_SCAN_SET);
  const [state, setState] = useState<{ status: ScanLoadingStatus; set: ScanSet; error: unknown }>({
    status: "waiting",
    set: EMPTY_SCAN_SET,
    error: null,
  });
  const [generation, setGeneration] = useState(0);

  const replace = useCallback(
    (next: ScanSet, status: ScanLoadingStatus, error: unknown = null) => {
      const previous = setRef.current;
      for (const old of [previous.left, previous.right]) {
        if (old && old !== next.left && old !== next.right) blobs.revoke(old.url);
      }
      setRef.current = next;
      setState({ status, set: next, error });
    },
    [blobs],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session id or reload() starts a new load.
  useEffect(() => {
    const abort = new AbortController();
    setState((current) => ({ ...current, status: "waiting", error: null }));
    const calls = {
      getScans: (id: string) => queryClient.fetchQuery({ ...scansQuery(id), staleTime: 0 }),
      getSurfaceModel: (id: string) => queryClient.fetchQuery(surfaceModelQuery(id)),
      getScanProperties: (id: string) => queryClient.fetchQuery(scanPropertiesQuery(id)),
    };
    const held = setRef.current;
    loadScans(() => sessionRef.current, { calls, blobs, clock, held }, abort.signal).then(
      (set) => {
        if (abort.signal.aborted) {
          // Release what this load made; the feet it kept from the held set are still shown.
          const shown = [setRef.current.left, setRef.current.right];
          for (const scan of [set.left, set.right]) if (scan && !shown.includes(scan)) blobs.revoke(scan.url);
          return;
        }
        replace(set, "loaded");
      },
      (error: unknown) => {
        if (abort.signal.aborted || error instanceof ScanLoadCancelled) return;
        setState((current) => ({ ...current, status: "error", error }));
      },
    );
    return () => abort.abort();
  }, [sessionId, generation, queryClient, clock, blobs, replace]);

  // The links live as long as the component: release them when it goes away.
  useEffect(
    () => () => {
      for (const scan of [setRef.current.left, setRef.current.right]) if (scan) blobs.revoke(scan.url);
      setRef.current = EMPTY_SCAN_SET;
    },
    [blobs],
  );

  const clear = useCallback(
    (which: ClearWhich) => {
      const next = clearScans(setRef.current, which, blobs);
      setRef.current = next;
      setState((current) => ({ ...current, set: next }));
    },
    [blobs],
  );
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  // The cached properties of the feet shown, read only (they were fetched with the set); a correction's answer
  // replaces them in the cache.
  const leftId = state.set.left?.scan.measurementID ?? null;
  const rightId = state.set.right?.scan.measurementID ?? null;
  const leftProperties = useQuery({ ...scanPropertiesQuery(leftId ?? ""), enabled: false }).data;
  const rightProperties = useQuery({ ...scanPropertiesQuery(rightId ?? ""), enabled: false }).data;
  const set = useMemo(
    () =>
      withLatestProperties(state.set, {
        left: leftId ? leftProperties : undefined,
        right: rightId ? rightProperties : undefined,
      }),
    [state.set, leftId, rightId, leftProperties, rightProperties],
  );

  return { ...state, set, clear, reload };
}
