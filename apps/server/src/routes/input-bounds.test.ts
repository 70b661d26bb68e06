// Issue 17 point 2, found from outside: inputs that answered 500 answer 400 and store nothing. A birth date past
// the last day JavaScript can hold, a field nested 10,000 deep in a medical profile or a saved Rx's fileData, a NUL
// or a lone surrogate in a telemetry device, notes longer than the form allows. Every limit is one constant of
// @solerx/domain (INPUT_LIMITS); docs/security.md "Limits" lists them.

import { INPUT_LIMITS } from "@solerx/domain/common";
import type { Doctor, Store } from "@solerx/domain/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed";
import { firstStore } from "../test/orders";
import { createPatient, medicalProfile } from "../test/patient-records";
import { bearer, signIn, type Tokens } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let store: Store;
let doctor: Doctor;
let patient: { userID: string; sessionID: string };

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  ({ store, doctor } = await firstStore(testApp.app, demo));
  patient = await createPatient(testApp.app, demo, store.storeID, { assignedToDoctor: doctor.userID });
});
afterAll(() => testApp?.close());

/** A JSON request with a raw body (a deep nesting is written as text: JSON.stringify could not write it). */
function send(method: "POST" | "PUT", url: string, body: string) {
  return testApp.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(demo.accessToken), "content-type": "application/json" },
    payload: body,
  });
}

const profileUrl = () => `/profile/${patient.userID}/update/fitStationMedicalProfile?sessionID=${patient.sessionID}`;

async function storedProfile() {
  const response = await testApp.app.inject({
    url: `/api/v1/profile/user/${patient.userID}/fitStationMedicalProfile`,
    headers: bearer(demo.accessToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().medicalProfile;
}

/** `{"extra": {"a": {"a": … 1 …}}}` spliced into a JSON object text, nested `depth` deep. */
function withDeepField(json: string, depth: number): string {
  return `${json.slice(0, -1)},"extra":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`;
}

describe("no 5xx from a bad value: 400 and nothing stored", () => {
  it("refuses a birth date past JavaScript's last date (8640000000000001) with 400", async () => {
    for (const birthDateTimestamp of [8_640_000_000_000_001, -8_640_000_000_000_001, Number.MAX_SAFE_INTEGER]) {
      const response = await send("POST", profileUrl(), JSON.stringify(medicalProfile({ birthDateTimestamp })));
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await storedProfile()).toBeNull();
  });

  it("refuses a field nested 10,000 deep in a medical profile, and one deeper than the limit, with 400", async () => {
    const profile = JSON.stringify(medicalProfile());
    for (const depth of [10_000, INPUT_LIMITS.jsonMaxDepth + 1]) {
      const response = await send("POST", profileUrl(), withDeepField(profile, depth));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().issues[0].message).toMatch(/nested/);
    }
    expect(await storedProfile()).toBeNull();
    // Within the limit, an extra field is kept as the contract's loose object keeps it.
    const within = await send("POST", profileUrl(), withDeepField(profile, 3));
    expect(within.statusCode, within.body).toBe(200);
  });

  it("refuses a saved Rx whose fileData holds a field nested 10,000 deep with 400", async () => {
    const body = JSON.stringify({ fileName: "Deep", fileData: {}, companyID: store.companyID });
    const deep = body.replace('"fileData":{}', `"fileData":${withDeepField('{"x":1}', 10_000)}`);
    const response = await send("POST", "/savedrx/upsert", deep);
    expect(response.statusCode, response.body).toBe(400);
    const list = await testApp.app.inject({
      url: `/api/v1/savedrx/get/list?companyID=${store.companyID}`,
      headers: bearer(demo.accessToken),
    });
    expect(list.json()).toEqual([]);
  });

  // Telemetry answers its invalid bodies with 422 (the spec's catalogue), these too.
  it("refuses a telemetry device with a NUL or a lone surrogate in a string with 422, as its other bad bodies", async () => {
    for (const bad of ["a\u0000b", "\ud800", "x\udc00y"]) {
      const response = await send(
        "PUT",
        "/agent/telemetry/devices",
        JSON.stringify({
          fingerprint: "iqube-SN-9",
          groupID: store.storeID,
          device: {
            id: "1",
            name: bad,
            model: "m",
            model_id: "m",
            serial: "s",
            firmware: "f",
            state: "s",
            type: "t",
            version: "1",
          },
        }),
      );
      expect(response.statusCode, response.body).toBe(422);
    }
    const state = await send(
      "PUT",
      "/agent/telemetry/devices",
      JSON.stringify({ fingerprint: "iqube-SN-9", groupID: store.storeID, state: "\u0000" }),
    );
    expect(state.statusCode).toBe(422);
  });

  it("refuses notes longer than the form allows (INPUT_LIMITS.notesMaxLength) with 400, and takes the limit", async () => {
    const over = "a".repeat(INPUT_LIMITS.notesMaxLength + 1);
    const refused = await send("POST", profileUrl(), JSON.stringify(medicalProfile({ notes: over })));
    expect(refused.statusCode, refused.body).toBe(400);
    const limit = "a".repeat(INPUT_LIMITS.notesMaxLength);
    const taken = await send("POST", profileUrl(), JSON.stringify(medicalProfile({ notes: limit })));
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await storedProfile()).notes).toBe(limit);
  });

  it("refuses any string in a body longer than INPUT_LIMITS.jsonMaxStringLength with 400", async () => {
    const huge = "b".repeat(INPUT_LIMITS.jsonMaxStringLength + 1);
    const response = await send("POST", profileUrl(), JSON.stringify({ ...medicalProfile(), leroyMeta: huge }));
    expect(response.statusCode, response.body).toBe(400);
  });
});
