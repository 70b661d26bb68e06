// Issue 17 point 1, no request stalls the server: a scan with more triangles than a foot scan needs is refused at
// complete_upload with 422, changing nothing (the scan stays incomplete); a file declaring millions is refused
// before it is decoded; the PDF is made in the worker pool, and a PDF over its time limit, or one more than the
// pool's queue takes, is 503 with a message. `npm run bench -- stall` measures /check.txt meanwhile.

import { INPUT_LIMITS, SCAN_UPLOAD_MESSAGES } from "@solerx/domain/common";
import type { Session } from "@solerx/domain/patient";
import type { Doctor, Store } from "@solerx/domain/store";
import { dracoCounts } from "@solerx/geometry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed";
import { firstStore } from "../test/orders";
import { createPatient } from "../test/patient-records";
import { completeUpload, denseScan, dracoBox, putFile, requestUpload } from "../test/scans";
import { bearer, signIn, type Tokens } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";
import { configureHeavyWork, HEAVY_WORK_LIMITS, heavyWorkStats, prewarmHeavyWork } from "../workers/heavy-work";

let testApp: TestApp;
let demo: Tokens;
let store: Store;
let doctor: Doctor;
const LIMITS = { ...HEAVY_WORK_LIMITS };

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  ({ store, doctor } = await firstStore(testApp.app, demo));
});
afterAll(async () => {
  await configureHeavyWork({ limits: LIMITS });
  await testApp?.close();
});

/** A Draco varint: 7 bits a byte, low first, the high bit set on every byte but the last. */
function varint(value: number): number[] {
  const out: number[] = [];
  for (let rest = value; ; rest = Math.floor(rest / 128)) {
    if (rest < 128) return [...out, rest];
    out.push((rest % 128) | 0x80);
  }
}

async function newPatient() {
  return createPatient(testApp.app, demo, store.storeID, { assignedToDoctor: doctor.userID });
}

/** Registers a scan of a new patient and PUTs the bytes; the scan's id and session. */
async function uploaded(bytes: Uint8Array) {
  const { userID, sessionID } = await newPatient();
  const asked = await requestUpload(testApp.app, demo, sessionID);
  const { measurementID, url } = asked.json();
  expect((await putFile(testApp.app, url, bytes)).statusCode).toBe(200);
  return { userID, sessionID, measurementID };
}

async function sessionOf(sessionID: string): Promise<Session> {
  return (
    await testApp.app.inject({ url: `/api/v1/profile/session/${sessionID}`, headers: bearer(demo.accessToken) })
  ).json();
}

async function scanOf(sessionID: string) {
  const response = await testApp.app.inject({
    url: `/api/v1/biometric/scans/${sessionID}/getScans`,
    headers: bearer(demo.accessToken),
  });
  return response.json()[0];
}

describe("scans within what a foot scan needs", () => {
  it("refuses a mesh of more than INPUT_LIMITS.scanMaxTriangles triangles at complete_upload with 422, changing nothing", async () => {
    // A foot-sized surface of 600,000 triangles: finer than any foot scan needs.
    const bytes = await denseScan(600_000);
    expect(dracoCounts(bytes)?.triangles).toBeGreaterThan(INPUT_LIMITS.scanMaxTriangles);
    const { sessionID, measurementID } = await uploaded(bytes);
    const before = await sessionOf(sessionID);
    const refused = await completeUpload(testApp.app, demo, measurementID);
    expect([refused.statusCode, refused.json().message]).toEqual([422, SCAN_UPLOAD_MESSAGES.tooManyTriangles]);
    expect((await scanOf(sessionID)).isComplete).toBe(false);
    expect((await sessionOf(sessionID)).sessionsStatuses).toEqual(before.sessionsStatuses);
  }, 60_000);

  it("refuses a file whose header declares millions of triangles before decoding it", async () => {
    const bytes = await dracoBox();
    // The edgebreaker header: "DRACO", version 2.2, mesh, edgebreaker, flags, traversal type, then the vertex and
    // triangle counts as varints (the box's 8 and 12, a byte each): make them 6,250,000 and 12,500,000.
    const header = [...bytes.subarray(0, 12), ...varint(6_250_000), ...varint(12_500_000)];
    const declared = new Uint8Array([...header, ...bytes.subarray(14)]);
    const { sessionID, measurementID } = await uploaded(declared);
    const refused = await completeUpload(testApp.app, demo, measurementID);
    expect([refused.statusCode, refused.json().message]).toEqual([422, SCAN_UPLOAD_MESSAGES.tooManyTriangles]);
    expect((await scanOf(sessionID)).isComplete).toBe(false);
  });
});

describe("PDFs in the worker pool", () => {
  const pdf = (ids: { userID: string; sessionID: string }) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/v1/profile/create/PDFInput",
      headers: bearer(demo.accessToken),
      payload: { ...ids, employeeID: demo.sub, storeID: store.storeID, sizeGender: "female" },
    });

  it("answers 503 with a message when the PDF goes over its time limit, and makes it again within it", async () => {
    const ids = await newPatient();
    await configureHeavyWork({ limits: { pdfMs: 1 } });
    const stopped = await pdf(ids);
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json().message).toBe("The prescription PDF took too long to make and was stopped; try again");
    expect(stopped.headers["retry-after"]).toBe("5");
    await configureHeavyWork({ limits: LIMITS });
    expect((await pdf(ids)).statusCode).toBe(200);
  });

  it("answers 503 at once when every worker is busy and the queue is full", async () => {
    const ids = await newPatient();
    await configureHeavyWork({ size: 1, maxQueue: 0, limits: LIMITS });
    const answers = await Promise.all([pdf(ids), pdf(ids), pdf(ids)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(503);
    const busy = answers.find((answer) => answer.statusCode === 503);
    expect(busy?.json().message).toBe("The server is busy with other documents and scans; try again in a moment");
    await configureHeavyWork({ limits: LIMITS });
  });
});

describe("the pool at a start", () => {
  it("prewarm starts every worker without waiting for it; a PDF asked meanwhile is made once one has loaded", async () => {
    const ids = await newPatient();
    await configureHeavyWork({ size: 2, limits: LIMITS });
    expect(heavyWorkStats().running).toBe(0);
    prewarmHeavyWork();
    // Returned at once, both workers loading.
    expect(heavyWorkStats()).toMatchObject({ running: 2, queued: 0 });
    const answer = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/profile/create/PDFInput",
      headers: bearer(demo.accessToken),
      payload: { ...ids, employeeID: demo.sub, storeID: store.storeID, sizeGender: "female" },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await configureHeavyWork({ limits: LIMITS });
  }, 60_000);
});
