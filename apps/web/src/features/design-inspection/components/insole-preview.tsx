// The on-screen insole preview (spec 001 §2: its toggle shows on Get Started-area, 3D Scan, Results, Landmark
// selection, Order, Patients, Saved Rx List, Saved Rx, Scan settings and Prescription, config/paths.ts
// previewToggle; "The insole preview opens 2 s after its trigger"): a switch at the bottom corner; 2 s after it
// is turned on, a small docked view of the open patient's live insoles (Design Inspection's, compact). Without a
// patient with a scan there is nothing to draw, and the preview says so.
import { Affix, CloseButton, Group, Paper, Switch, Text } from "@mantine/core";
import { UI_TIMING } from "@solerx/domain/common";
import { useEffect, useState } from "react";
import { useOpenPatient } from "../../../entities/patient/open-record";
import { useOpenPatientRecord } from "../../../entities/patient/use-open-patient-record";
import { useScanPresence } from "../../../entities/scan/use-scan-presence";
import { type Clock, systemClock } from "../../../lib/clock";
import { useDesignInsole } from "../hooks/use-design-insole";
import { INSOLE_PREVIEW_TEXTS as T } from "../texts";
import { InsoleInspection } from "./insole-inspection";

/** The preview's delay after its trigger (spec 001 §2, §9: 2 s). */
export const INSOLE_PREVIEW_DELAY_MS = UI_TIMING.insolePreviewDelayMs;

function LiveInsoles() {
  const { state, loading, scanError } = useDesignInsole();
  return <InsoleInspection state={state} compact height={200} loading={loading} scanError={scanError} />;
}

function PreviewBody() {
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

export function InsolePreview({ clock = systemClock }: { clock?: Clock }) {
  const [on, setOn] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!on) {
      setOpen(false);
      return;
    }
    const handle = clock.setTimeout(() => setOpen(true), INSOLE_PREVIEW_DELAY_MS);
    return () => clock.clearTimeout(handle);
  }, [on, clock]);
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
      {open && (
        <Paper
          withBorder
          shadow="md"
          radius="md"
          p="xs"
          mb="xs"
          w="min(340px, calc(100vw - 32px))"
          role="region"
          aria-label={T.title}
          data-testid="insole-preview"
        >
          <Group justify="space-between" mb={6}>
            <Text size="sm" fw={600}>
              {T.title}
            </Text>
            <CloseButton size="sm" aria-label={T.close} onClick={() => setOn(false)} />
          </Group>
          <PreviewBody />
        </Paper>
      )}
      <Group justify="flex-end">
        <Paper withBorder shadow="sm" radius="xl" px="sm" py={6}>
          <Switch size="sm" label={T.toggle} checked={on} onChange={(event) => setOn(event.currentTarget.checked)} />
        </Paper>
      </Group>
    </Affix>
  );
}
