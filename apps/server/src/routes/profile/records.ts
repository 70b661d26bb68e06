// /api/v1/profile, issue 9: the spec's user, patient, session, doctor and FitStation profile calls (spec 000 §7
// "Profile"). Reads answer the record's version in the body and as an ETag; writes honour If-Match and answer the
// new version (412 when another tab saved first). Errors: record-version.ts.

import { LEROY_META_MESSAGE, LeroyMetaText } from "@solerx/domain/design";
import { DomainError } from "@solerx/domain/errors";
import {
  AddUserToSiteRequest,
  CanDeleteResponse,
  CopyFitStationProfileQuery,
  CreateSessionRequest,
  CreateSessionResponse,
  CreateUserRequest,
  CreateUserResponse,
  FitStationProfile,
  FitStationProfileResponse,
  MedicalProfileRequest,
  MedicalProfileResponse,
  MedicalProfileUpdateQuery,
  PatientParams,
  PatientRecord,
  RecordVersion,
  RecordWriteHeaders,
  UpdateCurrentOwnerRequest,
  UserDetails,
  UserParams,
  UserRecord,
} from "@solerx/domain/patient";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { repoOf } from "../../access/index";
import { errorResponses } from "../../errors";
import { sendJsonText } from "../../plugins/serializer";
import { ifMatchOf, preconditionOf, setETag, withETag } from "./record-version";

const TAGS = ["profile"];
const userTenancy = { kind: "patient", id: { param: "userID" }, notFound: "user" } as const;

/**
 * leroyMeta is the visualizer's metadata (LeroyMetaText: empty or its JSON): a save that changes it into anything
 * else is refused (400) before anything is stored. A text stored before this check and sent back unchanged is
 * taken, so a record that holds one can still be edited. Checked here and not in MedicalProfileRequest, which the
 * web app's first download carries: the web writes leroyMeta only through writeVisualizerMeta.
 */
async function checkLeroyMeta(repo: ReturnType<typeof repoOf>, userID: string, leroyMeta: string): Promise<void> {
  if (LeroyMetaText.safeParse(leroyMeta).success) return;
  const stored = await repo.records.medicalProfile(userID);
  if (stored?.medicalProfile?.leroyMeta !== leroyMeta) throw new DomainError(400, LEROY_META_MESSAGE);
}

export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/create",
    {
      config: {
        endpoint: "createPatient",
        validationStatus: 422,
        tenancy: { kind: "store", id: { body: "storeID" } },
      },
      schema: {
        tags: TAGS,
        summary: "Creates a patient user, a member of the store (the operator's first store when none is named)",
        body: CreateUserRequest,
        response: { 201: CreateUserResponse, ...errorResponses(400, 401, 403, 404, 422, 500) },
      },
    },
    async (request, reply) => {
      const created = await repoOf(request).records.createUser(request.body);
      if (!created) throw DomainError.of("createPatient", 404);
      return reply.code(201).send(withETag(reply, created.version, created));
    },
  );

  app.get(
    "/user/:userID",
    {
      config: { endpoint: "user", tenancy: userTenancy },
      schema: {
        tags: TAGS,
        summary: "One patient as the spec's User, with its whole record and version (ETag)",
        params: UserParams,
        response: { 200: UserRecord, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) => {
      const patient = await repoOf(request).patients.findJson(request.params.userID);
      if (!patient) throw DomainError.of("user", 404);
      // Sent as the database built it (the list's way, routes/profile/index.ts): opening a patient is the
      // clinic's most frequent read, and re-validating and re-stringifying it was about 7% of its CPU (issue 17
      // point 8). records.test.ts parses the answer with the UserRecord contract, so the SQL's JSON is held to it.
      setETag(reply, patient.version);
      return sendJsonText<UserRecord>(reply, patient.json);
    },
  );

  app.get(
    "/patient/:patientID",
    {
      config: { endpoint: "patient", tenancy: { kind: "patient", id: { param: "patientID" } } },
      schema: {
        tags: TAGS,
        summary: "One patient record of the caller's stores, with its version (ETag)",
        params: PatientParams,
        response: { 200: PatientRecord, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) => {
      const patient = await repoOf(request).patients.find(request.params.patientID);
      if (!patient) throw DomainError.of("patient", 404);
      return withETag(reply, patient.version, patient);
    },
  );

  app.post(
    "/user/:userID/update",
    {
      config: { endpoint: "updateUser", tenancy: userTenancy },
      schema: {
        tags: TAGS,
        summary: "Updates the patient's names, gender and PO number (zebraID; an empty one clears it)",
        params: UserParams,
        body: UserDetails,
        headers: RecordWriteHeaders,
        response: { 200: RecordVersion, ...errorResponses(400, 401, 403, 404, 412, 422, 500) },
      },
    },
    async (request, reply) => {
      const version = await repoOf(request).records.update(
        request.params.userID,
        request.body,
        preconditionOf(request),
      );
      return withETag(reply, version, { version });
    },
  );

  app.get(
    "/user/:userID/canDelete",
    {
      config: { endpoint: "user", tenancy: userTenancy },
      schema: {
        tags: TAGS,
        summary: "Whether the patient may be deleted: not once any of its sessions has an order",
        params: UserParams,
        response: { 200: CanDeleteResponse, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const canDelete = await repoOf(request).records.canDelete(request.params.userID);
      if (canDelete === undefined) throw DomainError.of("user", 404);
      return { canDelete };
    },
  );

  app.post(
    "/addUserToSite",
    {
      config: {
        endpoint: "user",
        tenancy: [
          { kind: "patient", id: { body: "userID" }, notFound: "user" },
          { kind: "store", id: { body: "storeID" } },
        ],
      },
      schema: {
        tags: TAGS,
        summary: "Makes the patient a member of another store of the company",
        body: AddUserToSiteRequest,
        headers: RecordWriteHeaders,
        response: { 200: RecordVersion, ...errorResponses(400, 401, 403, 404, 412, 422, 500) },
      },
    },
    async (request, reply) => {
      const { userID, storeID } = request.body;
      const version = await repoOf(request).records.addToSite(userID, storeID, preconditionOf(request));
      return withETag(reply, version, { version });
    },
  );

  app.post(
    "/session/create",
    {
      config: {
        endpoint: "session",
        // The owners' ids sit in a list; each is declared by its type, and the repository checks that they belong
        // together (and that the employee is an operator of the company).
        tenancy: [
          { kind: "patient", id: { owner: "USER" }, notFound: "user" },
          { kind: "store", id: { owner: "SITE" } },
          { kind: "company", id: { owner: "COMPANY" } },
        ],
      },
      schema: {
        tags: TAGS,
        summary: "Opens a scan session of the patient at the site; it becomes the patient's latest",
        body: CreateSessionRequest,
        response: { 201: CreateSessionResponse, ...errorResponses(400, 401, 403, 404, 412, 422, 500) },
      },
    },
    async (request, reply) => {
      const owner = (type: string) => request.body.owners.find((o) => o.type === type)?.id ?? "";
      const created = await repoOf(request).records.createSession(
        { userID: owner("USER"), storeID: owner("SITE"), companyID: owner("COMPANY"), operatorID: owner("OPERATOR") },
        ifMatchOf(request),
      );
      return reply.code(201).send(withETag(reply, created.version, { sessionID: created.sessionID }));
    },
  );

  app.post(
    "/update/currentOwner",
    {
      config: {
        endpoint: "user",
        tenancy: [
          { kind: "patient", id: { body: "userID" }, notFound: "user" },
          { kind: "doctor", id: { body: "ownerID" } },
        ],
      },
      schema: {
        tags: TAGS,
        summary: "Assigns the doctor (ownerID), who must be a doctor of the patient's store",
        body: UpdateCurrentOwnerRequest,
        headers: RecordWriteHeaders,
        response: { 200: RecordVersion, ...errorResponses(400, 401, 403, 404, 412, 422, 500) },
      },
    },
    async (request, reply) => {
      const { userID, ownerID } = request.body;
      const version = await repoOf(request).records.assignDoctor(userID, ownerID, preconditionOf(request));
      return withETag(reply, version, { version });
    },
  );

  app.post(
    "/:userID/update/fitStationProfile",
    {
      config: {
        endpoint: "updateFitStationProfile",
        tenancy: [userTenancy, { kind: "session", id: { body: "lastValidScanningSession" } }],
      },
      schema: {
        tags: TAGS,
        summary: "Updates the FitStation profile: the last valid scan session (the patient's) and the weight",
        params: UserParams,
        body: FitStationProfile,
        headers: RecordWriteHeaders,
        response: { 200: RecordVersion, ...errorResponses(400, 401, 403, 404, 412, 422, 500) },
      },
    },
    async (request, reply) => {
      const repo = repoOf(request);
      const version = await repo.records.updateFitStationProfile(
        request.params.userID,
        request.body,
        preconditionOf(request),
      );
      return withETag(reply, version, { version });
    },
  );

  app.get(
    "/user/:userID/fitStationProfile",
    {
      config: { endpoint: "user", tenancy: userTenancy },
      schema: {
        tags: TAGS,
        summary: "The FitStation profile and the record's version (ETag)",
        params: UserParams,
        response: { 200: FitStationProfileResponse, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) => {
      const profile = await repoOf(request).records.fitStationProfile(request.params.userID);
      if (!profile) throw DomainError.of("user", 404);
      return withETag(reply, profile.version, profile);
    },
  );

  app.post(
    "/:userID/update/fitStationMedicalProfile",
    {
      config: {
        endpoint: "updateFitStationProfile",
        tenancy: [userTenancy, { kind: "session", id: { query: "sessionID" } }],
      },
      schema: {
        tags: TAGS,
        summary: "Saves the medical profile in the scan session; action records a session status with it",
        description:
          'update "false" records the action\'s status and keeps the stored profile (the body is still validated).',
        params: UserParams,
        querystring: MedicalProfileUpdateQuery,
        body: MedicalProfileRequest,
        headers: RecordWriteHeaders,
        response: { 200: RecordVersion, ...errorResponses(400, 401, 403, 404, 412, 422, 500) },
      },
    },
    async (request, reply) => {
      const { sessionID, action, update } = request.query;
      await checkLeroyMeta(repoOf(request), request.params.userID, request.body.leroyMeta);
      const version = await repoOf(request).records.updateMedicalProfile(
        request.params.userID,
        { sessionID, action, update: update === "true", profile: request.body },
        preconditionOf(request),
      );
      return withETag(reply, version, { version });
    },
  );

  app.get(
    "/user/:userID/fitStationMedicalProfile",
    {
      config: { endpoint: "user", tenancy: userTenancy },
      schema: {
        tags: TAGS,
        summary: "The medical profile (null before the first save) and the record's version (ETag)",
        params: UserParams,
        response: { 200: MedicalProfileResponse, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) => {
      const profile = await repoOf(request).records.medicalProfile(request.params.userID);
      if (!profile) throw DomainError.of("user", 404);
      return withETag(reply, profile.version, profile);
    },
  );

  app.post(
    "/:userID/copyFitStationProfile",
    {
      config: {
        endpoint: "updateFitStationProfile",
        tenancy: [
          userTenancy,
          { kind: "patient", id: { query: "oldUserID" }, notFound: "user" },
          { kind: "session", id: { query: "sessionID" } },
          { kind: "session", id: { query: "oldSessionID" } },
        ],
      },
      schema: {
        tags: TAGS,
        summary: "Reorder: copies the old patient's profile and medical profile to the new patient",
        params: UserParams,
        querystring: CopyFitStationProfileQuery,
        headers: RecordWriteHeaders,
        response: { 200: RecordVersion, ...errorResponses(400, 401, 403, 404, 412, 422, 500) },
      },
    },
    async (request, reply) => {
      const version = await repoOf(request).records.copyFitStationProfile(
        request.params.userID,
        request.query,
        preconditionOf(request),
      );
      return withETag(reply, version, { version });
    },
  );

  app.delete(
    "/user/:userID/delete",
    {
      config: { endpoint: "user", tenancy: userTenancy },
      schema: {
        tags: TAGS,
        summary:
          "Deletes the patient with its sessions, statuses, profiles and scans (their files too); refused (409) while it has an order",
        params: UserParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, 412, 500) },
      },
    },
    async (request, reply) => {
      const { blobsLeft } = await repoOf(request).records.delete(request.params.userID, ifMatchOf(request));
      // The patient's rows are gone; a scan file the store would not delete is logged for removal by hand.
      if (blobsLeft.length > 0) request.log.error({ blobsLeft }, "scan files of a deleted patient were not removed");
      return reply.code(204).send(null);
    },
  );
};
