// A dense scan thinned before it is measured: vertex clustering on a cubic grid (each cell's vertices merged into
// their mean, collapsed triangles dropped) down to about THIN_TO triangles. The measuring reads smooth, area-based
// features that hold at 20,000 triangles (its accuracy test), so a 150,000-triangle scan need not cost seven times
// as much; the cell (about 2 mm on a foot) is far under the features' own size.
import { clusterVertices, surfaceArea } from "../cluster";
import type { TriangleMesh } from "../mesh";

export const THIN_TO = 25_000;

export function thinned(mesh: TriangleMesh): TriangleMesh {
  if (mesh.indices.length / 3 <= THIN_TO) return mesh;
  // The cell from the surface's area: about one vertex (two triangles) per cell² of it.
  const cell = Math.sqrt(surfaceArea(mesh) / (THIN_TO / 2));
  return cell > 0 ? clusterVertices(mesh, cell) : mesh;
}
