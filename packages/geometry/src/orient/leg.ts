// The leg above the ankle, cut away (issue 33 point 2): a capture of the foot with the lower leg, standing or
// seated, holds a tube rising from the ankle that is no part of an insole's foot, and seen from above it covers
// the heel. Where the scan rises higher over the ground than a foot does with its ankle, everything above the
// ankle's height goes.
import type { TriangleMesh } from "../mesh";
import type { Vec3 } from "./axes";
import type { Rows } from "./frame";

/** A foot's dorsum with its ankle stands at most about a third of its length high; a scan this much higher has a leg. */
const LEG_RISE_SHARE = 0.6;
/** The cut, share of the foot's length above the scan's lowest point: above the malleoli (about 0.3). */
const ANKLE_CUT_SHARE = 0.45;

/** The triangles below the ankle's cut when the scan rises like a leg; the mesh itself otherwise. */
export function withoutLeg(
  mesh: TriangleMesh,
  rows: Rows,
  centre: Vec3,
  scale: number,
  footLength: number,
): TriangleMesh {
  const { positions: p, indices: t } = mesh;
  const up = rows[2];
  const height = new Float64Array(p.length / 3);
  let low = Infinity;
  let high = -Infinity;
  for (let v = 0; v < height.length; v++) {
    const z =
      scale *
      (up[0] * ((p[3 * v] as number) - centre[0]) +
        up[1] * ((p[3 * v + 1] as number) - centre[1]) +
        up[2] * ((p[3 * v + 2] as number) - centre[2]));
    height[v] = z;
    if (z < low) low = z;
    if (z > high) high = z;
  }
  if (!(high - low > LEG_RISE_SHARE * footLength)) return mesh;
  const cut = low + ANKLE_CUT_SHARE * footLength;
  const below = (v: number) => (height[v] as number) <= cut;
  let kept = 0;
  for (let i = 0; i < t.length; i += 3)
    if (below(t[i] as number) && below(t[i + 1] as number) && below(t[i + 2] as number)) kept++;
  const indices = new Uint32Array(3 * kept);
  let next = 0;
  for (let i = 0; i < t.length; i += 3) {
    if (!(below(t[i] as number) && below(t[i + 1] as number) && below(t[i + 2] as number))) continue;
    indices[next++] = t[i] as number;
    indices[next++] = t[i + 1] as number;
    indices[next++] = t[i + 2] as number;
  }
  return { positions: p, indices };
}
