// Issue 20, the server side of a clinician's landmarks: the landmarks moved on the landmark screen are kept in the
// medical profile's leroyMeta (checked there: a broken one is refused with 400 and changes nothing), the session's
// insoles are made with them, an order placed before a later move keeps its own leroyMeta and so its insoles, and
// the scan's properties stay the scan's own. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from "node:crypto";
import { LEROY_META_MESSAGE, writeVisualizerMeta } from "@solerx/domain/design";
import type { Order } from "@solerx/domain/order";
import type { MedicalProfile } from "@solerx/domain/patient";
import type { Point3, ScanProperties } from "@solerx/domain/scan";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { madeOrderFiles } from "../../design/order-insoles";
import { DEMO_PASSWORD } from "../../seed";
import { firstStore, orderBody, placeOrder, type ScannedPatient } from "../../test/orders";
import { createPatient, medicalProfile, saveMedicalProfile } from "../../test/patient-records";
import { uploadFootScan } from "../../test/scans";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let at: Awaited<ReturnType<typeof firstStore>>;
let patient: ScannedPatient;

function get(url: string) {
  return testApp.app.inject({ url: `/api/v1${url}`, headers: bearer(demo.accessToken) });
}

function saveProfile(profile: MedicalProfile) {
  return testApp.app.inject({
    method: "POST",
    url: `/api/v1/profile/${patient.userID}/update/fitStationMedicalProfile?sessionID=${patient.sessionID}`,
    headers: bearer(demo.accessToken),
    payload: profile,
  });
}

async function storedProfile(): Promise<{ medicalProfile: MedicalProfile; version: number }> {
  return (await get(`/profile/user/${patient.userID}/fitStationMedicalProfile`)).json();
}

const rightInsole = () => get(`/design/${patient.sessionID}/insole?side=right&format=stl`);

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  at = await firstStore(testApp.app, demo);
  const { userID, sessionID } = await createPatient(testApp.app, demo, at.store.storeID, {
    assignedToDoctor: at.doctor.userID,
    firstName: "Landmark",
    lastName: "Patient",
  });
  await saveMedicalProfile(testApp.app, demo, { userID, sessionID }, medicalProfile());
  const rightScanID = await uploadFootScan(testApp.app, demo, sessionID, "right");
  patient = { ...at, userID, sessionID, leftScanID: "", rightScanID, firstName: "Landmark", lastName: "Patient" };
}, 180_000);
afterAll(async () => {
  await testApp?.close();
});

describe("a clinician's landmarks in the medical profile's leroyMeta", () => {
  it("make the session's insole, while an order placed before the move and the scan's properties keep theirs", async () => {
    const properties = (await get(`/biometric/scans/properties/${patient.rightScanID}`)).json() as ScanProperties;
    const suggested = properties.landmarks.heelCentre as Point3;
    expect(suggested).toHaveLength(3);
    const sessionBefore = await rightInsole();
    expect(sessionBefore.statusCode, sessionBefore.body.slice(0, 200)).toBe(200);
    const placed = await placeOrder(
      testApp.app,
      demo,
      orderBody(patient, { measurementData: { leftScanID: null, rightScanID: patient.rightScanID } }),
      randomUUID(),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderID } = placed.json() as Order;
    const orderBefore = await get(`/order/${orderID}/insole?side=right&format=stl`);
    expect(orderBefore.statusCode, orderBefore.body.slice(0, 200)).toBe(200);
    // The placing makes the order's files in the background, in the same worker pool: waited for, so the insoles
    // asked below do not queue behind them on a loaded machine (a clean clone's run saw one answer that was not
    // the insole).
    await madeOrderFiles(orderID);

    // The heel's centre moved 12 mm, as the landmark screen saves it; the profile's other metadata is kept.
    const moved: Point3 = [suggested[0] + 12, suggested[1] + 12, suggested[2]];
    const leroyMeta = writeVisualizerMeta({
      settings: { scanMode: 0, units: "mm", format: "drc" },
      landmarks: { right: { scanID: patient.rightScanID, points: { heelCentre: moved } } },
    });
    expect((await saveProfile(medicalProfile({ leroyMeta }))).statusCode).toBe(200);
    expect((await storedProfile()).medicalProfile.leroyMeta).toBe(leroyMeta);

    const sessionAfter = await rightInsole();
    expect(sessionAfter.statusCode).toBe(200);
    expect(sessionAfter.rawPayload.equals(sessionBefore.rawPayload)).toBe(false);
    const orderAfter = await get(`/order/${orderID}/insole?side=right&format=stl`);
    expect(orderAfter.statusCode, orderAfter.body.slice(0, 200)).toBe(200);
    expect(orderAfter.rawPayload.equals(orderBefore.rawPayload)).toBe(true);
    const propertiesAfter = (await get(`/biometric/scans/properties/${patient.rightScanID}`)).json() as ScanProperties;
    expect(propertiesAfter.landmarks.heelCentre).toEqual(suggested);

    // Landmarks named for another scan (an older scan of the foot) are not this scan's: the insole is the scan's own.
    const otherScan = writeVisualizerMeta({
      landmarks: { right: { scanID: randomUUID(), points: { heelCentre: moved } } },
    });
    expect((await saveProfile(medicalProfile({ leroyMeta: otherScan }))).statusCode).toBe(200);
    const sessionOther = await rightInsole();
    expect(sessionOther.statusCode, sessionOther.body.slice(0, 200)).toBe(200);
    expect(sessionOther.rawPayload.equals(sessionBefore.rawPayload)).toBe(true);
  }, 180_000);

  it("refuses a leroyMeta that is not the visualizer's metadata with 400, its message, and stores nothing", async () => {
    const before = await storedProfile();
    for (const leroyMeta of [
      "not json",
      "[]",
      JSON.stringify({ landmarks: { left: { scanID: "", points: {} } } }),
      JSON.stringify({ landmarks: { right: { scanID: patient.rightScanID, points: { heelCentre: [1, 2] } } } }),
      JSON.stringify({ settings: { scanMode: 9, units: "mm", format: "drc" } }),
    ]) {
      const response = await saveProfile(medicalProfile({ leroyMeta, notes: "Changed" }));
      expect(response.statusCode, leroyMeta).toBe(400);
      expect(response.json().message, leroyMeta).toBe(LEROY_META_MESSAGE);
    }
    expect(await storedProfile()).toEqual(before);
    // Empty and the empty object are metadata with nothing in it.
    for (const leroyMeta of ["", "{}"]) expect((await saveProfile(medicalProfile({ leroyMeta }))).statusCode).toBe(200);
  }, 60_000);

  it("takes a profile whose stored leroyMeta is of another shape when it comes back unchanged", async () => {
    // Stored before the check (an older visualizer's text): a clinician's next edit must still save.
    const older = "camera=top;zoom=2";
    await sql`update profiles set medical_profile = jsonb_set(medical_profile, '{leroyMeta}', to_jsonb(${older}::text))
      where user_id = ${patient.userID}`.execute(testApp.db);
    const response = await saveProfile(medicalProfile({ leroyMeta: older, notes: "Edited after the check" }));
    expect(response.statusCode).toBe(200);
    const stored = (await storedProfile()).medicalProfile;
    expect(stored.notes).toBe("Edited after the check");
    expect(stored.leroyMeta).toBe(older);
    // Changed into another text of a foreign shape, it is refused.
    expect((await saveProfile(medicalProfile({ leroyMeta: "camera=side" }))).statusCode).toBe(400);
  }, 60_000);
});
