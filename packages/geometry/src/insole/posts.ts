// The posting drawn on the shell's fields (issue 19 point 3): heel lift and rearfoot post under the heel, the
// medial or lateral heel skive in the cup, the forefoot post under (extrinsic) or in (intrinsic) the forefoot.
// Each answers the zone it drew, which the checks measure the finished mesh in.
import type { RxGeometrySide } from "@solerx/domain/design";
import type { DesignFrame } from "./design-frame";
import type { InsoleZone } from "./insole-model";

/** The rearfoot post runs forward of the heel centre by this share of the heel's width (assumption). */
export const REARFOOT_POST_FRONT_SHARE = 0.5;
/** Without the standard undercut the post's front is this steep (a grid cannot draw a vertical face). */
export const POST_FRONT_STEEP_DEG = 80;
/** The extrinsic forefoot post's length along the foot axis, ending under the metatarsal heads (assumption). */
export const FOREFOOT_POST_LENGTH_MM = 30;
/** Its ends bevelled at this angle from the ground (assumption, as the rearfoot post's undercut). */
export const FOREFOOT_POST_BEVEL_DEG = 45;

const smooth = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));
const tanDeg = (deg: number) => Math.tan((deg * Math.PI) / 180);

export interface PostFields {
  top: Float32Array;
  bottom: Float32Array;
  inside: (i: number) => boolean;
}

export interface PostZones {
  zones: InsoleZone[];
  /** Where the checks measure each post, and how (the face under it, or the top against the scan). */
  rearfoot?: MeasureZone;
  forefoot?: MeasureZone & { on: "bottom" | "top" };
}

export interface MeasureZone {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const rect = (z: MeasureZone) => [
  { x: z.x0, y: z.y0 },
  { x: z.x1, y: z.y0 },
  { x: z.x1, y: z.y1 },
  { x: z.x0, y: z.y1 },
];

export function rearfootPostFront(frame: DesignFrame): number {
  return frame.heelCentre.y + REARFOOT_POST_FRONT_SHARE * frame.heelWidth;
}

/** The forefoot's tilt on the scan: the line from the fifth to the first head, + when the first is higher (varus). */
export function forefootTiltDeg(frame: DesignFrame): number {
  const across = Math.abs(frame.mh1.x - frame.mh5.x) || 1;
  return (Math.atan((frame.mh1.z - frame.mh5.z) / across) * 180) / Math.PI;
}

/** The forefoot post's angle and raised side (+1 medial): the Rx's, or with balance the scan's own tilt. */
export function forefootPostAngle(frame: DesignFrame, numbers: RxGeometrySide): { deg: number; raise: 1 | -1 } | null {
  const post = numbers.forefootPost;
  if (!post.applied) return null;
  if (post.degrees === null) {
    const tilt = forefootTiltDeg(frame);
    return { deg: Math.abs(tilt), raise: tilt >= 0 ? 1 : -1 };
  }
  return { deg: post.degrees, raise: post.type === "valgus" ? -1 : 1 };
}

export function drawPosts(frame: DesignFrame, numbers: RxGeometrySide, fields: PostFields, endMm: number): PostZones {
  const { grid, medial, heelCentre } = frame;
  const out: PostZones = { zones: [] };
  const front = rearfootPostFront(frame);
  const each = (fn: (i: number, x: number, y: number) => void) => {
    for (let iy = 0; iy < grid.ny; iy++)
      for (let ix = 0; ix < grid.nx; ix++)
        fn(iy * grid.nx + ix, grid.x0 + ix * grid.cellMm, grid.y0 + iy * grid.cellMm);
  };
  const halfW = frame.heelWidth / 2;
  const heelFade = (y: number) => 1 - smooth((y - heelCentre.y) / Math.max(1, front - heelCentre.y));
  // Skives (Kirby 1992): the cup's floor raised toward one side, from nothing at the heel centre, and fading to
  // nothing at the rim, which stays at the heel seat's depth above the lowest heel point.
  const seat = numbers.heelSeat.depthMm;
  const belowRim = (z: number) => 1 - smooth((z - frame.heelLowZ) / seat);
  for (const [skive, toward, label] of [
    [numbers.medialHeelSkive, medial, "medial heel skive"],
    [numbers.lateralHeelSkive, -medial, "lateral heel skive"],
  ] as const) {
    if (!skive.applied) continue;
    each((i, x, y) => {
      const share = Math.min(1, Math.max(0, (toward * (x - heelCentre.x)) / halfW));
      const z = fields.top[i] as number;
      if (Number.isNaN(z)) return;
      const lift = skive.depthMm * share * heelFade(y) * belowRim(z);
      fields.top[i] = (fields.top[i] as number) + lift;
      fields.bottom[i] = (fields.bottom[i] as number) + lift;
    });
    const edge =
      toward > 0 ? Math.max(frame.heelMedialX, frame.heelLateralX) : Math.min(frame.heelMedialX, frame.heelLateralX);
    const zone = {
      x0: Math.min(heelCentre.x, edge),
      x1: Math.max(heelCentre.x, edge),
      y0: frame.heelBack.y,
      y1: front,
    };
    out.zones.push({ label, kind: "modification", outline: rect(zone) });
  }
  // Heel lift: the underside lowered under the heel, fading to nothing at the front of the heel seat.
  if (numbers.heelLift.applied) {
    const h = numbers.heelLift.heightMm;
    each((i, _x, y) => {
      fields.bottom[i] = (fields.bottom[i] as number) - h * (1 - smooth((y - front) / 20));
    });
    const zone = {
      x0: frame.heelCentre.x - halfW,
      x1: frame.heelCentre.x + halfW,
      y0: frame.heelBack.y,
      y1: front + 20,
    };
    out.zones.push({ label: `heel lift ${h} mm`, kind: "post", outline: rect(zone) });
  }
  // Rearfoot post: a plane under the heel falling toward the medial side by the heel's full width x tan(angle),
  // touching the shell's lowest heel point at the heel's lateral edge; its front bevelled (the undercut).
  const rear = numbers.rearfootPost;
  if (rear.applied) {
    const zB = lowestBottom(frame, fields, (_x, y) => y <= front);
    const slope = tanDeg(rear.degrees);
    const bevel = tanDeg(rear.undercutDeg ?? POST_FRONT_STEEP_DEG);
    each((i, x, y) => {
      const d = medial * (x - frame.heelLateralX);
      const face = zB - slope * d + Math.max(0, y - front) * bevel;
      if (face < (fields.bottom[i] as number)) fields.bottom[i] = face;
    });
    const zone = {
      x0: Math.min(frame.heelLateralX, frame.heelMedialX),
      x1: Math.max(frame.heelLateralX, frame.heelMedialX),
      y0: frame.heelBack.y,
      y1: front,
    };
    out.rearfoot = zone;
    out.zones.push({ label: `rearfoot post ${rear.degrees}° varus`, kind: "post", outline: rect(zone) });
  }
  const fore = forefootPostAngle(frame, numbers);
  if (fore && fore.deg > 0 && numbers.forefootPost.applied) {
    const yHeads = Math.max(frame.mh1.y, frame.mh5.y);
    const y1 = Math.min(endMm, yHeads);
    const y0 = y1 - FOREFOOT_POST_LENGTH_MM;
    const lateralX = frame.mh5.x - medial * 0.1 * Math.abs(frame.mh1.x - frame.mh5.x);
    const medialX = frame.mh1.x + medial * 0.1 * Math.abs(frame.mh1.x - frame.mh5.x);
    const zone = { x0: Math.min(lateralX, medialX), x1: Math.max(lateralX, medialX), y0, y1 };
    const name = `forefoot post ${Math.round(fore.deg * 10) / 10}° ${fore.raise > 0 ? "varus" : "valgus"}`;
    const slope = tanDeg(fore.deg);
    if (numbers.forefootPost.method === "extrinsic") {
      // A wedge under the forefoot edge, thicker under the raised side by the forefoot's width x tan(angle).
      const zF = lowestBottom(frame, fields, (_x, y) => y >= y0 && y <= y1);
      const thinX = fore.raise > 0 ? lateralX : medialX;
      const bevel = tanDeg(FOREFOOT_POST_BEVEL_DEG);
      each((i, x, y) => {
        const d = fore.raise * medial * (x - thinX);
        const face = zF - slope * d + Math.max(0, y0 - y, y - y1) * bevel;
        if (face < (fields.bottom[i] as number)) fields.bottom[i] = face;
      });
      out.forefoot = { ...zone, on: "bottom" };
    } else {
      // Intrinsic: the shell's forefoot turned about the foot axis, blending in over 25 mm behind the post.
      each((i, x, y) => {
        const blend = smooth((y - (y0 - 25)) / 25);
        const dz = slope * fore.raise * medial * (x - frame.heelCentre.x) * blend;
        fields.top[i] = (fields.top[i] as number) + dz;
        fields.bottom[i] = (fields.bottom[i] as number) + dz;
      });
      out.forefoot = { ...zone, on: "top" };
    }
    out.zones.push({ label: name, kind: "post", outline: rect(zone) });
  }
  return out;
}

function lowestBottom(frame: DesignFrame, fields: PostFields, where: (x: number, y: number) => boolean): number {
  const { grid } = frame;
  let low = Infinity;
  for (let iy = 0; iy < grid.ny; iy++)
    for (let ix = 0; ix < grid.nx; ix++) {
      const i = iy * grid.nx + ix;
      if (!fields.inside(i) || !where(grid.x0 + ix * grid.cellMm, grid.y0 + iy * grid.cellMm)) continue;
      const z = fields.bottom[i] as number;
      if (z < low) low = z;
    }
  return Number.isFinite(low) ? low : 0;
}
