// Issue 33 point 1, scans from any scanner: a foot uploaded as binary or ASCII STL, OBJ, or PLY (ascii, binary
// little and big endian), its format named in the upload's metaData or query, is read, measured and stored as
// Draco, so its surface model and everything downstream read it as any scan; a file that is not a mesh of the
// named format, is cut short, or declares more triangles than a foot scan needs is refused with 422 and its text,
// leaving the scan incomplete. One synthetic foot, written once in each format.
import { SCAN_UPLOAD_MESSAGES } from "@solerx/domain/common";
import type { Scan, ScanFileFormat, ScanProperties, SurfaceModel, UploadUrlResponse } from "@solerx/domain/scan";
import { decodeScan, generateFoot, type SyntheticFoot, toObj, toStl } from "@solerx/geometry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asciiStl, type PlyEncoding, plyFile } from "../../../../../packages/geometry/src/formats/testing-writers";
import { boxMesh, completeUpload, demoPatient, injectable, META, putFile, requestUpload } from "../../test/scans";
import { bearer, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { prewarmHeavyWork } from "../../workers/heavy-work";

let testApp: TestApp;
let demo: Tokens;
let sessionID: string;
let foot: SyntheticFoot;

const text = (value: string) => new TextEncoder().encode(value);
const ply = (encoding: PlyEncoding) => () => plyFile(foot.mesh, encoding, { extras: true });

/** The meta the query registers with when it names only the session and the subtype. */
const QUERY_META = { scanMode: "semi-weighted", product: "INSOLE", scannerType: "MOCK_SCANNER" };

/** Each variant: the format its upload names and its file of the foot (made once, when first asked for). */
const VARIANTS: Record<string, { format: ScanFileFormat; file: () => Uint8Array }> = {
  "binary STL": { format: "stl", file: () => toStl(foot.mesh, "solid foot, binary") },
  "ASCII STL": { format: "stl", file: () => asciiStl(foot.mesh) },
  OBJ: { format: "obj", file: () => text(toObj(foot.mesh)) },
  "PLY ascii": { format: "ply", file: ply("ascii") },
  "PLY binary little endian": { format: "ply", file: ply("binary_little_endian") },
  "PLY binary big endian": { format: "ply", file: ply("binary_big_endian") },
};

beforeAll(async () => {
  testApp = await createTestApp();
  // As the server starts (main.ts): the workers load the decoder before the first upload.
  prewarmHeavyWork();
  ({ demo, sessionID } = await demoPatient(testApp.app));
  foot = generateFoot({ shoeSize: 10, side: "right", seed: 3, triangles: 50_000 });
});
afterAll(() => testApp?.close());

function get(url: string) {
  return testApp.app.inject({ url: `/api/v1${url}`, headers: bearer(demo.accessToken) });
}

/** Registers a right-foot scan whose metaData names the format (none: Draco) and PUTs the bytes; its id. */
async function uploaded(bytes: Uint8Array, format: ScanFileFormat | undefined): Promise<string> {
  const metaData = format ? { ...META, format } : META;
  const asked = await requestUpload(testApp.app, demo, sessionID, "SCAN_SUBTYPE_FLAT_RIGHT_FOOT", metaData);
  expect(asked.statusCode, asked.body).toBe(201);
  const { measurementID, url } = asked.json() as UploadUrlResponse;
  expect((await putFile(testApp.app, url, bytes)).statusCode).toBe(200);
  return measurementID;
}

async function scanOf(measurementID: string): Promise<Scan | undefined> {
  const scans = (await get(`/biometric/scans/${sessionID}/getScans`)).json() as Scan[];
  return scans.find((scan) => scan.measurementID === measurementID);
}

/** The scan complete, measured as the foot, its surface model the stored Draco of the foot's mesh. */
async function expectReadAsTheFoot(measurementID: string, format: ScanFileFormat) {
  const done = await completeUpload(testApp.app, demo, measurementID);
  expect(done.statusCode, done.body).toBe(200);
  expect((done.json() as Scan).meta.format).toBe(format);
  expect((await scanOf(measurementID))?.meta).toMatchObject({ format, scannerType: "MOCK_SCANNER" });

  const properties = (await get(`/biometric/scans/properties/${measurementID}`)).json() as ScanProperties;
  expect(properties.source).toBe("SERVER");
  expect(Math.abs(properties.footLength - foot.measurements.footLength)).toBeLessThan(2);
  expect(properties.mesh.triangleCount).toBe(foot.mesh.indices.length / 3);

  const surface = await get(`/biometric/scans/${measurementID}/get3DScanSurfaceModel`);
  expect(surface.statusCode, surface.body).toBe(200);
  const model = surface.json() as SurfaceModel;
  expect(model.encoding).toBe("DRACO");
  const draco = Buffer.from(model.data, "base64");
  expect(draco.length).toBe(properties.fileSize);
  const stored = await decodeScan(new Uint8Array(draco));
  expect(stored.indices.length).toBe(foot.mesh.indices.length);
  const download = (await get(`/biometric/scans/${measurementID}/download`)).json();
  expect(download.size).toBe(properties.fileSize);
  const file = await testApp.app.inject({ url: injectable(download.url) });
  expect(new Uint8Array(file.rawPayload)).toEqual(new Uint8Array(draco));
}

describe("a foot scan in each format", () => {
  it.each(Object.keys(VARIANTS))(
    "reads a foot uploaded as %s, measures it and serves its surface model as Draco",
    async (name) => {
      const { format, file } = VARIANTS[name] as (typeof VARIANTS)[string];
      await expectReadAsTheFoot(await uploaded(file(), format), format);
    },
  );

  it("takes the format in the web app's query too (drc by default, kept only when not), and no other", async () => {
    const query = `session_id=${sessionID}&subtype=SCAN_SUBTYPE_FLAT_RIGHT_FOOT`;
    const registered = async (format: string) => {
      const asked = await get(`/biometric/scans/file/upload_url?${query}${format}`);
      expect(asked.statusCode, asked.body).toBe(201);
      return (await scanOf((asked.json() as UploadUrlResponse).measurementID))?.meta;
    };
    expect(await registered("&format=ply")).toEqual({ ...QUERY_META, format: "ply" });
    expect(await registered("")).toEqual(QUERY_META);
    expect(await registered("&format=drc")).toEqual(QUERY_META);
    expect((await get(`/biometric/scans/file/upload_url?${query}&format=fbx`)).statusCode).toBe(400);
    const agent = await requestUpload(testApp.app, demo, sessionID, undefined, { ...META, format: "fbx" as "obj" });
    expect(agent.statusCode).toBe(400);
  });
});

describe("files refused", () => {
  // A small closed box stands in for the foot: a refusal is decided before any measuring.
  const box = boxMesh();
  const cut = (bytes: Uint8Array, keep: number) => bytes.subarray(0, keep);
  const stlDeclaring = (triangles: number) => {
    const bytes = toStl(box);
    new DataView(bytes.buffer).setUint32(80, triangles, true);
    return bytes;
  };
  const plyDeclaringFaces = (faces: number) =>
    text(new TextDecoder().decode(plyFile(box, "ascii")).replace(/element face \d+/, `element face ${faces}`));
  const objCutInItsLastFace = () => {
    const written = toObj(box).trimEnd();
    return text(written.slice(0, written.lastIndexOf(" ")));
  };
  const plyNamingVertex = (index: number) =>
    text(new TextDecoder().decode(plyFile(box, "ascii")).replace(/\n3 \d+ \d+ \d+\n$/, `\n3 0 1 ${index}\n`));

  it.each<[string, ScanFileFormat | undefined, () => Uint8Array, string]>([
    ["random bytes as STL", "stl", () => Uint8Array.from({ length: 3000 }, (_, i) => (i * 7919) % 251), NOT.stl],
    ["an STL named as OBJ", "obj", () => toStl(box), NOT.obj],
    ["an OBJ named as PLY", "ply", () => text(toObj(box)), NOT.ply],
    ["an STL with no format named (Draco)", undefined, () => toStl(box), SCAN_UPLOAD_MESSAGES.notDraco],
    ["an OBJ with a NaN coordinate", "obj", () => text(toObj(box).replace(/\nv \S+/, "\nv nan")), NOT.obj],
    ["a binary STL cut short", "stl", () => cut(toStl(box), 84 + 50 * 7 + 17), SCAN_UPLOAD_MESSAGES.stlTruncated],
    ["an OBJ cut in its last face", "obj", objCutInItsLastFace, SCAN_UPLOAD_MESSAGES.objTruncated],
    ["a PLY cut short", "ply", () => cut(plyFile(box, "binary_big_endian"), 300), SCAN_UPLOAD_MESSAGES.plyTruncated],
    ["a PLY face naming a vertex past the last", "ply", () => plyNamingVertex(8), SCAN_UPLOAD_MESSAGES.plyTruncated],
    ["a binary STL declaring 10 million triangles", "stl", () => stlDeclaring(10_000_000), TOO_MANY],
    ["a PLY declaring 10 million faces", "ply", () => plyDeclaringFaces(10_000_000), TOO_MANY],
  ])("refuses %s with 422 and its text, leaving the scan incomplete", async (_, format, file, message) => {
    const measurementID = await uploaded(file(), format);
    const refused = await completeUpload(testApp.app, demo, measurementID);
    expect([refused.statusCode, refused.json().message]).toEqual([422, message]);
    expect((await scanOf(measurementID))?.isComplete).toBe(false);
  });
});

const NOT = { stl: SCAN_UPLOAD_MESSAGES.notStl, obj: SCAN_UPLOAD_MESSAGES.notObj, ply: SCAN_UPLOAD_MESSAGES.notPly };
const TOO_MANY = SCAN_UPLOAD_MESSAGES.tooManyTriangles;
