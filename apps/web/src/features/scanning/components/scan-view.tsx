// The 3D view of the session's feet. three.js loads with this view only (a lazy chunk), never with the shell.
import { Center, Loader, Paper, Stack, Text } from "@mantine/core";
import type { Foot } from "@solerx/domain/scan";
import { lazy, Suspense } from "react";
import { loadScanViewer } from "../../../components/scan-viewer/load";
import { SCANNING_TEXTS } from "../texts";

const ScanViewer = lazy(loadScanViewer);

export interface ScanViewProps {
  left: string | null;
  right: string | null;
  busy?: Foot | null;
  height?: number | string;
}

export function ScanView({ left, right, busy = null, height = 420 }: ScanViewProps) {
  const label = SCANNING_TEXTS.viewerLabel(left || right ? SCANNING_TEXTS.bothFeet : SCANNING_TEXTS.noScans);
  return (
    <Paper withBorder radius="md" style={{ overflow: "hidden" }} bg="gray.0">
      <Suspense
        fallback={
          <Center h={height}>
            <Stack align="center" gap="xs">
              <Loader size="sm" />
              <Text size="sm" c="dimmed">
                {SCANNING_TEXTS.viewerLoading}
              </Text>
            </Stack>
          </Center>
        }
      >
        <ScanViewer left={left} right={right} busy={busy} label={label} height={height} />
      </Suspense>
    </Paper>
  );
}
