// The 3D view of a patient's left and right foot scans (three.js through react-three-fiber). Screens load it with
// React.lazy, so three.js stays out of the first download; nothing outside this folder imports three.
//
// The canvas renders on demand only (after a change or an orbit), at most at twice the CSS resolution. A foot
// without a scan leaves its place empty: the screen says why beside the canvas. Without WebGL, after a failed
// decode, or when the 3D view itself fails, a text says so and the screen goes on.
import { Text } from "@mantine/core";
import { Canvas } from "@react-three/fiber";
import { type ReactNode, useState } from "react";
import { BACKDROP, FeetScene, type FootChildren, type FootScales } from "./feet-scene";
import { ScanViewerBoundary } from "./scan-viewer-boundary";
import { SCAN_VIEWER_TEXTS } from "./texts";
import { useOpensAt } from "./use-arrival-delay";
import { type ScanGeometry, useScanGeometry } from "./use-scan-geometry";
import { ViewerText } from "./viewer-text";
import { canvasGl, canvasShadows, webglAvailable } from "./webgl-support";

export interface ScanViewerProps {
  /** blob: (or any) URL of each foot's Draco bytes; null while that foot has no scan. */
  left: string | null;
  right: string | null;
  /** What the picture shows, for screen readers (the canvas container's aria-label). */
  label: string;
  /** CSS height of the view (default 360 px); the width is the parent's. */
  height?: number | string;
  /** A foot being scanned or loaded; the screen shows the progress, the view only marks itself busy. */
  busy?: "left" | "right" | null;
  /**
   * When the view opens (a Date.now time; use-arrival-delay.ts): until then its place says it is opening,
   * while the scans decode. At once without one.
   */
  opensAt?: number;
  /** Drawn on each foot, in its scan's coordinates (the landmark screen's markers). */
  footChildren?: FootChildren;
  /** Millimetres per unit of each scan's coordinates (its properties' mmPerUnit); 1 when absent. */
  scales?: FootScales;
  /** Inside the canvas, beside the feet (e.g. what follows the camera). */
  children?: ReactNode;
}

/** The vertical field of view: narrow, so the feet are seen with little perspective distortion. */
const FIELD_OF_VIEW = 25;

function geometryOf(scan: ScanGeometry) {
  return scan.status === "ready" ? scan.geometry : null;
}

function decodeFailure(left: ScanGeometry, right: ScanGeometry): string | null {
  const texts = SCAN_VIEWER_TEXTS.decodeFailed;
  if (left.status === "failed" && right.status === "failed") return texts.both;
  if (left.status === "failed") return texts.left;
  if (right.status === "failed") return texts.right;
  return null;
}

export default function ScanViewer({
  left,
  right,
  label,
  height = 360,
  busy = null,
  footChildren,
  children,
  opensAt,
  scales,
}: ScanViewerProps) {
  const [webgl] = useState(webglAvailable);
  const leftScan = useScanGeometry(webgl ? left : null);
  const rightScan = useScanGeometry(webgl ? right : null);
  const open = useOpensAt(opensAt);
  if (!webgl) return <ViewerText height={height}>{SCAN_VIEWER_TEXTS.noWebgl}</ViewerText>;
  if (!open) return <ViewerText height={height}>{SCAN_VIEWER_TEXTS.opening}</ViewerText>;
  const failure = decodeFailure(leftScan, rightScan);
  return (
    <ScanViewerBoundary fallback={<ViewerText height={height}>{SCAN_VIEWER_TEXTS.renderFailed}</ViewerText>}>
      <div
        style={{
          position: "relative",
          height,
          borderRadius: "var(--mantine-radius-md)",
          overflow: "hidden",
          background: BACKDROP,
        }}
      >
        {/* No tab stop and no key handling inside: keyboard users pass the picture like any image. */}
        <div role="img" aria-label={label} aria-busy={busy !== null} style={{ position: "absolute", inset: 0 }}>
          <Canvas
            frameloop="demand"
            shadows={canvasShadows()}
            dpr={[1, 2]}
            camera={{ fov: FIELD_OF_VIEW, near: 1, far: 10_000, position: [0, 700, 600] }}
            gl={canvasGl()}
          >
            <FeetScene
              left={geometryOf(leftScan)}
              right={geometryOf(rightScan)}
              footChildren={footChildren}
              scales={scales}
            />
            {children}
          </Canvas>
        </div>
        {failure && (
          <Text role="alert" size="sm" ta="center" pos="absolute" bottom={12} left={0} right={0} px="md">
            {failure}
          </Text>
        )}
      </div>
    </ScanViewerBoundary>
  );
}
