// Results (spec 000 §2 "/results"): both feet in 3D and the measurements of the latest scan of each, with the way
// back to scanning and on to the orthotic style.
import { Alert, Button, Grid, Group, Paper, Stack, Text } from "@mantine/core";
import { UI_TIMING } from "@solerx/domain/common";
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconMapPin } from "@tabler/icons-react";
import { useState } from "react";
import { PageHeader } from "../../../components/layouts/page-header";
import { PageLoader } from "../../../components/page-loader";
import { ROUTES } from "../../../config/paths";
import { MeasurementsTable } from "../../../entities/scan/components/measurements-table";
import { useScanScreen } from "../hooks/use-scan-screen";
import { SCANNING_TEXTS } from "../texts";
import { ScanView } from "./scan-view";
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
          <ScanView left={left?.url ?? null} right={right?.url ?? null} height={380} opensAt={opensAt} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="md">
            <MeasurementsTable left={left?.properties ?? null} right={right?.properties ?? null} />
            {source && (
              <Text size="xs" c="dimmed" mt="xs">
                {SCANNING_TEXTS.source[source]}
              </Text>
            )}
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
          <Button onClick={onNext} disabled={!screen.enough} rightSection={<IconArrowRight size={18} aria-hidden />}>
            {SCANNING_TEXTS.toOrthoticStyles}
          </Button>
        </Group>
      </Group>
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
