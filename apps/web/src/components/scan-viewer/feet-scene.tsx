// What the viewer's canvas shows: the two feet on a faint millimetre grid with a soft shadow on the ground, in calm
// light, and the camera framed on them. Layout and framing are worked out in the scans' frame (mm, z up); the
// scene itself is three.js's usual y up, so the feet are turned a quarter about x and drei's ground helpers and
// the orbit controls work as made.
import { OrbitControls } from "@react-three/drei";
import { useThree } from "@react-three/fiber";
import { type ComponentRef, type ReactNode, useLayoutEffect, useMemo, useRef } from "react";
import { type BufferGeometry, MeshStandardMaterial, type PerspectiveCamera } from "three";
import {
  type Box,
  boxCorners,
  type FeetPlacement,
  framePoints,
  placeFeet,
  type Side,
  type Vec3,
} from "./scan-placement";

/** A quarter turn about x: the scans' z up becomes the scene's y up (x, y, z) -> (x, z, -y). */
const Z_UP_TO_Y_UP: [number, number, number] = [-Math.PI / 2, 0, 0];
function toScene([x, y, z]: Vec3): [number, number, number] {
  return [x, z, -y];
}
/** The view's backdrop, a calm light grey (Mantine's gray.1). */
export const BACKDROP = "#f1f3f5";
/** Where the fog starts and where it hides everything, as multiples of the camera's distance to the feet. */
const FOG_FROM = 1.15;
const FOG_TO = 2.2;
const GRID_CELL = "#e7eaee";
const GRID_SECTION = "#d3d9df";
/** Vertices taken from each foot to frame it: plenty for the outline, cheap to project. */
const FRAMING_SAMPLES = 2000;
/** The orbit stops just above the ground: the soles are the scans' flat side, not worth the view from below. */
const MAX_POLAR_ANGLE = (85 * Math.PI) / 180;

/** Millimetres per unit of each foot's scan: a scan in metres or inches is drawn as large as one in millimetres. */
export type FootScales = Record<Side, number>;
const MILLIMETRES: FootScales = { left: 1, right: 1 };

function boxOf(geometry: BufferGeometry | null, scale: number): Box | null {
  const box = geometry?.boundingBox;
  if (!box) return null;
  return {
    min: [box.min.x * scale, box.min.y * scale, box.min.z * scale],
    max: [box.max.x * scale, box.max.y * scale, box.max.z * scale],
  };
}

/** The points the camera must show: each foot's vertices where it stands, or the corners of an empty place. */
function framingPoints(
  feet: Record<Side, BufferGeometry | null>,
  placement: FeetPlacement,
  scales: FootScales,
): Vec3[] {
  return (["left", "right"] as const).flatMap((side) => {
    const geometry = feet[side];
    const offset = placement.offsets[side];
    if (!geometry || !offset) return boxCorners(placement.places[side]);
    const positions = geometry.getAttribute("position");
    const step = Math.max(1, Math.floor(positions.count / FRAMING_SAMPLES));
    const k = scales[side];
    const points: Vec3[] = [];
    for (let i = 0; i < positions.count; i += step) {
      points.push([
        positions.getX(i) * k + offset[0],
        positions.getY(i) * k + offset[1],
        positions.getZ(i) * k + offset[2],
      ]);
    }
    return points;
  });
}

function CameraRig({ points }: { points: readonly Vec3[] }) {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  const width = useThree((state) => state.size.width);
  const height = useThree((state) => state.size.height);
  const invalidate = useThree((state) => state.invalidate);
  const controls = useRef<ComponentRef<typeof OrbitControls>>(null);
  const framing = useMemo(
    () => framePoints(points, { fovDeg: camera.fov, aspect: width / Math.max(1, height) }),
    [points, camera.fov, width, height],
  );
  // Re-framed when a foot arrives or the canvas changes size; a user's orbit stands until then.
  useLayoutEffect(() => {
    camera.position.set(...toScene(framing.position));
    camera.near = framing.near;
    camera.far = framing.far;
    camera.updateProjectionMatrix();
    controls.current?.target.set(...toScene(framing.target));
    controls.current?.update();
    invalidate();
  }, [camera, framing, invalidate]);
  return (
    <>
      {/* Fog from behind the farthest toe: the ground fades into the backdrop instead of ending at an edge. */}
      <fog attach="fog" args={[BACKDROP, framing.distance * FOG_FROM, framing.distance * FOG_TO]} />
      <OrbitControls
        ref={controls}
        makeDefault
        target={toScene(framing.target)}
        minDistance={framing.minDistance}
        maxDistance={framing.maxDistance}
        maxPolarAngle={MAX_POLAR_ANGLE}
        enablePan
        screenSpacePanning
      />
    </>
  );
}

/** What a screen draws on a foot (the landmark screen's markers): children of the foot's mesh, in the scan's own
 * coordinates (and units: the mesh is scaled to millimetres, its children with it). */
export type FootChildren = (side: Side, geometry: BufferGeometry) => ReactNode;

export function FeetScene({
  left,
  right,
  footChildren,
  scales = MILLIMETRES,
}: {
  left: BufferGeometry | null;
  right: BufferGeometry | null;
  footChildren?: FootChildren | undefined;
  scales?: FootScales | undefined;
}) {
  const scaleLeft = scales.left;
  const scaleRight = scales.right;
  const placement = useMemo(
    () => placeFeet({ left: boxOf(left, scaleLeft), right: boxOf(right, scaleRight) }),
    [left, right, scaleLeft, scaleRight],
  );
  const points = useMemo(
    () => framingPoints({ left, right }, placement, { left: scaleLeft, right: scaleRight }),
    [left, right, placement, scaleLeft, scaleRight],
  );
  // One calm, matte, skin-like material for both feet.
  const skin = useMemo(() => new MeshStandardMaterial({ color: "#e2bfa6", roughness: 0.78, metalness: 0 }), []);
  useLayoutEffect(() => () => skin.dispose(), [skin]);
  const { min, max } = placement.bounds;
  const span = Math.max(max[0] - min[0], max[1] - min[1]);
  // The grid's size in whole 100 mm, so both grids' lines meet.
  const gridSize = Math.ceil((span * 8) / 100) * 100;
  const feet: [Side, BufferGeometry | null, Vec3 | null][] = [
    ["left", left, placement.offsets.left],
    ["right", right, placement.offsets.right],
  ];
  return (
    <>
      {/* An opaque backdrop: the ground's shadow and the grid blend on it, not on the page (which tinted them). */}
      <color attach="background" args={[BACKDROP]} />
      {/* Sky and ground light, a key light from the upper left, a soft fill from the viewer's side and a rim. */}
      <hemisphereLight args={["#ffffff", "#7d7068", 0.8]} />
      <directionalLight
        position={toScene([-span * 0.7, -span * 0.3, span * 1.6])}
        intensity={2}
        castShadow
        shadow-mapSize={[1024, 1024]}
        shadow-radius={10}
        shadow-blurSamples={16}
        shadow-bias={-0.0005}
        shadow-camera-left={-span}
        shadow-camera-right={span}
        shadow-camera-top={span}
        shadow-camera-bottom={-span}
        shadow-camera-near={1}
        shadow-camera-far={span * 4}
      />
      <directionalLight position={toScene([span * 0.3, -span, span * 0.8])} intensity={0.7} />
      <directionalLight position={toScene([span, span * 0.8, span * 0.5])} intensity={0.5} />
      <group rotation={Z_UP_TO_Y_UP}>
        {feet.map(([side, geometry, offset]) =>
          geometry && offset ? (
            <mesh
              key={side}
              geometry={geometry}
              material={skin}
              position={offset as [number, number, number]}
              scale={side === "left" ? scaleLeft : scaleRight}
              castShadow
            >
              {footChildren?.(side, geometry)}
            </mesh>
          ) : null,
        )}
      </group>
      {/* The key light's soft shadow on the ground: where the feet stand and how high the arch is. Drawn after the
          grid, so the grid's lines lie in the shadow too. */}
      <mesh rotation={[-Math.PI / 2, 0, 0]} receiveShadow renderOrder={1}>
        <planeGeometry args={[span * 4, span * 4]} />
        <shadowMaterial opacity={0.13} />
      </mesh>
      {/* Millimetre paper: 10 mm cells and 50 mm sections, fading into the backdrop (the camera's fog). */}
      <gridHelper args={[gridSize, gridSize / 10, GRID_CELL, GRID_CELL]} position={[0, -0.4, 0]} />
      <gridHelper args={[gridSize, gridSize / 50, GRID_SECTION, GRID_SECTION]} position={[0, -0.3, 0]} />

      <CameraRig points={points} />
    </>
  );
}
