// Test helper: a real decimation, as a scanner's software does before export: vertex clustering on a cubic grid
// (each cell's vertices merged into their mean), triangles that collapse or repeat dropped, the cell size searched
// for the wanted triangle count.
import { clusterVertices, surfaceArea } from "../cluster";
import type { TriangleMesh } from "../mesh";

/**
 * The mesh decimated to about `triangles` (within 2%, or the nearest the search reached), by vertex clustering
 * with the cell size found by bisection in log scale.
 */
export function decimate(mesh: TriangleMesh, triangles: number): TriangleMesh {
  if (mesh.indices.length / 3 <= triangles) return mesh;
  const area = surfaceArea(mesh);
  // A surface of area A in cells of side h keeps about 2·A/h² triangles: start there, then bisect.
  let low = Math.sqrt(area / triangles) * 0.5;
  let high = Math.sqrt(area / triangles) * 4;
  let best = mesh;
  for (let i = 0; i < 30; i++) {
    const cell = Math.sqrt(low * high);
    const result = clusterVertices(mesh, cell, true);
    const count = result.indices.length / 3;
    if (Math.abs(count - triangles) < Math.abs(best.indices.length / 3 - triangles)) best = result;
    if (Math.abs(count - triangles) <= 0.02 * triangles) break;
    if (count > triangles) low = cell;
    else high = cell;
  }
  return best;
}
