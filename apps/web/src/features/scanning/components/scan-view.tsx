// The 3D view of the session's feet. three.js loads with this view only (a lazy chunk), never with the shell.
import { Paper } from "@mantine/core";
import type { Foot } from "@solerx/domain/scan";
import { lazy, Suspense } from "react";
import { loadScanViewer } from "../../../components/scan-viewer/load";
import { ViewLoader } from "../../../components/view-loader";
import { SCANNING_TEXTS } from "../texts";

const ScanViewer = lazy(loadScanViewer);

export interface ScanViewProps {
  left: string | null;
  right: string | null;
  busy?: Foot | null;
  height?: number | string;
  /** When the view opens (Results: the spec's 1 s after arrival, use-arrival-delay.ts); at once without one. */
  opensAt?: number;
}

export function ScanView({ left, right, busy = null, height = 420, opensAt }: ScanViewProps) {
  const label = SCANNING_TEXTS.viewerLabel(left || right ? SCANNING_TEXTS.bothFeet : SCANNING_TEXTS.noScans);
  return (
    <Paper withBorder radius="md" style={{ overflow: "hidden" }} bg="gray.0">
      <Suspense fallback={<ViewLoader height={height} text={SCANNING_TEXTS.viewerLoading} />}>
        <ScanViewer left={left} right={right} busy={busy} label={label} height={height} opensAt={opensAt} />
      </Suspense>
    </Paper>
  );
}
