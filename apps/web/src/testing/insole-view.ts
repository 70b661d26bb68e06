// A small synthetic InsoleView (no generator, no WASM): an insole-shaped slab whose thickness grows toward the
// heel, a heel cup as deep as asked, a box of a foot above it, and both sections, for the component tests of
// Design Inspection and the insole viewer. Numbers are plausible, not the generator's.
import type { DesignSide, RxGeometrySide } from "@solerx/domain/design";
import type { InsoleView, MeshBuffers, SectionPoint } from "../entities/insole/insole-view";

const LENGTH = 250;
const STEPS = 24;

/** The outline's half width at y (mm): narrow heel, wide forefoot. */
function halfWidth(y: number): number {
  const t = y / LENGTH;
  return 28 + 18 * Math.sin(Math.min(1, t * 1.25) * Math.PI * 0.5) - (t > 0.85 ? (t - 0.85) * 120 : 0);
}

/** A closed slab between z = bottom(y) and z = top(y) over the outline: two surfaces and the side wall. */
function slab(
  bottom: (y: number) => number,
  top: (y: number) => number,
  xSign: number,
): MeshBuffers & { thickness: Float32Array } {
  const positions: number[] = [];
  const thickness: number[] = [];
  const indices: number[] = [];
  for (let i = 0; i <= STEPS; i++) {
    const y = (i / STEPS) * LENGTH;
    const w = halfWidth(y);
    for (const x of [-w, w]) {
      positions.push(x * xSign, y, top(y));
      thickness.push(top(y) - bottom(y));
      positions.push(x * xSign, y, bottom(y));
      thickness.push(top(y) - bottom(y));
    }
  }
  // Vertex (i, side, level): 4 per row: left-top, left-bottom, right-top, right-bottom.
  const v = (i: number, k: number) => i * 4 + k;
  for (let i = 0; i < STEPS; i++) {
    const quad = (a: number, b: number, c: number, d: number) => indices.push(a, b, c, a, c, d);
    quad(v(i, 0), v(i, 2), v(i + 1, 2), v(i + 1, 0)); // top
    quad(v(i, 1), v(i + 1, 1), v(i + 1, 3), v(i, 3)); // bottom
    quad(v(i, 0), v(i + 1, 0), v(i + 1, 1), v(i, 1)); // one side
    quad(v(i, 2), v(i, 3), v(i + 1, 3), v(i + 1, 2)); // the other
  }
  return {
    positions: new Float32Array(positions),
    indices: new Uint32Array(indices),
    thickness: new Float32Array(thickness),
  };
}

export interface FixtureOptions {
  side?: DesignSide;
  heelCupMm?: number;
  rearfootPostDeg?: number;
  numbers?: Partial<RxGeometrySide>;
}

export function fixtureNumbers(side: DesignSide, heelCupMm: number, rearfootPostDeg: number): RxGeometrySide {
  const end = { length: "full", landmark: "toe-tips", offsetMm: 0, maxLengthMm: null } as const;
  return {
    side,
    shell: {
      rigidity: "semi-rigid",
      shape: "standard",
      thicknessMm: 3.2,
      floorMm: 2,
      weightShareMm: 0.2,
      weightLbs: 160,
      end,
    },
    heelSeat: { depthMm: heelCupMm, thirtySecondsInch: Math.round((heelCupMm / 25.4) * 32) },
    archModification: { applied: false },
    navicularWell: { applied: false },
    archReinforcement: { applied: false },
    medialFlange: { applied: false },
    lateralFlange: { applied: false },
    medialHeelSkive: { applied: false },
    lateralHeelSkive: { applied: false },
    heelLift: { applied: false },
    rearfootPost:
      rearfootPostDeg > 0
        ? { applied: true, degrees: rearfootPostDeg, labSelects: false, undercutDeg: null }
        : { applied: false },
    forefootPost: { applied: false },
    mortonsExtension: { applied: false },
    cutouts: [],
    pads: [],
    topCover: {
      material: "eva-black-35-1-16",
      thicknessMm: 1.6,
      end,
      bottomCoverMm: 0,
      widenMm: 0,
      navicularWingMm: 0,
    },
    plantarPattern: "",
    notDrawn: [],
  } as unknown as RxGeometrySide;
}

export function insoleViewFixture({
  side = "left",
  heelCupMm = 12,
  rearfootPostDeg = 0,
}: FixtureOptions = {}): InsoleView {
  const xSign = side === "left" ? -1 : 1;
  const shellTop = (y: number) =>
    3 + Math.max(0, heelCupMm * (1 - y / 70)) * 0.4 + 6 * Math.exp(-(((y - 110) / 40) ** 2));
  const shell = slab(() => 0, shellTop, xSign);
  const cover = slab(shellTop, (y) => shellTop(y) + 1.6, xSign);
  const foot = slab(
    (y) => shellTop(y) + 1.8,
    (y) => shellTop(y) + 40 + 20 * Math.exp(-(((y - 90) / 60) ** 2)),
    xSign,
  );
  const axis: SectionPoint[] = Array.from({ length: 26 }, (_, i) => {
    const s = (i / 25) * LENGTH;
    const top = shellTop(s);
    return { s, shellBottom: 0, shellTop: top, coverTop: top + 1.6, foot: s < 240 ? top + 1.8 : null };
  });
  const heel: SectionPoint[] = Array.from({ length: 21 }, (_, i) => {
    const s = -30 + i * 3;
    const rim = heelCupMm * (Math.abs(s) / 30) ** 3;
    return { s, shellBottom: 0, shellTop: 3 + rim, coverTop: 4.6 + rim, foot: 5 + rim };
  });
  return {
    side,
    shell,
    cover: { positions: cover.positions, indices: cover.indices },
    foot: { positions: foot.positions, indices: foot.indices },
    outline: Array.from({ length: 10 }, (_, i) => ({ x: halfWidth(i * 25) * xSign, y: i * 25 })),
    zones: [],
    sections: [
      { kind: "axis", points: axis },
      { kind: "heel", points: heel },
    ],
    numbers: fixtureNumbers(side, heelCupMm, rearfootPostDeg),
    checks: {
      closed: true,
      components: 1,
      minThicknessMm: 2.4,
      heelCupDepthMm: heelCupMm - 0.3,
      rearfootPostDeg: rearfootPostDeg === 0 ? 0 : rearfootPostDeg - 0.2,
      forefootPostDeg: 0,
      lengthMm: LENGTH,
    },
    warnings: [],
    timeMs: 120,
  };
}
