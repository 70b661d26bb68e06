// The landmark screen's 3D view (a lazy chunk: three.js, react-three-fiber, three-mesh-bvh): both feet as the scan
// viewer draws them, each landmark a marker on its foot's surface in the scan's own coordinates. A marker is dragged
// with the mouse or a finger: the pointer's ray is cast against the foot's bounding volume hierarchy and the marker
// moves to the hit, so it never leaves the surface. The list beside the view is its text alternative and its
// keyboard way; the arrow keys' moves are put back on the surface with the same hierarchy (closestPointToPoint).

import { type ThreeEvent, useFrame, useThree } from "@react-three/fiber";
import { LANDMARK_NAMES, type LandmarkName, type Point3 } from "@solerx/domain/scan";
import { useEffect, useMemo, useRef } from "react";
import { type BufferGeometry, DoubleSide, type Mesh, Vector3 } from "three";
import { MeshBVH, type MeshBVHOptions } from "three-mesh-bvh";
import ScanViewer from "../../../components/scan-viewer/scan-viewer";
import type { Selection, SurfaceSnap } from "../hooks/use-landmark-editor";
import { currentPoints, type FootEdits } from "../lib/landmark-edits";
import type { Side } from "../texts";

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

export interface LandmarkCanvasProps {
  urls: Record<Side, string | null>;
  feet: Record<Side, FootEdits | null>;
  selected: Selection | null;
  label: string;
  height: number | string;
  /** When the view opens (scan-viewer use-arrival-delay). */
  opensAt?: number;
  onSelect(selection: Selection): void;
  onMove(side: Side, name: LandmarkName, point: Point3): void;
  onMoveEnd(side: Side, name: LandmarkName): void;
  onSnap(snap: SurfaceSnap | null): void;
  /** Where the selected marker is on the canvas (CSS px from its top left), each frame it is drawn; for tests. */
  onSelectedOnScreen?(position: { x: number; y: number } | null): void;
}

interface MarkerProps {
  side: Side;
  name: LandmarkName;
  point: Point3;
  moved: boolean;
  selected: boolean;
  geometry: BufferGeometry;
  props: LandmarkCanvasProps;
}

function Marker({ side, name, point, moved, selected, geometry, props }: MarkerProps) {
  const ref = useRef<Mesh>(null);
  const dragging = useRef(false);
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
    props.onMoveEnd(side, name);
  };
  return (
    <mesh
      ref={ref}
      position={point}
      renderOrder={2}
      onPointerDown={(event) => {
        event.stopPropagation();
        props.onSelect({ side, name });
        dragging.current = true;
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
        const hit = hierarchyOf(geometry).raycastFirst(ray, DoubleSide);
        if (hit) props.onMove(side, name, [hit.point.x, hit.point.y, hit.point.z]);
      }}
      onPointerUp={end}
      onPointerCancel={end}
    >
      <sphereGeometry args={[selected ? SELECTED_MM : MARKER_MM, 20, 14]} />
      <meshStandardMaterial
        color={selected ? COLOURS.selected : moved ? COLOURS.moved : COLOURS.suggested}
        roughness={0.45}
        emissive={selected ? COLOURS.selected : "#000000"}
        emissiveIntensity={selected ? 0.25 : 0}
      />
    </mesh>
  );
}

function FootMarkers({ side, geometry, props }: { side: Side; geometry: BufferGeometry; props: LandmarkCanvasProps }) {
  const foot = props.feet[side];
  if (!foot) return null;
  const points = currentPoints(foot);
  return (
    <>
      {LANDMARK_NAMES.map((name) => {
        const point = points[name];
        if (!point) return null;
        const selected = props.selected?.side === side && props.selected.name === name;
        return (
          <Marker
            key={name}
            side={side}
            name={name}
            point={point}
            moved={foot.moved[name] !== undefined}
            selected={selected}
            geometry={geometry}
            props={props}
          />
        );
      })}
    </>
  );
}

export default function LandmarkCanvas(props: LandmarkCanvasProps) {
  // The geometries the scene draws, as they arrive (FeetScene hands each foot's to footChildren).
  const geometries = useRef<Partial<Record<Side, BufferGeometry>>>({});
  // The list's arrow keys put their moves back on the surface drawn here; without the view they move in the plan.
  const { onSnap } = props;
  useEffect(() => {
    onSnap((side, point) => {
      const geometry = geometries.current[side];
      if (!geometry) return null;
      const hit = hierarchyOf(geometry).closestPointToPoint(new Vector3(...point), undefined, 0, SNAP_WITHIN_MM);
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
      footChildren={(side, geometry) => {
        geometries.current[side] = geometry;
        return <FootMarkers side={side} geometry={geometry} props={props} />;
      }}
    />
  );
}
