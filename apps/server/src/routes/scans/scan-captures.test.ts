// Issue 33's acceptance through the API: captures shaped as real ones (testing/captures: cut at the ankle, with the
// leg, seated, in a foam block in inches, from a phone with a floor), turned anyhow and in mm, cm, m or inches,
// uploaded as binary STL into a patient whose shoe size is recorded. Each comes back measured the right way (its
// heel centre where the foot's is, against the ground truth the server never sees) or refused with its reason, and
// a refused one gets no insole from the design route (422 with that reason). Runs on PGlite, and on PostgreSQL
// with TEST_DATABASE_URL.
import type { ScanProperties, UploadUrlResponse } from "@solerx/domain/scan";
import { generateFoot, toStl } from "@solerx/geometry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allCaptures } from "../../../../../packages/geometry/src/testing/captures/all";
import {
  CAPTURE_UNITS_PER_MM,
  type CaptureUnits,
  poseCapture,
} from "../../../../../packages/geometry/src/testing/captures/pose";
import { DEMO_PASSWORD } from "../../seed";
import { firstStore } from "../../test/orders";
import { createPatient, medicalProfile, saveMedicalProfile } from "../../test/patient-records";
import { completeUpload, META, putFile, requestUpload } from "../../test/scans";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { prewarmHeavyWork } from "../../workers/heavy-work";

let testApp: TestApp;
let demo: Tokens;
let at: Awaited<ReturnType<typeof firstStore>>;
const outcomes = new Map<string, "measured" | "refused">();

const SHOE = 10;
const foot = generateFoot({ seed: 8, shoeSize: SHOE, side: "right", scanMode: "semi-weighted", triangles: 50_000 });
const relaxed = generateFoot({ seed: 8, shoeSize: SHOE, side: "right", scanMode: "non-weighted", triangles: 50_000 });
const captures = new Map(allCaptures(foot, 3, relaxed).map(({ name, capture }) => [name, capture]));
const CASES: [string, CaptureUnits][] = [
  ["ankle cut, open", "m"],
  ["lower leg, standing", "cm"],
  ["seated with leg", "mm"],
  ["foam block, inches", "inch"],
  ["phone, floor separate", "mm"],
];

beforeAll(async () => {
  testApp = await createTestApp();
  prewarmHeavyWork();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  at = await firstStore(testApp.app, demo);
});
afterAll(() => testApp?.close());

describe("captures shaped as real ones, through the API", () => {
  it.each(CASES)("measures %s [%s] the right way, or refuses it with its reason and no insole", async (name, units) => {
    const capture = captures.get(name);
    if (!capture) throw new Error(`no capture ${name}`);
    const posed = poseCapture(capture, name.length, { units });
    const { userID, sessionID } = await createPatient(testApp.app, demo, at.store.storeID, {
      assignedToDoctor: at.doctor.userID,
    });
    const sizes = { shoeSize: SHOE, leftShoeSize: SHOE, rightShoeSize: SHOE };
    await saveMedicalProfile(testApp.app, demo, { userID, sessionID }, medicalProfile(sizes));
    const asked = await requestUpload(testApp.app, demo, sessionID, "SCAN_SUBTYPE_FLAT_RIGHT_FOOT", {
      ...META,
      format: "stl",
    });
    const { measurementID, url } = asked.json() as UploadUrlResponse;
    expect((await putFile(testApp.app, url, toStl(posed.mesh))).statusCode).toBe(200);
    const done = await completeUpload(testApp.app, demo, measurementID);
    expect(done.statusCode, done.body).toBe(200);
    const properties = (
      await testApp.app.inject({
        url: `/api/v1/biometric/scans/properties/${measurementID}`,
        headers: bearer(demo.accessToken),
      })
    ).json() as ScanProperties;
    const insole = await testApp.app.inject({
      url: `/api/v1/design/${sessionID}/insole?side=right&format=stl`,
      headers: bearer(demo.accessToken),
    });
    outcomes.set(name, properties.unmeasurable ? "refused" : "measured");
    if (properties.unmeasurable) {
      expect(insole.statusCode).toBe(422);
      expect(insole.json().message).toContain(properties.unmeasurable);
      return;
    }
    const mm = 1 / (capture.scale * CAPTURE_UNITS_PER_MM[units]);
    const heel = properties.landmarks.heelCentre ?? [Number.NaN, Number.NaN, Number.NaN];
    const error = Math.hypot(...heel.map((v, k) => (v - (posed.landmarks.heelCentre[k] as number)) * mm));
    expect(error, `${name}: heel centre ${error.toFixed(1)} mm from the foot's`).toBeLessThan(20);
    expect(Math.abs((properties.mmPerUnit ?? 0) / mm - 1), "the scan's units").toBeLessThan(0.05);
    expect(insole.statusCode).toBe(200);
  });

  it("measures most of them: a change that refuses every capture fails here", () => {
    const measured = [...outcomes.values()].filter((outcome) => outcome === "measured").length;
    expect(measured, JSON.stringify(Object.fromEntries(outcomes))).toBeGreaterThanOrEqual(3);
  });
});
