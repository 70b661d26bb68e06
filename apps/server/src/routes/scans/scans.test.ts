// Issue 10, scan storage: the upload flow end to end over app.inject (upload_url, the signed PUT,
// complete_upload), the web app's scan calls, and every error of the spec's catalogue for them, including a
// corrupt upload that is refused and changes nothing. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Session } from "@solerx/domain/patient";
import { LANDMARK_NAMES, type Scan, type ScanProperties, type UploadUrlResponse } from "@solerx/domain/scan";
import type { Doctor, Store } from "@solerx/domain/store";
import { decodeDraco, decodeScan, encodeDraco, fromRaw, generateFoot } from "@solerx/geometry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCAN_FILE_MAX_BYTES } from "../../blobs/index";
import { DEMO_PASSWORD } from "../../seed";
import { createPatient } from "../../test/patient-records";
import {
  blobFiles,
  completeUpload,
  dracoBox,
  injectable,
  META,
  putFile,
  requestUpload,
  uploadScan,
} from "../../test/scans";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let other: Tokens;
let downtown: Store;
let doctor: Doctor;

function get(url: string, tokens: Tokens = demo) {
  return testApp.app.inject({ method: "GET", url: `/api/v1${url}`, headers: bearer(tokens.accessToken) });
}

async function newSession(): Promise<{ userID: string; sessionID: string }> {
  return createPatient(testApp.app, demo, downtown.storeID, { assignedToDoctor: doctor.userID });
}

async function statuses(sessionID: string): Promise<string[]> {
  return ((await get(`/profile/session/${sessionID}`)).json() as Session).sessionsStatuses;
}

async function askUpload(sessionID: string, subtype?: Scan["subtype"]): Promise<UploadUrlResponse> {
  const response = await requestUpload(testApp.app, demo, sessionID, subtype);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  other = await signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD);
  [downtown] = (await get(`/store/employee/${demo.sub}`)).json();
  [doctor] = (await get(`/store/doctors/${downtown.storeID}/${downtown.companyID}`)).json();
});
afterAll(() => testApp?.close());

describe("the upload flow", () => {
  it("registers a scan, takes its file at the signed address, completes it and captures the session", async () => {
    const { sessionID } = await newSession();
    expect(await statuses(sessionID)).toEqual(["SESSION_CREATED"]);
    const before = Date.now();
    const upload = await askUpload(sessionID);
    expect(upload.method).toBe("PUT");
    expect(upload.maxBytes).toBe(SCAN_FILE_MAX_BYTES);
    expect(upload.url.startsWith(`${testApp.config.publicUrl}/blobs/uploads/`)).toBe(true);
    const expiresIn = Date.parse(upload.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(14 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);

    const listed = (await get(`/biometric/scans/${sessionID}/getScans`)).json() as Scan[];
    expect(listed).toEqual([
      expect.objectContaining({ measurementID: upload.measurementID, isComplete: false, completedAt: null }),
    ]);

    const bytes = await dracoBox();
    const put = await putFile(testApp.app, upload.url, bytes);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ size: bytes.length });

    const done = await completeUpload(testApp.app, demo, upload.measurementID);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      measurementID: upload.measurementID,
      subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT",
      isComplete: true,
      meta: { scanMode: "SEMI_WEIGHTED", product: "INSOLE", scannerType: "MOCK_SCANNER" },
    });
    expect(await statuses(sessionID)).toEqual(["MEASUREMENT_DATA_CAPTURED", "SESSION_CREATED"]);

    // The second foot completes too, and the session keeps one MEASUREMENT_DATA_CAPTURED.
    await uploadScan(testApp.app, demo, sessionID, { subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT" });
    expect(await statuses(sessionID)).toEqual(["MEASUREMENT_DATA_CAPTURED", "SESSION_CREATED"]);
    const scans = (await get(`/biometric/scans/${sessionID}/getScans`)).json() as Scan[];
    expect(scans.map((scan) => [scan.subtype, scan.isComplete])).toEqual([
      ["SCAN_SUBTYPE_FLAT_LEFT_FOOT", true],
      ["SCAN_SUBTYPE_FLAT_RIGHT_FOOT", true],
    ]);
  });

  it("serves the surface model as the uploaded Draco file, by default and asked in any case", async () => {
    const { sessionID } = await newSession();
    const bytes = await dracoBox(250, 95, 55);
    const scanID = await uploadScan(testApp.app, demo, sessionID, { bytes });
    for (const query of ["", "?encoding=draco", "?encoding=DRACO"]) {
      const response = await get(`/biometric/scans/${scanID}/get3DScanSurfaceModel${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: Buffer.from(bytes).toString("base64"), encoding: "DRACO" });
    }
    const mesh = await decodeDraco(bytes);
    expect(mesh.indices.length / 3).toBe(12);
    const bad = await get(`/biometric/scans/${scanID}/get3DScanSurfaceModel?encoding=ply`);
    expect(bad.statusCode).toBe(400);
  });

  it("converts the surface model to STL, OBJ and RAW on the server", async () => {
    const { sessionID } = await newSession();
    const bytes = await dracoBox(250, 95, 55);
    const scanID = await uploadScan(testApp.app, demo, sessionID, { bytes });
    const model = async (encoding: string) => {
      const response = await get(`/biometric/scans/${scanID}/get3DScanSurfaceModel?encoding=${encoding}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { data: string; encoding: string };
      expect(body.encoding).toBe(encoding.toUpperCase());
      return Buffer.from(body.data, "base64");
    };
    const stl = await model("stl");
    expect(stl.length).toBe(84 + 50 * 12);
    expect(stl.readUInt32LE(80)).toBe(12);
    const obj = (await model("obj")).toString("utf8").split("\n");
    expect(obj.filter((line) => line.startsWith("v "))).toHaveLength(8);
    expect(obj.filter((line) => line.startsWith("f "))).toHaveLength(12);
    const raw = fromRaw(new Uint8Array(await model("RAW")));
    expect(raw.indices.length / 3).toBe(12);
    const decoded = await decodeDraco(bytes);
    expect(Array.from(raw.positions)).toEqual(Array.from(decoded.positions));
  });

  it("compresses a converted model's answer in the worker for a client that takes br or gzip: the same JSON", async () => {
    const { sessionID } = await newSession();
    const scanID = await uploadScan(testApp.app, demo, sessionID, { bytes: await dracoBox(250, 95, 55) });
    const url = `/api/v1/biometric/scans/${scanID}/get3DScanSurfaceModel?encoding=OBJ`;
    const model = (headers: Record<string, string>) =>
      testApp.app.inject({ url, headers: { ...bearer(demo.accessToken), ...headers } });
    const plain = await model({});
    expect([plain.statusCode, plain.headers["content-encoding"]]).toEqual([200, undefined]);
    expect(plain.json().encoding).toBe("OBJ");
    const decompress = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accepted, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const answer = await model({ "accept-encoding": accepted });
      expect([answer.statusCode, answer.headers["content-encoding"]]).toEqual([200, encoding]);
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(decompress[encoding](answer.rawPayload).toString()).toBe(plain.body);
    }
    const uncompressed: Record<string, string>[] = [
      { "accept-encoding": "identity" },
      { "accept-encoding": "br", "x-no-compression": "1" },
    ];
    for (const refused of uncompressed) {
      const answer = await model(refused);
      expect([answer.headers["content-encoding"], answer.body]).toEqual([undefined, plain.body]);
    }
  });

  it("measures a synthetic foot of 100,000 triangles within a millimetre of its ground truth", async () => {
    const { sessionID } = await newSession();
    const foot = generateFoot({ shoeSize: 10, side: "left", seed: 7 });
    const bytes = await encodeDraco(foot.mesh);
    const scanID = await uploadScan(testApp.app, demo, sessionID, { bytes });
    const properties = (await get(`/biometric/scans/properties/${scanID}`)).json() as ScanProperties;
    expect(properties.source).toBe("SERVER");
    // The welded mesh's (a closed scan stays closed): the triangles quantisation left without area are gone.
    expect(properties.mesh.triangleCount).toBe((await decodeScan(bytes)).indices.length / 3);
    expect(properties.mesh.triangleCount).toBeGreaterThan(foot.mesh.indices.length / 3 - 200);
    expect(Math.abs(properties.footLength - foot.measurements.footLength)).toBeLessThan(1);
    expect(Math.abs(properties.ballWidth - foot.measurements.ballWidth)).toBeLessThan(1);
    expect(Math.abs(properties.heelWidth - foot.measurements.heelWidth)).toBeLessThan(1);
    // Issue 19: the arch index, every landmark with its source, and no refusal.
    expect(properties.archIndex).toBeGreaterThan(0);
    expect(properties.unmeasurable).toBeNull();
    expect(Object.keys(properties.landmarks)).toHaveLength(LANDMARK_NAMES.length);
    expect(new Set(Object.values(properties.landmarkSources ?? {}))).toEqual(new Set(["SERVER"]));
  });

  it("measures the mesh when the scanner sent no measurements, and keeps the scanner's when it did", async () => {
    const { sessionID } = await newSession();
    const measured = await uploadScan(testApp.app, demo, sessionID, { bytes: await dracoBox(270, 104, 60) });
    const properties = (await get(`/biometric/scans/properties/${measured}`)).json() as ScanProperties;
    expect(properties).toMatchObject({
      measurementID: measured,
      units: "mm",
      source: "SERVER",
      archHeight: null,
      landmarks: {},
      mesh: { vertexCount: 8, triangleCount: 12 },
    });
    expect(properties.footLength).toBeCloseTo(270, 0);
    expect(properties.ballWidth).toBeCloseTo(104, 0);
    expect(properties.heelWidth).toBeCloseTo(104, 0);
    // A box is no foot: the reason reaches the clinician, and nothing is estimated.
    expect(properties.unmeasurable).toMatch(/triangles/);
    expect(properties.archIndex).toBeNull();

    const measurements = {
      footLength: 268.4,
      ballWidth: 101.2,
      heelWidth: 66.5,
      archHeight: 18.1,
      landmarks: { heelCentre: [33, 50, 0] as [number, number, number] },
    };
    const reported = await uploadScan(testApp.app, demo, sessionID, {
      subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
      metaData: { ...META, measurements },
    });
    const scanner = (await get(`/biometric/scans/properties/${reported}`)).json() as ScanProperties;
    expect(scanner).toMatchObject({ source: "SCANNER", ...measurements, subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT" });
    expect(scanner.landmarks.heelCentre).toEqual([33, 50, 0]);
    expect(scanner.landmarkSources?.heelCentre).toBe("SCANNER");
    // The list shows the spec's meta, not the measurements.
    const scans = (await get(`/biometric/scans/${sessionID}/getScans`)).json() as Scan[];
    expect(scans[1]?.meta).toEqual({ scanMode: "SEMI_WEIGHTED", product: "INSOLE", scannerType: "MOCK_SCANNER" });
  });

  it("hands out a signed download address of the file, for GET only", async () => {
    const { sessionID } = await newSession();
    const bytes = await dracoBox(240);
    const scanID = await uploadScan(testApp.app, demo, sessionID, { bytes });
    const response = await get(`/biometric/scans/${scanID}/download`);
    expect(response.statusCode, response.body).toBe(200);
    const { url, size } = response.json();
    expect(size).toBe(bytes.length);
    const file = await testApp.app.inject({ method: "GET", url: injectable(url) });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/octet-stream");
    expect(new Uint8Array(file.rawPayload)).toEqual(bytes);
    // The download address cannot write, and the file of a complete scan is not where the upload address writes.
    const overwrite = await putFile(testApp.app, url, await dracoBox(100));
    expect(overwrite.statusCode).toBe(403);
  });

  it("gives the web app's mock scans an upload address through GET /biometric/scans/file/upload_url", async () => {
    const { sessionID } = await newSession();
    const response = await get(
      `/biometric/scans/file/upload_url?session_id=${sessionID}&subtype=SCAN_SUBTYPE_FLAT_RIGHT_FOOT&scanMode=weighted`,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { measurementID, url } = response.json() as UploadUrlResponse;
    expect((await putFile(testApp.app, url, await dracoBox())).statusCode).toBe(200);
    const done = await completeUpload(testApp.app, demo, measurementID);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().meta).toEqual({ scanMode: "weighted", product: "INSOLE", scannerType: "MOCK_SCANNER" });
  });

  it("keeps the files private: folders 0700, files 0600", async () => {
    const { sessionID } = await newSession();
    await uploadScan(testApp.app, demo, sessionID);
    const root = join(testApp.config.dataDir, "blobs");
    const loose: string[] = [];
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      const mode = statSync(path).mode & 0o777;
      if ((entry.isDirectory() && mode !== 0o700) || (entry.isFile() && mode !== 0o600)) {
        loose.push(`${path} ${mode.toString(8)}`);
      }
    }
    expect(statSync(root).mode & 0o777).toBe(0o700);
    expect(loose).toEqual([]);
    expect(
      blobFiles(testApp.config.dataDir).some((file) => file.startsWith(`scans/${downtown.companyID}/${sessionID}/`)),
    ).toBe(true);
  });
});

describe("the error catalogue of the scan calls", () => {
  it("upload url: 400 Malformed syntax of request body, 404 Not found, 403 User is not allowed, 401", async () => {
    const { sessionID } = await newSession();
    const malformed = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/agent/scans/file/upload_url",
      headers: bearer(demo.accessToken),
      payload: { session_id: sessionID, subtype: "SCAN_SUBTYPE_HEAD", metaData: META },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("Malformed syntax of request body");
    const notJson = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/agent/scans/file/upload_url",
      headers: { ...bearer(demo.accessToken), "content-type": "application/json" },
      payload: "{not json",
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe("Malformed syntax of request body");

    const missing = await requestUpload(testApp.app, demo, "00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Not found");

    const foreign = await requestUpload(testApp.app, other, sessionID);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe("User is not allowed to make this request");
    const viaGet = await get(
      `/biometric/scans/file/upload_url?session_id=${sessionID}&subtype=SCAN_SUBTYPE_FLAT_LEFT_FOOT`,
      other,
    );
    expect(viaGet.statusCode).toBe(403);
    expect(viaGet.json().message).toBe("User is not allowed to make this request");

    const anonymous = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/agent/scans/file/upload_url",
      payload: { session_id: sessionID, subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT", metaData: META },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(`/biometric/scans/${sessionID}/getScans`)).json()).toEqual([]);
  });

  it("complete upload: 404 not registered, 412 not uploaded, 409 already completed", async () => {
    const unknown = await completeUpload(testApp.app, demo, "00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("measurement ID not registered in a session");

    const { sessionID } = await newSession();
    const upload = await askUpload(sessionID);
    const early = await completeUpload(testApp.app, demo, upload.measurementID);
    expect(early.statusCode).toBe(412);
    expect(early.json().message).toBe("Precondition Failed file was not uploaded");
    expect(await statuses(sessionID)).toEqual(["SESSION_CREATED"]);

    expect((await putFile(testApp.app, upload.url, await dracoBox())).statusCode).toBe(200);
    expect((await completeUpload(testApp.app, demo, upload.measurementID)).statusCode).toBe(200);
    const again = await completeUpload(testApp.app, demo, upload.measurementID);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Scan was already completed");
  });

  it("complete upload: refuses a corrupt file with 422 and changes nothing; a good file then completes", async () => {
    const { sessionID } = await newSession();
    const upload = await askUpload(sessionID);
    const corrupt = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
    // A Draco header with garbage behind it must be refused too.
    const truncated = (await dracoBox()).slice(0, 20);
    for (const bytes of [corrupt, truncated, new TextEncoder().encode("DRACO not really")]) {
      expect((await putFile(testApp.app, upload.url, bytes)).statusCode).toBe(200);
      const snapshot = async () => ({
        row: await testApp.db.selectFrom("scans").selectAll().where("id", "=", upload.measurementID).execute(),
        statuses: await statuses(sessionID),
        scans: (await get(`/biometric/scans/${sessionID}/getScans`)).json(),
        files: blobFiles(testApp.config.dataDir),
        audit: await testApp.db.selectFrom("audit_log").select("action").where("action", "!=", "read").execute(),
      });
      const before = await snapshot();
      const refused = await completeUpload(testApp.app, demo, upload.measurementID);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe("The uploaded file is not a valid Draco mesh");
      expect(await snapshot()).toEqual(before);
      expect(before.row[0]).toMatchObject({ is_complete: false, blob_key: null, properties: null });
    }
    const model = await get(`/biometric/scans/${upload.measurementID}/get3DScanSurfaceModel`);
    expect(model.statusCode).toBe(412);

    expect((await putFile(testApp.app, upload.url, await dracoBox())).statusCode).toBe(200);
    const done = await completeUpload(testApp.app, demo, upload.measurementID);
    expect(done.statusCode, done.body).toBe(200);
    expect(await statuses(sessionID)).toEqual(["MEASUREMENT_DATA_CAPTURED", "SESSION_CREATED"]);
  });

  it("surface model: 404 Surface Model Not Found; 412 upload of the scan file was not completed", async () => {
    const missing = await get("/biometric/scans/00000000-0000-4000-8000-000000000000/get3DScanSurfaceModel");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Surface Model Not Found");
    const { sessionID } = await newSession();
    const { measurementID } = await askUpload(sessionID);
    const pending = await get(`/biometric/scans/${measurementID}/get3DScanSurfaceModel?encoding=stl`);
    expect(pending.statusCode).toBe(412);
    expect(pending.json().message).toBe("upload of the scan file was not completed");
  });

  it("download and properties: 412 upload of the scan file was not completed; 404 Not Found", async () => {
    const { sessionID } = await newSession();
    const { measurementID } = await askUpload(sessionID);
    for (const url of [`/biometric/scans/${measurementID}/download`, `/biometric/scans/properties/${measurementID}`]) {
      const pending = await get(url);
      expect(pending.statusCode).toBe(412);
      expect(pending.json().message).toBe("upload of the scan file was not completed");
    }
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const url of [`/biometric/scans/${unknown}/download`, `/biometric/scans/properties/${unknown}`]) {
      const missing = await get(url);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe("Not Found");
    }
    const getScans = await get(`/biometric/scans/${unknown}/getScans`);
    expect(getScans.statusCode).toBe(404);
    expect(getScans.json().message).toBe("Session not found");
    expect((await get("/biometric/scans/not-a-uuid/getScans")).statusCode).toBe(400);
  });

  it("another company's scan: every scan call refuses it and the scan is unchanged", async () => {
    const { sessionID } = await newSession();
    const complete = await uploadScan(testApp.app, demo, sessionID);
    const pending = await uploadScan(testApp.app, demo, sessionID, { complete: false });
    const before = await testApp.db.selectFrom("scans").selectAll().where("session_id", "=", sessionID).execute();
    const calls = [
      get(`/biometric/scans/${sessionID}/getScans`, other),
      get(`/biometric/scans/${complete}/get3DScanSurfaceModel`, other),
      get(`/biometric/scans/properties/${complete}`, other),
      get(`/biometric/scans/${complete}/download`, other),
      completeUpload(testApp.app, other, pending),
    ];
    for (const response of await Promise.all(calls)) {
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain(sessionID);
      expect(response.body).not.toContain(complete);
    }
    expect(await testApp.db.selectFrom("scans").selectAll().where("session_id", "=", sessionID).execute()).toEqual(
      before,
    );
  });
});

describe("deleting a patient", () => {
  it("removes its scans and their files", async () => {
    const { userID, sessionID } = await newSession();
    await uploadScan(testApp.app, demo, sessionID);
    await uploadScan(testApp.app, demo, sessionID, { complete: false });
    const files = () => blobFiles(testApp.config.dataDir).filter((file) => file.includes(sessionID));
    expect(files()).toHaveLength(2);
    const deleted = await testApp.app.inject({
      method: "DELETE",
      url: `/api/v1/profile/user/${userID}/delete`,
      headers: bearer(demo.accessToken),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await testApp.db.selectFrom("scans").select("id").where("session_id", "=", sessionID).execute()).toEqual([]);
    expect(files()).toEqual([]);
  });
});
