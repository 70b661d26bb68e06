// The 3D view of a patient's insoles (three.js through react-three-fiber), shared by Design Inspection, the insole
// preview and the lab's order: screens load it with React.lazy, so three.js stays out of the first download.
//
// The canvas renders on demand. `generation` is written on the container as data-insole-generation only after
// the frame that draws it has been rendered (the design-update benchmark and the browser tests wait on it).
// Without WebGL, or when the 3D view itself fails, a text says so and the report beside it goes on.
import { Canvas, useFrame, useThree } from "@react-three/fiber";
import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import { ScanViewerBoundary } from "../scan-viewer/scan-viewer-boundary";
import { ViewerText } from "../scan-viewer/viewer-text";
import { canvasGl, webglAvailable } from "../scan-viewer/webgl-support";
import type { HeatRange } from "./heat-map";
import type { InsoleModels } from "./insole-model";
import { InsoleScene } from "./insole-scene";
import { INSOLE_VIEWER_TEXTS } from "./texts";

export interface InsoleViewerProps {
  models: InsoleModels;
  /** What the picture shows, for screen readers (the canvas container's aria-label). */
  label: string;
  /** The heat map's range when it is on; null shows the shell's own colour. */
  heat?: HeatRange | null;
  /** CSS height of the view; the width is the parent's. */
  height?: number | string;
  /** The answer drawn: marked on the container once its frame has rendered. */
  generation?: number;
  busy?: boolean;
}

/**
 * Marks `generation` on the container after the frame that shows it: the layout effect asks for a frame, the
 * frame's callback queues a microtask, and microtasks run after the whole animation-frame callback, that is after
 * react-three-fiber has rendered the scene. A layout effect, not a passive one: it runs in the commit that brings
 * the new meshes, so their own frame carries the mark (a passive effect ran after that frame and cost a second
 * one, 500 to 900 ms on a software renderer).
 */
function RenderedMark({ generation, container }: { generation: number; container: RefObject<HTMLDivElement | null> }) {
  const invalidate = useThree((state) => state.invalidate);
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    pending.current = generation;
    invalidate();
  }, [generation, invalidate]);
  useFrame(() => {
    const shown = pending.current;
    if (shown === null) return;
    pending.current = null;
    queueMicrotask(() => container.current?.setAttribute("data-insole-generation", String(shown)));
  });
  return null;
}

export default function InsoleViewer({
  models,
  label,
  heat = null,
  height = 420,
  generation,
  busy = false,
}: InsoleViewerProps) {
  const [webgl] = useState(webglAvailable);
  const container = useRef<HTMLDivElement>(null);
  if (!webgl) return <ViewerText height={height}>{INSOLE_VIEWER_TEXTS.noWebgl}</ViewerText>;
  return (
    <ScanViewerBoundary fallback={<ViewerText height={height}>{INSOLE_VIEWER_TEXTS.renderFailed}</ViewerText>}>
      <div
        ref={container}
        data-testid="insole-viewer"
        style={{ position: "relative", height, borderRadius: "var(--mantine-radius-md)", overflow: "hidden" }}
      >
        {/* No tab stop inside: keyboard users pass the picture like an image; the report is its text. */}
        <div role="img" aria-label={label} aria-busy={busy} style={{ position: "absolute", inset: 0 }}>
          <Canvas
            frameloop="demand"
            dpr={[1, 2]}
            camera={{ fov: 30, near: 1, far: 10_000, position: [0, 600, 500] }}
            gl={{ ...canvasGl(), preserveDrawingBuffer: true }}
          >
            <InsoleScene models={models} heat={heat} />
            {generation !== undefined && <RenderedMark generation={generation} container={container} />}
          </Canvas>
        </div>
      </div>
    </ScanViewerBoundary>
  );
}
