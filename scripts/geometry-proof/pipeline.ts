// The making make-one.ts (Node) and browser-worker.ts (Chromium) both run, without a Node or browser API: the
// property test's first two cases at seed 19, then path 1's foot as a scan (oriented once, measured, its insole),
// every number that comes out collected as bytes under a part's name for the caller to hash (sha256 each part, its
// first 16 hex digits, then sha256 of the parts' JSON: the answer's hash). Each insole is made with makeInsole
// (generateInsole's making, with the posts that missed) and each scan oriented with orientOnce (orientScan without
// its check, which would refuse a frame turned across), so a wrong answer shows as it came out.
import { rxGeometry } from "@solerx/domain/design";
import { type PostingSide, Prescription, type PrescriptionInput } from "@solerx/domain/prescription";
import { generateFoot } from "../../packages/geometry/src/foot/generate";
import type { FootOptions } from "../../packages/geometry/src/foot/params";
import { seededRandom } from "../../packages/geometry/src/foot/random";
import { plantarHeightField } from "../../packages/geometry/src/height-field/plantar-height-field";
import { makeInsole } from "../../packages/geometry/src/insole/generate-insole";
import type { InsoleInput, InsoleResult } from "../../packages/geometry/src/insole/insole-model";
import { insoleInput } from "../../packages/geometry/src/insole/testing-input";
import { measureFoot } from "../../packages/geometry/src/measure/measure-foot";
import { orientOnce } from "../../packages/geometry/src/orient/orient";
import { asScanned } from "../../packages/geometry/src/testing/scan-pose";

/** One posting for both feet, as the property test draws it. */
const bothSides = (side: PostingSide) => ({ left: side, right: side });

/** The property test's first two cases at seed 19 (fc.sample of its arbitraries; fc.assert draws the same). */
export const SEED_19_CASES: [Omit<FootOptions, "triangles">, PrescriptionInput][] = [
  [
    { shoeSize: 6, side: "right", seed: 7, scanMode: "weighted" },
    {
      shellModifications: { shellRigidity: "semi", shellLength: "full", shellShape: "hourglass", heelSeat: 20 },
      topCovers: { topCoverMaterial: "eva-black-35-1-8", topCoverLength: "sulcus" },
      postingOptions: bothSides({
        heelLift: 0,
        medialHeelSkive: 0,
        lateralHeelSkive: 2,
        rearfootPost: { kind: "none", degrees: 0 },
        forefootPost: { kind: "balance-to-rearfoot", type: "valgus", degrees: 4 },
        rearfootPostUndercut: "none",
      }),
    },
  ],
  [
    { shoeSize: 12, side: "right", seed: 4321, scanMode: "non-weighted" },
    {
      shellModifications: {
        shellRigidity: "flexible",
        shellLength: "met",
        shellShape: "lateral-deformity",
        heelSeat: 20,
      },
      topCovers: { topCoverMaterial: "neolon-black-1-16", topCoverLength: "sulcus" },
      postingOptions: bothSides({
        heelLift: 0,
        medialHeelSkive: 0,
        lateralHeelSkive: 0,
        rearfootPost: { kind: "lab-selects", degrees: 0 },
        forefootPost: { kind: "intrinsic", type: "valgus", degrees: 5 },
        rearfootPostUndercut: "standard",
      }),
    },
  ],
];

/** How the path-1 foot is handed over as a scan: turned, tilted, in centimetres, moved, noisy, with debris. */
const POSE = { yaw: 2.2, tilt: 0.12, tiltAxis: 0.7, unitsPerMm: 0.1, shift: [40, -25, 10] as [number, number, number] };

type Bytes = Float32Array | Float64Array | Uint32Array | Uint8Array;
const text = new TextEncoder();

/** The bytes of every part, in order: what the answer's hash is taken over. */
export class Collected {
  readonly parts: [name: string, bytes: Uint8Array[]][] = [];
  add(name: string, ...values: (Bytes | string)[]): void {
    this.parts.push([
      name,
      values.map((v) =>
        typeof v === "string" ? text.encode(v) : new Uint8Array(v.buffer, v.byteOffset, v.byteLength),
      ),
    ]);
  }
}

function insoleParts(collected: Collected, name: string, made: { result: InsoleResult; missed: string[] }): void {
  const r = made.result;
  collected.add(`${name}.shell`, r.shell.positions, r.shell.indices);
  collected.add(`${name}.cover`, r.cover.positions, r.cover.indices);
  collected.add(
    `${name}.checks`,
    JSON.stringify({ checks: r.checks, missed: made.missed, warnings: r.warnings, ground: r.ground }),
  );
  collected.add(`${name}.fields`, r.fields.shellTop, r.fields.shellBottom, r.fields.coverTop, r.fields.coverBottom);
}

export interface Made {
  collected: Collected;
  checks: Record<string, unknown>;
  missed: Record<string, string[]>;
  ms: number;
  preview: boolean;
}

/** The making; `only` its part, `preview` every insole the browser worker's way (InsoleInput.preview). */
export async function make(only?: "property" | "scan", preview = false): Promise<Made> {
  const collected = new Collected();
  const checks: Record<string, unknown> = {};
  const missed: Record<string, string[]> = {};
  const started = performance.now();
  if (only !== "scan") {
    // As the property test makes them: the synthetic foot's own frame and true landmarks.
    for (const [index, [foot, rx]] of SEED_19_CASES.entries()) {
      const input = insoleInput(generateFoot({ ...foot, triangles: 50_000 }), rx);
      const made = await makeInsole(preview ? { ...input, preview } : input);
      insoleParts(collected, `property${index}`, made);
      checks[`property${index}`] = made.result.checks;
      missed[`property${index}`] = made.missed;
    }
  }

  if (only !== "property") {
    // Path 1's foot as a scan: oriented, measured, its insole on the measured landmarks.
    const [foot, rx] = SEED_19_CASES[1] as (typeof SEED_19_CASES)[number];
    const side = foot.side ?? "right";
    const synthetic = generateFoot({ ...foot, triangles: 50_000 });
    const scan = asScanned(synthetic.mesh, POSE, seededRandom(foot.seed ?? 1), 0.5);
    const oriented = orientOnce(scan, { side });
    if (!oriented.ok) throw new Error(oriented.reason);
    const t = oriented.transform;
    collected.add("scan.frame", new Float64Array([...t.rotation, t.scale, ...t.offset]));
    collected.add("scan.mesh", oriented.mesh.positions, oriented.mesh.indices);
    const measured = measureFoot(oriented.mesh, side);
    if (!measured.ok) throw new Error(measured.reason);
    collected.add("scan.measurements", JSON.stringify(measured));
    const numbers = rxGeometry(Prescription.parse(rx), { weightLbs: 160 })[side];
    const input: InsoleInput = {
      side,
      plantar: plantarHeightField(oriented.mesh),
      landmarks: measured.landmarks,
      numbers,
      ...(preview ? { preview } : {}),
    };
    collected.add("scan.plantar", input.plantar.z);
    const made = await makeInsole(input);
    insoleParts(collected, "scan", made);
    checks.scan = made.result.checks;
    checks.scanFrame = { rotation: t.rotation, scale: t.scale, offset: t.offset };
    checks.scanMeasurements = {
      footLength: measured.footLength,
      ballWidth: measured.ballWidth,
      heelWidth: measured.heelWidth,
      archHeight: measured.archHeight,
      archIndex: measured.archIndex,
    };
    missed.scan = made.missed;
  }

  return { collected, checks, missed, ms: Math.round(performance.now() - started), preview };
}
