// Results (spec 000 §2 "/results"): both feet in 3D and the measurements of the latest scan of each (with the
// server's notes on them), each scan's orientation put right when it could not be measured or looks wrong (issue 33
// point 4), and the way back to scanning and on to the orthotic style.
import { Alert, Badge, Button, Divider, Grid, Group, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { UI_TIMING } from "@solerx/domain/common";
import type { Foot } from "@solerx/domain/scan";
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconMapPin } from "@tabler/icons-react";
import { useState } from "react";
import { PageHeader } from "../../../components/layouts/page-header";
import { PageLoader } from "../../../components/page-loader";
import { ROUTES } from "../../../config/paths";
import { MeasurementsTable } from "../../../entities/scan/components/measurements-table";
import type { LoadedScan } from "../../../entities/scan/lib/scan-loading";
import { type ScanCorrection as Correction, useScanCorrection } from "../hooks/use-scan-correction";
import { useScanScreen } from "../hooks/use-scan-screen";
import { ORIENTATION_TEXTS, SCANNING_TEXTS } from "../texts";
import { ScanCorrection } from "./scan-correction";
import { ScanView, scalesOf } from "./scan-view";
import { DifferentSettingsModal } from "./scanner-dialogs";
import { SettingsSummary } from "./settings-summary";

export interface ResultsScreenProps {
  onScan(): void;
  onSettings(): void;
  onNext(): void;
  /** Landmark selection: the landmarks the insole is built on, checked before the orthotic style. */
  onLandmarks(): void;
}

export function ResultsScreen({ onScan, onSettings, onNext, onLandmarks }: ResultsScreenProps) {
  const screen = useScanScreen();
  // The 3D view opens the spec's 1 s after the screen's arrival (components/scan-viewer/use-arrival-delay.ts).
  const [opensAt] = useState(() => Date.now() + UI_TIMING.visualizerModalDelayMs);
  const { loading, settings } = screen;
  const correction = useScanCorrection(loading.set);
  if (!settings || loading.status === "waiting") return <PageLoader label={SCANNING_TEXTS.loadingScans} />;
  const { left, right } = loading.set;
  const source = (left ?? right)?.properties.source;
  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <PageHeader title={ROUTES.results.title} intro={SCANNING_TEXTS.resultsIntro}>
        <SettingsSummary settings={settings} onChange={onSettings} />
      </PageHeader>
      {loading.status === "error" && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={SCANNING_TEXTS.scanLoadFailed}>
          <Button mt="xs" size="xs" variant="default" onClick={loading.reload}>
            {SCANNING_TEXTS.tryAgain}
          </Button>
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ScanView
            left={left?.url ?? null}
            right={right?.url ?? null}
            height={380}
            opensAt={opensAt}
            busy={correction.pending}
            scales={scalesOf(loading.set)}
            picking={
              correction.picking && {
                pick: correction.picking,
                sending: correction.pending !== null,
                onPick: correction.pick,
                onMove: correction.movePick,
                onCancel: correction.cancelMarking,
              }
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="md">
            <MeasurementsTable left={left?.properties ?? null} right={right?.properties ?? null} />
            {source && (
              <Text size="xs" c="dimmed" mt="xs">
                {SCANNING_TEXTS.source[source]}
              </Text>
            )}
            <Orientations left={left} right={right} correction={correction} />
          </Paper>
        </Grid.Col>
      </Grid>
      <Group justify="space-between">
        <Button variant="default" onClick={onScan} leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {SCANNING_TEXTS.backToScan}
        </Button>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={onLandmarks}
            disabled={!left && !right}
            leftSection={<IconMapPin size={18} aria-hidden />}
          >
            {SCANNING_TEXTS.toLandmarks}
          </Button>
          <Button
            onClick={onNext}
            disabled={!screen.enough || correction.pending !== null}
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {SCANNING_TEXTS.toOrthoticStyles}
          </Button>
        </Group>
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {correction.announcement}
      </VisuallyHidden>
      <DifferentSettingsModal
        opened={screen.differentSettings}
        onBack={() => {
          screen.closeDifferentSettings();
          onSettings();
        }}
        onNext={screen.closeDifferentSettings}
      />
    </Stack>
  );
}

/** Each scanned foot's orientation fix, below the measurements (whose notes say why a scan was not measured). */
function Orientations({
  left,
  right,
  correction,
}: {
  left: LoadedScan | null;
  right: LoadedScan | null;
  correction: Correction;
}) {
  const feet: [Foot, LoadedScan][] = [];
  if (left) feet.push(["left", left]);
  if (right) feet.push(["right", right]);
  if (feet.length === 0) return null;
  return (
    <>
      <Divider my="sm" />
      <Stack gap="xs">
        {feet.map(([foot, loaded]) => {
          const name = foot === "left" ? SCANNING_TEXTS.leftFoot : SCANNING_TEXTS.rightFoot;
          return (
            <Group
              key={foot}
              component="section"
              aria-label={ORIENTATION_TEXTS.correctionRegion(name)}
              justify="space-between"
              align="flex-start"
              gap="xs"
            >
              <Group gap="xs" pt={2}>
                <Text size="sm" fw={500}>
                  {name}
                </Text>
                {loaded.properties.unmeasurable && (
                  <Badge color="orange" variant="light" size="sm">
                    {ORIENTATION_TEXTS.notMeasured}
                  </Badge>
                )}
              </Group>
              <ScanCorrection foot={foot} loaded={loaded} correction={correction} part="actions" />
            </Group>
          );
        })}
      </Stack>
    </>
  );
}
