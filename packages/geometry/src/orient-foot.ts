// A scan oriented by its anatomy and measured, or refused (issue 33 points 2 to 4): orientScan's frame is kept only
// when the foot measured in it is plausible (measure/plausibility.ts); otherwise the turns a capture is wrongly
// read in (heel for toe, upside down, on its side, and those together) are tried from it, and a plausible one is
// kept. The server's measuring and the insole generator (server and browser) all come through here with the same
// options, so no insole is ever made on a frame the measuring refused, and both read the same frame.
import { type FootMeasurement, measureFoot } from "./measure/measure-foot";
import { anatomyProblem } from "./measure/plausibility";
import type { TriangleMesh } from "./mesh";
import type { Vec3 } from "./orient/axes";
import { largestPart } from "./orient/components";
import { withoutFlatFaces } from "./orient/flat-faces";
import { openEndFrames } from "./orient/open-end";
import {
  type OrientCorrection,
  type OrientedScan,
  type OrientOptions,
  type OrientTransform,
  orientScan,
  toScanPoint,
} from "./orient/orient";

export interface OrientFootOptions {
  side: "left" | "right";
  /** A clinician's heel and toe (and way up), in the scan's coordinates. */
  correction?: OrientCorrection | undefined;
  /** Millimetres per scan unit when already found (stored with the scan's properties). */
  scale?: number | undefined;
  /** The foot length of the patient's shoe size, mm (units the anatomy cannot tell). */
  expectedLengthMm?: number | undefined;
}

export interface FootFound {
  ok: true;
  oriented: OrientedScan;
  measured: FootMeasurement;
  /** The heel, toe and way up of the frame kept, in the scan's coordinates: the same frame again, for a flip. */
  frame: Required<OrientCorrection>;
  /** The frame kept is not orientScan's first: the scan was turned by its anatomy. */
  turned: boolean;
  /** The correction the kept frame was found from (a turn's or the clinician's): given again, the same frame. */
  correction: OrientCorrection | undefined;
}

export interface FootRefused {
  ok: false;
  /** In words a clinician reads. */
  reason: string;
  /** The frame that was refused, when one was found: where a flip starts from. */
  frame?: Required<OrientCorrection>;
}

type Attempt = FootFound | (FootRefused & { oriented?: OrientedScan });

/** The scan's foot in its frame, measured; or why it cannot be (see the file's comment). */
export function orientFoot(mesh: TriangleMesh, options: OrientFootOptions): FootFound | FootRefused {
  const first = attempt(mesh, options);
  if (first.ok) return refinedScale(mesh, options, first);
  const { correction } = options;
  // A clinician's whole frame (a flip) is taken as given: its refusal is the answer.
  if (correction?.up) return refusal(first);
  // The turns of the refused frame, at its scale; then, with no clinician's heel and toe, the frames a capture's
  // open end (a leg's cut) gives, at the units each finds.
  const tries: OrientFootOptions[] = first.oriented
    ? turnsOf(first.oriented, correction !== undefined).map((turn) => ({
        ...options,
        correction: turn,
        scale: first.oriented?.transform.scale,
      }))
    : [];
  if (!correction) {
    for (const frame of openEndFrames(keptPart(mesh))) tries.push({ ...options, correction: frame });
  }
  const found: FootFound[] = [];
  for (const tried of tries) {
    const outcome = attempt(mesh, tried);
    if (outcome.ok) found.push({ ...outcome, turned: true });
  }
  // A side told by the shape that agrees with the label wins a tie: a turn upside down mirrors the foot.
  const best = found.find((f) => f.measured.sideAgrees) ?? found[0];
  return best ? refinedScale(mesh, options, best) : refusal(first);
}

function attempt(mesh: TriangleMesh, options: OrientFootOptions): Attempt {
  const orientOptions: OrientOptions = {
    side: options.side,
    correction: options.correction,
    scale: options.scale,
    expectedLengthMm: options.expectedLengthMm,
  };
  const oriented = orientScan(mesh, orientOptions);
  if (!oriented.ok) return { ok: false, reason: oriented.reason };
  const frame = frameOf(oriented);
  const measured = measureFoot(oriented.mesh, options.side);
  if (!measured.ok) return { ok: false, reason: measured.reason, oriented, frame };
  const problem = anatomyProblem(measured, oriented.mesh, oriented.negative);
  if (problem) return { ok: false, reason: problem, oriented, frame };
  return { ok: true, oriented, measured, frame, turned: false, correction: options.correction };
}

/** The part of the scan orientScan keeps (its flat faces and loose parts gone), where an open end is looked for. */
function keptPart(mesh: TriangleMesh): TriangleMesh {
  return largestPart(withoutFlatFaces(mesh)).mesh;
}

function refusal(attempted: Attempt): FootRefused {
  if (attempted.ok) throw new Error("refusal of a found foot");
  return attempted.frame ? { ok: false, reason: attempted.reason, frame: attempted.frame } : attempted;
}

/**
 * A scan scaled to the shoe size (no unit fitted) is measured once more at the scale its measured length gives:
 * the first scale was read on the whole capture, margins and all.
 */
function refinedScale(mesh: TriangleMesh, options: OrientFootOptions, found: FootFound): FootFound {
  const expected = options.expectedLengthMm;
  if (found.oriented.units !== "scaled" || options.scale || !expected) return found;
  const scale = (found.oriented.transform.scale * expected) / found.measured.footLength;
  const again = attempt(mesh, { ...options, correction: found.frame, scale });
  if (!again.ok) return found;
  return { ...again, oriented: { ...again.oriented, units: "scaled", unitsBy: "shoeSize" }, turned: found.turned };
}

/** The frame's heel (its origin), toe (the length along y) and up, in the scan's coordinates. */
function frameOf(oriented: OrientedScan): Required<OrientCorrection> {
  const { transform } = oriented;
  let length = 0;
  const p = oriented.mesh.positions;
  for (let i = 1; i < p.length; i += 3) length = Math.max(length, p[i] as number);
  return {
    heel: toScanPoint(transform, [0, 0, 0]),
    toe: toScanPoint(transform, [0, length, 0]),
    up: axisOf(transform, 2),
  };
}

/** Row k of the rotation: the frame's axis k in the scan's coordinates. */
function axisOf(transform: OrientTransform, k: 0 | 1 | 2): Vec3 {
  const r = transform.rotation;
  return [r[3 * k] as number, r[3 * k + 1] as number, r[3 * k + 2] as number];
}

const negated = (v: Vec3): Vec3 => [-v[0], -v[1], -v[2]];

/**
 * The turns a scan may have been read in wrongly, from the refused frame: heel for toe, upside down, both, and on
 * either side (each also heel for toe). With a clinician's heel and toe (`keepEnds`) only the way up is turned.
 */
function turnsOf(oriented: OrientedScan, keepEnds: boolean): Required<OrientCorrection>[] {
  const { heel, toe, up } = frameOf(oriented);
  const across = axisOf(oriented.transform, 0);
  const ups = [up, negated(up), across, negated(across)];
  const turns: Required<OrientCorrection>[] = [];
  for (const [index, way] of ups.entries()) {
    if (index > 0) turns.push({ heel, toe, up: way });
    if (!keepEnds) turns.push({ heel: toe, toe: heel, up: way });
  }
  return turns;
}

/** The frame a clinician's flip asks for, from the frame the scan is read in now. */
export function flippedFrame(
  frame: Required<OrientCorrection>,
  flip: "heelToe" | "soleTop",
): Required<OrientCorrection> {
  return flip === "heelToe"
    ? { heel: frame.toe, toe: frame.heel, up: frame.up }
    : { heel: frame.heel, toe: frame.toe, up: negated(frame.up) };
}
