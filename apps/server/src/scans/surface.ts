// A scan's surface model in the encoding the web app asks for (GET …/get3DScanSurfaceModel?encoding): the
// uploaded Draco file as it is, or the mesh converted on the server to STL, OBJ or RAW.
import type { SurfaceEncoding } from "@solerx/domain";
import { decodeDraco } from "@solerx/geometry";

export async function encodeSurface(draco: Uint8Array, encoding: SurfaceEncoding): Promise<Uint8Array> {
  if (encoding === "DRACO") return draco;
  const mesh = await decodeDraco(draco);
  throw new Error(`${encoding} export of ${mesh.indices.length / 3} triangles: waiting for @solerx/geometry`);
}
