// Geometry of feet and insoles: triangle meshes in millimetres, Draco encode and decode, exports, and the
// synthetic foot generator. Nothing runs at import time (the Draco WASM modules load on first use).
export const MESH_UNITS = "mm" as const;

export {
  configureDraco,
  DracoDecodeError,
  type DracoWasm,
  decodeDraco,
  type EncodeOptions,
  encodeDraco,
} from "./draco";
export { boundingBox, type TriangleMesh, triangleCount, vertexCount } from "./mesh";
