// Surface model exports besides Draco: binary STL, OBJ text and our raw format, for the server's
// get3DScanSurfaceModel?encoding (spec: RAW, STL, OBJ or DRACO, default draco).
//
// Raw (docs/decisions.md): a 16-byte header — ASCII "RAWM", then uint32 version 1, vertex count and triangle
// count — followed by the positions as float32 x, y, z per vertex (mm) and the indices as uint32, three per
// triangle; every number little-endian.
import { encodeDraco } from "./draco";
import type { TriangleMesh } from "./mesh";

const SURFACE_ENCODINGS = ["draco", "stl", "obj", "raw"] as const;
export type SurfaceEncoding = (typeof SURFACE_ENCODINGS)[number];

/** The encoding named in a request, case-insensitively; undefined for anything else. */
export function parseSurfaceEncoding(value: unknown): SurfaceEncoding | undefined {
  if (typeof value !== "string") return undefined;
  const lower = value.trim().toLowerCase();
  return (SURFACE_ENCODINGS as readonly string[]).includes(lower) ? (lower as SurfaceEncoding) : undefined;
}

/** The mesh in one of the surface encodings. */
export async function encodeSurface(mesh: TriangleMesh, encoding: SurfaceEncoding): Promise<Uint8Array> {
  switch (encoding) {
    case "draco":
      return encodeDraco(mesh);
    case "stl":
      return toStl(mesh);
    case "obj":
      return new TextEncoder().encode(toObj(mesh));
    case "raw":
      return toRaw(mesh);
  }
}

/** Binary STL: 80-byte header, triangle count, then per triangle its unit normal, three vertices and 0. */
export function toStl(mesh: TriangleMesh, header = "SoleRx surface model, units mm"): Uint8Array {
  const { positions: p, indices } = mesh;
  const triangles = indices.length / 3;
  const bytes = new Uint8Array(84 + 50 * triangles);
  bytes.set(new TextEncoder().encode(header).subarray(0, 80));
  const view = new DataView(bytes.buffer);
  view.setUint32(80, triangles, true);
  let at = 84;
  for (let t = 0; t < indices.length; t += 3) {
    const a = 3 * (indices[t] as number);
    const b = 3 * (indices[t + 1] as number);
    const c = 3 * (indices[t + 2] as number);
    const ux = (p[b] as number) - (p[a] as number);
    const uy = (p[b + 1] as number) - (p[a + 1] as number);
    const uz = (p[b + 2] as number) - (p[a + 2] as number);
    const vx = (p[c] as number) - (p[a] as number);
    const vy = (p[c + 1] as number) - (p[a + 1] as number);
    const vz = (p[c + 2] as number) - (p[a + 2] as number);
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const length = Math.hypot(nx, ny, nz) || 1;
    view.setFloat32(at, nx / length, true);
    view.setFloat32(at + 4, ny / length, true);
    view.setFloat32(at + 8, nz / length, true);
    at += 12;
    for (const v of [a, b, c]) {
      view.setFloat32(at, p[v] as number, true);
      view.setFloat32(at + 4, p[v + 1] as number, true);
      view.setFloat32(at + 8, p[v + 2] as number, true);
      at += 12;
    }
    at += 2; // attribute byte count, 0
  }
  return bytes;
}

/** OBJ text: a comment, one `v x y z` per vertex (mm, to the micrometre), one `f a b c` per triangle (1-based). */
export function toObj(mesh: TriangleMesh): string {
  const { positions: p, indices } = mesh;
  const lines: string[] = ["# SoleRx surface model, units mm"];
  const num = (v: number) => String(Math.round(v * 1000) / 1000 + 0);
  for (let i = 0; i < p.length; i += 3) {
    lines.push(`v ${num(p[i] as number)} ${num(p[i + 1] as number)} ${num(p[i + 2] as number)}`);
  }
  for (let t = 0; t < indices.length; t += 3) {
    lines.push(`f ${(indices[t] as number) + 1} ${(indices[t + 1] as number) + 1} ${(indices[t + 2] as number) + 1}`);
  }
  return `${lines.join("\n")}\n`;
}

const RAW_MAGIC = "RAWM";
const RAW_VERSION = 1;
const RAW_HEADER = 16;

/** Raw: header, float32 positions, uint32 indices, little-endian (see the file comment). */
export function toRaw(mesh: TriangleMesh): Uint8Array {
  const vertices = mesh.positions.length / 3;
  const triangles = mesh.indices.length / 3;
  const bytes = new Uint8Array(RAW_HEADER + 12 * vertices + 12 * triangles);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(RAW_MAGIC));
  view.setUint32(4, RAW_VERSION, true);
  view.setUint32(8, vertices, true);
  view.setUint32(12, triangles, true);
  let at = RAW_HEADER;
  for (const v of mesh.positions) {
    view.setFloat32(at, v, true);
    at += 4;
  }
  for (const i of mesh.indices) {
    view.setUint32(at, i, true);
    at += 4;
  }
  return bytes;
}

/** Reads the raw format back; throws an Error for anything that is not one. */
export function fromRaw(bytes: Uint8Array): TriangleMesh {
  if (bytes.length < RAW_HEADER || new TextDecoder().decode(bytes.subarray(0, 4)) !== RAW_MAGIC) {
    throw new Error("Not a raw mesh: the RAWM header is missing");
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(4, true) !== RAW_VERSION) throw new Error("Not a raw mesh: unknown version");
  const vertices = view.getUint32(8, true);
  const triangles = view.getUint32(12, true);
  if (bytes.length !== RAW_HEADER + 12 * vertices + 12 * triangles) {
    throw new Error("Not a raw mesh: its length does not match its counts");
  }
  const positions = new Float32Array(vertices * 3);
  let at = RAW_HEADER;
  for (let i = 0; i < positions.length; i++, at += 4) positions[i] = view.getFloat32(at, true);
  const indices = new Uint32Array(triangles * 3);
  for (let i = 0; i < indices.length; i++, at += 4) {
    const index = view.getUint32(at, true);
    if (index >= vertices) throw new Error("Not a raw mesh: an index points past the last vertex");
    indices[i] = index;
  }
  return { positions, indices };
}
