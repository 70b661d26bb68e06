// /api/v1/design (issue 19 point 4; ours, the spec hands the design to an outside service): a session's insole of
// each foot as a 3MF or STL file, and the report of what the generator used and measured. Made from the session's
// current prescription, weight, shoe sizes, scans and landmarks, read through the request's scoped repository
// (design/design-basis.ts), in the worker pool with a time limit (design/insoles.ts).
import { DesignInsoleFileQuery, DesignReport, DesignSessionParams } from "@solerx/domain/design";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { repoOf } from "../../access/index";
import type { BlobStore } from "../../blobs/blob-store";
import { sessionBasis } from "../../design/design-basis";
import { INSOLE_FILE_DESCRIPTION, sendInsole } from "../../design/insole-reply";
import { designReport, insoleFile } from "../../design/insoles";
import { errorResponses } from "../../errors";

const TAGS = ["design"];
const config = { endpoint: "session", tenancy: { kind: "session", id: { param: "sessionID" } } } as const;

export const designRoutes: FastifyPluginAsyncZod<{ blobs: BlobStore }> = async (app, { blobs }) => {
  const context = (log: typeof app.log) => ({ blobs, log });

  app.get(
    "/:sessionID/insole",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "The insole of one foot of the session's current prescription and landmarks, as a 3MF or STL file",
        description:
          `${INSOLE_FILE_DESCRIPTION} 404 when the session has no complete scan of the foot; 422 when its scan ` +
          "cannot carry an insole (not a foot, unreadable), with the reason; 503 past the time limit.",
        params: DesignSessionParams,
        querystring: DesignInsoleFileQuery,
        response: errorResponses(400, 401, 403, 404, 422, 503),
      },
    },
    async (request, reply) => {
      const { sessionID } = request.params;
      const { side, format } = request.query;
      const basis = await sessionBasis(repoOf(request), sessionID);
      const bytes = await insoleFile(context(request.log), basis, side, format);
      return sendInsole(reply, { id: sessionID, side, format, bytes }) as never;
    },
  );

  app.get(
    "/:sessionID/report",
    {
      config,
      schema: {
        tags: TAGS,
        summary: "What the generator used and measured for each scanned foot of the session, and the warnings",
        description:
          "Per foot with a scan: the prescription's numbers in mm and degrees, the checks measured on the finished " +
          "mesh (closed, components, minimum thickness, heel cup depth, post angles, length), the warnings and the " +
          "time. Beside them: warnings of no one foot, of a foot without a scan and of a scan that cannot carry an " +
          "insole.",
        params: DesignSessionParams,
        response: { 200: DesignReport, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const { sessionID } = request.params;
      return designReport(context(request.log), await sessionBasis(repoOf(request), sessionID), sessionID);
    },
  );
};
