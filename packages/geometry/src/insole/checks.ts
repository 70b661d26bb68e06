// What the finished shell measures (issue 19 point 4's report, DesignChecks): closed and in one piece, its
// thinnest point, the heel cup's depth at the heel centre, the posts' angles and its length, all read off the
// mesh (mesh-raster) so a fault anywhere in the pipeline shows; and the warnings only the mesh can give.
// How each is measured is written in docs/decisions.md ("Insole generator").
import type { DesignChecks, DesignWarning, RxGeometrySide } from "@solerx/domain/design";
import { DESIGN_WARNING_TEXTS } from "@solerx/domain/design";
import type { TriangleMesh } from "../mesh";
import { PLANE_A, PlaneFit } from "../plane-fit";
import type { DesignFrame } from "./design-frame";
import type { InsoleZone } from "./insole-model";
import { interior, type MeshRaster, planeSlopeX, rasterise } from "./mesh-raster";
import { forefootPostAngle, type MeasureZone, type PostZones } from "./posts";
import { componentCount } from "./solid";

/** Cells this far from the outline are away from its walls (thickness, post faces). */
const WALL_CELLS = 2;
/** Half the square around the heel centre whose lowest top point is the cup's floor (as design-frame). */
const HEEL_PATCH_MM = 15;
/** A post's face is measured this far inside its zone, off the bevels and the outline. */
const ZONE_INSET_MM = 4;

const deg = (radians: number) => (radians * 180) / Math.PI;

export function measureChecks(
  shell: TriangleMesh,
  solid: { closed: boolean; volume: number },
  frame: DesignFrame,
  numbers: RxGeometrySide,
  posts: PostZones,
  groundZ: number,
): { checks: DesignChecks; warnings: DesignWarning[] } {
  const raster = rasterise(shell, frame.grid.cellMm);
  const minThicknessMm = minThickness(raster);
  let lengthMm = -Infinity;
  for (let i = 1; i < shell.positions.length; i += 3) lengthMm = Math.max(lengthMm, shell.positions[i] as number);
  const checks: DesignChecks = {
    closed: solid.closed && solid.volume > 0,
    components: componentCount(shell),
    minThicknessMm: round2(minThicknessMm),
    heelCupDepthMm: round2(heelCupDepth(shell, raster, frame)),
    rearfootPostDeg: posts.rearfoot ? round2(faceAngle(raster, posts.rearfoot, frame.medial)) : 0,
    forefootPostDeg: posts.forefoot
      ? round2(
          posts.forefoot.on === "bottom"
            ? faceAngle(raster, posts.forefoot, frame.medial)
            : topTurn(raster, posts.forefoot, frame, groundZ),
        )
      : 0,
    lengthMm: round2(lengthMm),
  };
  const warnings: DesignWarning[] = [];
  if (minThicknessMm < numbers.shell.floorMm - 0.05) {
    warnings.push({
      code: "shell-thinner-than-floor",
      side: numbers.side,
      message: DESIGN_WARNING_TEXTS.shellThinnerThanFloor(numbers.side, minThicknessMm, numbers.shell.floorMm),
    });
  }
  return { checks, warnings };
}

/** How far a made post may be from its prescription (degrees), as the generator's property test holds it. */
export const POST_HELD_WITHIN_DEG = 0.5;

/**
 * The posts the made insole does not hold: each post's measured angle against the prescription's, within
 * POST_HELD_WITHIN_DEG. A post whose zone a pad, cut-out or other modification overlaps is not compared (they
 * change the face it is measured on), nor are the heel cup and the length, which pads and extensions change.
 */
export function missedPosts(
  checks: DesignChecks,
  frame: DesignFrame,
  numbers: RxGeometrySide,
  posts: PostZones,
  zones: InsoleZone[],
): string[] {
  const others = zones.filter((zone) => zone.kind !== "post");
  const clear = (zone: MeasureZone | undefined): zone is MeasureZone =>
    zone !== undefined && !others.some((other) => overlaps(zone, other.outline));
  const fore = forefootPostAngle(frame, numbers);
  const compared = [
    {
      name: "rearfootPostDeg",
      zone: posts.rearfoot,
      made: checks.rearfootPostDeg,
      prescribed: numbers.rearfootPost.applied ? numbers.rearfootPost.degrees : 0,
    },
    {
      name: "forefootPostDeg",
      zone: posts.forefoot,
      made: checks.forefootPostDeg,
      prescribed: fore ? fore.deg * fore.raise : 0,
    },
  ];
  return compared
    .filter((post) => clear(post.zone) && !(Math.abs(post.made - post.prescribed) <= POST_HELD_WITHIN_DEG))
    .map((post) => `${post.name} ${post.made} for ${round2(post.prescribed)}`);
}

function overlaps(zone: MeasureZone, outline: { x: number; y: number }[]): boolean {
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  return (
    Math.min(...xs) <= zone.x1 && Math.max(...xs) >= zone.x0 && Math.min(...ys) <= zone.y1 && Math.max(...ys) >= zone.y0
  );
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** The least vertical thickness (upper - lower surface) away from the outline's walls. */
function minThickness(r: MeshRaster): number {
  let min = Infinity;
  for (let iy = 0; iy < r.grid.ny; iy++)
    for (let ix = 0; ix < r.grid.nx; ix++) {
      if (!interior(r, ix, iy, WALL_CELLS)) continue;
      const i = iy * r.grid.nx + ix;
      min = Math.min(min, (r.upper[i] as number) - (r.lower[i] as number));
    }
  return Number.isFinite(min) ? min : 0;
}

/**
 * The cup's depth at the heel centre: the lower of its two rims (the highest mesh vertex on each side of the
 * heel centre within a millimetre of its row: the rim's own vertices, not a raster that falls short of a steep
 * wall's top) above the cup's floor (the lowest top point around the heel centre). The lower rim, so a rim that
 * something else raises (a flange) does not count.
 */
function heelCupDepth(shell: TriangleMesh, r: MeshRaster, frame: DesignFrame): number {
  const { grid } = r;
  const c = frame.heelCentre;
  let left = -Infinity;
  let right = -Infinity;
  const p = shell.positions;
  for (let i = 0; i < p.length; i += 3) {
    if (Math.abs((p[i + 1] as number) - c.y) > 1) continue;
    const z = p[i + 2] as number;
    if ((p[i] as number) < c.x) left = Math.max(left, z);
    else right = Math.max(right, z);
  }
  const iy = Math.round((c.y - grid.y0) / grid.cellMm);
  const ixc = Math.round((c.x - grid.x0) / grid.cellMm);
  const reach = Math.round(HEEL_PATCH_MM / grid.cellMm);
  let floor = Infinity;
  for (let dy = -reach; dy <= reach; dy++)
    for (let dx = -reach; dx <= reach; dx++) {
      const jx = ixc + dx;
      const jy = iy + dy;
      if (jx < 0 || jy < 0 || jx >= grid.nx || jy >= grid.ny) continue;
      const z = r.upper[jy * grid.nx + jx] as number;
      if (z < floor) floor = z;
    }
  const rim = Math.min(left, right);
  return Number.isFinite(rim) && Number.isFinite(floor) ? rim - floor : 0;
}

/** The surface's points in the zone, off its bevels and walls: x, y, z after one another (plain numbers). */
function zonePoints(r: MeshRaster, zone: MeasureZone, surface: "upper" | "lower"): number[] {
  const points: number[] = [];
  const { grid } = r;
  for (let iy = 0; iy < grid.ny; iy++) {
    const y = grid.y0 + iy * grid.cellMm;
    if (y < zone.y0 + ZONE_INSET_MM || y > zone.y1 - ZONE_INSET_MM) continue;
    for (let ix = 0; ix < grid.nx; ix++) {
      const x = grid.x0 + ix * grid.cellMm;
      if (x < zone.x0 + ZONE_INSET_MM || x > zone.x1 - ZONE_INSET_MM) continue;
      if (!interior(r, ix, iy, WALL_CELLS)) continue;
      points.push(x, y, r[surface][iy * grid.nx + ix] as number);
    }
  }
  return points;
}

/**
 * A post's angle: the plane fitted to the underside in its zone, its fall across the foot (about the foot axis);
 * + when it falls toward the medial side (the post thicker medially: varus), - toward the lateral (valgus).
 */
function faceAngle(r: MeshRaster, zone: MeasureZone, medial: 1 | -1): number {
  const b = planeSlopeX(zonePoints(r, zone, "lower"));
  return Number.isNaN(b) ? 0 : deg(Math.atan(-medial * b));
}

/**
 * An intrinsic forefoot post's angle: how much more the shell's top rises medially across the zone than the
 * scan's plantar surface does there (the turn about the foot axis the post added); + medial up (varus).
 */
function topTurn(r: MeshRaster, zone: MeasureZone, frame: DesignFrame, groundZ: number): number {
  const top = zonePoints(r, zone, "upper");
  const { grid, surface } = frame;
  // The shell's top and the scan at the same cells (the raster's cells are the design grid's nodes), each fitted
  // as the points come and read as a plain number (plane-fit.ts: two fits' answers as objects once read as one).
  const mesh = new PlaneFit();
  const plantar = new PlaneFit();
  for (let k = 0; k < top.length; k += 3) {
    const x = top[k] as number;
    const y = top[k + 1] as number;
    const ix = Math.round((x - grid.x0) / grid.cellMm);
    const iy = Math.round((y - grid.y0) / grid.cellMm);
    const z = ix >= 0 && iy >= 0 && ix < grid.nx && iy < grid.ny ? (surface[iy * grid.nx + ix] as number) : Number.NaN;
    if (Number.isNaN(z)) continue;
    mesh.add(x, y, top[k + 2] as number);
    plantar.add(x, y, z - groundZ);
  }
  const plane = new Float64Array(3);
  const meshSlope = mesh.solveInto(3, plane) ? (plane[PLANE_A] as number) : Number.NaN;
  const plantarSlope = plantar.solveInto(3, plane) ? (plane[PLANE_A] as number) : Number.NaN;
  if (Number.isNaN(meshSlope) || Number.isNaN(plantarSlope)) return 0;
  return deg(Math.atan(frame.medial * (meshSlope - plantarSlope)));
}
