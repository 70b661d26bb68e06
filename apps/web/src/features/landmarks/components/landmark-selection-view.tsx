// Landmark selection's view (issue 20 point 1), on the /landmarks screen and in the Design Inspection overlay's
// LandmarkSelection tab: both feet in 3D with their landmarks, the chosen foot's landmarks listed beside the view
// (below it on a phone), and the measurements they define. The 3D view opens the spec's 1 s after arrival
// (use-arrival-delay.ts) in a chunk of its own (three.js, three-mesh-bvh); the list works without it.
import { Alert, Button, Grid, Group, Paper, SegmentedControl, Stack, Text, VisuallyHidden } from "@mantine/core";
import { UI_TIMING } from "@solerx/domain/common";
import type { LandmarkName } from "@solerx/domain/scan";
import { IconAlertCircle, IconRestore } from "@tabler/icons-react";
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { ViewLoader } from "../../../components/view-loader";
import { MeasurementsTable } from "../../../entities/scan/components/measurements-table";
import { type LandmarkEditor, type Selection, SIDES, useLandmarkEditor } from "../hooks/use-landmark-editor";
import { currentPoints, type FootEdits, landmarkNames, movedNames } from "../lib/landmark-edits";
import { LANDMARK_TEXTS, type Side } from "../texts";
import { LandmarkList } from "./landmark-list";
import classes from "./landmark-selection-view.module.css";

const MarkerViewer = lazy(() => import("../../../components/scan-viewer/marker-viewer"));

/** A marker of the 3D view (marker-viewer's SurfaceMarker, which only the lazy chunk may import). */
interface SurfaceMarker {
  id: string;
  point: [number, number, number];
  moved: boolean;
}

/** Each foot's landmarks as the 3D view's markers. */
function markersOf(feet: LandmarkEditor["feet"]): Record<Side, SurfaceMarker[]> {
  const of = (foot: FootEdits | null): SurfaceMarker[] => {
    if (!foot) return [];
    const points = currentPoints(foot);
    return landmarkNames(foot).flatMap((name) => {
      const point = points[name];
      return point ? [{ id: name, point, moved: foot.moved[name] !== undefined }] : [];
    });
  };
  return { left: of(feet.left), right: of(feet.right) };
}

function Legend() {
  const items = [
    ["#1098ad", LANDMARK_TEXTS.legend.suggested],
    ["#e8590c", LANDMARK_TEXTS.legend.moved],
    ["#1c7ed6", LANDMARK_TEXTS.legend.selected],
  ] as const;
  return (
    <Group gap="md" px="sm" py={6} aria-hidden>
      {items.map(([colour, label]) => (
        <Group key={label} gap={6} wrap="nowrap">
          <span style={{ width: 10, height: 10, borderRadius: "50%", background: colour }} />
          <Text size="xs" c="dimmed">
            {label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

export interface LandmarkSelectionViewProps {
  /** The 3D view's height in px; the screen's by default (shorter on a phone). */
  height?: number;
}

export default function LandmarkSelectionView({ height }: LandmarkSelectionViewProps) {
  const editor = useLandmarkEditor();
  // The 3D view opens the spec's 1 s after arrival; the list and the measurements are there at once.
  const [opensAt] = useState(() => Date.now() + UI_TIMING.visualizerModalDelayMs);
  const helpId = useId();
  const [side, setSide] = useState<Side>("left");
  const viewRef = useRef<HTMLDivElement>(null);
  const { select } = editor;
  const markers = useMemo(() => markersOf(editor.feet), [editor.feet]);
  // A marker picked in the view shows its foot's list.
  const onSelect = useCallback(
    (selection: Selection) => {
      select(selection);
      setSide(selection.side);
    },
    [select],
  );
  const shownSide = editor.feet[side] || !editor.feet[side === "left" ? "right" : "left"] ? side : otherSide(side);
  useEffect(() => {
    if (shownSide !== side) setSide(shownSide);
  }, [shownSide, side]);

  if (editor.status === "loading") {
    return <ViewLoader height="100%" text={LANDMARK_TEXTS.loadingScans} />;
  }
  const foot = editor.feet[shownSide];
  const anyScan = editor.urls.left || editor.urls.right;
  const label = LANDMARK_TEXTS.viewerLabel(anyScan ? LANDMARK_TEXTS.bothFeet : LANDMARK_TEXTS.noScans);
  return (
    <Stack gap="lg">
      {editor.status === "error" && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={LANDMARK_TEXTS.scanLoadFailed}>
          <Button mt="xs" size="xs" variant="default" onClick={editor.reload}>
            {LANDMARK_TEXTS.tryAgain}
          </Button>
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" style={{ overflow: "hidden" }} bg="gray.0">
            <div ref={viewRef} data-testid="landmark-view" className={classes.view} style={height ? { height } : {}}>
              {
                <Suspense fallback={<ViewLoader height="100%" text={LANDMARK_TEXTS.viewerLoading} />}>
                  <MarkerViewer
                    urls={editor.urls}
                    markers={markers}
                    selected={editor.selected ? { side: editor.selected.side, id: editor.selected.name } : null}
                    label={label}
                    height="100%"
                    opensAt={opensAt}
                    scales={{
                      left: editor.measurements.left?.mmPerUnit ?? 1,
                      right: editor.measurements.right?.mmPerUnit ?? 1,
                    }}
                    onSelect={({ side: picked, id }) => onSelect({ side: picked, name: id as LandmarkName })}
                    onMove={(picked, id, point) => editor.move(picked, id as LandmarkName, point)}
                    onMoveEnd={(picked, id) => editor.finishMove(picked, id as LandmarkName)}
                    onSnap={editor.setSnap}
                    onSelectedOnScreen={(position) => {
                      const view = viewRef.current;
                      if (!view || !position) return;
                      view.dataset.selectedX = String(Math.round(position.x));
                      view.dataset.selectedY = String(Math.round(position.y));
                    }}
                  />
                </Suspense>
              }
            </div>
            <Legend />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="sm">
            <Stack gap="sm">
              <SegmentedControl
                fullWidth
                aria-label={LANDMARK_TEXTS.footChoice}
                value={shownSide}
                onChange={(value) => setSide(value as Side)}
                data={SIDES.map((value) => ({
                  value,
                  label: LANDMARK_TEXTS.footName[value],
                  disabled: !editor.feet[value],
                }))}
              />
              <Text size="xs" c="dimmed" id={helpId}>
                {LANDMARK_TEXTS.keyboardHelp}
              </Text>
              {foot && landmarkNames(foot).length > 0 ? (
                <>
                  <LandmarkList side={shownSide} foot={foot} editor={editor} helpId={helpId} />
                  <Group justify="space-between" gap="xs" pt={4}>
                    <Text size="xs" c="dimmed">
                      {LANDMARK_TEXTS.movedCount(movedNames(foot).length)}
                    </Text>
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconRestore size={14} aria-hidden />}
                      disabled={movedNames(foot).length === 0}
                      onClick={() => editor.reset(shownSide)}
                      title={LANDMARK_TEXTS.resetFootHelp}
                    >
                      {LANDMARK_TEXTS.resetFoot(shownSide)}
                    </Button>
                  </Group>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {foot ? LANDMARK_TEXTS.noLandmarks(shownSide) : LANDMARK_TEXTS.noScan(shownSide)}
                </Text>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <Paper withBorder radius="md" p="md">
        <MeasurementsTable left={editor.measurements.left} right={editor.measurements.right} />
        <Text size="xs" c="dimmed" mt="xs">
          {LANDMARK_TEXTS.measurementsNote}
        </Text>
      </Paper>
      <VisuallyHidden role="status" aria-live="polite">
        {editor.announcement}
      </VisuallyHidden>
    </Stack>
  );
}

function otherSide(side: Side): Side {
  return side === "left" ? "right" : "left";
}
