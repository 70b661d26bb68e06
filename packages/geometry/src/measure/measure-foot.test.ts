// The acceptance of issue 19 point 2 on synthetic feet: each scanned as a real scanner might hand it over
// (turned anywhere about the vertical, tilted up to 10 degrees, moved, in m or cm, 0.5 mm noise, decimated to
// 20,000 triangles, a stray triangle behind the heel and one vertex 5 mm below the sole), oriented, measured, and
// its landmarks turned back into the scan's coordinates and compared with the ground truth. Prints the errors
// at p95 and holds the limits; a 2 degree turn of the oriented foot moves no landmark more than 2 mm.
import { SCAN_MODE_VALUES } from "@solerx/domain/scan";
import { describe, expect, it } from "vitest";
import { generateFoot, type SyntheticFoot } from "../foot/generate";
import { seededRandom } from "../foot/random";
import { orientScan, toScanPoint } from "../orient/orient";
import { type ScanVariant, scanVariant } from "../testing/scan-variant";
import { measureFoot } from "./measure-foot";

const FEET = 100;
const UNITS = ["mm", "cm", "m"] as const;

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(0.95 * (values.length - 1))] ?? NaN;

interface Scanned {
  foot: SyntheticFoot;
  variant: ScanVariant;
  side: "left" | "right";
  scanMode: (typeof SCAN_MODE_VALUES)[number];
}

/** Foot i: its size, side and scan mode drawn or cycled, scanned as the acceptance asks. */
function scanned(i: number): Scanned {
  const random = seededRandom(1000 + i);
  const side = i % 2 === 0 ? "right" : "left";
  const scanMode = SCAN_MODE_VALUES[i % SCAN_MODE_VALUES.length] as (typeof SCAN_MODE_VALUES)[number];
  const shoeSize = 4 + Math.floor(random() * 10);
  const foot = generateFoot({ seed: 1 + i, shoeSize, side, scanMode, triangles: 50_000 });
  const variant = scanVariant(foot, {
    seed: 1 + i,
    pose: "random",
    units: UNITS[i % 3],
    noiseMm: 0.5,
    decimateTo: 20_000,
    debris: true,
  });
  return { foot, variant, side, scanMode };
}

/** The limits at p95 (mm; the arch index a ratio). Never loosened: a miss is reported, not hidden. */
const LIMITS: Record<string, number> = {
  footLength: 1.5,
  ballWidth: 2,
  heelWidth: 2,
  archHeight: 1.5,
  heelCentre: 3,
  firstMetatarsalHead: 3,
  fifthMetatarsalHead: 3,
  navicular: 5,
  archIndex: 0.02,
};
interface Run {
  errors: Record<string, number[]>;
  sideTold: number;
  foamBoxes: number;
  negatives: number;
}

let run: Run | undefined;

/** The 100 feet scanned, oriented and measured once for the tests that read them. */
function measuredFeet(): Run {
  if (run) return run;
  const errors: Record<string, number[]> = {};
  const worst: Record<string, number> = {};
  let foot = 0;
  const push = (name: string, value: number) => {
    const list = errors[name] ?? [];
    if (value > Math.max(...list)) worst[name] = foot;
    list.push(value);
    errors[name] = list;
  };
  let sideTold = 0;
  let foamBoxes = 0;
  let negatives = 0;
  for (let i = 0; i < FEET; i++) {
    foot = i;
    const { foot: synthetic, variant, side, scanMode } = scanned(i);
    const oriented = orientScan(variant.mesh, { side });
    if (!oriented.ok) throw new Error(`foot ${i}: ${oriented.reason}`);
    // A wrong label is told when orientScan's side from the shape is this foot's, or measuring as the other side
    // finds the shape disagreeing.
    const wrong = measureFoot(oriented.mesh, side === "left" ? "right" : "left");
    if (oriented.sideHint === side || (wrong.ok && !wrong.sideAgrees)) sideTold++;
    if (scanMode === "foambox") {
      foamBoxes++;
      if (oriented.negative) negatives++;
    }
    const measured = measureFoot(oriented.mesh, side);
    if (!measured.ok) throw new Error(`foot ${i}: ${measured.reason}`);
    const truth = synthetic.measurements;
    push("footLength", Math.abs(measured.footLength - truth.footLength));
    push("ballWidth", Math.abs(measured.ballWidth - truth.ballWidth));
    push("heelWidth", Math.abs(measured.heelWidth - truth.heelWidth));
    push("archHeight", Math.abs(measured.archHeight - truth.archHeight));
    push("navicularHeight", Math.abs(measured.navicularHeight - truth.navicularHeight));
    if (scanMode === "weighted") push("archIndex", Math.abs(measured.archIndex - truth.archIndex));
    for (const [name, real] of Object.entries(variant.landmarks)) {
      const found = measured.landmarks[name as keyof typeof measured.landmarks];
      const back = toScanPoint(oriented.transform, [found.x, found.y, found.z]);
      const scale = variant.pose.unitsPerMm;
      push(name, Math.hypot(back[0] - real[0], back[1] - real[1], back[2] - real[2]) / scale);
    }
  }
  const report = Object.entries(errors).map(
    ([name, v]) =>
      `${name} ${p95(v).toFixed(name === "archIndex" ? 3 : 2)} (max ${Math.max(...v).toFixed(name === "archIndex" ? 3 : 2)} on foot ${worst[name]})`,
  );
  console.log(
    `measureFoot over ${FEET} scans, p95 errors: ${report.join("; ")}; side told ${sideTold}/${FEET}; foam boxes told ${negatives}/${foamBoxes}`,
  );
  run = { errors, sideTold, foamBoxes, negatives };
  return run;
}

describe("measureFoot", () => {
  it("measures 100 scanned synthetic feet within the issue's limits at p95", () => {
    const { errors, sideTold, foamBoxes, negatives } = measuredFeet();
    for (const [name, limit] of Object.entries(LIMITS)) {
      expect.soft(p95(errors[name] ?? [NaN]), name).toBeLessThanOrEqual(limit);
    }
    expect(sideTold / FEET).toBeGreaterThanOrEqual(0.99);
    expect(negatives / foamBoxes).toBeGreaterThanOrEqual(0.99);
    // A guard against a hang, not a measure of speed: 100 scans take about 20 s on a quiet 2-core machine and
    // passed the suite's 30 s only there (the speed is the `measure` bench's).
  }, 300_000);

  it("moves no landmark more than 2 mm when the foot's axis turns by 2 degrees", () => {
    let worst = { name: "", mm: 0 };
    for (let i = 0; i < 12; i++) {
      const { variant, side } = scanned(i);
      const oriented = orientScan(variant.mesh, { side });
      if (!oriented.ok) throw new Error(oriented.reason);
      const before = measureFoot(oriented.mesh, side);
      if (!before.ok) throw new Error(before.reason);
      for (const degrees of [-2, 2]) {
        const a = (degrees * Math.PI) / 180;
        const pivot = before.footLength / 2;
        const turn = (x: number, y: number, by: number) => [
          Math.cos(by) * x - Math.sin(by) * (y - pivot),
          Math.sin(by) * x + Math.cos(by) * (y - pivot) + pivot,
        ];
        const positions = oriented.mesh.positions.slice();
        for (let v = 0; v < positions.length; v += 3) {
          const [x, y] = turn(positions[v] as number, positions[v + 1] as number, a) as [number, number];
          positions[v] = x;
          positions[v + 1] = y;
        }
        const after = measureFoot({ positions, indices: oriented.mesh.indices }, side);
        if (!after.ok) throw new Error(after.reason);
        for (const [name, p] of Object.entries(after.landmarks)) {
          const [x, y] = turn(p.x, p.y, -a) as [number, number];
          const q = before.landmarks[name as keyof typeof before.landmarks];
          const mm = Math.hypot(x - q.x, y - q.y, p.z - q.z);
          if (mm > worst.mm) worst = { name, mm };
        }
      }
    }
    console.log(
      `measureFoot, the axis turned by 2 degrees: the landmark moved most is ${worst.name}, by ${worst.mm.toFixed(2)} mm`,
    );
    expect(worst.mm).toBeLessThanOrEqual(2);
  });
});
