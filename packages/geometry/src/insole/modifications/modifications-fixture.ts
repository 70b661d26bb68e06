// A test fixture for the modifications (and the mark): the plantar field of a synthetic foot, a plain shell
// under it (3 mm thick, its underside on the foot's sole, its rim trimmed where the foot's side rises past
// 10 mm) and a top cover on it to the toes, with the foot's ground-truth landmarks. The landmarks the synthetic
// foot does not give (the middle heads, the heel-spur point, the base of the fifth) are placed from those it does.

import { type RxGeometrySide, rxGeometry } from "@solerx/domain/design";
import { Prescription, type PrescriptionInput } from "@solerx/domain/prescription";
import { generateFoot, type SyntheticFoot } from "../../foot/generate";
import type { HeightGrid } from "../../height-field/height-grid";
import { plantarHeightField } from "../../height-field/plantar-height-field";
import type { FramePoint, InsoleFields, InsoleInput, InsoleLandmarks } from "../insole-model";

export const FIXTURE_SHELL_MM = 3;
export const FIXTURE_COVER_MM = 1.6;
/** Near the footprint's edge (within this many cells) the shell stops where the foot's side passes 10 mm. */
const RIM_CELLS = 6;
const RIM_TRIM_MM = 10;

export interface Fixture {
  foot: SyntheticFoot;
  plantar: HeightGrid;
  landmarks: InsoleLandmarks;
}

const cache = new Map<string, Fixture>();

export function footFixture(side: "left" | "right" = "right", seed = 3): Fixture {
  const key = `${side}:${seed}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const foot = generateFoot({ shoeSize: 10, side, seed, triangles: 50_000 });
  const plantar = plantarHeightField(foot.mesh);
  const t = foot.landmarks;
  const lerp = (a: FramePoint, b: FramePoint, s: number): FramePoint => ({
    x: a.x + (b.x - a.x) * s,
    y: a.y + (b.y - a.y) * s + 6 * Math.sin(Math.PI * s) ** 2, // the middle heads sit a little more distal
    z: a.z + (b.z - a.z) * s,
  });
  const first = t.firstMetatarsalHead;
  const fifth = t.fifthMetatarsalHead;
  const landmarks: InsoleLandmarks = {
    heelCentre: t.heelCentre,
    heelBack: t.heelBack,
    heelSpur: { ...t.heelCentre, y: t.heelCentre.y + 8 },
    firstMetatarsalHead: first,
    secondMetatarsalHead: lerp(first, fifth, 0.25),
    thirdMetatarsalHead: lerp(first, fifth, 0.5),
    fourthMetatarsalHead: lerp(first, fifth, 0.75),
    fifthMetatarsalHead: fifth,
    fifthMetatarsalBase: { x: fifth.x, y: fifth.y - 0.25 * foot.measurements.footLength, z: 5 },
    navicular: t.navicular,
    archApex: t.archApex,
    toeTip: t.toeTip,
  };
  const fixture = { foot, plantar, landmarks };
  cache.set(key, fixture);
  return fixture;
}

/**
 * A plain shell and cover under the foot. `shellEndY`: where the shell ends along the foot (the cover runs on to
 * the toes); default the whole foot.
 */
export function fixtureFields(fixture: Fixture, shellEndY = Number.POSITIVE_INFINITY): InsoleFields {
  const { nx, ny, x0, y0, cellMm, z } = fixture.plantar;
  const n = nx * ny;
  const inside = new Uint8Array(n);
  for (let i = 0; i < n; i++) inside[i] = Number.isNaN(z[i] as number) ? 0 : 1;
  const depth = edgeDepth(inside, nx, ny);
  const f: InsoleFields = {
    grid: { x0, y0, cellMm, nx, ny },
    shellMask: new Uint8Array(n),
    shellTop: new Float32Array(n),
    shellBottom: new Float32Array(n),
    coverMask: new Uint8Array(n),
    coverTop: new Float32Array(n),
    coverBottom: new Float32Array(n),
  };
  for (let i = 0; i < n; i++) {
    if (inside[i] !== 1) continue;
    const top = z[i] as number;
    const y = y0 + Math.floor(i / nx) * cellMm;
    const trimmed = (depth[i] as number) <= RIM_CELLS && top > RIM_TRIM_MM;
    if (!trimmed && y <= shellEndY) {
      f.shellMask[i] = 1;
      f.shellBottom[i] = Math.max(0, top);
      f.shellTop[i] = (f.shellBottom[i] as number) + FIXTURE_SHELL_MM;
    }
    if (!trimmed) {
      f.coverMask[i] = 1;
      f.coverBottom[i] = f.shellMask[i] === 1 ? (f.shellTop[i] as number) : Math.max(0, top);
      f.coverTop[i] = (f.coverBottom[i] as number) + FIXTURE_COVER_MM;
    }
  }
  return f;
}

/** Each inside cell's distance in cells (4-connected) to the nearest outside cell. */
function edgeDepth(inside: Uint8Array, nx: number, ny: number): Int32Array {
  const depth = new Int32Array(nx * ny).fill(-1);
  let frontier: number[] = [];
  for (let i = 0; i < nx * ny; i++) {
    if (inside[i] === 1) continue;
    depth[i] = 0;
    frontier.push(i);
  }
  for (let d = 1; frontier.length > 0; d++) {
    const next: number[] = [];
    for (const i of frontier) {
      const ix = i % nx;
      for (const j of [ix > 0 ? i - 1 : -1, ix < nx - 1 ? i + 1 : -1, i - nx, i + nx]) {
        if (j < 0 || j >= nx * ny || depth[j] !== -1) continue;
        depth[j] = d;
        next.push(j);
      }
    }
    frontier = next;
  }
  return depth;
}

/** The numbers of one foot from a prescription (the rest defaults), weight 160 lbs. */
export function fixtureNumbers(rx: PrescriptionInput, side: "left" | "right" = "right"): RxGeometrySide {
  return rxGeometry(Prescription.parse(rx), { weightLbs: 160 })[side];
}

export function fixtureInput(fixture: Fixture, rx: PrescriptionInput, side: "left" | "right" = "right"): InsoleInput {
  return { side, plantar: fixture.plantar, landmarks: fixture.landmarks, numbers: fixtureNumbers(rx, side) };
}

/** The cell nearest a point. */
export function cellAt(fields: InsoleFields, p: { x: number; y: number }): number {
  const g = fields.grid;
  return Math.round((p.y - g.y0) / g.cellMm) * g.nx + Math.round((p.x - g.x0) / g.cellMm);
}
