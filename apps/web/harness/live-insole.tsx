// A bench and browser-check page for the live insole, built only with SOLERX_HARNESS=1 (vite.config.ts), never
// shipped: the two mock scans through useLiveInsole and the page's real insole worker, the heel seat chosen by
// buttons, and each answer drawn by the overlay's own insole viewer (its meshes, the kept foot, three.js), which
// marks `data-insole-generation` after the frame that shows it, so the bench times a change to the insole drawn.
import { rxGeometry } from "@solerx/domain/design";
import { HEEL_SEATS, type HeelSeat, Prescription } from "@solerx/domain/prescription";
import { mockScanSamplePath } from "@solerx/domain/scan";
import { useMemo, useState } from "react";
import { createRoot } from "react-dom/client";
import InsoleViewer from "../src/components/insole-viewer/insole-viewer";
import type { FootInsole, LiveInsoleInput } from "../src/entities/insole/insole-view";
import { useLiveInsole } from "../src/entities/insole/use-live-insole";
import { useKeptFoot } from "../src/features/design-inspection/hooks/use-kept-foot";
import { insoleModels, insolesShown } from "../src/features/design-inspection/lib/insole-models";

function summary(foot: FootInsole | undefined) {
  if (!foot) return null;
  if (!foot.ok) return { reason: foot.reason };
  const { insole } = foot;
  let minThickness = Infinity;
  for (const t of insole.shell.thickness) minThickness = Math.min(minThickness, t);
  let minFootZ = Infinity;
  if (insole.foot)
    for (let i = 2; i < insole.foot.positions.length; i += 3)
      minFootZ = Math.min(minFootZ, insole.foot.positions[i] as number);
  return {
    shellTriangles: insole.shell.indices.length / 3,
    coverTriangles: insole.cover.indices.length / 3,
    footTriangles: insole.foot ? insole.foot.indices.length / 3 : 0,
    minThickness,
    floorMm: insole.numbers.shell.floorMm,
    minFootZ,
    sections: insole.sections.map((section) => `${section.kind}:${section.points.length}`),
    heelCupDepth: insole.checks,
    warnings: insole.warnings.length,
    timeMs: Math.round(insole.timeMs),
  };
}

function Harness() {
  const [heelSeat, setHeelSeat] = useState<HeelSeat>(12);
  const input = useMemo<LiveInsoleInput>(
    () => ({
      scans: {
        left: { scanID: "mock-left", url: mockScanSamplePath("left"), landmarks: {} },
        right: { scanID: "mock-right", url: mockScanSamplePath("right"), landmarks: {} },
      },
      numbers: rxGeometry(Prescription.parse({ shellModifications: { heelSeat } }), { weightLbs: 160 }),
    }),
    [heelSeat],
  );
  const state = useLiveInsole(input);
  const insoles = useMemo(() => insolesShown(state, "both"), [state]);
  const models = useKeptFoot(useMemo(() => insoleModels(insoles), [insoles]));
  return (
    <div data-status={state.status}>
      <InsoleViewer models={models} label="The live insoles" height={420} generation={state.generation} />
      <p>
        {HEEL_SEATS.map((seat) => (
          <button key={seat} type="button" aria-pressed={seat === heelSeat} onClick={() => setHeelSeat(seat)}>
            Heel seat {seat}
          </button>
        ))}
      </p>
      <p role="status">
        {state.status} generation {state.generation} {state.error ?? ""}
      </p>
      <pre data-testid="feet">
        {JSON.stringify({ left: summary(state.feet.left), right: summary(state.feet.right) }, null, 1)}
      </pre>
    </div>
  );
}

const root = document.getElementById("root");
if (root) createRoot(root).render(<Harness />);
