// A point of the scan's own coordinates in the foot's frame: the inverse of orient.ts toScanPoint. Stored landmarks
// are in the scan's coordinates (as scanners send them and the API answers them); the insole generator works in
// the foot's frame (x across, y heel to toe, z up, mm).
import type { Vec3 } from "./axes";
import type { OrientTransform } from "./orient";

/** oriented = scale · rotation · scan + offset (OrientTransform's definition). */
export function toFramePoint(transform: OrientTransform, point: Vec3): Vec3 {
  const { rotation: r, scale, offset } = transform;
  const [x, y, z] = point;
  return [
    scale * (r[0] * x + r[1] * y + r[2] * z) + offset[0],
    scale * (r[3] * x + r[4] * y + r[5] * z) + offset[1],
    scale * (r[6] * x + r[7] * y + r[8] * z) + offset[2],
  ];
}
