// Draco encode and decode of triangle meshes on the draco3d WASM modules. The modules are instantiated once, on
// first use (never at import time), and every Draco object created here is destroyed: WASM memory is not
// garbage-collected. decodeDraco is what the server uses to refuse corrupt uploads, so any input must end in a
// TriangleMesh or a DracoDecodeError, never a crash.
import type { DecoderModule, EncoderModule } from "draco3d";
import type { TriangleMesh } from "./mesh";

/** Thrown by decodeDraco for bytes that are not a Draco-encoded triangle mesh. */
export class DracoDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DracoDecodeError";
  }
}

/**
 * Where the WASM binaries come from. In Node draco3d reads them from its own folder; a browser (or worker) passes
 * the bytes, e.g. fetched from the app's assets, before the first call.
 */
export interface DracoWasm {
  decoderWasm?: ArrayBuffer | Uint8Array;
  encoderWasm?: ArrayBuffer | Uint8Array;
}

let wasm: DracoWasm = {};
let decoderModule: Promise<DecoderModule> | undefined;
let encoderModule: Promise<EncoderModule> | undefined;

/** Sets the WASM binaries for environments without a file system; takes effect for modules not loaded yet. */
export function configureDraco(options: DracoWasm): void {
  wasm = { ...wasm, ...options };
}

function moduleOptions(binary: ArrayBuffer | Uint8Array | undefined): Record<string, unknown> {
  return binary === undefined ? {} : { wasmBinary: binary };
}

function loadDecoder(): Promise<DecoderModule> {
  if (decoderModule === undefined) {
    decoderModule = import("draco3d").then((draco3d) =>
      (draco3d.default ?? draco3d).createDecoderModule(moduleOptions(wasm.decoderWasm)),
    );
    // A failed load is not cached: the next call tries again.
    decoderModule.catch(() => {
      decoderModule = undefined;
    });
  }
  return decoderModule;
}

function loadEncoder(): Promise<EncoderModule> {
  if (encoderModule === undefined) {
    encoderModule = import("draco3d").then((draco3d) =>
      (draco3d.default ?? draco3d).createEncoderModule(moduleOptions(wasm.encoderWasm)),
    );
    encoderModule.catch(() => {
      encoderModule = undefined;
    });
  }
  return encoderModule;
}

export interface EncodeOptions {
  /** Bits per position component; the error per axis is at most the bounding box's extent / 2^bits. */
  quantizationBits?: number;
}

/** Draco-encodes a triangle mesh (positions only) with edgebreaker, the best-compressing mesh method. */
export async function encodeDraco(
  mesh: TriangleMesh,
  { quantizationBits = 14 }: EncodeOptions = {},
): Promise<Uint8Array> {
  if (mesh.positions.length % 3 !== 0 || mesh.indices.length % 3 !== 0) {
    throw new Error("encodeDraco: positions and indices must have 3 values per vertex and per triangle");
  }
  if (!Number.isInteger(quantizationBits) || quantizationBits < 1 || quantizationBits > 30) {
    throw new Error("encodeDraco: quantizationBits must be an integer from 1 to 30");
  }
  const vertices = mesh.positions.length / 3;
  for (const index of mesh.indices) {
    if (index >= vertices) throw new Error("encodeDraco: an index points past the last vertex");
  }
  const draco = await loadEncoder();
  const builder = new draco.MeshBuilder();
  const dracoMesh = new draco.Mesh();
  const encoder = new draco.Encoder();
  const out = new draco.DracoInt8Array();
  try {
    builder.AddFacesToMesh(dracoMesh, mesh.indices.length / 3, mesh.indices);
    builder.AddFloatAttribute(dracoMesh, draco.POSITION as unknown as number, vertices, 3, mesh.positions);
    encoder.SetAttributeQuantization(draco.POSITION, quantizationBits);
    encoder.SetEncodingMethod(draco.MESH_EDGEBREAKER_ENCODING);
    // Speed 5 of 0 (best compression) to 10 (fastest): the library's default balance.
    encoder.SetSpeedOptions(5, 5);
    const length = encoder.EncodeMeshToDracoBuffer(dracoMesh, out);
    if (length <= 0) throw new Error("encodeDraco: Draco could not encode the mesh");
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i++) bytes[i] = out.GetValue(i) & 0xff;
    return bytes;
  } finally {
    draco.destroy(out);
    draco.destroy(encoder);
    draco.destroy(dracoMesh);
    draco.destroy(builder);
  }
}

/** Loads the decoder's WASM now rather than on the first decode (a server warming its workers at start). */
export async function loadDracoDecoder(): Promise<void> {
  await loadDecoder();
}

const DRACO_MAGIC = [0x44, 0x52, 0x41, 0x43, 0x4f]; // "DRACO"

/** Decodes Draco bytes into a triangle mesh; throws DracoDecodeError for anything else. */
export async function decodeDraco(bytes: Uint8Array): Promise<TriangleMesh> {
  if (!(bytes instanceof Uint8Array)) throw new DracoDecodeError("Not a Draco file: expected bytes");
  if (bytes.length < 16 || DRACO_MAGIC.some((b, i) => bytes[i] !== b)) {
    throw new DracoDecodeError("Not a Draco file: the DRACO header is missing");
  }
  const draco = await loadDecoder();
  try {
    return decodeWith(draco, bytes);
  } catch (error) {
    if (error instanceof DracoDecodeError) throw error;
    // A WASM trap (abort, out of bounds) leaves the module in an unknown state: start a fresh one next time.
    decoderModule = undefined;
    throw new DracoDecodeError(`Not a Draco triangle mesh: the decoder failed (${String(error)})`);
  }
}

function decodeWith(draco: DecoderModule, bytes: Uint8Array): TriangleMesh {
  const buffer = new draco.DecoderBuffer();
  const decoder = new draco.Decoder();
  const dracoMesh = new draco.Mesh();
  try {
    buffer.Init(new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), bytes.byteLength);
    if (decoder.GetEncodedGeometryType(buffer) !== draco.TRIANGULAR_MESH) {
      throw new DracoDecodeError("Not a Draco triangle mesh: the file holds another geometry type");
    }
    const status = decoder.DecodeBufferToMesh(buffer, dracoMesh);
    // The status belongs to the decoder (its last status): it is not destroyed separately.
    if (!status.ok()) throw new DracoDecodeError(`Not a Draco triangle mesh: ${status.error_msg()}`);
    const faces = dracoMesh.num_faces();
    const points = dracoMesh.num_points();
    if (faces === 0 || points === 0) throw new DracoDecodeError("Not a Draco triangle mesh: it has no triangles");
    const attributeId = decoder.GetAttributeId(dracoMesh, draco.POSITION as unknown as number);
    if (attributeId < 0) throw new DracoDecodeError("Not a Draco triangle mesh: it has no positions");
    const attribute = decoder.GetAttribute(dracoMesh, attributeId);
    if (attribute.num_components() !== 3) {
      throw new DracoDecodeError("Not a Draco triangle mesh: positions do not have 3 components");
    }
    const positions = copyOut(draco, points * 3 * 4, (length, ptr) =>
      decoder.GetAttributeDataArrayForAllPoints(dracoMesh, attribute, draco.DT_FLOAT32, length, ptr),
    );
    const indices = copyOut(draco, faces * 3 * 4, (length, ptr) =>
      decoder.GetTrianglesUInt32Array(dracoMesh, length, ptr),
    );
    return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
  } finally {
    draco.destroy(dracoMesh);
    draco.destroy(decoder);
    draco.destroy(buffer);
  }
}

/** Lets Draco write `length` bytes into WASM memory and copies them out before freeing it. */
function copyOut(draco: DecoderModule, length: number, fill: (length: number, ptr: number) => void): ArrayBuffer {
  const ptr = draco._malloc(length);
  if (ptr === 0) throw new DracoDecodeError("Not a Draco triangle mesh: it is too large to decode");
  try {
    fill(length, ptr);
    // HEAPU8 is read after fill: the heap may have grown (and been replaced) meanwhile.
    return draco.HEAPU8.slice(ptr, ptr + length).buffer;
  } finally {
    draco._free(ptr);
  }
}
