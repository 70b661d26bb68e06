// The top bar's Design Inspection button (spec 001 §2: "available when enough scans exist and a patient is open,
// and is not shown on /order-styles") and the host of its overlay. The screen's part of the rule is
// app/top-bar/right-buttons.ts; the scans' part is read here, in this lazily loaded chunk, so the scan list's call
// stays out of the first download. The overlay (and three.js behind it) loads on the first click. Like Notes, the
// overlay is rendered by its host outside the top bar's two layouts, so a resize across 768 px keeps it open.
import { Button } from "@mantine/core";
import { IconCube3dSphere } from "@tabler/icons-react";
import { type ComponentType, lazy, Suspense, useState } from "react";
import { useOpenPatient } from "../../../entities/patient/open-record";
import { useOpenPatientRecord } from "../../../entities/patient/use-open-patient-record";
import { useScanPresence } from "../../../entities/scan/use-scan-presence";
import { createRecordModalState } from "../../../lib/record-modal-state";
import { designScansEnough } from "../lib/enough-scans";
import { DESIGN_INSPECTION_TEXTS as T } from "../texts";

const Overlay = lazy(() =>
  import("./design-inspection-overlay").then((module) => ({ default: module.DesignInspectionOverlay })),
);

/** The patient whose overlay is open. */
const designInspection = createRecordModalState();

export function DesignInspectionButton({ compact = false }: { compact?: boolean }) {
  const userId = useOpenPatient()?.id ?? null;
  const sessionId = useOpenPatientRecord().data?.sessionID ?? null;
  const presence = useScanPresence(sessionId).presence;
  if (!designScansEnough(presence)) return null;
  return (
    <Button
      variant="default"
      size="sm"
      px={compact ? 8 : undefined}
      leftSection={compact ? undefined : <IconCube3dSphere size={18} aria-hidden />}
      aria-label={T.button}
      title={T.button}
      onClick={() => designInspection.open(userId)}
    >
      {compact ? <IconCube3dSphere size={18} aria-hidden /> : T.button}
    </Button>
  );
}

/** `LandmarkScene`: scene LandmarkSelection, handed in by the app (features do not import each other). */
export function DesignInspectionHost({ LandmarkScene }: { LandmarkScene?: ComponentType }) {
  const opened = designInspection.useOpenFor(useOpenPatient()?.id);
  const [loaded, setLoaded] = useState(false);
  if (opened && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Overlay opened={opened} onClose={designInspection.close} LandmarkScene={LandmarkScene} />
    </Suspense>
  );
}
