// /api/v1/agent/scans: the scanner agent's upload flow (spec 000 §7 "Biometric and scan upload"): ask for an
// upload address for a scan of a session, PUT the Draco file there, then complete the upload, which checks the
// file and marks the scan complete (the session becomes MEASUREMENT_DATA_CAPTURED). The agent calls with the
// operator's token (the web app passes it along with the scan request).
import { CompleteUploadResponse, MeasurementParams, UploadUrlRequest, UploadUrlResponse } from "@solerx/domain/scan";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { repoOf } from "../../access/index";
import type { BlobStore } from "../../blobs/blob-store";
import { errorResponses } from "../../errors";
import { completeUpload, issueUploadUrl } from "../../scans/upload";

const TAGS = ["scans"];

export const agentScanRoutes: FastifyPluginAsyncZod<{ blobs: BlobStore }> = async (app, { blobs }) => {
  app.post(
    "/file/upload_url",
    {
      config: {
        endpoint: "uploadUrl",
        tenancy: { kind: "session", id: { body: "session_id" }, notFound: "uploadUrl" },
      },
      schema: {
        tags: TAGS,
        summary: "Registers a scan of the session and answers its measurementID and a signed address to PUT its file",
        description:
          "metaData: scanMode, product, scannerType, optionally the file's format (drc, the default, stl, obj " +
          "or ply) and the scanner's measurements (millimetres). The address takes one PUT of the file " +
          "(application/octet-stream) before expiresAt, of at most maxBytes; then PATCH " +
          "/agent/scans/file/{measurementID}/complete_upload, which reads it in its format and stores it as Draco.",
        body: UploadUrlRequest,
        response: { 201: UploadUrlResponse, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) => {
      const { session_id, subtype, metaData } = request.body;
      const answer = await issueUploadUrl(repoOf(request), blobs, { sessionID: session_id, subtype, meta: metaData });
      return reply.code(201).send(answer);
    },
  );

  app.patch(
    "/file/:measurementID/complete_upload",
    {
      config: {
        endpoint: "completeUpload",
        tenancy: { kind: "scan", id: { param: "measurementID" }, notFound: "completeUpload" },
      },
      schema: {
        tags: TAGS,
        summary: "Checks the uploaded file (present, within the limit, a mesh of its format) and completes the scan",
        description:
          "404 measurement ID not registered in a session; 409 Scan was already completed; 412 Precondition Failed " +
          "file was not uploaded; 413 over the scan file limit; 422 not a mesh of the format the upload named, " +
          "cut short, or more triangles than a foot scan needs (the scan stays incomplete).",
        params: MeasurementParams,
        response: { 200: CompleteUploadResponse, ...errorResponses(400, 401, 403, 404, 409, 412, 413, 422, 500) },
      },
    },
    async (request) => completeUpload(repoOf(request), blobs, request.params.measurementID),
  );
};
