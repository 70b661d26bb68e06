// /api/v1/profile: a store's patient list, creating a patient, a session; the record calls are in records.ts
// (spec 000 §7 "Profile").
import { apiErrorMessage, SessionStatus, VALIDATION_MESSAGES } from "@solerx/domain/common";
import { DomainError } from "@solerx/domain/errors";
import {
  CreatePatientRequest,
  CreatePatientResponse,
  PatientList,
  PatientListQuery,
  Session,
  SessionParams,
} from "@solerx/domain/patient";
import { OperatorAccess } from "@solerx/domain/session";
import { StoreParams } from "@solerx/domain/store";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { operatorOf, repoOf } from "../../access/index";
import { isLabReader } from "../../access/roles";
import { errorResponses, routeErrorDefaults } from "../../errors";
import { sendJsonText } from "../../plugins/serializer";
import { recordRoutes } from "./records";

const TAGS = ["profile"];

/** "SESSION_CREATED,ORDER_CREATED" → the statuses; an unknown name is the caller's mistake (400). */
function parseStatuses(value: string | undefined): SessionStatus[] | undefined {
  const names = (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return undefined;
  return names.map((name) => {
    const parsed = SessionStatus.safeParse(name);
    if (!parsed.success) throw new DomainError(400, `querystring.sessionStatuses: unknown session status "${name}"`);
    return parsed.data;
  });
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // A failing database is the spec's 500 "Error while communicating with DB" on every call here (records.ts too).
  routeErrorDefaults(app, { serverError: apiErrorMessage("patient", 500) });
  app.get(
    "/patients/:storeID",
    {
      config: {
        endpoint: "patient",
        tenancy: { kind: "store", id: { param: "storeID" }, companyID: { query: "companyID" } },
      },
      schema: {
        tags: TAGS,
        summary: "The patients of a store, most recently updated first, with their latest session's statuses",
        params: StoreParams,
        querystring: PatientListQuery,
        response: { 200: PatientList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { offset, limit, sessionStatuses } = request.query;
      const statuses = parseStatuses(sessionStatuses);
      const json = await repoOf(request).patients.listJson({
        storeID: request.params.storeID,
        statuses,
        offset,
        limit,
      });
      // Sent as the database built it: JSON bytes skip the route's zod serializer, which would re-validate and
      // re-stringify up to 100,000 rows the server itself built from typed columns (the biggest share of the call's
      // time). The schema above still documents the answer, and the tests parse answers with the PatientList
      // contract, so the SQL's JSON is held to it.
      return sendJsonText<PatientList>(reply, json);
    },
  );

  app.post(
    "/patient/:storeID/create",
    {
      config: {
        endpoint: "createPatient",
        validationStatus: 422,
        // Audited by createPatient itself, in the transaction that creates the patient.
        tenancy: [
          { kind: "store", id: { param: "storeID" } },
          { kind: "doctor", id: { body: "assignedToDoctor" } },
        ],
      },
      schema: {
        tags: TAGS,
        summary:
          "Get Started: creates the patient in the store with its first scan session, profile and assigned doctor",
        description:
          "One transaction replacing the spec's chain user/create, addUserToSite, session/create, update/currentOwner.",
        params: StoreParams,
        body: CreatePatientRequest,
        response: { 201: CreatePatientResponse, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const repo = repoOf(request);
      const { storeID } = request.params;
      const body = request.body;
      if (!(await repo.stores.isDoctor(body.assignedToDoctor, storeID))) {
        throw new DomainError(422, VALIDATION_MESSAGES.reassignDoctor);
      }
      const created = await repo.patients.create({
        storeID,
        firstName: body.firstName,
        lastName: body.lastName,
        gender: body.gender,
        referenceID: body.patientID,
        zebraID: body.zebraID,
        medicalProfile: body.medicalProfile,
        doctorID: body.assignedToDoctor,
      });
      if (!created) throw DomainError.of("createPatient", 404);
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/session/:sessionID",
    {
      config: { endpoint: "session", tenancy: { kind: "session", id: { param: "sessionID" } } },
      schema: {
        tags: TAGS,
        summary: "One scan session with its owners and its statuses, newest first",
        params: SessionParams,
        response: { 200: Session, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const session = await repoOf(request).sessions.find(request.params.sessionID);
      if (!session) throw DomainError.of("session", 404);
      return session;
    },
  );

  app.get(
    "/operator/access",
    {
      config: { tenancy: { kind: "none" } },
      schema: {
        tags: TAGS,
        summary: "The signed-in operator's roles, and whether it works at the fabrication lab (the /lab screen)",
        response: { 200: OperatorAccess, ...errorResponses(401) },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      return { roles: [...operator.roles].sort(), lab: isLabReader(operator) };
    },
  );

  await app.register(recordRoutes);
};
