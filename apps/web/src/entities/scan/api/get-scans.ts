// GET /biometric/scans/{sessionID}/getScans: the scans of a scanning session, oldest first (spec 000 §7).
import { ScanList } from "@solerx/domain/scan";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { scanKeys } from "../query-keys";

export function getScans(sessionId: string, signal?: AbortSignal) {
  return apiRequest({
    path: `/biometric/scans/${encodeURIComponent(sessionId)}/getScans`,
    schema: ScanList,
    signal,
  });
}

export const scansQuery = (sessionId: string) =>
  queryOptions({
    queryKey: scanKeys.list(sessionId),
    queryFn: ({ signal }) => getScans(sessionId, signal),
  });

export function useScans(sessionId: string | null | undefined, enabled = true) {
  return useQuery({ ...scansQuery(sessionId ?? ""), enabled: !!sessionId && enabled });
}
