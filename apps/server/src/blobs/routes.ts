// The local blob store's signed addresses: PUT /blobs/<key> receives a file, GET /blobs/<key> sends it. No bearer
// token: the address itself is the permission (HMAC-signed by the server for one method, one key, a size limit and
// an expiry; signing.ts). Bodies are streamed to disk, never buffered, and cut off past the signed limit. An upload
// address takes a file only while its scan waits for one: not once the scan is complete, nor after it went.
import { createReadStream } from "node:fs";
import { SCAN_UPLOAD_MESSAGES } from "@solerx/domain/common";
import { DomainError } from "@solerx/domain/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { UploadKeyState } from "../db/blob-owners";
import { errorResponses } from "../errors";
import { isValidKey } from "./blob-store";
import type { LocalBlobStore } from "./local-store";
import type { SignedFields } from "./signing";

const TAGS = ["blobs"];
const KeyParams = z.object({ "*": z.string() });
const Signature = z.string().min(1).max(200);
const Seconds = z.coerce
  .number()
  .int()
  .min(0)
  .max(2 ** 40);

function keyOf(params: { "*": string }): string {
  const key = params["*"];
  // A key the server never makes cannot carry a valid signature either; 404 says no more than that.
  if (!isValidKey(key)) throw new DomainError(404, "Not Found");
  return key;
}

function checkSignature(store: LocalBlobStore, fields: SignedFields, signature: string): void {
  const verdict = store.check(fields, signature);
  if (verdict === "badSignature") throw new DomainError(403, SCAN_UPLOAD_MESSAGES.badSignature);
  if (verdict === "expired") throw new DomainError(403, SCAN_UPLOAD_MESSAGES.expired);
}

export interface LocalBlobRoutesOptions {
  store: LocalBlobStore;
  /** Whether the upload key's scan still waits for its file (db/blob-owners.ts). */
  uploadKeyState(key: string): Promise<UploadKeyState>;
}

export const localBlobRoutes: FastifyPluginAsyncZod<LocalBlobRoutesOptions> = async (
  app,
  { store, uploadKeyState },
) => {
  // The body is the file: no parser reads it (the handler streams request.raw), whatever its content type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.put(
    "/blobs/*",
    {
      schema: {
        tags: TAGS,
        summary: "Receives a file at a signed upload address (from the upload_url calls)",
        // The signed address is the permission: no bearer token.
        security: [],
        params: KeyParams,
        // max is optional here so that a GET address (which has none) used to PUT gets 403, not a schema 400.
        querystring: z.object({ expires: Seconds, max: Seconds.optional(), signature: Signature }),
        response: { 200: z.object({ size: z.number().int() }), ...errorResponses(400, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const key = keyOf(request.params);
      const { expires, signature } = request.query;
      const max = request.query.max ?? 0;
      checkSignature(store, { method: "PUT", key, expires, maxBytes: max }, signature);
      const state = await uploadKeyState(key);
      if (state === "completed") throw DomainError.of("completeUpload", 409);
      if (state === "missing") throw new DomainError(404, "Not Found");
      const declared = Number(request.headers["content-length"]);
      if (Number.isFinite(declared) && declared > max) throw new DomainError(413, SCAN_UPLOAD_MESSAGES.tooLarge);
      const received = await store.receive(key, request.raw, max);
      if (received === "tooLarge") throw new DomainError(413, SCAN_UPLOAD_MESSAGES.tooLarge);
      if (received === "empty") throw new DomainError(400, SCAN_UPLOAD_MESSAGES.emptyFile);
      return received;
    },
  );

  app.get(
    "/blobs/*",
    {
      schema: {
        tags: TAGS,
        summary: "Sends a file from a signed download address (GET /biometric/scans/{measurementID}/download)",
        security: [],
        params: KeyParams,
        querystring: z.object({ expires: Seconds, signature: Signature }),
        response: { 200: z.any(), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const key = keyOf(request.params);
      const { expires, signature } = request.query;
      checkSignature(store, { method: "GET", key, expires, maxBytes: 0 }, signature);
      const size = await store.size(key);
      if (size === undefined) throw new DomainError(404, "Not Found");
      return reply
        .type("application/octet-stream")
        .header("content-length", size)
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="${key.split("/").at(-1)}"`)
        .send(createReadStream(store.pathOf(key)));
    },
  );
};
