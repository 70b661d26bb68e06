// GET /biometric/scans/properties/{scanID}: the scan's measurements in millimetres (spec 000 §7). They change only
// when the clinician corrects the scan's orientation, whose answer replaces them (./correct-orientation.ts), so
// they are cached for good.
import { ScanProperties } from "@solerx/domain/scan";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { scanKeys } from "../query-keys";

export function getScanProperties(scanId: string, signal?: AbortSignal) {
  return apiRequest({
    path: `/biometric/scans/properties/${encodeURIComponent(scanId)}`,
    schema: ScanProperties,
    signal,
  });
}

export const scanPropertiesQuery = (scanId: string) =>
  queryOptions({
    queryKey: scanKeys.properties(scanId),
    queryFn: ({ signal }) => getScanProperties(scanId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useScanProperties(scanId: string | null | undefined, enabled = true) {
  return useQuery({ ...scanPropertiesQuery(scanId ?? ""), enabled: !!scanId && enabled });
}

/** The measurements of each foot's scan (null: no scan, or not there yet); loading while a named scan's are asked. */
export function useFeetMeasurements(scanIds: { left: string | null; right: string | null }) {
  const left = useScanProperties(scanIds.left);
  const right = useScanProperties(scanIds.right);
  return {
    left: left.data ?? null,
    right: right.data ?? null,
    loading: (scanIds.left !== null && left.isPending) || (scanIds.right !== null && right.isPending),
  };
}
