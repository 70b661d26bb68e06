// Polygons into triangles. OBJ and PLY faces may have any number of corners (scanners write quads, some write
// larger polygons); the rest of the geometry takes triangles only. A fan from the first corner is exact for the
// convex, near-planar faces a scan's surface is made of, and keeps the polygon's orientation (its winding).
import type { GrowableUint32 } from "./growable";

/**
 * Appends the polygon's triangles (corner 0, corner i, corner i + 1) to `triangles`; a polygon of fewer than three
 * corners adds none. False, adding nothing, when they would take `triangles` past `maxTriangles` triangles.
 */
export function pushFan(triangles: GrowableUint32, corners: GrowableUint32, maxTriangles: number): boolean {
  const count = corners.length - 2;
  if (count < 1) return true;
  if (triangles.length / 3 + count > maxTriangles) return false;
  const first = corners.get(0);
  for (let i = 1; i <= count; i++) {
    triangles.push(first);
    triangles.push(corners.get(i));
    triangles.push(corners.get(i + 1));
  }
  return true;
}
