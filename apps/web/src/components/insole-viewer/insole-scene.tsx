// What the insole viewer's canvas shows: each insole (the shell in a calm blue-grey or its thickness heat map, the
// top cover a little above it) with the foot over it, translucent, on the backdrop of the scan viewer, framed from
// above and behind the heels. Worked out in the insole's frame (mm, z up) and turned a quarter about x into
// three.js's y up, as the scan viewer does.
import { OrbitControls } from "@react-three/drei";
import { useThree } from "@react-three/fiber";
import type { DesignSide } from "@solerx/domain/design";
import { type ComponentRef, useLayoutEffect, useMemo, useRef } from "react";
import { BufferAttribute, BufferGeometry, DoubleSide, FrontSide, type PerspectiveCamera } from "three";
import { BACKDROP } from "../scan-viewer/feet-scene";
import { type HeatRange, heatColours } from "./heat-map";
import { type Bounds, type InsoleModels, placeInsoles, type ViewerMesh } from "./insole-model";

const Z_UP_TO_Y_UP: [number, number, number] = [-Math.PI / 2, 0, 0];
const toScene = ([x, y, z]: readonly [number, number, number]): [number, number, number] => [x, z, -y];
const SHELL_COLOUR = "#7f97ad";
const COVER_COLOUR = "#3b4a57";
const FOOT_COLOUR = "#e2bfa6";
/** The camera's elevation above the ground, seen from behind the heels (degrees). */
const ELEVATION_DEG = 55;

function geometryOf(mesh: ViewerMesh, colours?: Float32Array | null): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(mesh.positions, 3));
  if (mesh.indices) geometry.setIndex(new BufferAttribute(mesh.indices, 1));
  if (colours) geometry.setAttribute("color", new BufferAttribute(colours, 3));
  geometry.computeVertexNormals();
  geometry.computeBoundingSphere();
  return geometry;
}

function useGeometry(mesh: ViewerMesh | null | undefined, colours?: Float32Array | null): BufferGeometry | null {
  const geometry = useMemo(() => (mesh ? geometryOf(mesh, colours) : null), [mesh, colours]);
  useLayoutEffect(() => () => geometry?.dispose(), [geometry]);
  return geometry;
}

function Insole({
  model,
  offset,
  heat,
}: {
  model: NonNullable<InsoleModels[DesignSide]>;
  offset: number;
  heat: HeatRange | null;
}) {
  const thickness = model.shell.thickness;
  const colours = useMemo(() => (heat && thickness ? heatColours(thickness, heat) : null), [heat, thickness]);
  const shell = useGeometry(model.shell, colours);
  // The cover is hidden under the heat map: the colours are the shell's thickness, and the cover would hide them.
  const cover = useGeometry(colours ? null : model.cover);
  // So is the foot: the heat map is read on the bare shell.
  const foot = useGeometry(colours ? null : model.foot);
  return (
    <group position={[offset, 0, 0]}>
      {shell && (
        <mesh geometry={shell}>
          {/* A material of its own per mode: three.js compiles vertex colours into the shader, so a toggle alone
              would leave the old shader (and a white shell). */}
          <meshStandardMaterial
            key={colours ? "heat" : "plain"}
            color={colours ? "#ffffff" : SHELL_COLOUR}
            vertexColors={colours !== null}
            roughness={0.6}
            metalness={0}
            side={DoubleSide}
          />
        </mesh>
      )}
      {cover && (
        <mesh geometry={cover}>
          <meshStandardMaterial color={COVER_COLOUR} roughness={0.85} metalness={0} side={DoubleSide} />
        </mesh>
      )}
      {foot && (
        <mesh geometry={foot} renderOrder={2}>
          {/* The foot is an outline to read the insole against: the cheapest lit material, its outer faces only
              (it is most of the frame's pixels, and a software renderer pays for each). */}
          <meshLambertMaterial color={FOOT_COLOUR} transparent opacity={0.3} depthWrite={false} side={FrontSide} />
        </mesh>
      )}
    </group>
  );
}

/** The frame moves only when the feet's box does by 10 mm or more (another foot shown, another scan). */
const FRAME_STEP_MM = 10;

function frameKey(bounds: Bounds): string {
  return [...bounds.min, ...bounds.max].map((value) => Math.round(value / FRAME_STEP_MM)).join(",");
}

/**
 * The bounds last framed while the new ones round to the same frame: a prescription change (a heel seat, a post)
 * leaves the camera where the clinician left it, and costs no second frame to reframe.
 */
function useSteadyBounds(bounds: Bounds): Bounds {
  const framed = useRef(bounds);
  if (frameKey(framed.current) !== frameKey(bounds)) framed.current = bounds;
  return framed.current;
}

function CameraRig({ bounds: latest }: { bounds: Bounds }) {
  const bounds = useSteadyBounds(latest);
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  const width = useThree((state) => state.size.width);
  const height = useThree((state) => state.size.height);
  const invalidate = useThree((state) => state.invalidate);
  const controls = useRef<ComponentRef<typeof OrbitControls>>(null);
  const framing = useMemo(() => {
    const centre: [number, number, number] = [
      (bounds.min[0] + bounds.max[0]) / 2,
      (bounds.min[1] + bounds.max[1]) / 2,
      (bounds.min[2] + bounds.max[2]) / 3,
    ];
    const across = bounds.max[0] - bounds.min[0];
    const along = bounds.max[1] - bounds.min[1];
    const aspect = width / Math.max(1, height);
    const half = Math.tan((camera.fov * Math.PI) / 360);
    // Far enough that the length fits the height and the width fits the width, with a margin.
    const distance = Math.max(along / (2 * half), across / (2 * half * aspect)) * 1.25 + 60;
    const elevation = (ELEVATION_DEG * Math.PI) / 180;
    const position: [number, number, number] = [
      centre[0],
      centre[1] - distance * Math.cos(elevation),
      centre[2] + distance * Math.sin(elevation),
    ];
    return { centre, position, distance };
  }, [bounds, camera.fov, width, height]);
  useLayoutEffect(() => {
    camera.position.set(...toScene(framing.position));
    camera.near = Math.max(1, framing.distance / 50);
    camera.far = framing.distance * 10;
    camera.updateProjectionMatrix();
    controls.current?.target.set(...toScene(framing.centre));
    controls.current?.update();
    invalidate();
  }, [camera, framing, invalidate]);
  return (
    <OrbitControls
      ref={controls}
      makeDefault
      target={toScene(framing.centre)}
      minDistance={framing.distance / 4}
      maxDistance={framing.distance * 3}
      enablePan
      screenSpacePanning
    />
  );
}

export function InsoleScene({ models, heat }: { models: InsoleModels; heat: HeatRange | null }) {
  const { offsets, bounds } = useMemo(() => placeInsoles(models), [models]);
  const span = bounds ? Math.max(bounds.max[0] - bounds.min[0], bounds.max[1] - bounds.min[1]) : 300;
  return (
    <>
      <color attach="background" args={[BACKDROP]} />
      <hemisphereLight args={["#ffffff", "#7d7068", 0.9]} />
      <directionalLight position={toScene([-span * 0.6, -span * 0.4, span * 1.5])} intensity={1.8} />
      <directionalLight position={toScene([span * 0.4, span, span * 0.8])} intensity={0.6} />
      <group rotation={Z_UP_TO_Y_UP}>
        {(["left", "right"] as const).map((side) => {
          const model = models[side];
          const offset = offsets[side];
          return model && offset !== undefined ? <Insole key={side} model={model} offset={offset} heat={heat} /> : null;
        })}
      </group>
      <gridHelper args={[1000, 100, "#e7eaee", "#e7eaee"]} position={[0, -0.5, 0]} />
      {bounds && <CameraRig bounds={bounds} />}
    </>
  );
}
