// The 3D view of the session's feet. three.js loads with this view only (a lazy chunk), never with the shell. While
// the clinician marks a scan's heel and toe (issue 33 point 4), a bar above the view says what to click next, the
// points clicked show as markers on the foot, and Escape or Cancel ends it.
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { Foot, Point3 } from "@solerx/domain/scan";
import { IconCheck, IconClick } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useMemo, useRef } from "react";
import { loadMarkerViewer } from "../../../components/scan-viewer/load";
import { ViewLoader } from "../../../components/view-loader";
import type { ScanSet } from "../../../entities/scan/lib/scan-loading";
import type { HeelToePick } from "../hooks/use-scan-correction";
import { ORIENTATION_TEXTS, SCANNING_TEXTS } from "../texts";

// The landmark screen's viewer: the scan viewer with markers on the feet and points picked on their surface.
const MarkerViewer = lazy(loadMarkerViewer);

/** A marker of the 3D view (marker-viewer's SurfaceMarker, which only the lazy chunk may import). */
interface SurfaceMarker {
  id: string;
  point: Point3;
  moved: boolean;
}

const NO_MARKERS: Record<Foot, SurfaceMarker[]> = { left: [], right: [] };
const FOOT_NAMES = { left: SCANNING_TEXTS.leftFoot, right: SCANNING_TEXTS.rightFoot } as const;

export interface ScanPicking {
  pick: HeelToePick;
  /** The heel and toe are marked and being measured. */
  sending: boolean;
  onPick(point: Point3): void;
  onMove(which: "heel" | "toe", point: Point3): void;
  onCancel(): void;
}

export interface ScanViewProps {
  left: string | null;
  right: string | null;
  busy?: Foot | null;
  height?: number | string;
  /** When the view opens (Results: the spec's 1 s after arrival, use-arrival-delay.ts); at once without one. */
  opensAt?: number;
  /** Marking a scan's heel and toe, or null. */
  picking?: ScanPicking | null;
  /** Millimetres per unit of each scan's coordinates (its properties' mmPerUnit): a scan in metres shows full size. */
  scales?: Record<Foot, number>;
}

/** Millimetres per unit of each foot's scan (1 for a scan without it, as before issue 33). */
export function scalesOf(set: Pick<ScanSet, "left" | "right">): Record<Foot, number> {
  return { left: set.left?.properties.mmPerUnit ?? 1, right: set.right?.properties.mmPerUnit ?? 1 };
}

function markersOf(pick: HeelToePick | null): Record<Foot, SurfaceMarker[]> {
  if (!pick) return NO_MARKERS;
  const markers = (["heel", "toe"] as const).flatMap((id) => {
    const point = pick[id];
    return point ? [{ id, point, moved: true }] : [];
  });
  return { ...NO_MARKERS, [pick.foot]: markers };
}

export function ScanView({ left, right, busy = null, height = 420, opensAt, picking = null, scales }: ScanViewProps) {
  const label = SCANNING_TEXTS.viewerLabel(left || right ? SCANNING_TEXTS.bothFeet : SCANNING_TEXTS.noScans);
  const pick = picking?.pick ?? null;
  const markers = useMemo(() => markersOf(pick), [pick]);
  const onPick = picking?.onPick;
  const surfacePick = useMemo(
    () => (pick && onPick && !picking?.sending ? { side: pick.foot, onPick } : null),
    [pick, onPick, picking?.sending],
  );
  const onMove = picking?.onMove;
  return (
    <Paper withBorder radius="md" style={{ overflow: "hidden" }} bg="gray.0">
      {picking && <PickBar picking={picking} />}
      <div style={surfacePick ? { cursor: "crosshair" } : undefined} data-picking={pick ? pick.foot : undefined}>
        <Suspense fallback={<ViewLoader height={height} text={SCANNING_TEXTS.viewerLoading} />}>
          <MarkerViewer
            urls={{ left, right }}
            markers={markers}
            selected={null}
            label={label}
            height={height}
            opensAt={opensAt}
            busy={busy}
            pick={surfacePick}
            scales={scales}
            onMove={(_, id, point) => onMove?.(id === "toe" ? "toe" : "heel", point)}
          />
        </Suspense>
      </div>
    </Paper>
  );
}

/** What to click next, the two steps with the one done ticked, and Cancel (Escape does the same). */
function PickBar({ picking }: { picking: ScanPicking }) {
  const { pick, sending } = picking;
  const foot = FOOT_NAMES[pick.foot];
  const cancelRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  // The view comes into sight (on a phone the foot's buttons are below it) and the focus goes to the bar.
  useEffect(() => {
    barRef.current?.scrollIntoView?.({ block: "nearest" });
    cancelRef.current?.focus({ preventScroll: true });
  }, []);
  const instruction = sending
    ? ORIENTATION_TEXTS.pickSending
    : pick.heel
      ? ORIENTATION_TEXTS.pickToe(foot)
      : ORIENTATION_TEXTS.pickHeel(foot);
  const step = (label: string, done: boolean, current: boolean) => (
    <Badge
      variant={done ? "filled" : current ? "light" : "outline"}
      color={done ? "teal.9" : "blue.9"}
      leftSection={done ? <IconCheck size={12} aria-hidden /> : undefined}
      radius="sm"
      tt="none"
    >
      {label}
    </Badge>
  );
  return (
    <div
      ref={barRef}
      style={{
        borderBottom: "1px solid var(--mantine-color-blue-2)",
        background: "var(--mantine-color-blue-0)",
        padding: "var(--mantine-spacing-sm) var(--mantine-spacing-md)",
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <IconClick size={18} aria-hidden color="var(--mantine-color-blue-9)" />
            <Text fw={600} size="sm">
              {ORIENTATION_TEXTS.pickTitle(foot)}
            </Text>
          </Group>
          <Group gap={6} wrap="wrap" aria-hidden>
            {step(`1. ${ORIENTATION_TEXTS.pickStepHeel}`, pick.heel !== null, pick.heel === null)}
            {step(`2. ${ORIENTATION_TEXTS.pickStepToe}`, pick.toe !== null, pick.heel !== null && pick.toe === null)}
          </Group>
          <Text size="sm" role="status" aria-live="polite">
            {instruction}
          </Text>
          <Text size="xs" c="gray.7">
            {ORIENTATION_TEXTS.pickHelp}
          </Text>
        </Stack>
        <Button ref={cancelRef} size="xs" variant="default" onClick={picking.onCancel} disabled={sending}>
          {ORIENTATION_TEXTS.pickCancel}
        </Button>
      </Group>
    </div>
  );
}
