// Geometry of feet and insoles: triangle meshes in millimetres, Draco encode and decode, exports, STL, OBJ and PLY
// scan files read (formats/), the synthetic foot generator, any scan oriented into the foot's frame, the plantar
// outline of a foot scan, and its measurements and landmarks (measure/). Nothing runs at import time (the Draco
// WASM modules load on first use).
export const MESH_UNITS = "mm" as const;

export { decodeScan } from "./decode-scan";
export {
  configureDraco,
  DracoDecodeError,
  type DracoWasm,
  decodeDraco,
  type EncodeOptions,
  encodeDraco,
  loadDracoDecoder,
} from "./draco";
export { type DracoCounts, dracoCounts } from "./draco-header";
export {
  encodeSurface,
  fromRaw,
  parseSurfaceEncoding,
  type SurfaceEncoding,
  toObj,
  toRaw,
  toStl,
} from "./export";
export {
  type FootLandmarks,
  type FootMeasurements,
  generateFoot,
  type Point3,
  type SyntheticFoot,
} from "./foot/generate";
export { type FootOptions, type FootShape, type FootSide, TOE_SHAPES, type ToeShape } from "./foot/params";
export { type Random, seededRandom } from "./foot/random";
export { footLengthMm } from "./foot/shoe-size";
export {
  MESH_FILE_LIMITS,
  MeshFileError,
  type MeshFileFormat,
  type MeshFileLimits,
  type MeshFileRefusal,
} from "./formats/mesh-file-error";
export { parseMeshFile } from "./formats/parse-mesh-file";
export { cellX, cellY, emptyGrid, gridLike, type HeightGrid, sampleGrid } from "./height-field/height-grid";
export { type PlantarFieldOptions, plantarHeightField } from "./height-field/plantar-height-field";
export { MAX_GRID_CELLS } from "./height-field/rasterise";
export { generateInsole } from "./insole/generate-insole";
export { INSOLE_MEDIA_TYPES, type InsoleFormat, insoleFile } from "./insole/insole-files";
export type {
  FramePoint,
  InsoleFields,
  InsoleInput,
  InsoleLandmarks,
  InsoleResult,
  InsoleZone,
} from "./insole/insole-model";
export {
  frameLandmarks,
  GENERATOR_FAILED,
  type InsoleOnScan,
  insoleOnScan,
  type Prepared,
  type PreparedScan,
  prepareScan,
  type ScanOrientation,
} from "./insole/insole-of-scan";
export { InsoleSolidError } from "./insole/solid";
export { configureManifold, liveHandles as liveManifoldHandles, loadManifold } from "./insole/wasm";
export { CONTACT_MM } from "./measure/footprint";
export {
  type FootMeasurement,
  type MeasuredPoint,
  measureFoot,
  type Unmeasurable,
} from "./measure/measure-foot";
export { anatomyProblem, FOOT_LENGTH_MM } from "./measure/plausibility";
export { boundingBox, type TriangleMesh, triangleCount, vertexCount } from "./mesh";
export { checkManifold, type ManifoldReport, openEdges } from "./mesh-check";
export { toFramePoint } from "./orient/frame-point";
export {
  MAX_SCAN_TRIANGLES,
  type OrientCorrection,
  type OrientedScan,
  type OrientOptions,
  type OrientRefusal,
  type OrientTransform,
  orientScan,
  type ScanUnits,
  toScanPoint,
} from "./orient/orient";
export { type FootFound, type FootRefused, flippedFrame, type OrientFootOptions, orientFoot } from "./orient-foot";
export { type PlantarOutlineOptions, type Point2, plantarOutline, polygonArea } from "./plantar-outline";
export { weldMesh } from "./weld";
