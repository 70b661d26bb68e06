// One foot on the 3D Scan screen: whether it is scanned (when, and its length), the scan under way, and the
// buttons to scan it with the scanner or, on a test installation (lib/test-tools), to use the sample scan.
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { Foot } from "@solerx/domain/scan";
import { IconScan, IconTestPipe } from "@tabler/icons-react";
import type { LoadedScan } from "../../../entities/scan/lib/scan-loading";
import { formatDateTime } from "../../../lib/time-format";
import type { FootScanPhase } from "../hooks/use-foot-scan";
import { SCANNING_TEXTS } from "../texts";

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
  onScan(): void;
  onSample(): void;
}

const LABELS = {
  left: { title: SCANNING_TEXTS.leftFoot, scan: SCANNING_TEXTS.scanLeft, rescan: SCANNING_TEXTS.rescanLeft },
  right: { title: SCANNING_TEXTS.rightFoot, scan: SCANNING_TEXTS.scanRight, rescan: SCANNING_TEXTS.rescanRight },
} as const;

export function FootCard(props: FootCardProps) {
  const { foot, loaded, phase, busy, scannerWaiting, sampleOffered, onScan, onSample } = props;
  const labels = LABELS[foot];
  const when = loaded?.scan.completedAt ?? loaded?.scan.createdAt;
  return (
    <Paper withBorder radius="md" p="md" aria-label={labels.title} component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="lg">
            {labels.title}
          </Title>
          {phase ? (
            <Badge color="blue" variant="light" leftSection={<Loader size={10} color="blue" />}>
              {phase === "uploading" ? SCANNING_TEXTS.uploading : SCANNING_TEXTS.scanning}
            </Badge>
          ) : (
            // Not scanned: the line below says so; a badge with the same words would say it twice.
            loaded && (
              <Badge color="teal" variant="light">
                {Math.round(loaded.properties.footLength)} mm
              </Badge>
            )
          )}
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
      </Stack>
    </Paper>
  );
}
