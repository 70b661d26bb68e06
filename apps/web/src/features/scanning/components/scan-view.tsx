// The 3D view of the session's feet. three.js loads with this view only (a lazy chunk), never with the shell.
import { Center, Loader, Paper, Stack, Text } from "@mantine/core";
import type { Foot } from "@solerx/domain/scan";
import { lazy, Suspense } from "react";
import { loadScanViewer } from "../../../components/scan-viewer/load";
import { useArrivalDelay } from "../../../components/scan-viewer/use-arrival-delay";
import { SCANNING_TEXTS } from "../texts";

const ScanViewer = lazy(loadScanViewer);

export interface ScanViewProps {
  left: string | null;
  right: string | null;
  busy?: Foot | null;
  height?: number | string;
  /** How long after the screen's arrival the view opens (Results: the spec's 1 s, use-arrival-delay.ts); 0 at once. */
  opensAfterMs?: number;
}

function ViewPlaceholder({ height, text }: { height: number | string; text: string }) {
  return (
    <Center h={height}>
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}

export function ScanView({ left, right, busy = null, height = 420, opensAfterMs = 0 }: ScanViewProps) {
  const label = SCANNING_TEXTS.viewerLabel(left || right ? SCANNING_TEXTS.bothFeet : SCANNING_TEXTS.noScans);
  const open = useArrivalDelay(opensAfterMs);
  return (
    <Paper withBorder radius="md" style={{ overflow: "hidden" }} bg="gray.0">
      {open ? (
        <Suspense fallback={<ViewPlaceholder height={height} text={SCANNING_TEXTS.viewerLoading} />}>
          <ScanViewer left={left} right={right} busy={busy} label={label} height={height} />
        </Suspense>
      ) : (
        <ViewPlaceholder height={height} text={SCANNING_TEXTS.viewerOpening} />
      )}
    </Paper>
  );
}
