// Issue 33 points 3, 4 and 6 through the API: a scan the server measures says how it was oriented and in what units
// its coordinates are; a clinician's flip (heel for toe, sole for top) measures it again in the turned frame, which
// the anatomy refuses with its reason, and no insole is made from it (the design route's 422); a flip back, or the
// heel and the toe marked, makes it measured again. A scan in metres answers its landmarks in metres and says so.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import type { ScanProperties } from "@solerx/domain/scan";
import { encodeDraco, generateFoot, type TriangleMesh } from "@solerx/geometry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import { firstStore } from "../../test/orders";
import { createPatient, medicalProfile, saveMedicalProfile } from "../../test/patient-records";
import { META, uploadScan } from "../../test/scans";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let other: Tokens;
let at: Awaited<ReturnType<typeof firstStore>>;

const foot = generateFoot({ side: "right", shoeSize: 10, seed: 11, triangles: 50_000 });

function scaled(mesh: TriangleMesh, factor: number): TriangleMesh {
  return { positions: mesh.positions.map((v) => v * factor), indices: mesh.indices };
}

/** A new patient, of this US men's shoe size on both feet, with the mesh uploaded as its right foot's scan. */
async function scanned(mesh: TriangleMesh, shoeSize = 10): Promise<{ sessionID: string; scanID: string }> {
  const { userID, sessionID } = await createPatient(testApp.app, demo, at.store.storeID, {
    assignedToDoctor: at.doctor.userID,
  });
  const sizes = { shoeSize, leftShoeSize: shoeSize, rightShoeSize: shoeSize };
  await saveMedicalProfile(testApp.app, demo, { userID, sessionID }, medicalProfile(sizes));
  const scanID = await uploadScan(testApp.app, demo, sessionID, {
    subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
    bytes: await encodeDraco(mesh, { quantizationBits: 16 }),
    metaData: META,
  });
  return { sessionID, scanID };
}

function properties(scanID: string): Promise<ScanProperties> {
  return testApp.app
    .inject({ url: `/api/v1/biometric/scans/properties/${scanID}`, headers: bearer(demo.accessToken) })
    .then((response) => response.json());
}

function orient(scanID: string, body: unknown, tokens = demo) {
  return testApp.app.inject({
    method: "PATCH",
    url: `/api/v1/biometric/scans/${scanID}/orientation`,
    headers: bearer(tokens.accessToken),
    payload: body as object,
  });
}

function insole(sessionID: string) {
  return testApp.app.inject({
    url: `/api/v1/design/${sessionID}/insole?side=right&format=stl`,
    headers: bearer(demo.accessToken),
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  other = await signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD);
  at = await firstStore(testApp.app, demo);
});
afterAll(() => testApp?.close());

describe("a scan's orientation, told and put right", () => {
  it("flips heel for toe into a refusal with its reason and no insole, and back into the same measurements", async () => {
    const { sessionID, scanID } = await scanned(foot.mesh);
    const first = await properties(scanID);
    expect(first.unmeasurable).toBeNull();
    expect(first.orientation).toEqual({ by: "anatomy", correction: null });
    expect(first.coordinateUnits).toBe("mm");
    expect(first.unitsNote).toBeNull();
    expect(first.footLength).toBeCloseTo(foot.measurements.footLength, -0.5);

    const flipped = await orient(scanID, { flip: "heelToe" });
    expect(flipped.statusCode, flipped.body).toBe(200);
    const turned = flipped.json() as ScanProperties;
    expect(turned.unmeasurable).toMatch(/turned the wrong way/);
    expect(turned.orientation?.by).toBe("clinician");
    expect(await properties(scanID)).toEqual(turned);
    const refused = await insole(sessionID);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain("turned the wrong way");

    const back = (await orient(scanID, { flip: "heelToe" })).json() as ScanProperties;
    expect(back.unmeasurable).toBeNull();
    expect(Math.abs(back.footLength - first.footLength)).toBeLessThan(1);
    expect((await insole(sessionID)).statusCode).toBe(200);
  });

  it("flips sole for top into a refusal, and the heel and the toe marked make it measured", async () => {
    const { scanID } = await scanned(foot.mesh);
    const first = await properties(scanID);
    const upside = (await orient(scanID, { flip: "soleTop" })).json() as ScanProperties;
    expect(upside.unmeasurable).toMatch(/turned the wrong way|could not be|missing/);
    const { heelBack, toeTip } = first.landmarks;
    const marked = await orient(scanID, { heel: heelBack, toe: toeTip });
    expect(marked.statusCode, marked.body).toBe(200);
    const measured = marked.json() as ScanProperties;
    expect(measured.unmeasurable).toBeNull();
    expect(measured.orientation?.by).toBe("clinician");
    expect(Math.abs(measured.footLength - first.footLength)).toBeLessThan(1.5);
  });

  it("answers a scan in metres with its landmarks in metres, its figures in millimetres, and says so", async () => {
    const { scanID } = await scanned(scaled(foot.mesh, 0.001));
    const found = await properties(scanID);
    expect(found.unmeasurable).toBeNull();
    expect(found.coordinateUnits).toBe("m");
    expect(found.mmPerUnit).toBe(1000);
    expect(found.unitsNote).toMatch(/metres/);
    expect(found.footLength).toBeCloseTo(foot.measurements.footLength, -0.5);
    const heel = found.landmarks.heelCentre ?? [NaN, NaN, NaN];
    const truth = foot.landmarks.heelCentre;
    expect(Math.hypot(heel[0] * 1000 - truth.x, heel[1] * 1000 - truth.y, heel[2] * 1000 - truth.z)).toBeLessThan(4);
  });

  it("takes units its size cannot tell from the shoe size, and says so; warns of a length far from the shoe size", async () => {
    // Ten and a half inches is also ten and a half centimetres: the patient's US men's 10 says which.
    const inches = await properties((await scanned(scaled(foot.mesh, 1 / 25.4))).scanID);
    expect(inches.unmeasurable).toBeNull();
    expect(inches.coordinateUnits).toBe("in");
    expect(inches.unitsNote).toMatch(/taken as inches from the patient's recorded shoe size \(US MEN'S 10/);
    expect(inches.footLength).toBeCloseTo(foot.measurements.footLength, -0.5);
    expect(inches.lengthWarning).toBeNull();
    // A US men's 5 holds a foot of about 229 mm: this 270 mm foot is 18 % longer.
    const small = await properties((await scanned(foot.mesh, 5)).scanID);
    expect(small.coordinateUnits).toBe("mm");
    expect(small.lengthWarning).toMatch(
      /^The foot measures 27\d mm, 1\d% longer than the patient's recorded shoe size holds \(US MEN'S 5, about 229 mm\)/,
    );
  });

  it("refuses a malformed correction (400) and another company's scan, and changes nothing", async () => {
    const { scanID } = await scanned(foot.mesh);
    const before = await properties(scanID);
    for (const body of [{}, { flip: "sideways" }, { heel: [0, 0], toe: [1, 1, 1] }, { heel: [0, 0, 0] }]) {
      expect((await orient(scanID, body)).statusCode).toBe(400);
    }
    expect([403, 404]).toContain((await orient(scanID, { flip: "heelToe" }, other)).statusCode);
    expect(await properties(scanID)).toEqual(before);
  });
});
