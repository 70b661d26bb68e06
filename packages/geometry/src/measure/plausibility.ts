// Whether a measured scan is a foot standing the right way up in its frame (issue 33 point 3), read on what the
// measuring found rather than on how the frame was chosen: a scan turned wrong (heel for toe, upside down, on its
// side) still measures, into landmarks out of anatomical order and widths no foot has. The first rule that fails
// answers its reason in words a clinician reads; a scan that fails is refused, and no insole is made from it.
// The ranges and their sources: docs/decisions.md, "Issue 33: plausibility before any insole".
import type { TriangleMesh } from "../mesh";
import type { FootMeasurement, MeasuredPoint } from "./measure-foot";

/** A foot's length, mm: a toddler's first shoes (about 90) to the largest adult feet measured (about 330). */
export const FOOT_LENGTH_MM: readonly [number, number] = [90, 330];
/** Shares of the foot's length from the back of the heel. */
const HEEL_CENTRE_BEHIND = 0.25;
const HEADS_WITHIN: readonly [number, number] = [0.55, 0.8];
const TOE_TIP_BEYOND = 0.9;
/** Widths as shares of the length, and the heel against the ball. */
const BALL_WIDTH_SHARE: readonly [number, number] = [0.28, 0.5];
const HEEL_WIDTH_SHARE: readonly [number, number] = [0.16, 0.34];
const HEEL_OVER_BALL_MAX = 0.92;
/** Heights as shares of the length: a plantar landmark lies on the sole, the arch and the navicular within range. */
const ON_SOLE_SHARE = 0.06;
const ARCH_HEIGHT_MAX_SHARE = 0.12;
const NAVICULAR_SHARE: readonly [number, number] = [0.03, 0.25];
/** A standing foot's toes lie low (their top under this share of the length) and the ankle rises behind them. */
const TOES_TOP_MAX_SHARE = 0.2;
const ANKLE_OVER_TOES = 1.5;

const TURNED = "the scan seems turned the wrong way";
const CORRECT = "Flip it or mark the heel and the toe on the scan, or scan the foot again.";

const mm = (value: number) => `${Math.round(value * 10) / 10} mm`;

/**
 * The first anatomical rule the measured foot breaks, in words a clinician reads; undefined when it is plausible.
 * `negative`: the scan was a foam impression (its top is the foam's cut, not the dorsum: the height rules skip it).
 */
export function anatomyProblem(found: FootMeasurement, mesh: TriangleMesh, negative: boolean): string | undefined {
  const L = found.footLength;
  const { landmarks: p } = found;
  if (!(L >= FOOT_LENGTH_MM[0] && L <= FOOT_LENGTH_MM[1])) {
    return `The scan measures ${mm(L)} from heel to toe, outside a foot's ${FOOT_LENGTH_MM[0]} to ${FOOT_LENGTH_MM[1]} mm: check the scan's units, or scan the foot again.`;
  }
  const back = p.heelBack.y;
  const share = (point: MeasuredPoint) => (point.y - back) / L;
  const onSole = (point: MeasuredPoint) => point.z <= ON_SOLE_SHARE * L;
  if (share(p.heelCentre) > HEEL_CENTRE_BEHIND || !onSole(p.heelCentre)) {
    return `The heel was not found at the back of the sole (its centre ${mm(p.heelCentre.z)} above the ground): ${TURNED} (heel for toe, or upside down). ${CORRECT}`;
  }
  const heads = [
    p.firstMetatarsalHead,
    p.secondMetatarsalHead,
    p.thirdMetatarsalHead,
    p.fourthMetatarsalHead,
    p.fifthMetatarsalHead,
  ];
  const [from, to] = HEADS_WITHIN;
  if (heads.some((head) => share(head) < from || share(head) > to || !onSole(head))) {
    return `The ball of the foot was not found on the sole between ${Math.round(from * 100)}% and ${Math.round(to * 100)}% of the foot's length: ${TURNED}. ${CORRECT}`;
  }
  if (share(p.toeTip) < TOE_TIP_BEYOND) {
    return `The toes were not found at the front of the foot: ${TURNED} (heel for toe). ${CORRECT}`;
  }
  const ballShare = found.ballWidth / L;
  const heelShare = found.heelWidth / L;
  if (heelShare < HEEL_WIDTH_SHARE[0] || ballShare < BALL_WIDTH_SHARE[0]) {
    return `The foot measures ${mm(found.heelWidth)} across the heel and ${mm(found.ballWidth)} across the ball, narrower than a foot ${mm(L)} long: ${TURNED} (on its side). ${CORRECT}`;
  }
  if (heelShare > HEEL_WIDTH_SHARE[1] || ballShare > BALL_WIDTH_SHARE[1]) {
    return `The foot measures ${mm(found.heelWidth)} across the heel and ${mm(found.ballWidth)} across the ball, wider than a foot ${mm(L)} long: the scan holds more than the foot, or ${TURNED}. ${CORRECT}`;
  }
  if (found.heelWidth > HEEL_OVER_BALL_MAX * found.ballWidth) {
    return `The heel measures as wide as the ball of the foot (${mm(found.heelWidth)} and ${mm(found.ballWidth)}): ${TURNED} (heel for toe). ${CORRECT}`;
  }
  if (found.archHeight > ARCH_HEIGHT_MAX_SHARE * L) {
    return `The arch measures ${mm(found.archHeight)} high, more than any foot's: ${TURNED} (upside down). ${CORRECT}`;
  }
  const navicular = found.navicularHeight / L;
  if (navicular < NAVICULAR_SHARE[0] || navicular > NAVICULAR_SHARE[1]) {
    return `The navicular measures ${mm(found.navicularHeight)} high, outside a foot's range: ${TURNED}. ${CORRECT}`;
  }
  if (!negative) {
    const toes = topOver(mesh, back + 0.85 * L, back + L);
    const ankle = topOver(mesh, back + 0.1 * L, back + 0.4 * L);
    if (toes > TOES_TOP_MAX_SHARE * L || ankle < ANKLE_OVER_TOES * toes) {
      return `The toes stand ${mm(toes)} high and the ankle ${mm(ankle)}: a foot's toes lie low in front of the ankle, so ${TURNED} (upside down, or heel for toe). ${CORRECT}`;
    }
  }
  return undefined;
}

/** The highest z of the mesh's vertices with y in [from, to]. */
function topOver(mesh: TriangleMesh, from: number, to: number): number {
  const p = mesh.positions;
  let top = 0;
  for (let i = 0; i < p.length; i += 3) {
    const y = p[i + 1] as number;
    if (y >= from && y <= to && (p[i + 2] as number) > top) top = p[i + 2] as number;
  }
  return top;
}
