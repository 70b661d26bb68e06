// The scan viewer with markers on the feet (the landmark screen's 3D view; a lazy chunk: three.js,
// react-three-fiber, three-mesh-bvh): both feet as the scan viewer draws them, each marker on its foot's surface in
// the scan's own coordinates, drawn over the foot (most landmarks are on the sole, which the view from above hides:
// the markers show where they are in the plan). A marker is dragged with the mouse or a finger: the pointer's ray
// is cast against the foot's bounding volume hierarchy and the marker moves to the hit nearest to where it was, so
// it never leaves the surface and a sole landmark stays on the sole. The screen's list is its text alternative and
// keyboard way; the arrow keys' moves come back on the surface through onSnap (the hierarchy's closestPointToPoint).
// The scanning screens use it to mark a scan's heel and toe (issue 33 point 4): with `pick` set, a click on that
// foot gives the ray's first hit on its surface, in the scan's own coordinates, through the same hierarchy.
import { type ThreeEvent, useFrame, useThree } from "@react-three/fiber";
import { useEffect, useMemo, useRef } from "react";
import { type BufferGeometry, DoubleSide, type Intersection, type Mesh, type Raycaster, Vector3 } from "three";
import { MeshBVH, type MeshBVHOptions } from "three-mesh-bvh";
import type { Side, Vec3 } from "./scan-placement";
import ScanViewer from "./scan-viewer";

type Point3 = [number, number, number];

/** A marker on a foot: its id (a landmark's name), where it is in the scan's coordinates, and whether it moved. */
export interface SurfaceMarker {
  id: string;
  point: Point3;
  moved: boolean;
}

export interface MarkerSelection {
  side: Side;
  id: string;
}

/** The nearest point of a foot's surface to a point (scan coordinates), or null when none is near. */
export type SurfaceSnap = (side: Side, point: Point3) => Point3 | null;

/** Marker radius, mm: a fingertip's target on a foot seen whole, small beside a metatarsal head. */
const MARKER_MM = 4.5;
const SELECTED_MM = 6.5;
/** The scan's suggestion, a landmark the clinician moved, and the one selected. */
const COLOURS = { suggested: "#1098ad", moved: "#e8590c", selected: "#1c7ed6" } as const;
/** A point is snapped to the surface only within this distance (mm); farther, the move is kept as made. */
const SNAP_WITHIN_MM = 30;

/** Each scan's hierarchy, built once per decoded geometry (indirect: the shared geometry's index is left alone). */
const hierarchies = new WeakMap<BufferGeometry, MeshBVH>();
function hierarchyOf(geometry: BufferGeometry): MeshBVH {
  let bvh = hierarchies.get(geometry);
  if (!bvh) {
    // `indirect` (in the library, not in its types): the hierarchy keeps its own triangle order.
    bvh = new MeshBVH(geometry, { indirect: true } as MeshBVHOptions);
    hierarchies.set(geometry, bvh);
  }
  return bvh;
}

/** Of the ray's hits on the foot (its top and its sole), the one nearest to `near`. */
function nearestHit(hits: readonly { point: Vector3 }[], near: Vec3): Vector3 | null {
  let best: Vector3 | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const { point } of hits) {
    const distance = Math.hypot(point.x - near[0], point.y - near[1], point.z - near[2]);
    if (distance < bestDistance) [best, bestDistance] = [point, distance];
  }
  return best;
}

/** Clicks on one foot's surface, each giving the point hit (scan coordinates). */
export interface SurfacePick {
  side: Side;
  onPick(point: Point3): void;
}

export interface MarkerViewerProps {
  urls: Record<Side, string | null>;
  markers: Record<Side, readonly SurfaceMarker[]>;
  selected: MarkerSelection | null;
  label: string;
  height: number | string;
  /** When the view opens (scan-viewer use-arrival-delay). */
  opensAt?: number;
  /** A foot being scanned or loaded (scan-viewer's busy). */
  busy?: Side | null;
  /** While set, a click on that foot picks the point under the pointer. */
  pick?: SurfacePick | null;
  /** Millimetres per unit of each scan's coordinates (1 when absent): markers keep their size in millimetres. */
  scales?: Record<Side, number>;
  onSelect?(selection: MarkerSelection): void;
  onMove?(side: Side, id: string, point: Point3): void;
  onMoveEnd?(side: Side, id: string): void;
  onSnap?(snap: SurfaceSnap | null): void;
  /** Where the selected marker is on the canvas (CSS px from its top left), each frame it is drawn; for tests. */
  onSelectedOnScreen?(position: { x: number; y: number } | null): void;
}

interface MarkerProps {
  side: Side;
  marker: SurfaceMarker;
  selected: boolean;
  geometry: BufferGeometry;
  props: MarkerViewerProps;
}

function Marker({ side, marker, selected, geometry, props }: MarkerProps) {
  const { id, point, moved } = marker;
  // Children of the foot's mesh, scaled with it to millimetres: their radius is in the scan's units.
  const unit = props.scales?.[side] ?? 1;
  const ref = useRef<Mesh>(null);
  const dragging = useRef(false);
  /** Where the drag last put the marker: the next hit is the one nearest to it, on the same side of the foot. */
  const last = useRef<Point3 | null>(null);
  const controls = useThree((state) => state.controls) as { enabled: boolean } | null;
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  // A new position or colour redraws the canvas by itself (react-three-fiber invalidates on changed props).

  // The selected marker's place on the canvas, for the browser tests' drag.
  const world = useMemo(() => new Vector3(), []);
  useFrame(() => {
    if (!selected || !ref.current || !props.onSelectedOnScreen) return;
    ref.current.getWorldPosition(world).project(camera);
    props.onSelectedOnScreen({ x: ((world.x + 1) / 2) * size.width, y: ((1 - world.y) / 2) * size.height });
  });

  const end = (event: ThreeEvent<PointerEvent>) => {
    if (!dragging.current) return;
    dragging.current = false;
    (event.target as unknown as Element).releasePointerCapture?.(event.pointerId);
    if (controls) controls.enabled = true;
    props.onMoveEnd?.(side, id);
  };
  return (
    <mesh
      ref={ref}
      position={point}
      renderOrder={2}
      onPointerDown={(event) => {
        event.stopPropagation();
        props.onSelect?.({ side, id });
        dragging.current = true;
        last.current = point;
        (event.target as unknown as Element).setPointerCapture?.(event.pointerId);
        // The orbit waits while a marker is dragged.
        if (controls) controls.enabled = false;
      }}
      onPointerMove={(event) => {
        if (!dragging.current) return;
        event.stopPropagation();
        const foot = ref.current?.parent;
        if (!foot) return;
        const ray = event.ray.clone().applyMatrix4(foot.matrixWorld.clone().invert());
        const hit = nearestHit(hierarchyOf(geometry).raycast(ray, DoubleSide), last.current ?? point);
        if (!hit) return;
        last.current = [hit.x, hit.y, hit.z];
        props.onMove?.(side, id, last.current);
      }}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <sphereGeometry args={[(selected ? SELECTED_MM : MARKER_MM) / unit, 20, 14]} />
      <meshStandardMaterial
        depthTest={false}
        color={selected ? COLOURS.selected : moved ? COLOURS.moved : COLOURS.suggested}
        roughness={0.45}
        emissive={selected ? COLOURS.selected : "#000000"}
        emissiveIntensity={selected ? 0.25 : 0}
      />
    </mesh>
  );
}

/** A press and release this close together (CSS px) is a click; farther apart, the user was turning the view. */
const CLICK_WITHIN_PX = 6;

/**
 * The foot's surface as a pick target: not drawn, hit through the foot's hierarchy (the ray taken into the scan's
 * coordinates, its first hit on either side of a triangle), so a click costs a few microseconds on any scan.
 */
function PickSurface({ geometry, pick }: { geometry: BufferGeometry; pick: SurfacePick }) {
  const raycast = useMemo(
    () =>
      function raycast(this: Mesh, raycaster: Raycaster, intersects: Intersection[]) {
        const ray = raycaster.ray.clone().applyMatrix4(this.matrixWorld.clone().invert());
        const hit = hierarchyOf(geometry).raycastFirst(ray, DoubleSide);
        if (!hit) return;
        const point = hit.point.clone().applyMatrix4(this.matrixWorld);
        intersects.push({ distance: raycaster.ray.origin.distanceTo(point), point, object: this });
      },
    [geometry],
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a three.js mesh in the canvas, not a DOM element; the screen's flip buttons are the keyboard's way.
    <mesh
      geometry={geometry}
      visible={false}
      raycast={raycast}
      onClick={(event) => {
        if (event.delta > CLICK_WITHIN_PX) return;
        event.stopPropagation();
        // The pick surface sits at the foot mesh's origin: its local coordinates are the scan's.
        const local = event.object.worldToLocal(event.point.clone());
        pick.onPick([local.x, local.y, local.z]);
      }}
    />
  );
}

function FootMarkers({ side, geometry, props }: { side: Side; geometry: BufferGeometry; props: MarkerViewerProps }) {
  return (
    <>
      {props.pick?.side === side && <PickSurface geometry={geometry} pick={props.pick} />}
      {props.markers[side].map((marker) => (
        <Marker
          key={marker.id}
          side={side}
          marker={marker}
          selected={props.selected?.side === side && props.selected.id === marker.id}
          geometry={geometry}
          props={props}
        />
      ))}
    </>
  );
}

export default function MarkerViewer(props: MarkerViewerProps) {
  // The geometries the scene draws, as they arrive (FeetScene hands each foot's to footChildren).
  const geometries = useRef<Partial<Record<Side, BufferGeometry>>>({});
  // The list's arrow keys put their moves back on the surface drawn here; without the view they move in the plan.
  const { onSnap } = props;
  const scalesRef = useRef(props.scales);
  scalesRef.current = props.scales;
  useEffect(() => {
    if (!onSnap) return;
    onSnap((side, point) => {
      const geometry = geometries.current[side];
      if (!geometry) return null;
      const within = SNAP_WITHIN_MM / (scalesRef.current?.[side] ?? 1);
      const hit = hierarchyOf(geometry).closestPointToPoint(new Vector3(...point), undefined, 0, within);
      return hit ? [hit.point.x, hit.point.y, hit.point.z] : null;
    });
    return () => onSnap(null);
  }, [onSnap]);
  return (
    <ScanViewer
      left={props.urls.left}
      right={props.urls.right}
      label={props.label}
      height={props.height}
      opensAt={props.opensAt}
      busy={props.busy ?? null}
      scales={props.scales}
      footChildren={(side, geometry) => {
        geometries.current[side] = geometry;
        return <FootMarkers side={side} geometry={geometry} props={props} />;
      }}
    />
  );
}
