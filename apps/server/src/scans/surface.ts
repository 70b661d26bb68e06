// A scan's surface model in the encoding the web app asks for (GET …/get3DScanSurfaceModel?encoding): the
// uploaded Draco file as it is (no re-encoding, no loss), or the mesh converted on the server with
// @solerx/geometry's exporters to binary STL, OBJ text or our RAW format (docs/decisions.md).
import type { SurfaceEncoding } from "@solerx/domain";
import { decodeDraco, encodeSurface, parseSurfaceEncoding } from "@solerx/geometry";

export async function surfaceModelBytes(draco: Uint8Array, encoding: SurfaceEncoding): Promise<Uint8Array> {
  if (encoding === "DRACO") return draco;
  const exported = parseSurfaceEncoding(encoding);
  // The query's schema admits only the four encodings, each of which geometry knows.
  if (!exported) throw new Error(`no exporter for the surface encoding ${encoding}`);
  return encodeSurface(await decodeDraco(draco), exported);
}
