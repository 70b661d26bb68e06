// The on-screen insole preview (spec 001 §2: its toggle shows on Get Started-area, 3D Scan, Results, Landmark
// selection, Order, Patients, Saved Rx List, Saved Rx, Scan settings and Prescription, config/paths.ts
// previewToggle; "The insole preview opens 2 s after its trigger"): a switch at the bottom corner; 2 s after it is
// turned on, a small docked view of the open patient's live insoles. This chunk is the switch and its timer only;
// the body (the live insoles, and three.js behind them) loads when the preview first opens.
import { Affix, CloseButton, Group, Loader, Paper, Switch, Text } from "@mantine/core";
import { UI_TIMING } from "@solerx/domain/common";
import { lazy, Suspense, useEffect, useState } from "react";
import { type Clock, systemClock } from "../../../lib/clock";
import { INSOLE_PREVIEW_TEXTS as T } from "../texts";

const InsolePreviewBody = lazy(() =>
  import("./insole-preview-body").then((module) => ({ default: module.InsolePreviewBody })),
);

/** The preview's delay after its trigger (spec 001 §2, §9: 2 s). */
export const INSOLE_PREVIEW_DELAY_MS = UI_TIMING.insolePreviewDelayMs;

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
      <aside aria-label={T.corner}>
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
            <Suspense fallback={<Loader size="sm" aria-label={T.loading} />}>
              <InsolePreviewBody />
            </Suspense>
          </Paper>
        )}
        <Group justify="flex-end">
          <Paper withBorder shadow="sm" radius="xl" px="sm" py={6}>
            <Switch size="sm" label={T.toggle} checked={on} onChange={(event) => setOn(event.currentTarget.checked)} />
          </Paper>
        </Group>
      </aside>
    </Affix>
  );
}
