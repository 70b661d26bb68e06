// How every insole route answers a file: its media type (DESIGN_FILE_TYPES), a download name of the order or
// session and the foot, never cached (patient data).
import { DESIGN_FILE_TYPES, type DesignFormat, type DesignSide, insoleFileName } from "@solerx/domain/design";
import type { FastifyReply } from "fastify";

export function sendInsole(
  reply: FastifyReply,
  file: { id: string; side: DesignSide; format: DesignFormat; bytes: Uint8Array },
): FastifyReply {
  const { bytes } = file;
  return (
    reply
      .type(DESIGN_FILE_TYPES[file.format])
      .header("content-disposition", `attachment; filename="${insoleFileName(file.id, file.side, file.format)}"`)
      .header("cache-control", "private, no-store")
      // Bytes, not JSON: a view of the worker's buffer, sent as it is.
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  );
}

/** What the insole routes say of their answer in the OpenAPI document. */
export const INSOLE_FILE_DESCRIPTION =
  "The insole as a file, in millimetres in the insole's own frame (standing on z = 0, top surface up, the foot " +
  "axis along +y from the heel at y = 0): format=3mf holds the shell and the top cover as two objects with the " +
  "print orientation (model/3mf), format=stl the shell with its posts and pads as one binary solid (model/stl).";
