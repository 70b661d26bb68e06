// The properties of a scan (GET /biometric/scans/properties/{scanID}), made once at complete_upload from the
// decoded mesh and the scanner's measurements. The scanner's figures win where it sent them (it knows its own
// landmarks); otherwise the server measures the mesh itself, in the foot's frame where orientScan finds it (any
// turn, tilt or units) and as it is otherwise (z up, the plantar surface on the xy plane): the foot's length runs
// along the longer of x and y, ball width is the foot's greatest width and heel width the width of the narrower
// end's cross-section at 15% of the length. Landmarks, arch and navicular heights the scanner did not send are estimated from the mesh
// (@solerx/geometry estimateLandmarks) once it is oriented into the foot's frame (orientScan: any turn, tilt or
// units), and given back in the scan's own coordinates.

import type { ScanSubtype } from "@solerx/domain/common";
import type { FootLandmarks, ScanMeasurements, ScanProperties } from "@solerx/domain/scan";
import {
  boundingBox,
  estimateLandmarks,
  type LandmarkPoint,
  type OrientTransform,
  orientScan,
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

/** A landmark of the oriented foot as [x, y, z] in the scan's coordinates, to 0.1 mm as scanners send theirs. */
function inScan(transform: OrientTransform, p: LandmarkPoint): [number, number, number] {
  const step = 0.1 / transform.scale;
  const [x, y, z] = toScanPoint(transform, [p.x, p.y, p.z]).map((v) => Math.round(v / step) * step + 0);
  return [x ?? 0, y ?? 0, z ?? 0];
}

/**
 * The landmarks and heights the scanner did not send, estimated from the mesh (@solerx/geometry
 * estimateLandmarks) once orientScan has put it in the foot's frame (x across, y heel to toe, z up, mm). A mesh
 * that could not be oriented (not a foot: orientScan says why) gets none.
 */
function estimated(oriented: ReturnType<typeof orientScan>, side: "left" | "right") {
  if (!oriented.ok) return undefined;
  const found = estimateLandmarks(oriented.mesh, side);
  if (!found) return undefined;
  const { transform } = oriented;
  const landmarks: FootLandmarks = {
    heelCentre: inScan(transform, found.heelCentre),
    firstMetatarsalHead: inScan(transform, found.firstMetatarsalHead),
    fifthMetatarsalHead: inScan(transform, found.fifthMetatarsalHead),
    navicular: inScan(transform, found.navicular),
  };
  return { landmarks, archHeight: round(found.archHeight), navicularHeight: round(found.navicularHeight) };
}

export function scanProperties(
  scan: { measurementID: string; subtype: ScanSubtype; scanner: ScanMeasurements | undefined },
  mesh: TriangleMesh,
  fileSize: number,
): ScanProperties {
  const box = boundingBox(mesh);
  const { scanner } = scan;
  const complete = scanner?.landmarks && scanner.archHeight !== undefined && scanner.navicularHeight !== undefined;
  const side = scan.subtype === "SCAN_SUBTYPE_FLAT_LEFT_FOOT" ? "left" : "right";
  // Oriented once, for the measurements and the landmarks the scanner did not send.
  const oriented = complete ? undefined : orientScan(mesh, { side });
  const measured = scanner ?? measureMesh(oriented?.ok ? oriented.mesh : mesh);
  const estimate = oriented && estimated(oriented, side);
  return {
    measurementID: scan.measurementID,
    subtype: scan.subtype,
    units: "mm",
    source: scanner ? "SCANNER" : "SERVER",
    footLength: measured.footLength,
    ballWidth: measured.ballWidth,
    heelWidth: measured.heelWidth,
    archHeight: scanner?.archHeight ?? estimate?.archHeight ?? null,
    navicularHeight: scanner?.navicularHeight ?? estimate?.navicularHeight ?? null,
    landmarks: scanner?.landmarks ?? estimate?.landmarks ?? {},
    mesh: {
      vertexCount: vertexCount(mesh),
      triangleCount: triangleCount(mesh),
      boundingBox: { min: box.min, max: box.max },
    },
    fileSize,
  };
}
