// GET /biometric/scans/{scanID}/get3DScanSurfaceModel?encoding: the scan's mesh as base64 in the asked encoding,
// Draco unless told (spec 000 §7). A complete scan's file never changes, so the model is cached for good.
import type { SurfaceEncoding } from "@solerx/domain/common";
import { SurfaceModel } from "@solerx/domain/scan";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { scanKeys } from "../query-keys";

export const DEFAULT_SURFACE_ENCODING: SurfaceEncoding = "DRACO";

export function getSurfaceModel(
  scanId: string,
  encoding: SurfaceEncoding = DEFAULT_SURFACE_ENCODING,
  signal?: AbortSignal,
) {
  return apiRequest({
    path: `/biometric/scans/${encodeURIComponent(scanId)}/get3DScanSurfaceModel`,
    query: { encoding: encoding.toLowerCase() },
    schema: SurfaceModel,
    signal,
  });
}

export const surfaceModelQuery = (scanId: string, encoding: SurfaceEncoding = DEFAULT_SURFACE_ENCODING) =>
  queryOptions({
    queryKey: scanKeys.surfaceModel(scanId, encoding),
    queryFn: ({ signal }) => getSurfaceModel(scanId, encoding, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSurfaceModel(
  scanId: string | null | undefined,
  encoding: SurfaceEncoding = DEFAULT_SURFACE_ENCODING,
  enabled = true,
) {
  return useQuery({ ...surfaceModelQuery(scanId ?? "", encoding), enabled: !!scanId && enabled });
}
