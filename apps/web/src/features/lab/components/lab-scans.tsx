// The order's scans at the bench: each foot's scan mode and its STL and OBJ files, its measurements and, on request,
// the 3D view of the scans' surface models (the lazily loaded scan viewer; the models are fetched only when asked).
import { Button, Center, Loader, Paper, Stack, Text } from "@mantine/core";
import type { LabOrder } from "@solerx/domain/lab";
import { IconCube } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { loadScanViewer } from "../../../components/scan-viewer/load";
import { useFeetMeasurements } from "../../../entities/scan/api/get-scan-properties";
import { useSurfaceModel } from "../../../entities/scan/api/get-surface-model";
import { MeasurementsLoading, MeasurementsTable } from "../../../entities/scan/components/measurements-table";
import { base64Blob } from "../../../lib/download";
import { LAB_TEXTS as T } from "../texts";
import { LabScanFiles } from "./lab-scan-files";

const ScanViewer = lazy(loadScanViewer);

/** A blob: address of a scan's surface model while it is shown; released after. */
function useSurfaceUrl(scanId: string | null, enabled: boolean): string | null {
  const model = useSurfaceModel(scanId, "DRACO", enabled);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!model.data) return;
    const made = URL.createObjectURL(base64Blob(model.data.data, "application/octet-stream"));
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [model.data]);
  return url;
}

export function LabScans({ orderId, scans }: { orderId: string; scans: LabOrder["scans"] }) {
  const leftId = scans.find((scan) => scan.side === "left")?.measurementID ?? null;
  const rightId = scans.find((scan) => scan.side === "right")?.measurementID ?? null;
  const measurements = useFeetMeasurements({ left: leftId, right: rightId });
  const [show3d, setShow3d] = useState(false);
  const leftUrl = useSurfaceUrl(leftId, show3d);
  const rightUrl = useSurfaceUrl(rightId, show3d);

  if (!leftId && !rightId) {
    return (
      <Text size="sm" c="dimmed">
        {T.noScans}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <LabScanFiles orderId={orderId} scans={scans} />
      {measurements.loading ? (
        <MeasurementsLoading />
      ) : (
        <MeasurementsTable left={measurements.left} right={measurements.right} />
      )}
      {show3d ? (
        <Paper withBorder radius="md" style={{ overflow: "hidden" }} bg="gray.0">
          <Suspense
            fallback={
              <Center h={360}>
                <Loader size="sm" aria-label={T.viewerLoading} />
              </Center>
            }
          >
            <ScanViewer left={leftUrl} right={rightUrl} label={T.viewerLabel} height={360} />
          </Suspense>
        </Paper>
      ) : (
        <Button
          variant="default"
          leftSection={<IconCube size={16} aria-hidden />}
          onClick={() => setShow3d(true)}
          w="fit-content"
        >
          {T.show3d}
        </Button>
      )}
    </Stack>
  );
}
