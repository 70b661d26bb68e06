// One foot on the 3D Scan screen: whether it is scanned (when, and its length, or that it could not be measured),
// the scan under way, and the buttons to scan it with the scanner, to load a scan file (issue 33 point 1) or, on a
// test installation (lib/test-tools), to use the sample scan; below them the scan's orientation fix and the
// server's warnings on it (issue 33 point 4).
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { Foot } from "@solerx/domain/scan";
import { IconFileUpload, IconScan, IconTestPipe } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { LoadedScan } from "../../../entities/scan/lib/scan-loading";
import { formatDateTime } from "../../../lib/time-format";
import type { FootScanPhase } from "../hooks/use-foot-scan";
import { ORIENTATION_TEXTS, SCAN_FILE_TEXTS, SCANNING_TEXTS } from "../texts";

export interface FootCardProps {
  foot: Foot;
  loaded: LoadedScan | null;
  /** This foot's scan under way. */
  phase: FootScanPhase | null;
  /** Another foot's scan is under way. */
  busy: boolean;
  /** The scanner cannot be asked now (its connection is being made). */
  scannerWaiting: boolean;
  /** The sample scan is offered (a test installation: lib/test-tools). */
  sampleOffered: boolean;
  /** The scan is being measured again after an orientation fix. */
  remeasuring?: boolean;
  onScan(): void;
  onSample(): void;
  onLoadFile(): void;
  /** Below the status line: why the scan was not measured, with its fixes, and its warnings (./scan-correction.tsx). */
  notes?: ReactNode;
  /** Below the buttons: the fixes of a measured scan's orientation. */
  children?: ReactNode;
}

const LABELS = {
  left: { title: SCANNING_TEXTS.leftFoot, scan: SCANNING_TEXTS.scanLeft, rescan: SCANNING_TEXTS.rescanLeft },
  right: { title: SCANNING_TEXTS.rightFoot, scan: SCANNING_TEXTS.scanRight, rescan: SCANNING_TEXTS.rescanRight },
} as const;

function StateBadge({ loaded, phase, remeasuring }: Pick<FootCardProps, "loaded" | "phase" | "remeasuring">) {
  if (phase || remeasuring) {
    const text = remeasuring
      ? ORIENTATION_TEXTS.measuring
      : phase === "uploading"
        ? SCANNING_TEXTS.uploading
        : SCANNING_TEXTS.scanning;
    return (
      <Badge color="blue" variant="light" leftSection={<Loader size={10} color="blue" />}>
        {text}
      </Badge>
    );
  }
  // Not scanned: the line below says so; a badge with the same words would say it twice.
  if (!loaded) return null;
  if (loaded.properties.unmeasurable) {
    return (
      <Badge color="orange" variant="light">
        {ORIENTATION_TEXTS.notMeasured}
      </Badge>
    );
  }
  return (
    <Badge color="teal" variant="light">
      {Math.round(loaded.properties.footLength)} mm
    </Badge>
  );
}

export function FootCard(props: FootCardProps) {
  const { foot, loaded, phase, busy, scannerWaiting, sampleOffered, onScan, onSample, onLoadFile } = props;
  const labels = LABELS[foot];
  const when = loaded?.scan.completedAt ?? loaded?.scan.createdAt;
  return (
    <Paper withBorder radius="md" p="md" aria-label={labels.title} component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            {labels.title}
          </Title>
          <StateBadge loaded={loaded} phase={phase} remeasuring={props.remeasuring} />
        </Group>
        <Text size="sm" c="dimmed" role="status">
          {phase
            ? phase === "uploading"
              ? SCANNING_TEXTS.uploading
              : SCANNING_TEXTS.scanning
            : loaded && when
              ? SCANNING_TEXTS.scanned(formatDateTime(when))
              : SCANNING_TEXTS.notScanned}
        </Text>
        {props.notes}
        <Group gap="xs">
          <Button
            onClick={onScan}
            disabled={busy || scannerWaiting}
            loading={phase !== null}
            variant={loaded ? "default" : "filled"}
            leftSection={<IconScan size={18} aria-hidden />}
          >
            {loaded ? labels.rescan : labels.scan}
          </Button>
          <Button
            variant="default"
            onClick={onLoadFile}
            disabled={busy || phase !== null}
            leftSection={<IconFileUpload size={18} aria-hidden />}
            aria-label={SCAN_FILE_TEXTS.loadFor(labels.title)}
          >
            {SCAN_FILE_TEXTS.load}
          </Button>
          {sampleOffered && (
            <Button
              variant="subtle"
              onClick={onSample}
              disabled={busy || phase !== null}
              title={SCANNING_TEXTS.sampleScanHint}
              leftSection={<IconTestPipe size={16} aria-hidden />}
              aria-label={`${SCANNING_TEXTS.sampleScan}: ${labels.title.toLowerCase()}`}
            >
              {SCANNING_TEXTS.sampleScan}
            </Button>
          )}
        </Group>
        {props.children}
      </Stack>
    </Paper>
  );
}
