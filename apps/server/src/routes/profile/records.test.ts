// /api/v1/profile record calls of issue 9: users, patients, sessions, doctors, FitStation profiles, reorder copy
// and delete; the record version (ETag, If-Match, 412) and the audit entry of every write.
import { randomUUID } from "node:crypto";
import { PATIENT_HAS_ORDERS_MESSAGE, STALE_RECORD_MESSAGE } from "@solerx/domain/common";
import { LEROY_META_MESSAGE } from "@solerx/domain/design";
import { birthDateToTimestamp, type MedicalProfile, type PatientList, UserRecord } from "@solerx/domain/patient";
import type { Doctor, Store } from "@solerx/domain/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSessionStatus, listSessionStatuses } from "../../areas/sessions/index";
import { DEMO_PASSWORD } from "../../seed";
import { addOperator } from "../../test/operators";
import { createPatient, medicalProfile } from "../../test/patient-records";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let downtown: Store;
let riverside: Store;
let doctor: Doctor;

type Method = "GET" | "POST" | "DELETE";
function call(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method,
    url: `/api/v1/profile${url}`,
    headers: { ...bearer(demo.accessToken), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function auditActions(patientID: string): Promise<string[]> {
  const rows = await testApp.db
    .selectFrom("audit_log")
    .select("action")
    .where("patient_id", "=", patientID)
    .where("action", "!=", "read")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.action);
}

function newPatient(body: Record<string, unknown> = {}) {
  return createPatient(testApp.app, demo, downtown.storeID, { assignedToDoctor: doctor.userID, ...body });
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  const get = (url: string) => testApp.app.inject({ url, headers: bearer(demo.accessToken) });
  [downtown, riverside] = (await get(`/api/v1/store/employee/${demo.sub}`)).json();
  [doctor] = (await get(`/api/v1/store/doctors/${downtown.storeID}/${downtown.companyID}`)).json();
});
afterAll(() => testApp?.close());

describe("POST /profile/user/create and GET /profile/user/{userID}", () => {
  it("creates a patient user in the named store, read back as the spec's User with its record and ETag", async () => {
    const created = await call("POST", "/user/create", {
      firstName: "Ada",
      lastName: "Byron",
      gender: "FEMALE",
      zebraID: "PO-1",
      storeID: riverside.storeID,
    });
    expect(created.statusCode).toBe(201);
    const { userID, version } = created.json();
    expect(version).toBe(0);
    const user = await call("GET", `/user/${userID}`);
    expect(user.statusCode).toBe(200);
    expect(user.headers.etag).toBe('"0"');
    expect(user.json()).toMatchObject({
      userID,
      firstName: "Ada",
      lastName: "Byron",
      gender: "FEMALE",
      operators: { currentOwner: null },
      zebraID: "PO-1",
      storeID: riverside.storeID,
      version: 0,
    });
    expect(await auditActions(userID)).toEqual(["create"]);
  });

  it("answers the record as the database built it, exactly the UserRecord contract: the patient call's record and its owner", async () => {
    const { userID, sessionID } = await newPatient({ zebraID: "PO-7" });
    await call(
      "POST",
      `/${userID}/update/fitStationMedicalProfile?sessionID=${sessionID}&action=PRESCRIPTION_CREATED`,
      medicalProfile({ patientID: "REF-7" }),
    );
    const user = await call("GET", `/user/${userID}`);
    expect(user.statusCode).toBe(200);
    expect(user.headers["content-type"]).toBe("application/json; charset=utf-8");
    const body = user.json();
    // Parsing drops any field the contract lacks, at any depth, and refuses a wrong type: equal means exact.
    expect(UserRecord.parse(body)).toEqual(body);
    expect(user.headers.etag).toBe(`"${body.version}"`);
    // The same record the zod-serialized patient call answers, with the spec's operators.currentOwner beside it.
    const patient = (await call("GET", `/patient/${userID}`)).json();
    expect(body).toEqual({ ...patient, operators: { currentOwner: doctor.userID } });
    expect(patient).toMatchObject({
      userID,
      zebraID: "PO-7",
      patientID: "REF-7",
      birthDate: { day: 17, month: 5, year: 1970 },
      assignedToDoctor: doctor.userID,
      sessionsStatuses: ["PRESCRIPTION_CREATED", "SESSION_CREATED"],
      storeID: downtown.storeID,
      companyID: downtown.companyID,
      version: 1,
    });
  });

  it("puts the patient in the operator's first store when no store is named", async () => {
    const created = await call("POST", "/user/create", { firstName: "No", lastName: "Store", gender: "UNKNOWN" });
    expect(created.statusCode).toBe(201);
    expect((await call("GET", `/user/${created.json().userID}`)).json().storeID).toBe(downtown.storeID);
  });

  it("refuses invalid names with 422 and the spec's message; 404 User not found for an unknown user", async () => {
    const invalid = await call("POST", "/user/create", { firstName: "A,B", lastName: "C", gender: "UNKNOWN" });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().message).toBe("Some of provided data are invalid due to defined schema");
    const missing = await call("GET", `/user/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("User not found");
  });
});

describe("GET /profile/patient/{patientID}", () => {
  it("answers the patient record with its version and ETag; 404 Patient not found otherwise", async () => {
    const { userID, sessionID } = await newPatient({ firstName: "Rec", zebraID: "PO-9" });
    const record = await call("GET", `/patient/${userID}`);
    expect(record.statusCode).toBe(200);
    expect(record.headers.etag).toBe('"0"');
    expect(record.json()).toMatchObject({ userID, sessionID, zebraID: "PO-9", version: 0, storeID: downtown.storeID });
    for (const id of [randomUUID(), demo.sub]) {
      const missing = await call("GET", `/patient/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe("Patient not found");
    }
  });
});

describe("POST /profile/user/{userID}/update and the record version", () => {
  it("updates names, gender and PO number, answers the new version, and an empty PO number clears it", async () => {
    const { userID } = await newPatient({ zebraID: "PO-2" });
    const updated = await call("POST", `/user/${userID}/update`, {
      firstName: "Grace",
      lastName: "Hopper",
      gender: "FEMALE",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ version: 1 });
    expect(updated.headers.etag).toBe('"1"');
    expect((await call("GET", `/patient/${userID}`)).json()).toMatchObject({ lastName: "Hopper", zebraID: "PO-2" });
    await call("POST", `/user/${userID}/update`, { firstName: "G", lastName: "H", gender: "FEMALE", zebraID: "" });
    expect((await call("GET", `/patient/${userID}`)).json()).toMatchObject({ zebraID: null, version: 2 });
    expect(await auditActions(userID)).toEqual(["create", "update", "update"]);
  });

  it("answers 400 Failed to update user for an invalid body and 404 User not found for an unknown user", async () => {
    const { userID } = await newPatient();
    const invalid = await call("POST", `/user/${userID}/update`, { firstName: "", lastName: "X", gender: "MALE" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe("Failed to update user");
    const unknown = await call("POST", `/user/${randomUUID()}/update`, {
      firstName: "A",
      lastName: "B",
      gender: "MALE",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("User not found");
    expect((await call("GET", `/patient/${userID}`)).json()).toMatchObject({ firstName: "Test", version: 0 });
  });

  it("refuses a write whose If-Match names an older version with 412, writing nothing", async () => {
    const { userID } = await newPatient();
    const body = { firstName: "New", lastName: "Name", gender: "MALE" };
    expect((await call("POST", `/user/${userID}/update`, body, { "if-match": '"0"' })).statusCode).toBe(200);
    const stale = await call("POST", `/user/${userID}/update`, { ...body, firstName: "Lost" }, { "if-match": '"0"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toBe(STALE_RECORD_MESSAGE);
    expect((await call("GET", `/patient/${userID}`)).json()).toMatchObject({ firstName: "New", version: 1 });
    expect(await auditActions(userID)).toEqual(["create", "update"]);
    const malformed = await call("POST", `/user/${userID}/update`, body, { "if-match": "yesterday" });
    expect(malformed.statusCode).toBe(400);
  });

  it("lets exactly one of two concurrent writes with the same If-Match win", async () => {
    const { userID } = await newPatient();
    const write = (firstName: string) =>
      call("POST", `/user/${userID}/update`, { firstName, lastName: "Race", gender: "MALE" }, { "if-match": '"0"' });
    const statuses = (await Promise.all([write("One"), write("Two")])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 412]);
    const record = (await call("GET", `/patient/${userID}`)).json();
    expect(record.version).toBe(1);
    expect(["One", "Two"]).toContain(record.firstName);
  });
});

describe("GET …/canDelete and DELETE …/delete", () => {
  it("deletes a patient without orders with all its data, and the audit log keeps who deleted whom", async () => {
    const { userID, sessionID } = await newPatient();
    await call("POST", `/${userID}/update/fitStationMedicalProfile?sessionID=${sessionID}`, medicalProfile());
    expect((await call("GET", `/user/${userID}/canDelete`)).json()).toEqual({ canDelete: true });
    const deleted = await call("DELETE", `/user/${userID}/delete`);
    expect(deleted.statusCode).toBe(204);
    expect((await call("GET", `/user/${userID}`)).statusCode).toBe(404);
    const db = testApp.db;
    const left = await Promise.all([
      db.selectFrom("users").select("id").where("id", "=", userID).execute(),
      db.selectFrom("memberships").select("user_id").where("user_id", "=", userID).execute(),
      db.selectFrom("sessions").select("id").where("user_id", "=", userID).execute(),
      db.selectFrom("session_statuses").select("id").where("session_id", "=", sessionID).execute(),
      db.selectFrom("profiles").select("user_id").where("user_id", "=", userID).execute(),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0]);
    const entry = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("patient_id", "=", userID)
      .where("action", "=", "delete")
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ user_id: demo.sub, store_id: downtown.storeID, company_id: downtown.companyID });
    expect(entry.route).toBe("DELETE /api/v1/profile/user/:userID/delete");
    await expect(db.deleteFrom("audit_log").where("patient_id", "=", userID).execute()).rejects.toThrow(/append-only/);
  });

  it("keeps a patient with an order or a repair order: canDelete false, DELETE 409, nothing deleted", async () => {
    for (const status of ["ORDER_CREATED", "REPAIR_ORDER_CREATED"] as const) {
      const { userID, sessionID } = await newPatient();
      await addSessionStatus(testApp.db, sessionID, status);
      await addSessionStatus(testApp.db, sessionID, "PRESCRIPTION_UPDATED");
      expect((await call("GET", `/user/${userID}/canDelete`)).json()).toEqual({ canDelete: false });
      const refused = await call("DELETE", `/user/${userID}/delete`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(PATIENT_HAS_ORDERS_MESSAGE);
      expect((await call("GET", `/user/${userID}`)).statusCode).toBe(200);
      expect(await auditActions(userID)).toEqual(["create"]);
    }
    expect((await call("GET", `/user/${randomUUID()}/canDelete`)).json().message).toBe("User not found");
  });

  it("honours If-Match on delete", async () => {
    const { userID } = await newPatient();
    const stale = await call("DELETE", `/user/${userID}/delete`, undefined, { "if-match": '"5"' });
    expect(stale.statusCode).toBe(412);
    expect((await call("GET", `/user/${userID}`)).statusCode).toBe(200);
  });
});

describe("POST /profile/addUserToSite, /session/create, /update/currentOwner", () => {
  it("adds the patient to another store of the company", async () => {
    const { userID } = await newPatient({ lastName: "Twostores" });
    const added = await call("POST", "/addUserToSite", { userID, storeID: riverside.storeID });
    expect(added.json()).toEqual({ version: 1 });
    const list: PatientList = (
      await call("GET", `/patients/${riverside.storeID}?companyID=${riverside.companyID}&limit=5`)
    ).json();
    expect(list.patients.map((p) => p.userID)).toContain(userID);
  });

  it("opens a session with all four owners; it becomes the patient's latest", async () => {
    const { userID } = await newPatient();
    const owners = [
      { type: "OPERATOR", id: demo.sub },
      { type: "USER", id: userID },
      { type: "COMPANY", id: downtown.companyID },
      { type: "SITE", id: downtown.storeID },
    ];
    const created = await call("POST", "/session/create", { owners });
    expect(created.statusCode).toBe(201);
    const { sessionID } = created.json();
    expect((await call("GET", `/session/${sessionID}`)).json()).toMatchObject({
      sessionID,
      sessionsStatuses: ["SESSION_CREATED"],
    });
    expect((await call("GET", `/patient/${userID}`)).json()).toMatchObject({ sessionID, version: 1 });

    const withoutSite = await call("POST", "/session/create", { owners: owners.slice(0, 3) });
    expect(withoutSite.statusCode).toBe(400);
    const otherSite = owners.map((o) => (o.type === "SITE" ? { ...o, id: riverside.storeID } : o));
    const inconsistent = await call("POST", "/session/create", { owners: otherSite });
    expect(inconsistent.statusCode).toBe(422);
    const patientAsEmployee = owners.map((o) => (o.type === "OPERATOR" ? { ...o, id: userID } : o));
    expect((await call("POST", "/session/create", { owners: patientAsEmployee })).statusCode).toBe(422);
  });

  it("assigns a doctor of the patient's store, and asks to reassign one who is not", async () => {
    const { userID } = await newPatient();
    const assigned = await call("POST", "/update/currentOwner", { userID, ownerID: doctor.userID });
    expect(assigned.json()).toEqual({ version: 1 });
    const riversideDoctor = await addOperator(testApp.db, "r.doc@solerx.test", riverside.storeID, "MEDICAL_DOCTOR");
    const refused = await call("POST", "/update/currentOwner", { userID, ownerID: riversideDoctor });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("Please, reassign doctor");
    expect((await call("GET", `/user/${userID}`)).json()).toMatchObject({
      operators: { currentOwner: doctor.userID },
      version: 1,
    });
  });
});

describe("FitStation profile and medical profile", () => {
  it("updates and reads the FitStation profile; another patient's session is refused with 400", async () => {
    const { userID, sessionID } = await newPatient();
    const other = await newPatient();
    const read = await call("GET", `/user/${userID}/fitStationProfile`);
    expect(read.json()).toEqual({ lastValidScanningSession: sessionID, weight: 70, version: 0 });
    const updated = await call("POST", `/${userID}/update/fitStationProfile`, {
      lastValidScanningSession: sessionID,
      weight: 155,
    });
    expect(updated.json()).toEqual({ version: 1 });
    const after = await call("GET", `/user/${userID}/fitStationProfile`);
    expect(after.headers.etag).toBe('"1"');
    expect(after.json()).toEqual({ lastValidScanningSession: sessionID, weight: 155, version: 1 });
    const foreign = await call("POST", `/${userID}/update/fitStationProfile`, {
      lastValidScanningSession: other.sessionID,
      weight: 1,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe("Failed to update FitStation profile");
    const invalid = await call("POST", `/${userID}/update/fitStationProfile`, {
      lastValidScanningSession: null,
      weight: -1,
    });
    expect(invalid.json()).toMatchObject({ statusCode: 400, message: "Failed to update FitStation profile" });
  });

  it("saves the medical profile with a status; reference ID and birth date live on the patient", async () => {
    const { userID, sessionID } = await newPatient();
    expect((await call("GET", `/user/${userID}/fitStationMedicalProfile`)).json()).toEqual({
      medicalProfile: null,
      version: 0,
    });
    const profile = medicalProfile({ patientID: "REF-42", weight: 80, weightUnit: "KG", notes: "Flat feet" });
    const saved = await call(
      "POST",
      `/${userID}/update/fitStationMedicalProfile?sessionID=${sessionID}&action=PRESCRIPTION_CREATED`,
      profile,
    );
    expect(saved.json()).toEqual({ version: 1 });
    const read = await call("GET", `/user/${userID}/fitStationMedicalProfile`);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json()).toEqual({ medicalProfile: profile, version: 1 });
    expect(await listSessionStatuses(testApp.db, sessionID)).toEqual(["PRESCRIPTION_CREATED", "SESSION_CREATED"]);
    expect((await call("GET", `/patient/${userID}`)).json()).toMatchObject({
      patientID: "REF-42",
      birthDate: { day: 17, month: 5, year: 1970 },
    });
    // 80 kg in pounds, rounded (patient/weight.ts), kept beside the profile.
    expect((await call("GET", `/user/${userID}/fitStationProfile`)).json().weight).toBe(176);
  });

  it("reads a birth date below the threshold as none; update=false records the status and keeps the profile", async () => {
    const { userID, sessionID } = await newPatient();
    const url = `/${userID}/update/fitStationMedicalProfile?sessionID=${sessionID}`;
    await call("POST", url, medicalProfile({ birthDateTimestamp: Date.UTC(1850, 0, 1), notes: "Kept" }));
    expect((await call("GET", `/patient/${userID}`)).json().birthDate).toBeNull();
    const statusOnly = await call(
      "POST",
      `${url}&action=PRESCRIPTION_UPDATED&update=false`,
      medicalProfile({ notes: "Ignored" }),
    );
    expect(statusOnly.json()).toEqual({ version: 2 });
    const read = (await call("GET", `/user/${userID}/fitStationMedicalProfile`)).json();
    expect(read.medicalProfile).toMatchObject({ notes: "Kept", birthDateTimestamp: birthDateToTimestamp(null) });
    expect(await listSessionStatuses(testApp.db, sessionID)).toEqual(["PRESCRIPTION_UPDATED", "SESSION_CREATED"]);
  });

  it("refuses another patient's session, forbidden characters and unknown unit texts with 400", async () => {
    const { userID, sessionID } = await newPatient();
    const other = await newPatient();
    const url = `/${userID}/update/fitStationMedicalProfile?sessionID=`;
    const foreign = await call("POST", `${url}${other.sessionID}`, medicalProfile());
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe("Failed to update FitStation profile");
    for (const bad of [
      { notes: "a;b" },
      { patientID: "A/B" },
      // A text the contract's type refuses too: the wire may still carry it.
      { leftGenderShoeSize: "GIANT" as MedicalProfile["leftGenderShoeSize"] },
      { leroyMeta: "\u0000" },
    ]) {
      const response = await call("POST", `${url}${sessionID}`, medicalProfile(bad));
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toBe("Failed to update FitStation profile");
    }
    // leroyMeta is the visualizer's metadata: anything else is said in its own words (design/landmarks.test.ts).
    const broken = await call("POST", `${url}${sessionID}`, medicalProfile({ leroyMeta: "not json" }));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message, broken.body).toBe(LEROY_META_MESSAGE);
    expect((await call("GET", `/user/${userID}/fitStationMedicalProfile`)).json().version).toBe(0);
  });

  it("copies the old patient's profiles to the reordering patient", async () => {
    const old = await newPatient();
    await call(
      "POST",
      `/${old.userID}/update/fitStationMedicalProfile?sessionID=${old.sessionID}`,
      medicalProfile({ notes: "Original" }),
    );
    const reorder = await newPatient();
    const copied = await call(
      "POST",
      `/${reorder.userID}/copyFitStationProfile?oldUserID=${old.userID}&sessionID=${reorder.sessionID}&oldSessionID=${old.sessionID}`,
    );
    expect(copied.json()).toEqual({ version: 1 });
    const read = (await call("GET", `/user/${reorder.userID}/fitStationMedicalProfile`)).json();
    expect(read.medicalProfile).toEqual(medicalProfile({ notes: "Original" }));
    expect((await call("GET", `/user/${reorder.userID}/fitStationProfile`)).json()).toMatchObject({
      lastValidScanningSession: reorder.sessionID,
      weight: 150,
    });
    const crossed = await call(
      "POST",
      `/${reorder.userID}/copyFitStationProfile?oldUserID=${old.userID}&sessionID=${old.sessionID}&oldSessionID=${old.sessionID}`,
    );
    expect(crossed.statusCode).toBe(400);
  });
});

describe("POST /profile/patient/{storeID}/create with Get Started's medical profile", () => {
  it("stores the PO number and medical profile in the creating transaction", async () => {
    const profile = medicalProfile({ patientID: "REF-GS", notes: "From Get Started", weight: 60, weightUnit: "KG" });
    const { userID } = await newPatient({ zebraID: "PO-GS", medicalProfile: profile });
    expect((await call("GET", `/patient/${userID}`)).json()).toMatchObject({
      zebraID: "PO-GS",
      patientID: "REF-GS",
      birthDate: { day: 17, month: 5, year: 1970 },
      version: 0,
    });
    expect((await call("GET", `/user/${userID}/fitStationMedicalProfile`)).json().medicalProfile).toEqual(profile);
    expect((await call("GET", `/user/${userID}/fitStationProfile`)).json().weight).toBe(132);
    const invalid = await call("POST", `/patient/${downtown.storeID}/create`, {
      firstName: "A",
      lastName: "B",
      assignedToDoctor: doctor.userID,
      medicalProfile: medicalProfile({ notes: "<script>" }),
    });
    expect(invalid.statusCode).toBe(422);
  });

  it("refuses a shoe-size unit text the medical profile cannot hold, as the profile's own save does (issue 18)", async () => {
    const created = await call("POST", `/patient/${downtown.storeID}/create`, {
      firstName: "A",
      lastName: "B",
      assignedToDoctor: doctor.userID,
      medicalProfile: medicalProfile({ rightGenderShoeSize: "EU" as MedicalProfile["rightGenderShoeSize"] }),
    });
    expect(created.statusCode).toBe(422);
  });
});
