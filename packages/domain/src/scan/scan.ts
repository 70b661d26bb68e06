// Scans, surface models, scan upload and the local scanner agent's devices and scan request (spec 000 §3 "Scan",
// "Scanner device", §4 "Scanner agent", §7 "Biometric and scan upload", "Local scanner agent").
import { z } from "zod";
import { Product, ScannerType, ScanSubtype, SurfaceEncoding } from "../common";
import { Id } from "../store";

/**
 * The format of an uploaded scan file (issue 33): Draco (drc, what SoleRx's own scanners send), STL (binary or
 * ASCII), OBJ or PLY (ascii or binary). The server reads the file in its format and stores every scan as Draco.
 */
export const ScanFileFormat = z.enum(["drc", "stl", "obj", "ply"]);
export type ScanFileFormat = z.infer<typeof ScanFileFormat>;

/**
 * What a scan was taken with. scanMode is kept as sent (any case, hyphens or underscores): readers pass it
 * through normaliseScanMode, which ignores values it does not accept. format is the uploaded file's, present when
 * it was not Draco (absent: drc); the stored file is Draco whatever it says.
 */
export const ScanMeta = z.looseObject({
  scanMode: z.string(),
  product: Product,
  scannerType: ScannerType,
  format: ScanFileFormat.optional(),
});
export type ScanMeta = z.infer<typeof ScanMeta>;

/**
 * A point in the scan's coordinates, millimetres: [x, y, z]. Checked as an array of three numbers rather than a
 * zod tuple: zod's tuple code would travel in the web app's first download (every zod feature any screen uses
 * does, since zod's schemas are one module) and cost it 0.8 KB of its 200 KB.
 */
export const Point3 = z.array(z.number()).length(3) as unknown as z.ZodType<[number, number, number]>;
export type Point3 = [number, number, number];

/**
 * Where the foot lies in a scan, in its own coordinates: the back of the heel, the tip of the longest toe and,
 * when known, the way up from the sole (a direction).
 */
export const OrientationCorrection = z.object({ heel: Point3, toe: Point3, up: Point3.optional() });
export type OrientationCorrection = z.infer<typeof OrientationCorrection>;

/** A clinician putting a scan's orientation right (PATCH .../orientation): a flip, or the heel and the toe marked. */
export const OrientationRequest = z.union([
  z.object({ flip: z.enum(["heelToe", "soleTop"]) }).strict(),
  z.object({ heel: Point3, toe: Point3 }).strict(),
]);
export type OrientationRequest = z.infer<typeof OrientationRequest>;

export const SCAN_COORDINATE_UNITS = ["mm", "cm", "in", "m", "scaled"] as const;
export const ScanCoordinateUnits = z.enum(SCAN_COORDINATE_UNITS);

/** A length in millimetres. */
const Millimetres = z.number().min(0).max(1000);

/**
 * The anatomical landmarks of a foot (issue 19 point 2), in the scan's own coordinates: the names of
 * @solerx/geometry's synthetic feet and of its estimator, so the mock scanner passes its ground truth as it is.
 * footAxis is the distal point of the foot's axis (the axis runs from heelCentre through it, between the second
 * and third metatarsal heads); sulcus is the toe crease on that axis; heelSpur is the plantar point under the
 * calcaneal tubercle where a spur pad is centred.
 */
export const LANDMARK_NAMES = [
  "heelCentre",
  "heelBack",
  "heelSpur",
  "footAxis",
  "firstMetatarsalHead",
  "secondMetatarsalHead",
  "thirdMetatarsalHead",
  "fourthMetatarsalHead",
  "fifthMetatarsalHead",
  "fifthMetatarsalBase",
  "navicular",
  "archApex",
  "sulcus",
  "halluxTip",
  "fifthToeTip",
  "toeTip",
] as const;
export type LandmarkName = (typeof LANDMARK_NAMES)[number];

/** Each landmark optional (a scanner reports those it finds). */
export const FootLandmarks = z.object(
  Object.fromEntries(LANDMARK_NAMES.map((name) => [name, Point3.optional()])) as Record<
    LandmarkName,
    z.ZodOptional<typeof Point3>
  >,
);
export type FootLandmarks = z.infer<typeof FootLandmarks>;

/** Who placed a landmark: the scanner (sent with the upload), the server's estimator, or a clinician (issue 20). */
export const LandmarkSource = z.enum(["SCANNER", "SERVER", "CLINICIAN"]);
export type LandmarkSource = z.infer<typeof LandmarkSource>;

/** Each landmark's source, for the landmarks a scan's properties hold. */
export const LandmarkSources = z.object(
  Object.fromEntries(LANDMARK_NAMES.map((name) => [name, LandmarkSource.optional()])) as Record<
    LandmarkName,
    z.ZodOptional<typeof LandmarkSource>
  >,
);
export type LandmarkSources = z.infer<typeof LandmarkSources>;

/**
 * The foot's measurements as the scanner (the agent) reports them in the upload's metaData, millimetres. The
 * spec does not show their shape; these are the measurements the prescription needs (issue 10).
 */
export const ScanMeasurements = z.object({
  footLength: Millimetres,
  ballWidth: Millimetres,
  heelWidth: Millimetres,
  archHeight: Millimetres.optional(),
  navicularHeight: Millimetres.optional(),
  landmarks: FootLandmarks.optional(),
});
export type ScanMeasurements = z.infer<typeof ScanMeasurements>;

/**
 * metaData of POST /agent/scans/file/upload_url: what the scan was taken with, the format of the file that will
 * be PUT and, optionally, the scanner's measurements. scanMode is kept as sent (readers normalise it), up to 40
 * characters.
 */
export const UploadMetaData = z.object({
  scanMode: z.string().trim().min(1).max(40),
  product: Product,
  scannerType: ScannerType,
  /**
   * The file's format: drc (Draco) when absent. complete_upload reads the file in it (a file of another format is
   * refused as not a valid mesh of this one) and stores the scan as Draco; the scan's meta keeps it when not drc.
   */
  format: ScanFileFormat.optional(),
  measurements: ScanMeasurements.optional(),
});
export type UploadMetaData = z.infer<typeof UploadMetaData>;

/** One scan of a session, as GET /biometric/scans/{sessionID}/getScans lists them, oldest first. */
export const Scan = z.looseObject({
  measurementID: Id,
  subtype: ScanSubtype,
  isComplete: z.boolean(),
  meta: ScanMeta,
  createdAt: z.iso.datetime({ offset: true }).optional(),
  /** When complete_upload accepted the file; null while the upload is not complete. */
  completedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type Scan = z.infer<typeof Scan>;
export const ScanList = z.array(Scan);

/** The encoding query: any case ("stl", "STL"), DRACO when absent. */
const EncodingParam = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
  SurfaceEncoding,
);

/** GET .../get3DScanSurfaceModel?encoding: the model as base64 in the asked encoding (draco by default). */
export const SurfaceModelQuery = z.object({ encoding: EncodingParam.default("DRACO") });
export const SurfaceModel = z.object({ data: z.base64(), encoding: SurfaceEncoding });
export type SurfaceModel = z.infer<typeof SurfaceModel>;

/**
 * GET /biometric/scans/properties/{scanID}: the scan's measurements (millimetres). footLength, ballWidth,
 * heelWidth and archHeight are the scanner's when it sent them in metaData (source SCANNER), otherwise the
 * server's own, computed from the mesh at complete_upload (source SERVER). Landmarks and the arch and navicular
 * heights a scanner did not send are estimated from the mesh in any pose (null and absent when it cannot be
 * measured, with the reason in `unmeasurable`); a scanner's landmarks are kept as sent.
 * The mesh figures are always the server's.
 */
export const ScanProperties = z.object({
  measurementID: Id,
  subtype: ScanSubtype,
  units: z.literal("mm"),
  source: z.enum(["SCANNER", "SERVER"]),
  footLength: z.number(),
  ballWidth: z.number(),
  heelWidth: z.number(),
  archHeight: z.number().nullable(),
  navicularHeight: z.number().nullable(),
  /**
   * Cavanagh and Rodgers' arch index of the footprint (the middle third's share of its area without the toes),
   * the server's; null when the scan could not be measured. Absent on scans stored before issue 19.
   */
  archIndex: z.number().nullable().optional(),
  landmarks: FootLandmarks,
  /** Where each landmark in `landmarks` comes from. Absent on scans stored before issue 19. */
  landmarkSources: LandmarkSources.optional(),
  /**
   * Why the server could not measure the scan (not a foot, no sole, …), in words a clinician reads; null when it
   * measured it or the scanner sent every figure. Absent on scans stored before issue 19.
   */
  unmeasurable: z.string().nullable().optional(),
  /**
   * When the foot's shape says the other side than the scan is labelled with (its first metatarsal head lies
   * behind its fifth), the words a clinician reads; null when they agree or the scan could not be measured.
   * Absent on scans stored before issue 19.
   */
  sideMismatch: z.string().nullable().optional(),
  /**
   * The units of the scan's own coordinates, its mesh's and its `landmarks`' (issue 33 point 6): mm, cm, in or m,
   * or "scaled" when none fitted and the patient's shoe size gave the scale; `mmPerUnit` millimetres per unit. The
   * figures (footLength, widths, heights) are always millimetres. Absent on scans stored before issue 33 (mm).
   */
  coordinateUnits: ScanCoordinateUnits.optional(),
  mmPerUnit: z.number().positive().optional(),
  /** Which units were assumed and from what, when not millimetres, in words a clinician reads; else null. */
  unitsNote: z.string().nullable().optional(),
  /** The length against the patient's recorded shoe size, past 15 % apart, in words a clinician reads; else null. */
  lengthWarning: z.string().nullable().optional(),
  /**
   * How the scan was turned into the foot's frame: by its anatomy as it came, turned by its anatomy (it was read
   * heel for toe, upside down or on its side), or by the clinician (a flip, or the heel and the toe marked); the
   * correction is what the frame was found from, given again wherever the scan is read (the insole).
   */
  orientation: z
    .object({ by: z.enum(["anatomy", "turned", "clinician"]), correction: OrientationCorrection.nullable() })
    .optional(),
  mesh: z.object({
    vertexCount: z.number().int(),
    triangleCount: z.number().int(),
    boundingBox: z.object({ min: Point3, max: Point3 }),
  }),
  /** Size of the stored Draco file, bytes: the uploaded file when it was Draco, the server's encoding otherwise. */
  fileSize: z.number().int(),
});
export type ScanProperties = z.infer<typeof ScanProperties>;

/**
 * How a stored scan is read again as its measuring read it (the insole generator, on the server and in the
 * browser): the correction its frame was found from, when it was turned, and its units' scale; `measured` when its
 * measuring found that frame's foot plausible (issue 33), so the same frame needs no second check. A scan stored
 * before issue 33 has none of these: its reader checks the foot itself.
 */
export function readAgainAs(properties: Pick<ScanProperties, "orientation" | "mmPerUnit"> | undefined): {
  correction?: OrientationCorrection;
  scale?: number;
} {
  const correction = properties?.orientation?.by === "anatomy" ? null : properties?.orientation?.correction;
  return {
    ...(correction ? { correction } : {}),
    ...(properties?.mmPerUnit ? { scale: properties.mmPerUnit } : {}),
  };
}

/** POST /agent/scans/file/upload_url: registers a scan of a session and asks where to PUT its file. */
export const UploadUrlRequest = z.object({ session_id: Id, subtype: ScanSubtype, metaData: UploadMetaData });
export type UploadUrlRequest = z.infer<typeof UploadUrlRequest>;

/**
 * GET /biometric/scans/file/upload_url: the same registration for the web app's mock scans, as a query
 * (metaData's fields flattened; scannerType MOCK_SCANNER unless given).
 */
export const BiometricUploadUrlQuery = z.object({
  session_id: Id,
  subtype: ScanSubtype,
  scanMode: UploadMetaData.shape.scanMode.default("semi-weighted"),
  product: Product.default("INSOLE"),
  scannerType: ScannerType.default("MOCK_SCANNER"),
  /** The file's format, as metaData's format, in any case ("STL", "stl"): drc (Draco) unless given. */
  format: z
    .preprocess((value) => (typeof value === "string" ? value.trim().toLowerCase() : value), ScanFileFormat)
    .default("drc"),
});
export type BiometricUploadUrlQuery = z.infer<typeof BiometricUploadUrlQuery>;

/**
 * Answer of both upload_url calls: the new scan's measurementID and where to send its file (in the format the
 * call named, Draco by default): one PUT of the bytes to `url` (Content-Type application/octet-stream), before
 * `expiresAt`, at most `maxBytes`; then PATCH /agent/scans/file/{measurementID}/complete_upload.
 */
export const UploadUrlResponse = z.object({
  measurementID: Id,
  url: z.url(),
  method: z.literal("PUT"),
  expiresAt: z.iso.datetime({ offset: true }),
  maxBytes: z.number().int(),
});
export type UploadUrlResponse = z.infer<typeof UploadUrlResponse>;

/** Path of the calls on one scan: …/{scanID}/get3DScanSurfaceModel, /biometric/scans/properties/{scanID}. */
export const ScanParams = z.object({ scanID: Id });
/** Path of the calls on one scan by its measurement id (the same id): complete_upload, …/{measurementID}/download. */
export const MeasurementParams = z.object({ measurementID: Id });

/** PATCH …/complete_upload: the scan, now complete. */
export const CompleteUploadResponse = Scan;
export type CompleteUploadResponse = z.infer<typeof CompleteUploadResponse>;

/** GET /biometric/scans/{measurementID}/download: a short-lived address of the scan's Draco file (GET it). */
export const ScanDownloadResponse = z.object({
  measurementID: Id,
  url: z.url(),
  expiresAt: z.iso.datetime({ offset: true }),
  size: z.number().int(),
});
export type ScanDownloadResponse = z.infer<typeof ScanDownloadResponse>;

/** A scanner as the local agent reports it. */
export const ScannerDevice = z.looseObject({
  id: z.string(),
  name: z.string(),
  model: z.string(),
  model_id: z.string(),
  serial: z.string(),
  firmware: z.string(),
  state: z.string(),
  type: z.string(),
  version: z.string(),
});
export type ScannerDevice = z.infer<typeof ScannerDevice>;

/** Body of POST /hpagent/api/v1/scanner/{id}/scan (see scan/scan-mode for scan_mode, body_part and name). */
export const AgentScanRequest = z.object({
  session_id: Id,
  name: z.enum(["leftscan", "rightscan"]),
  scan_mode: z.enum(["SEMI_WEIGHTED", "WEIGHTED", "FOAMBOX"]),
  body_part: z.enum(["FOOT", "FOOT_AND_ANKLE"]),
  /** The spec sends INSOLE; an ankle-foot orthosis chosen in Scan settings travels as AFO (docs/decisions.md). */
  product: z.enum(["INSOLE", "AFO"]),
  foot: z.enum(["LEFT", "RIGHT"]),
  side: z.literal("BOTH"),
  location_id: Id,
});
export type AgentScanRequest = z.infer<typeof AgentScanRequest>;

/** States of the browser's connection to the scanner agent. */
export const AGENT_STATUSES = [
  "disconnected",
  "connecting",
  "opened",
  "session creation",
  "session created",
  "session failed",
  "error",
  "detached",
] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** Mock scan sample files, per foot (spec 000 §7 "Other"). */
export function mockScanSamplePath(foot: "left" | "right"): string {
  return `/assets/mockscans/${foot}scan.drc`;
}
