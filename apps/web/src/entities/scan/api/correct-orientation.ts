// PATCH /biometric/scans/{measurementID}/orientation (issue 33 point 4): the clinician puts a scan's orientation
// right (turns it end for end, upside down, or marks its heel and toe) and the server measures it again. Its answer
// is the scan's new properties (which may still say why it cannot be measured); they replace the cached ones, so
// every screen showing the scan's measurements or landmarks follows.
import { type OrientationRequest, ScanProperties } from "@solerx/domain/scan";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { scanKeys } from "../query-keys";

export function correctOrientation(measurementId: string, correction: OrientationRequest, signal?: AbortSignal) {
  return apiRequest({
    method: "PATCH",
    path: `/biometric/scans/${encodeURIComponent(measurementId)}/orientation`,
    json: correction,
    schema: ScanProperties,
    signal,
  });
}

export function useCorrectOrientation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ measurementId, correction }: { measurementId: string; correction: OrientationRequest }) =>
      correctOrientation(measurementId, correction),
    onSuccess: (properties, { measurementId }) => {
      queryClient.setQueryData(scanKeys.properties(measurementId), properties);
    },
  });
}
