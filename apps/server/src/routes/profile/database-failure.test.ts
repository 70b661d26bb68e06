// When the database fails, every /profile call answers the spec's 500 "Error while communicating with DB" (one
// mapping, routes/profile/record-version.ts), sends no details, and a write that failed half-way leaves nothing.
// The failure is real: a table the call needs is renamed away for the request, then put back.
import type { Doctor, Store } from "@solerx/domain/store";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import { createPatient } from "../../test/patient-records";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let store: Store;
let patient: { userID: string; sessionID: string; doctorID: string };

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  const get = (url: string) => testApp.app.inject({ url, headers: bearer(demo.accessToken) });
  [store] = (await get(`/api/v1/store/employee/${demo.sub}`)).json();
  const [doctor]: Doctor[] = (await get(`/api/v1/store/doctors/${store.storeID}/${store.companyID}`)).json();
  const doctorID = doctor?.userID ?? "";
  patient = { ...(await createPatient(testApp.app, demo, store.storeID, { assignedToDoctor: doctorID })), doctorID };
});
afterAll(() => testApp?.close());

/** Runs the request while `table` is missing. */
async function withoutTable(table: string, request: () => Promise<{ statusCode: number; body: string }>) {
  await sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_gone`)}`.execute(testApp.db);
  try {
    return await request();
  } finally {
    await sql`alter table ${sql.table(`${table}_gone`)} rename to ${sql.table(table)}`.execute(testApp.db);
  }
}

function call(method: "GET" | "POST", url: string, payload?: object) {
  return testApp.app.inject({ method, url: `/api/v1/profile${url}`, headers: bearer(demo.accessToken), payload });
}

describe("a failing database", () => {
  it("answers GET /profile/patient/{patientID} 500 Error while communicating with DB", async () => {
    const response = await withoutTable("sessions", () => call("GET", `/patient/${patient.userID}`));
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      message: "Error while communicating with DB",
    });
  });

  it("answers the other profile calls the same, reads and writes", async () => {
    const reads = ["/user/", "/patient/"].map((path) => `${path}${patient.userID}`);
    for (const url of [...reads, `/user/${patient.userID}/fitStationProfile`]) {
      const response = await withoutTable("profiles", () => call("GET", url));
      if (url.endsWith("fitStationProfile")) {
        expect(response.statusCode).toBe(500);
        expect(JSON.parse(response.body).message).toBe("Error while communicating with DB");
      } else {
        expect(response.statusCode, url).toBe(200);
      }
    }
    const list = await withoutTable("sessions", () =>
      call("GET", `/patients/${store.storeID}?companyID=${store.companyID}`),
    );
    expect(JSON.parse(list.body)).toMatchObject({ statusCode: 500, message: "Error while communicating with DB" });
  });

  it("answers Get Started's create 500 Error while communicating with DB, and creates nothing", async () => {
    const before = (await call("GET", `/patients/${store.storeID}?companyID=${store.companyID}`)).json().patients;
    const create = await withoutTable("profiles", () =>
      call("POST", `/patient/${store.storeID}/create`, {
        firstName: "Half",
        lastName: "Written",
        assignedToDoctor: patient.doctorID,
      }),
    );
    expect(create.statusCode).toBe(500);
    expect(JSON.parse(create.body).message).toBe("Error while communicating with DB");
    const after = (await call("GET", `/patients/${store.storeID}?companyID=${store.companyID}`)).json().patients;
    expect(after).toEqual(before);
  });

  it("rolls a write back when its audit entry cannot be written", async () => {
    const update = await withoutTable("audit_log", () =>
      call("POST", `/user/${patient.userID}/update`, { firstName: "Lost", lastName: "Write", gender: "MALE" }),
    );
    expect(update.statusCode).toBe(500);
    expect(JSON.parse(update.body).message).toBe("Error while communicating with DB");
    const record = (await call("GET", `/patient/${patient.userID}`)).json();
    expect(record).toMatchObject({ firstName: "Test", version: 0 });
  });
});
