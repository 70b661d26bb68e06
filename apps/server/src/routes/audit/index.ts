// /api/v1/audit: who read or changed a patient's record, for the patient's company admins (and SUPER_ADMIN or
// SUPPORT_ADMIN, whose read of another company's log is itself audited).
import { AuditList, AuditQuery } from "@solerx/domain/audit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { repoOf } from "../../access/index";
import { errorResponses } from "../../errors";

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      config: {
        endpoint: "patient",
        tenancy: { kind: "patient", id: { query: "patientID" }, roles: ["COMPANY_ADMIN"] },
      },
      schema: {
        tags: ["audit"],
        summary: "The audit log of one patient record, newest first (company admins)",
        querystring: AuditQuery,
        response: { 200: AuditList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { patientID, offset, limit } = request.query;
      return repoOf(request).audit.forPatient(patientID, { offset, limit });
    },
  );
};
