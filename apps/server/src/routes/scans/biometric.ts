// /api/v1/biometric/scans: the web app's scan calls (spec 000 §7 "Biometric and scan upload"): a session's
// scans, a scan's surface model in the asked encoding, its properties (measurements), a download address of its
// file, and the mock scan's upload address.

import { DomainError } from "@solerx/domain/errors";
import { SessionParams } from "@solerx/domain/patient";
import {
  BiometricUploadUrlQuery,
  MeasurementParams,
  OrientationRequest,
  ScanDownloadResponse,
  ScanList,
  ScanParams,
  ScanProperties,
  SurfaceModel,
  SurfaceModelQuery,
  UploadUrlResponse,
} from "@solerx/domain/scan";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { repoOf } from "../../access/index";
import { toApiScan } from "../../areas/scans/index";
import type { BlobStore } from "../../blobs/blob-store";
import { DOWNLOAD_URL_SECONDS } from "../../blobs/index";
import { errorResponses } from "../../errors";
import { answerEncoding, sendPrepared } from "../../plugins/compression";
import { JSON_TEXT_TYPE, sendJsonText } from "../../plugins/serializer";
import { correctOrientation } from "../../scans/orientation";
import { surfaceModelAnswer, surfaceModelJson } from "../../scans/surface";
import { completedFile, findCompleteScan, issueUploadUrl } from "../../scans/upload";
import { PoolError } from "../../workers/pool";

const TAGS = ["scans"];

export const biometricRoutes: FastifyPluginAsyncZod<{ blobs: BlobStore }> = async (app, { blobs }) => {
  app.get(
    "/file/upload_url",
    {
      config: {
        endpoint: "uploadUrl",
        tenancy: { kind: "session", id: { query: "session_id" }, notFound: "uploadUrl" },
      },
      schema: {
        tags: TAGS,
        summary: "Mock scans: registers a scan of the session and answers a signed address to PUT its file",
        description:
          'The web app\'s mock scan (spec 000 §4 "Scanner agent"): the same registration as POST ' +
          "/agent/scans/file/upload_url, its metaData as query parameters (scannerType MOCK_SCANNER by default). " +
          "format names the file's format: drc (Draco, the default), stl, obj or ply; the scan is stored as Draco.",
        querystring: BiometricUploadUrlQuery,
        response: { 201: UploadUrlResponse, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) => {
      const { session_id, subtype, scanMode, product, scannerType, format } = request.query;
      const answer = await issueUploadUrl(repoOf(request), blobs, {
        sessionID: session_id,
        subtype,
        meta: { scanMode, product, scannerType, format },
      });
      return reply.code(201).send(answer);
    },
  );

  app.get(
    "/:sessionID/getScans",
    {
      config: { endpoint: "session", tenancy: { kind: "session", id: { param: "sessionID" } } },
      schema: {
        tags: TAGS,
        summary: "The session's scans, oldest first, complete or not",
        params: SessionParams,
        response: { 200: ScanList, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => (await repoOf(request).scans.list(request.params.sessionID)).map(toApiScan),
  );

  app.get(
    "/:scanID/get3DScanSurfaceModel",
    {
      config: {
        endpoint: "surfaceModel",
        tenancy: { kind: "scan", id: { param: "scanID" }, notFound: "surfaceModel" },
      },
      schema: {
        tags: TAGS,
        summary: "The scan's surface model as base64: DRACO (the uploaded file, the default), STL, OBJ or RAW",
        description:
          "STL, OBJ and RAW are converted on the server from the Draco file (decoded and welded in a worker; 503 " +
          "when the work is refused or stopped); their whole answer is made and compressed there. DRACO is streamed.",
        params: ScanParams,
        querystring: SurfaceModelQuery,
        response: { 200: SurfaceModel, ...errorResponses(400, 401, 403, 404, 412, 500, 503) },
      },
    },
    async (request, reply) => {
      const bytes = await completedFile(repoOf(request), blobs, request.params.scanID);
      const { encoding } = request.query;
      // The schema's serializer is not used: the pieces, or the worker's bytes, are SurfaceModel's JSON
      // (the type provider knows only the object form of the answer).
      if (encoding === "DRACO") return sendJsonText<SurfaceModel>(reply, surfaceModelJson(bytes, encoding));
      const compression = answerEncoding(request);
      let answer: Uint8Array;
      try {
        answer = await surfaceModelAnswer(bytes, encoding, compression);
      } catch (error) {
        // The pool's refusals and time-outs are 503 (plugins/error-handler.ts).
        if (error instanceof PoolError) throw error;
        // Every stored file was decoded once at complete_upload; one that no longer decodes has no model.
        throw DomainError.of("surfaceModel", 404);
      }
      return sendPrepared(reply, answer, { type: JSON_TEXT_TYPE, encoding: compression });
    },
  );

  app.get(
    "/properties/:scanID",
    {
      config: { endpoint: "scanDownload", tenancy: { kind: "scan", id: { param: "scanID" } } },
      schema: {
        tags: TAGS,
        summary: "The scan's measurements (millimetres): the scanner's when it sent them, else the server's",
        params: ScanParams,
        response: { 200: ScanProperties, ...errorResponses(400, 401, 403, 404, 412, 500) },
      },
    },
    async (request) => (await findCompleteScan(repoOf(request), request.params.scanID, "scanDownload")).properties,
  );

  app.patch(
    "/:measurementID/orientation",
    {
      config: { endpoint: "scanDownload", tenancy: { kind: "scan", id: { param: "measurementID" } } },
      schema: {
        tags: TAGS,
        summary: "Puts the scan's orientation right: a flip, or the heel and the toe marked; answers it measured again",
        description:
          "Ours (issue 33 point 4). Body {flip: heelToe | soleTop} turns the frame the scan is read in now; " +
          "{heel, toe} (points in the scan's own coordinates) sets where the foot lies. The scan is oriented and " +
          "measured again from that and its properties replaced (its file never changes); a foot still refused " +
          "answers 200 with the reason in `unmeasurable`, and no insole is made from it.",
        params: MeasurementParams,
        body: OrientationRequest,
        response: { 200: ScanProperties, ...errorResponses(400, 401, 403, 404, 412, 422, 500, 503) },
      },
    },
    async (request) => correctOrientation(repoOf(request), blobs, request.params.measurementID, request.body),
  );

  app.get(
    "/:measurementID/download",
    {
      config: { endpoint: "scanDownload", tenancy: { kind: "scan", id: { param: "measurementID" } } },
      schema: {
        tags: TAGS,
        summary: "A short-lived signed address of the scan's Draco file",
        params: MeasurementParams,
        response: { 200: ScanDownloadResponse, ...errorResponses(400, 401, 403, 404, 412, 500) },
      },
    },
    async (request) => {
      const scan = await findCompleteScan(repoOf(request), request.params.measurementID, "scanDownload");
      const signed = await blobs.downloadUrl(scan.blobKey, { expiresInSeconds: DOWNLOAD_URL_SECONDS });
      return {
        measurementID: scan.measurementID,
        url: signed.url,
        expiresAt: signed.expiresAt.toISOString(),
        size: scan.fileSize,
      };
    },
  );
};
