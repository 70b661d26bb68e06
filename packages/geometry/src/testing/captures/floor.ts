// The floor a phone captures around a standing foot: a flat rectangular sheet at z = 0 reaching 60 to 120 mm past
// the foot's plan on each side, with a hole where the foot stands. Photogrammetry either fuses it with the foot
// (the sheet's inner edge welded to the foot's lowest vertices, its rim near the ground, where one lies within
// reach: under the arch the gap stays open, as the camera sees under it) or leaves it a sheet of its own a few
// millimetres clear of the foot.
import type { Random } from "../../foot/random";
import type { TriangleMesh } from "../../mesh";
import { between } from "./mesh-ops";

/** How far the sheet reaches past the foot's plan on each side, mm (each side drawn on its own). */
export const FLOOR_REACH_MM: [number, number] = [60, 120];
/** The sheet's grid, mm. */
const FLOOR_CELL_MM = 4;
/** The foot's plan: its vertices up to this height (the foot, not the leg above it), mm. */
const PLAN_HEIGHT_MM = 40;
/** The foot's rim near the ground: its vertices up to this height, mm. */
const RIM_HEIGHT_MM = 4;
/** A floor vertex at the hole's edge is welded to a rim vertex at most this far away in plan, mm. */
const WELD_REACH_MM = 12;

export type FloorKind = "separate" | "connected";

/**
 * The foot's mesh (its frame, standing on z = 0) with a floor sheet: "connected" shares vertices with the foot's
 * rim, "separate" is a part of its own. The foot's vertices keep their indices (the floor's come after them). The
 * hole follows the plan of `plan` (by default the foot itself; the foot before its holes, so that a hole in the
 * sole leaves no floor under the foot).
 */
export function withFloor(foot: TriangleMesh, kind: FloorKind, random: Random, plan = foot): TriangleMesh {
  const p = foot.positions;
  const n = p.length / 3;
  const q = plan.positions;
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let v = 0; v < q.length / 3; v++) {
    if ((q[3 * v + 2] as number) > PLAN_HEIGHT_MM) continue;
    const [x, y] = [q[3 * v] as number, q[3 * v + 1] as number];
    [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
  }
  const X0 = minX - between(random, ...FLOOR_REACH_MM);
  const X1 = maxX + between(random, ...FLOOR_REACH_MM);
  const Y0 = minY - between(random, ...FLOOR_REACH_MM);
  const Y1 = maxY + between(random, ...FLOOR_REACH_MM);
  const nx = Math.ceil((X1 - X0) / FLOOR_CELL_MM);
  const ny = Math.ceil((Y1 - Y0) / FLOOR_CELL_MM);
  const dx = (X1 - X0) / nx;
  const dy = (Y1 - Y0) / ny;

  // The cells the foot's plan covers (its low vertices are closer together than a cell), grown by one cell for a
  // separate sheet so that none of its vertices touches the foot.
  const covered = new Uint8Array(nx * ny);
  const cellOf = (x: number, y: number) => [Math.floor((x - X0) / dx), Math.floor((y - Y0) / dy)] as const;
  for (let v = 0; v < q.length / 3; v++) {
    if ((q[3 * v + 2] as number) > PLAN_HEIGHT_MM) continue;
    const [i, j] = cellOf(q[3 * v] as number, q[3 * v + 1] as number);
    covered[j * nx + i] = 1;
  }
  const hole = new Uint8Array(covered);
  if (kind === "separate") {
    for (let j = 0; j < ny; j++) {
      for (let i = 0; i < nx; i++) {
        if (!covered[j * nx + i]) continue;
        for (let dj = -1; dj <= 1; dj++)
          for (let di = -1; di <= 1; di++) {
            const [a, b] = [i + di, j + dj];
            if (a >= 0 && b >= 0 && a < nx && b < ny) hole[b * nx + a] = 1;
          }
      }
    }
  }

  // Grid vertices of the kept cells; at the hole's edge (a vertex of a kept and of a removed cell) a connected
  // sheet takes the nearest rim vertex of the foot instead, when one is within reach.
  const rim = new Map<number, number[]>();
  const bucket = (i: number, j: number) => j * (nx + 1) + i;
  for (let v = 0; v < n; v++) {
    if ((p[3 * v + 2] as number) > RIM_HEIGHT_MM) continue;
    const [i, j] = cellOf(p[3 * v] as number, p[3 * v + 1] as number);
    const list = rim.get(bucket(i, j));
    if (list) list.push(v);
    else rim.set(bucket(i, j), [v]);
  }
  const reach = Math.ceil(WELD_REACH_MM / Math.min(dx, dy));
  const nearestRim = (x: number, y: number) => {
    const [ci, cj] = cellOf(x, y);
    let best = -1;
    let bestD = WELD_REACH_MM;
    for (let j = cj - reach; j <= cj + reach; j++) {
      for (let i = ci - reach; i <= ci + reach; i++) {
        for (const v of rim.get(bucket(i, j)) ?? []) {
          const d = Math.hypot((p[3 * v] as number) - x, (p[3 * v + 1] as number) - y);
          if (d < bestD) [best, bestD] = [v, d];
        }
      }
    }
    return best;
  };
  const kept = (i: number, j: number) => i >= 0 && j >= 0 && i < nx && j < ny && !hole[j * nx + i];
  const removed = (i: number, j: number) => i >= 0 && j >= 0 && i < nx && j < ny && hole[j * nx + i] === 1;
  const positions: number[] = [];
  const index = new Int32Array((nx + 1) * (ny + 1)).fill(-1);
  const vertex = (i: number, j: number) => {
    const at = j * (nx + 1) + i;
    if ((index[at] as number) >= 0) return index[at] as number;
    const [x, y] = [X0 + i * dx, Y0 + j * dy];
    const edge = removed(i - 1, j - 1) || removed(i, j - 1) || removed(i - 1, j) || removed(i, j);
    const weld = kind === "connected" && edge ? nearestRim(x, y) : -1;
    if (weld >= 0) index[at] = weld;
    else {
      positions.push(x, y, 0);
      index[at] = n + positions.length / 3 - 1;
    }
    return index[at] as number;
  };
  const triangles: number[] = [];
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      if (!kept(i, j)) continue;
      const [v00, v10, v01, v11] = [vertex(i, j), vertex(i + 1, j), vertex(i, j + 1), vertex(i + 1, j + 1)];
      // Counter-clockwise seen from above: normals up. A welded corner may repeat: that triangle goes.
      for (const [a, b, c] of [
        [v00, v10, v11],
        [v00, v11, v01],
      ] as const) {
        if (a !== b && b !== c && c !== a) triangles.push(a, b, c);
      }
    }
  }
  const all = new Float32Array(p.length + positions.length);
  all.set(p);
  all.set(positions, p.length);
  const indices = new Uint32Array(foot.indices.length + triangles.length);
  indices.set(foot.indices);
  indices.set(triangles, foot.indices.length);
  return { positions: all, indices };
}
