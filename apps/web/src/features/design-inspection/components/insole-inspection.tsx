// Scene InsoleVisualizer of Design Inspection (spec 001 §2; issue 20 point 2): each insole over the translucent
// foot, both side by side or one at a time, the thickness heat map with its legend, and beside the view (below it on
// a phone) the report's checks, the generator's warnings in words, the sections and the files. The last insole
// stays shown while the next is made; the progress says so. `compact` is the docked preview: the view alone.
import { Alert, Box, Grid, Group, Loader, Paper, SegmentedControl, Stack, Switch, Text, Title } from "@mantine/core";
import type { DesignSide } from "@solerx/domain/design";
import { lazy, Suspense, useMemo, useState } from "react";
import { loadInsoleViewer } from "../../../components/insole-viewer/load";
import type { LiveInsoleState } from "../../../entities/insole/insole-view";
import { useKeptFoot } from "../hooks/use-kept-foot";
import { type FeetShown, insoleModels, insolesHeatRange, insolesShown, sidesShown } from "../lib/insole-models";
import { DESIGN_INSPECTION_TEXTS as T } from "../texts";
import { InsoleDownloads } from "./insole-downloads";
import { ReportTable } from "./report-table";
import { SectionKey, SectionView } from "./section-view";
import { ThicknessLegend } from "./thickness-legend";
import { allWarnings, WarningsList } from "./warnings-list";

const InsoleViewer = lazy(loadInsoleViewer);

export interface InsoleInspectionProps {
  state: LiveInsoleState;
  /** The record's session and patient, for the files; null leaves the downloads out. */
  files?: { sessionID: string; patientID: string } | null;
  /** The docked preview: the view and its progress only. */
  compact?: boolean;
  height?: number | string;
  /** The record's scans are still loading: nothing is said about them yet. */
  loading?: boolean;
  /** The record's scans could not be loaded. */
  scanError?: string | null;
}

function Progress({ state }: { state: LiveInsoleState }) {
  const hasInsole = Object.values(state.feet).some((foot) => foot?.ok);
  const busy = state.status === "working";
  return (
    <Group gap={6} role="status" aria-live="polite" mih={22} data-testid="insole-progress">
      {busy && <Loader size={14} aria-hidden />}
      {busy && (
        <Text size="sm" c="dimmed">
          {hasInsole ? T.working : T.waiting}
        </Text>
      )}
    </Group>
  );
}

function ViewFallback({ height }: { height: number | string }) {
  return (
    <Box
      h={height}
      bg="gray.0"
      style={{ borderRadius: "var(--mantine-radius-md)", display: "grid", placeItems: "center" }}
    >
      <Loader size="sm" aria-hidden />
    </Box>
  );
}

function FeetWithout({ state, sides }: { state: LiveInsoleState; sides: DesignSide[] }) {
  const refused = sides.flatMap((side) => {
    const foot = state.feet[side];
    return foot && !foot.ok ? [T.noInsole(side, foot.reason)] : [];
  });
  if (refused.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" p="xs">
      {refused.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Alert>
  );
}

export function InsoleInspection({
  state,
  files = null,
  compact = false,
  height = 460,
  loading = false,
  scanError = null,
}: InsoleInspectionProps) {
  const scanned = (["left", "right"] as const).filter((side) => state.feet[side] !== undefined);
  const [shown, setShown] = useState<FeetShown>("both");
  const [heatOn, setHeatOn] = useState(false);
  const sides = sidesShown(shown).filter((side) => scanned.length === 0 || scanned.includes(side));
  const insoles = useMemo(() => insolesShown(state, shown), [state, shown]);
  const models = useKeptFoot(useMemo(() => insoleModels(insoles), [insoles]));
  const heat = useMemo(() => (heatOn ? insolesHeatRange(insoles) : null), [heatOn, insoles]);
  const drawnSides = (Object.keys(insoles) as DesignSide[]).sort();

  if (state.error) return <Alert color="red">{T.failed(state.error)}</Alert>;
  if (scanError) return <Alert color="red">{T.scansFailed(scanError)}</Alert>;
  if (state.status === "idle" && drawnSides.length === 0) {
    if (loading) return <ViewFallback height={height} />;
    return (
      <Text c="dimmed" size="sm">
        {T.noScan}
      </Text>
    );
  }

  const view =
    drawnSides.length > 0 ? (
      <Suspense fallback={<ViewFallback height={height} />}>
        <InsoleViewer
          models={models}
          heat={heat}
          label={T.viewLabel(drawnSides)}
          height={height}
          generation={state.generation}
          busy={state.status === "working"}
        />
      </Suspense>
    ) : (
      <ViewFallback height={height} />
    );

  if (compact) {
    return (
      <Stack gap={4}>
        {view}
        <Progress state={state} />
      </Stack>
    );
  }

  const warnings = allWarnings(sides.map((side) => insoles[side]?.warnings ?? []));
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <SegmentedControl
              size="sm"
              aria-label={T.layout.label}
              value={shown}
              onChange={(value) => setShown(value as FeetShown)}
              data={[
                { value: "both", label: T.layout.both, disabled: scanned.length < 2 },
                { value: "left", label: T.layout.left, disabled: !scanned.includes("left") },
                { value: "right", label: T.layout.right, disabled: !scanned.includes("right") },
              ]}
            />
            <Switch label={T.heatMap} checked={heatOn} onChange={(event) => setHeatOn(event.currentTarget.checked)} />
          </Group>
          <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
            {view}
          </Paper>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Progress state={state} />
            {heat && <ThicknessLegend range={heat} />}
          </Group>
          <FeetWithout state={state} sides={sides} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <section aria-labelledby="design-report-heading">
            <Title order={3} size="h5" id="design-report-heading" mb="xs">
              {T.report.heading}
            </Title>
            <Stack gap="sm">
              {drawnSides.map((side) => {
                const insole = insoles[side];
                return insole ? <ReportTable key={side} side={side} insole={insole} /> : null;
              })}
            </Stack>
          </section>
          <section aria-labelledby="design-warnings-heading">
            <Title order={3} size="h5" id="design-warnings-heading" mb="xs">
              {T.warnings.heading}
            </Title>
            <WarningsList warnings={warnings} />
          </section>
          <section aria-labelledby="design-sections-heading">
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h5" id="design-sections-heading">
                {T.sections.heading}
              </Title>
              <SectionKey />
            </Group>
            <Stack gap="sm">
              {drawnSides.flatMap((side) =>
                (insoles[side]?.sections ?? []).map((section) => (
                  <SectionView
                    key={`${side}-${section.kind}`}
                    section={section}
                    caption={section.kind === "axis" ? T.sections.axis(side) : T.sections.heel(side)}
                  />
                )),
              )}
            </Stack>
          </section>
          {files && drawnSides.length > 0 && (
            <section aria-labelledby="design-downloads-heading">
              <Title order={3} size="h5" id="design-downloads-heading" mb="xs">
                {T.downloads.heading}
              </Title>
              <InsoleDownloads sessionID={files.sessionID} patientID={files.patientID} sides={drawnSides} />
            </section>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
