// /api/v1/profile: a store's patient list, creating a patient, one patient record (spec 000 §7 "Profile").
import {
  CreatePatientResponse,
  Id,
  PatientList,
  PatientListQuery,
  PatientRecord,
  SessionStatus,
  VALIDATION_MESSAGES,
} from "@solerx/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { operatorOf, requireStoreAccess } from "../../access";
import type { Db } from "../../db/database";
import { createPatient, findPatientInStores, listPatients } from "../../db/patients";
import { isDoctorOfStore } from "../../db/stores";
import { errorResponses, HttpError } from "../../errors";
import { CreatePatientBody } from "./create-patient-body";

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
    if (!parsed.success) throw new HttpError(400, `querystring.sessionStatuses: unknown session status "${name}"`);
    return parsed.data;
  });
}

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/patients/:storeID",
    {
      config: { endpoint: "patient" },
      schema: {
        tags: TAGS,
        summary: "The patients of a store, most recently updated first, with their latest session's statuses",
        params: z.object({ storeID: Id }),
        querystring: PatientListQuery,
        response: { 200: PatientList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { storeID } = request.params;
      const { companyID, offset, limit, sessionStatuses } = request.query;
      requireStoreAccess(operatorOf(request), storeID, companyID);
      return listPatients(db, { companyID, storeID, statuses: parseStatuses(sessionStatuses), offset, limit });
    },
  );

  app.post(
    "/patient/:storeID/create",
    {
      config: { endpoint: "createPatient", validationStatus: 422 },
      schema: {
        tags: TAGS,
        summary:
          "Get Started: creates the patient in the store with its first scan session, profile and assigned doctor",
        description:
          "One transaction replacing the spec's chain user/create, addUserToSite, session/create, update/currentOwner.",
        params: z.object({ storeID: Id }),
        body: CreatePatientBody,
        response: { 201: CreatePatientResponse, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const operator = operatorOf(request);
      const { storeID } = request.params;
      requireStoreAccess(operator, storeID);
      const body = request.body;
      if (!(await isDoctorOfStore(db, body.assignedToDoctor, storeID))) {
        throw new HttpError(422, VALIDATION_MESSAGES.reassignDoctor);
      }
      const created = await createPatient(db, {
        companyID: operator.companyID,
        storeID,
        operatorID: operator.userID,
        firstName: body.firstName,
        lastName: body.lastName,
        gender: body.gender,
        referenceID: body.patientID,
        doctorID: body.assignedToDoctor,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/user/:userID",
    {
      config: { endpoint: "user" },
      schema: {
        tags: TAGS,
        summary: "One patient record of the caller's stores",
        params: z.object({ userID: Id }),
        response: { 200: PatientRecord, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const patient = await findPatientInStores(db, request.params.userID, operatorOf(request));
      if (!patient) throw HttpError.of("user", 404);
      return patient;
    },
  );
};
