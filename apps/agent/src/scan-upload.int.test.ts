// End to end: the real server (API, sign-in, the local blob store) listening on a free port, and the scanner
// agent with its mock scanner and the geometry package's feet beside it. A scan request with a real operator
// token ends as a complete scan of the session on the server, measured; a corrupt upload and another company's
// token end as upload failures that store nothing.
import type { AddressInfo } from "node:net";
import type { Session } from "@solerx/domain/patient";
import { Scan, ScanList, ScanProperties, TelemetryEntities } from "@solerx/domain/scan";
import type { Doctor, Store } from "@solerx/domain/store";
import { footLengthMm } from "@solerx/geometry";
import { afterAll, beforeAll, expect, it } from "vitest";
// An integration test may join two apps (see .dependency-cruiser.cjs); the product code never does.
import { DEMO_PASSWORD } from "../../server/src/seed";
import { createPatient, medicalProfile } from "../../server/src/test/patient-records";
import { bearer, signIn, type Tokens } from "../../server/src/test/sign-in";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../server/src/test/test-app";
import { prewarmHeavyWork } from "../../server/src/workers/heavy-work";
import { type RunningAgent, startAgent } from "./agent";
import { geometryScanSource } from "./geometry-scan-source";
import { APP_ORIGIN, connect, control, requestScan } from "./testing/agent-client";

let testApp: TestApp;
let agent: RunningAgent;
let demo: Tokens;
let other: Tokens;
let store: Store | undefined;
let doctor: Doctor | undefined;

async function api<T>(path: string, tokens: Tokens = demo, init: RequestInit = {}): Promise<T> {
  const response = await testApp.app.inject({
    method: (init.method as "GET" | "POST") ?? "GET",
    url: `/api/v1${path}`,
    headers: { ...bearer(tokens.accessToken), ...(init.body ? { "content-type": "application/json" } : {}) },
    ...(init.body ? { payload: String(init.body) } : {}),
  });
  if (response.statusCode >= 300) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

beforeAll(async () => {
  testApp = await createTestApp();
  // As the server starts (main.ts): its workers load their modules before the first scan comes, so the scan's time
  // limit counts the scan's reading, not a cold worker's loading (a loaded machine's first scan ran out of it).
  prewarmHeavyWork();
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  const listening = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  other = await signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD);
  [store] = await api<Store[]>(`/store/employee/${demo.sub}`);
  [doctor] = await api<Doctor[]>(`/store/doctors/${store?.storeID}/${store?.companyID}`);
  // The test server's PUBLIC_URL has no port (it is app.inject's); its signed upload addresses name it, so the
  // agent's requests to it are sent where the server really listens.
  const routed: typeof fetch = (input, init) =>
    fetch(String(input).replace(new RegExp(`^${TEST_PUBLIC_URL}/`), `${listening}/`), init);
  agent = await startAgent({
    port: 0,
    allowedOrigins: [APP_ORIGIN],
    source: geometryScanSource(),
    serverUrl: listening,
    fetch: routed,
    mock: { scanDurationMs: 10 },
  });
});
afterAll(async () => {
  await agent?.close();
  await testApp?.close();
});

async function newPatient(): Promise<{ userID: string; sessionID: string }> {
  if (!store || !doctor) throw new Error("no store or doctor");
  return createPatient(testApp.app, demo, store.storeID, { assignedToDoctor: doctor.userID });
}

const scansOf = async (sessionID: string) => ScanList.parse(await api(`/biometric/scans/${sessionID}/getScans`));

it("a scan with the operator's token becomes the session's complete scan, measured from the patient's size", async () => {
  const { userID, sessionID } = await newPatient();
  await api(`/profile/${userID}/update/fitStationMedicalProfile?sessionID=${sessionID}`, demo, {
    method: "POST",
    body: JSON.stringify(medicalProfile({ leftShoeSize: 8, leftGenderShoeSize: "WOMEN'S" })),
  });

  const { status, body } = await requestScan(agent.port, {
    sessionId: sessionID,
    locationId: store?.storeID,
    foot: "left",
    scanMode: "non-weighted",
    accessToken: demo.accessToken,
  });
  expect(status, JSON.stringify(body)).toBe(200);

  const [scan] = await scansOf(sessionID);
  expect(Scan.parse(scan)).toMatchObject({
    measurementID: body.measurementID,
    subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT",
    isComplete: true,
    meta: { scanMode: "SEMI_WEIGHTED", product: "INSOLE", scannerType: "MOCK_SCANNER" },
  });
  const properties = ScanProperties.parse(await api(`/biometric/scans/properties/${body.measurementID}`));
  expect(properties.source).toBe("SCANNER");
  expect(Math.abs(properties.footLength - footLengthMm(8, "US WOMEN'S"))).toBeLessThan(1);
  expect(properties.mesh.triangleCount).toBeGreaterThanOrEqual(50_000);
  const session = await api<Session>(`/profile/session/${sessionID}`);
  expect(session.sessionsStatuses).toContain("MEASUREMENT_DATA_CAPTURED");
});

it("a corrupt upload is refused by the server: Something went wrong while uploading, no complete scan", async () => {
  const { sessionID } = await newPatient();
  await control(agent.port, { nextScan: "corrupt-upload" });
  const { status, body } = await requestScan(agent.port, {
    sessionId: sessionID,
    locationId: store?.storeID,
    foot: "right",
    accessToken: demo.accessToken,
  });
  expect(status).toBe(502);
  expect(body).toMatchObject({ code: "UPLOAD_FAILED" });
  expect((await scansOf(sessionID)).filter((scan) => scan.isComplete)).toEqual([]);
});

it("another company's operator cannot upload into the session", async () => {
  const { sessionID } = await newPatient();
  const { status, body } = await requestScan(agent.port, {
    sessionId: sessionID,
    locationId: store?.storeID,
    accessToken: other.accessToken,
  });
  expect(status).toBe(502);
  expect(body).toMatchObject({ code: "UPLOAD_FAILED" });
  expect(await scansOf(sessionID)).toEqual([]);
});

it("telemetry: after SendTelemetryData the server knows the store's scanner and its scan attempts", async () => {
  const storeID = store?.storeID ?? "";
  const client = await connect(agent.port);
  client.send({ type: "SoftpaqUpdater", action: "CheckUpdate", jwt: demo.accessToken });
  await client.waitFor("NoUpdatesAvailable");
  client.send({ type: "SendTelemetryData", site_id: storeID });
  const entities = async () => TelemetryEntities.parse(await api(`/agent/telemetry/entities/get?groupID=${storeID}`));
  await expect
    .poll(async () => (await entities()).devices.map((device) => device.fingerprint))
    .toEqual(["MOCK_SCANNER:MOCK-0001"]);
  const { sessionID } = await newPatient();
  const { uuid } = await requestScan(agent.port, {
    sessionId: sessionID,
    locationId: storeID,
    foot: "right",
    accessToken: demo.accessToken,
  });
  await expect
    .poll(async () => (await entities()).scans.map((scan) => [scan.guid, scan.result]))
    .toEqual([[uuid, "SUCCESS"]]);
  client.close();
});
