// Test helpers of the scan upload flow: small Draco meshes, a patient of the demo login's to scan, and the three
// steps (upload_url, the signed PUT, complete_upload) over app.inject.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Scan, UploadMetaData, UploadUrlResponse } from "@solerx/domain/scan";
import type { Doctor, Store } from "@solerx/domain/store";
import { encodeDraco, generateFoot, type Point3, type TriangleMesh } from "@solerx/geometry";
import { ellipsoid } from "@solerx/geometry/testing";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { DEMO_PASSWORD } from "../seed";
import { createPatient } from "./patient-records";
import { bearer, signIn, type Tokens } from "./sign-in";

/**
 * A closed prism in millimetres standing on the xy plane, up to z = `height`: its footprint spans y from
 * `heel[0]` to `heel[1]` at x = 0 and from `toe[0]` to `toe[1]` at x = `length`.
 */
export function prismMesh(
  length: number,
  heel: readonly [number, number],
  toe: readonly [number, number],
  height: number,
): TriangleMesh {
  // The four corners of the footprint, at z = 0 and again at z = height.
  const footprint: [number, number][] = [
    [0, heel[0]],
    [length, toe[0]],
    [length, toe[1]],
    [0, heel[1]],
  ];
  const positions = new Float32Array([0, height].flatMap((z) => footprint.flatMap(([x, y]) => [x, y, z])));
  // Outward, counter-clockwise seen from outside.
  const indices = new Uint32Array([
    0, 2, 1, 0, 3, 2, 4, 5, 6, 4, 6, 7, 0, 1, 5, 0, 5, 4, 1, 2, 6, 1, 6, 5, 2, 3, 7, 2, 7, 6, 3, 0, 4, 3, 4, 7,
  ]);
  return { positions, indices };
}

/** A closed box in millimetres, foot-sized: `length` along x, `width` along y, `height` along z. */
export function boxMesh(length = 260, width = 100, height = 60): TriangleMesh {
  return prismMesh(length, [0, width], [0, width], height);
}

export function dracoBox(length?: number, width?: number, height?: number): Promise<Uint8Array> {
  return encodeDraco(boxMesh(length, width, height), { quantizationBits: 14 });
}

export const META: UploadMetaData = { scanMode: "SEMI_WEIGHTED", product: "INSOLE", scannerType: "MOCK_SCANNER" };

type FootScanOptions = { shoeSize?: number; seed?: number; triangles?: number };

/**
 * The scans made so far in this test file, by side and options: generating and encoding a foot takes about half a
 * second and the same options give the same bytes, so each is made once; callers get a copy to change freely.
 */
const footScans = new Map<string, Promise<{ bytes: Uint8Array; metaData: UploadMetaData }>>();

/**
 * A synthetic foot as the mock scanner sends it: its Draco file and the upload's metaData with the scanner's
 * measurements and landmarks (50,000 triangles, so a test makes one quickly).
 */
export async function syntheticFootScan(
  side: "left" | "right",
  options: FootScanOptions = {},
): Promise<{ bytes: Uint8Array; metaData: UploadMetaData }> {
  const key = JSON.stringify([side, options.shoeSize ?? 10, options.seed ?? 7, options.triangles ?? 50_000]);
  let scan = footScans.get(key);
  if (!scan) {
    scan = makeFootScan(side, options);
    footScans.set(key, scan);
    // A failed make is not kept: the next call tries again and sees the error itself.
    scan.catch(() => footScans.delete(key));
  }
  const { bytes, metaData } = await scan;
  return { bytes: bytes.slice(), metaData: structuredClone(metaData) };
}

async function makeFootScan(
  side: "left" | "right",
  options: FootScanOptions,
): Promise<{ bytes: Uint8Array; metaData: UploadMetaData }> {
  const foot = generateFoot({
    side,
    shoeSize: options.shoeSize ?? 10,
    seed: options.seed ?? 7,
    triangles: options.triangles ?? 50_000,
  });
  const point = (p: Point3): [number, number, number] => [p.x, p.y, p.z];
  const { landmarks, measurements } = foot;
  return {
    bytes: await encodeDraco(foot.mesh),
    metaData: {
      ...META,
      measurements: {
        footLength: measurements.footLength,
        ballWidth: measurements.ballWidth,
        heelWidth: measurements.heelWidth,
        archHeight: measurements.archHeight,
        navicularHeight: measurements.navicularHeight,
        landmarks: {
          firstMetatarsalHead: point(landmarks.firstMetatarsalHead),
          fifthMetatarsalHead: point(landmarks.fifthMetatarsalHead),
          heelCentre: point(landmarks.heelCentre),
          navicular: point(landmarks.navicular),
        },
      },
    },
  };
}

/** Uploads a synthetic foot scan of the side into the session (the whole flow); the scan's id. */
export async function uploadFootScan(
  app: FastifyInstance,
  tokens: Tokens,
  sessionID: string,
  side: "left" | "right",
  options: FootScanOptions = {},
): Promise<string> {
  const { bytes, metaData } = await syntheticFootScan(side, options);
  const subtype = side === "left" ? "SCAN_SUBTYPE_FLAT_LEFT_FOOT" : "SCAN_SUBTYPE_FLAT_RIGHT_FOOT";
  return uploadScan(app, tokens, sessionID, { subtype, bytes, metaData });
}

/** The demo login, and a new patient of its first store with the store's first doctor: ids to scan into. */
export async function demoPatient(app: FastifyInstance): Promise<{ demo: Tokens; userID: string; sessionID: string }> {
  const demo = await signIn(app, "demo@solerx.test", DEMO_PASSWORD);
  const get = (url: string) => app.inject({ url: `/api/v1${url}`, headers: bearer(demo.accessToken) });
  const [store] = (await get(`/store/employee/${demo.sub}`)).json() as Store[];
  const [doctor] = (await get(`/store/doctors/${store?.storeID}/${store?.companyID}`)).json() as Doctor[];
  const patient = await createPatient(app, demo, store?.storeID ?? "", { assignedToDoctor: doctor?.userID });
  return { demo, ...patient };
}

/** The path and query of an absolute address, for app.inject. */
export function injectable(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export async function requestUpload(
  app: FastifyInstance,
  tokens: Tokens,
  sessionID: string,
  subtype: Scan["subtype"] = "SCAN_SUBTYPE_FLAT_LEFT_FOOT",
  metaData: UploadMetaData = META,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/v1/agent/scans/file/upload_url",
    headers: bearer(tokens.accessToken),
    payload: { session_id: sessionID, subtype, metaData },
  });
}

export function putFile(app: FastifyInstance, url: string, bytes: Uint8Array): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "PUT",
    url: injectable(url),
    headers: { "content-type": "application/octet-stream" },
    payload: Buffer.from(bytes),
  });
}

export function completeUpload(app: FastifyInstance, tokens: Tokens, measurementID: string) {
  return app.inject({
    method: "PATCH",
    url: `/api/v1/agent/scans/file/${measurementID}/complete_upload`,
    headers: bearer(tokens.accessToken),
  });
}

/** The whole flow; the new scan's id. Throws when a step fails. */
export async function uploadScan(
  app: FastifyInstance,
  tokens: Tokens,
  sessionID: string,
  options: { subtype?: Scan["subtype"]; bytes?: Uint8Array; metaData?: UploadMetaData; complete?: boolean } = {},
): Promise<string> {
  const asked = await requestUpload(app, tokens, sessionID, options.subtype, options.metaData);
  if (asked.statusCode !== 201) throw new Error(`upload_url: ${asked.statusCode} ${asked.body}`);
  const { measurementID, url } = asked.json() as UploadUrlResponse;
  const put = await putFile(app, url, options.bytes ?? (await dracoBox()));
  if (put.statusCode !== 200) throw new Error(`PUT: ${put.statusCode} ${put.body}`);
  if (options.complete !== false) {
    const done = await completeUpload(app, tokens, measurementID);
    if (done.statusCode !== 200) throw new Error(`complete_upload: ${done.statusCode} ${done.body}`);
  }
  return measurementID;
}

/**
 * A closed, foot-sized ellipsoid (260 x 100 x 60 mm) of at least `triangles` triangles, Draco-encoded: a scan finer
 * than a foot scan needs, for the size limits.
 */
export function denseScan(triangles: number): Promise<Uint8Array> {
  const segments = Math.ceil(Math.sqrt(triangles));
  const rings = Math.ceil(triangles / (2 * segments)) + 1;
  return encodeDraco(ellipsoid([130, 50, 30], rings, segments));
}

/** Every file under a DATA_DIR's blob folder, relative to it, sorted. */
export function blobFiles(dataDir: string): string[] {
  const root = join(dataDir, "blobs");
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
      .sort();
  } catch {
    return [];
  }
}
