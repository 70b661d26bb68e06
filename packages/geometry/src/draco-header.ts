// The triangle and vertex counts a Draco file declares in its header, read without decoding it (Draco bitstream
// 2.2: header, then the connectivity's counts as varints), so a file far over a limit is refused before the decoder
// allocates for it. Files this reader does not know (older versions, metadata, other methods) answer undefined and
// are judged after decoding instead.

/** What the header declares; the decoder is still the judge of whether the file is a mesh. */
export interface DracoCounts {
  triangles: number;
  vertices: number;
}

const MAGIC = [0x44, 0x52, 0x41, 0x43, 0x4f]; // "DRACO"
const TRIANGULAR_MESH = 1;
const SEQUENTIAL = 0;
const EDGEBREAKER = 1;
const METADATA_FLAG = 0x8000;

export function dracoCounts(bytes: Uint8Array): DracoCounts | undefined {
  if (bytes.length < 11 || MAGIC.some((b, i) => bytes[i] !== b)) return undefined;
  const [major, minor, type, method] = [bytes[5], bytes[6], bytes[7], bytes[8]];
  const flags = (bytes[9] as number) | ((bytes[10] as number) << 8);
  if (major !== 2 || minor !== 2 || type !== TRIANGULAR_MESH || flags & METADATA_FLAG) return undefined;
  let at = 11;
  const varint = (): number | undefined => {
    let value = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      const byte = bytes[at++];
      if (byte === undefined) return undefined;
      value += (byte & 0x7f) * 2 ** shift;
      if ((byte & 0x80) === 0) return value;
    }
    return undefined;
  };
  if (method === SEQUENTIAL) {
    const triangles = varint();
    const vertices = varint();
    return triangles === undefined || vertices === undefined ? undefined : { triangles, vertices };
  }
  if (method === EDGEBREAKER) {
    at += 1; // the traversal decoder's type
    const vertices = varint();
    const triangles = varint();
    return triangles === undefined || vertices === undefined ? undefined : { triangles, vertices };
  }
  return undefined;
}
