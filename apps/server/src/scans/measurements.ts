// The properties of a scan (GET /biometric/scans/properties/{scanID}), made once at complete_upload from the
// decoded mesh and the scanner's measurements. The scanner's figures and landmarks win where it sent them (it
// knows its own landmarks); otherwise the server measures the mesh itself (@solerx/geometry orientScan, then
// measureFoot in the foot's frame: any turn, tilt or units), each landmark given back in the scan's own
// coordinates with its source. A mesh the server cannot measure (not a foot) says why in `unmeasurable`; its
// figures are then read as it lies (z up, the plantar surface on the xy plane): the length along the longer of x
// and y, ball width the greatest width and heel width the narrower end's cross-section at 15% of the length.

import type { ScanSubtype } from "@solerx/domain/common";
import {
  type FootLandmarks,
  LANDMARK_NAMES,
  type LandmarkSources,
  type OrientationCorrection,
  type ScanMeasurements,
  type ScanProperties,
} from "@solerx/domain/scan";
import {
  boundingBox,
  type MeasuredPoint,
  type OrientTransform,
  orientFoot,
  type ScanUnits,
  type TriangleMesh,
  toScanPoint,
  triangleCount,
  vertexCount,
} from "@solerx/geometry";

/** Where the heel-width section sits from each end, as a fraction of the foot length. */
const HEEL_SECTION_AT = 0.15;

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Width (extent along `across`) of the mesh's cross-section by the plane `along` = at: where its triangles' edges
 * cross the plane (and vertices on it), so coarse meshes measure as well as dense scans.
 */
function sectionWidth(mesh: TriangleMesh, along: number, across: number, at: number): number {
  let min = Infinity;
  let max = -Infinity;
  const p = mesh.positions;
  const t = mesh.indices;
  const take = (value: number) => {
    if (value < min) min = value;
    if (value > max) max = value;
  };
  for (let i = 0; i < t.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const a = (t[i + k] as number) * 3;
      const b = (t[i + ((k + 1) % 3)] as number) * 3;
      const da = (p[a + along] as number) - at;
      const db = (p[b + along] as number) - at;
      if (da === 0) take(p[a + across] as number);
      if ((da < 0 && db > 0) || (da > 0 && db < 0)) {
        const f = da / (da - db);
        take((p[a + across] as number) + f * ((p[b + across] as number) - (p[a + across] as number)));
      }
    }
  }
  return max >= min ? max - min : 0;
}

/** Foot length, ball width and heel width of a mesh, millimetres (see the file's comment for the method). */
export function measureMesh(mesh: TriangleMesh): { footLength: number; ballWidth: number; heelWidth: number } {
  const { min, max } = boundingBox(mesh);
  const extentX = max[0] - min[0];
  const extentY = max[1] - min[1];
  const along = extentX >= extentY ? 0 : 1;
  const across = along === 0 ? 1 : 0;
  const length = Math.max(extentX, extentY);
  const start = min[along] as number;
  const end = max[along] as number;
  const nearStart = sectionWidth(mesh, along, across, start + length * HEEL_SECTION_AT);
  const nearEnd = sectionWidth(mesh, along, across, end - length * HEEL_SECTION_AT);
  return {
    footLength: round(length),
    ballWidth: round(Math.min(extentX, extentY)),
    heelWidth: round(Math.min(nearStart, nearEnd)),
  };
}

/** A mesh the server accepts as a scan: at least one triangle and only finite coordinates. */
export function isUsableMesh(mesh: TriangleMesh): boolean {
  if (triangleCount(mesh) < 1 || vertexCount(mesh) < 3) return false;
  for (const value of mesh.positions) if (!Number.isFinite(value)) return false;
  return true;
}

/** A point of the oriented foot as [x, y, z] in the scan's coordinates, to 0.1 mm as scanners send theirs. */
function inScan(transform: OrientTransform, p: MeasuredPoint): [number, number, number] {
  const step = 0.1 / transform.scale;
  const [x, y, z] = toScanPoint(transform, [p.x, p.y, p.z]).map((v) => Math.round(v / step) * step + 0);
  return [x ?? 0, y ?? 0, z ?? 0];
}

/** A scan whose shape is the other foot's: said on the scan, so the clinician rescans or relabels it. */
const sideMismatch = (labelled: "left" | "right") =>
  `This scan is labelled as the ${labelled} foot, but its shape is a ${labelled === "left" ? "right" : "left"} foot's: check the side before prescribing.`;

/** The patient's recorded shoe size for the scan's foot: the foot length it holds, and its words ("US MEN'S 10"). */
export interface ShoeOfFoot {
  footLengthMm: number;
  label: string;
}

/** How the scan is to be oriented: a clinician's correction, kept with its properties (the PATCH .../orientation). */
export interface OrientationInput {
  correction: OrientationCorrection | undefined;
  byClinician: boolean;
}

/** The length against the shoe size is said past this share apart (issue 33 point 3). */
const SHOE_LENGTH_TOLERANCE = 0.15;

/**
 * The server's measuring of a mesh: oriented into the foot's frame by its anatomy (orientFoot: any turn, tilt or
 * units, the frame checked by the foot it gives), the landmarks given back in the scan's own coordinates; or why
 * it cannot be.
 */
function measured(mesh: TriangleMesh, side: "left" | "right", orientation: OrientationInput, shoe?: ShoeOfFoot) {
  // No wall-clock budget here: a busy machine must not refuse a sound scan (the scan job's own time limit, in the
  // worker pool, stops a runaway one and the upload can be completed again).
  const found = orientFoot(mesh, {
    side,
    correction: orientation.correction,
    expectedLengthMm: shoe?.footLengthMm,
  });
  if (!found.ok) return found;
  const { oriented, measured: foot } = found;
  const landmarks = Object.fromEntries(
    LANDMARK_NAMES.map((name) => [name, inScan(oriented.transform, foot.landmarks[name])]),
  ) as Required<FootLandmarks>;
  return {
    ok: true as const,
    footLength: round(foot.footLength),
    ballWidth: round(foot.ballWidth),
    heelWidth: round(foot.heelWidth),
    archHeight: round(foot.archHeight),
    navicularHeight: round(foot.navicularHeight),
    archIndex: Math.round(foot.archIndex * 1000) / 1000,
    sideAgrees: foot.sideAgrees,
    landmarks,
    units: oriented.units,
    unitsBy: oriented.unitsBy,
    mmPerUnit: oriented.transform.scale,
    turned: found.turned,
    correction: found.correction,
  };
}

const UNIT_WORDS: Record<ScanUnits, string> = {
  mm: "millimetres",
  cm: "centimetres",
  in: "inches",
  m: "metres",
  scaled: "unknown units",
};

/** Which units were assumed and from what, when not plain millimetres. */
function unitsNote(
  units: ScanUnits,
  by: "anatomy" | "shoeSize" | "given",
  shoe: ShoeOfFoot | undefined,
): string | null {
  if (units === "mm" && by !== "shoeSize") return null;
  const size = shoe ? ` (${shoe.label}, a foot of about ${Math.round(shoe.footLengthMm)} mm)` : "";
  if (units === "scaled") {
    return `The scan's units are unknown: it was scaled to the patient's recorded shoe size${size}, so its length follows the shoe size. Check the foot's length before prescribing.`;
  }
  if (by === "shoeSize") {
    return `The scan's units could not be told from the foot alone: they were taken as ${UNIT_WORDS[units]} from the patient's recorded shoe size${size}. Check the foot's length.`;
  }
  return `The scan's coordinates are in ${UNIT_WORDS[units]} (told from the foot's length); its figures are given in millimetres.`;
}

/** The measured length against the shoe size's, past SHOE_LENGTH_TOLERANCE apart. */
function lengthWarning(footLength: number, shoe: ShoeOfFoot | undefined): string | null {
  if (!shoe) return null;
  const apart = footLength / shoe.footLengthMm - 1;
  if (Math.abs(apart) <= SHOE_LENGTH_TOLERANCE) return null;
  return `The foot measures ${Math.round(footLength)} mm, ${Math.round(Math.abs(apart) * 100)}% ${apart < 0 ? "shorter" : "longer"} than the patient's recorded shoe size holds (${shoe.label}, about ${Math.round(shoe.footLengthMm)} mm): check the shoe size or the scan.`;
}

export function scanProperties(
  scan: {
    measurementID: string;
    subtype: ScanSubtype;
    scanner: ScanMeasurements | undefined;
    /** A clinician's correction of the orientation (PATCH .../orientation); none at upload. */
    orientation?: OrientationInput | undefined;
    shoe?: ShoeOfFoot | undefined;
  },
  mesh: TriangleMesh,
  fileSize: number,
): ScanProperties {
  const box = boundingBox(mesh);
  const { scanner, shoe } = scan;
  const orientation = scan.orientation ?? { correction: undefined, byClinician: false };
  const side = scan.subtype === "SCAN_SUBTYPE_FLAT_LEFT_FOOT" ? "left" : "right";
  const server = measured(mesh, side, orientation, shoe);
  const estimate = server.ok ? server : undefined;
  const figures = scanner ?? estimate ?? measureMesh(mesh);
  // The scanner's landmarks are kept as sent; the server's fill the ones it did not send.
  const landmarks: FootLandmarks = {};
  const landmarkSources: LandmarkSources = {};
  for (const name of LANDMARK_NAMES) {
    const sent = scanner?.landmarks?.[name];
    const point = sent ?? estimate?.landmarks[name];
    if (!point) continue;
    landmarks[name] = point;
    landmarkSources[name] = sent ? "SCANNER" : "SERVER";
  }
  return {
    measurementID: scan.measurementID,
    subtype: scan.subtype,
    units: "mm",
    source: scanner ? "SCANNER" : "SERVER",
    footLength: figures.footLength,
    ballWidth: figures.ballWidth,
    heelWidth: figures.heelWidth,
    archHeight: scanner?.archHeight ?? estimate?.archHeight ?? null,
    navicularHeight: scanner?.navicularHeight ?? estimate?.navicularHeight ?? null,
    archIndex: estimate?.archIndex ?? null,
    landmarks,
    landmarkSources,
    unmeasurable: server.ok ? null : server.reason,
    sideMismatch: server.ok && !server.sideAgrees ? sideMismatch(side) : null,
    ...(server.ok
      ? {
          coordinateUnits: server.units,
          mmPerUnit: server.mmPerUnit,
          unitsNote: unitsNote(server.units, server.unitsBy, shoe),
          lengthWarning: server.unitsBy === "shoeSize" ? null : lengthWarning(server.footLength, shoe),
        }
      : { unitsNote: null, lengthWarning: null }),
    orientation: {
      by: orientation.byClinician ? "clinician" : server.ok && server.turned ? "turned" : "anatomy",
      correction: (server.ok ? server.correction : orientation.correction) ?? null,
    },
    mesh: {
      vertexCount: vertexCount(mesh),
      triangleCount: triangleCount(mesh),
      boundingBox: { min: box.min, max: box.max },
    },
    fileSize,
  };
}
