// The insole preview's body (spec 001 §2), loaded when the preview first opens: the open patient's live insoles,
// Design Inspection's view made compact; without a patient with a scan it says there is nothing to draw.
import { Text } from "@mantine/core";
import { useOpenPatient } from "../../../entities/patient/open-record";
import { useOpenPatientRecord } from "../../../entities/patient/use-open-patient-record";
import { useScanPresence } from "../../../entities/scan/use-scan-presence";
import { useDesignInsole } from "../hooks/use-design-insole";
import { INSOLE_PREVIEW_TEXTS as T } from "../texts";
import { InsoleInspection } from "./insole-inspection";

function LiveInsoles() {
  const { state, loading, scanError } = useDesignInsole();
  return <InsoleInspection state={state} compact height={200} loading={loading} scanError={scanError} />;
}

export function InsolePreviewBody() {
  const patientOpen = useOpenPatient() !== null;
  const sessionId = useOpenPatientRecord().data?.sessionID ?? null;
  const presence = useScanPresence(sessionId).presence;
  if (!patientOpen)
    return (
      <Text size="sm" c="dimmed">
        {T.noPatient}
      </Text>
    );
  if (presence && !presence.left && !presence.right)
    return (
      <Text size="sm" c="dimmed">
        {T.noScan}
      </Text>
    );
  return <LiveInsoles />;
}
