// Issue 19 point 4, the design API: a session's insole of each foot as a 3MF or binary STL file and the report of
// what the generator used; an order's insoles made just after placing from the order as placed, kept as its
// attachments and downloaded by the clinic and the lab (audited). Another company's session or order is refused, a
// session without scans has no insole, one foot alone gives one, and an edit of the patient never changes an
// order's files. The order's pres.pdf draws the order's own insoles at 1:1 (the zones of its files), one foot's
// alone, and notes a foot whose insole cannot be made. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from "node:crypto";
import { DESIGN_MESSAGES, DesignReport, INSOLE_ATTACHMENT_NAMES, insoleFileName } from "@solerx/domain/design";
import type { Order } from "@solerx/domain/order";
import { defaultPrescription } from "@solerx/domain/prescription";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF_TEXTS } from "../../pdf/texts";
import { DEMO_PASSWORD } from "../../seed";
import { insolePages, orderDrawings, pageTexts, partsSaid, zoneLabels } from "../../test/insole-pages";
import { firstStore, orderBody, placeOrder, type ScannedPatient } from "../../test/orders";
import { createPatient, medicalProfile, saveMedicalProfile } from "../../test/patient-records";
import { uploadFootScan, uploadScan } from "../../test/scans";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { configureHeavyWork, HEAVY_WORK_LIMITS } from "../../workers/heavy-work";

let testApp: TestApp;
let demo: Tokens;
let other: Tokens;
let lab: Tokens;
let at: Awaited<ReturnType<typeof firstStore>>;
const LIMITS = { ...HEAVY_WORK_LIMITS };

function get(url: string, tokens: Tokens) {
  return testApp.app.inject({ url: `/api/v1${url}`, headers: bearer(tokens.accessToken) });
}

/** A Demo Clinic patient with its medical profile saved and a synthetic foot scanned for each side asked. */
async function scannedFeet(sides: ("left" | "right")[]): Promise<ScannedPatient> {
  const { userID, sessionID } = await createPatient(testApp.app, demo, at.store.storeID, {
    assignedToDoctor: at.doctor.userID,
    firstName: "Insole",
    lastName: "Patient",
  });
  await saveMedicalProfile(testApp.app, demo, { userID, sessionID }, medicalProfile());
  const scanIDs: Record<string, string> = {};
  for (const side of sides) scanIDs[side] = await uploadFootScan(testApp.app, demo, sessionID, side);
  return {
    ...at,
    userID,
    sessionID,
    leftScanID: scanIDs.left ?? "",
    rightScanID: scanIDs.right ?? "",
    firstName: "Insole",
    lastName: "Patient",
  };
}

/** The triangle count a binary STL declares, after checking that its length is what that count makes. */
function stlTriangles(bytes: Buffer): number {
  const count = bytes.readUInt32LE(80);
  expect(bytes.length).toBe(84 + 50 * count);
  return count;
}

/** The 3MF's model part (a 3MF is a zip holding 3D/3dmodel.model). */
function threeMfModel(bytes: Buffer): string {
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  const files = unzipSync(new Uint8Array(bytes));
  const model = files["3D/3dmodel.model"];
  expect(model).toBeDefined();
  return new TextDecoder().decode(model);
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  other = await signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD);
  lab = await signIn(testApp.app, "lab@solerx.test", DEMO_PASSWORD);
  at = await firstStore(testApp.app, demo);
}, 60_000);
afterAll(async () => {
  await configureHeavyWork({ limits: LIMITS });
  await testApp?.close();
});

describe("GET /design/{sessionID}/insole and /report", () => {
  let both: ScannedPatient;
  beforeAll(async () => {
    both = await scannedFeet(["left", "right"]);
  }, 60_000);

  it("answers each foot's insole as a binary STL and a 3MF with the shell and the top cover", async () => {
    for (const side of ["left", "right"] as const) {
      const stl = await get(`/design/${both.sessionID}/insole?side=${side}&format=stl`, demo);
      expect(stl.statusCode, stl.body.slice(0, 200)).toBe(200);
      expect(stl.headers["content-type"]).toBe("model/stl");
      expect(stl.headers["content-disposition"]).toBe(
        `attachment; filename="${insoleFileName(both.sessionID, side, "stl")}"`,
      );
      expect(stlTriangles(stl.rawPayload)).toBeGreaterThan(100);

      const threeMf = await get(`/design/${both.sessionID}/insole?side=${side}&format=3mf`, demo);
      expect(threeMf.statusCode, threeMf.body.slice(0, 200)).toBe(200);
      expect(threeMf.headers["content-type"]).toBe("model/3mf");
      const model = threeMfModel(threeMf.rawPayload);
      expect(model.match(/<object /g)?.length).toBe(2);
      expect(model).toContain('unit="millimeter"');
    }
  }, 120_000);

  it("takes the side and format in any case and refuses others (400)", async () => {
    const upper = await get(`/design/${both.sessionID}/insole?side=LEFT&format=STL`, demo);
    expect(upper.statusCode).toBe(200);
    expect(upper.headers["content-type"]).toBe("model/stl");
    expect((await get(`/design/${both.sessionID}/insole?side=left&format=obj`, demo)).statusCode).toBe(400);
    expect((await get(`/design/${both.sessionID}/insole?side=both&format=stl`, demo)).statusCode).toBe(400);
    expect((await get(`/design/${both.sessionID}/insole?format=stl`, demo)).statusCode).toBe(400);
  }, 60_000);

  it("reports both feet: the numbers used, the checks on the mesh, the warnings and the time", async () => {
    const response = await get(`/design/${both.sessionID}/report`, demo);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const report = DesignReport.parse(response.json());
    expect(report.sessionID).toBe(both.sessionID);
    expect(report.sides.map((side) => side.side)).toEqual(["left", "right"]);
    for (const side of report.sides) {
      expect(side.numbers.side).toBe(side.side);
      // The record's 150 lb patient: the shell takes its weight.
      expect(side.numbers.shell.weightLbs).toBe(150);
      expect(side.checks.closed).toBe(true);
      expect(side.checks.components).toBe(1);
      expect(side.checks.lengthMm).toBeGreaterThan(100);
    }
    expect(report.warnings.filter((warning) => warning.code === "scan-not-measurable")).toEqual([]);
  }, 120_000);

  it("refuses another company's session on both routes", async () => {
    for (const url of [`/design/${both.sessionID}/insole?side=left&format=stl`, `/design/${both.sessionID}/report`]) {
      const response = await get(url, other);
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain(both.userID);
    }
    expect((await get(`/design/${randomUUID()}/report`, demo)).statusCode).toBe(404);
  });
});

describe("a session without a scan of a foot", () => {
  it("has no insole (404) and a report with no side, saying what a foot without a scan loses", async () => {
    const none = await scannedFeet([]);
    const response = await get(`/design/${none.sessionID}/insole?side=left&format=3mf`, demo);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(DESIGN_MESSAGES.noScan("left"));
    const report = await get(`/design/${none.sessionID}/report`, demo);
    expect(report.statusCode).toBe(200);
    expect(DesignReport.parse(report.json()).sides).toEqual([]);
  });

  it("gives the scanned foot's insole and refuses the other's (one foot only)", async () => {
    const left = await scannedFeet(["left"]);
    const right = await get(`/design/${left.sessionID}/insole?side=right&format=stl`, demo);
    expect(right.statusCode).toBe(404);
    expect(right.json().message).toBe(DESIGN_MESSAGES.noScan("right"));
    const leftFile = await get(`/design/${left.sessionID}/insole?side=left&format=stl`, demo);
    expect(leftFile.statusCode, leftFile.body.slice(0, 200)).toBe(200);
    const report = DesignReport.parse((await get(`/design/${left.sessionID}/report`, demo)).json());
    expect(report.sides.map((side) => side.side)).toEqual(["left"]);
  }, 120_000);
});

describe("an order's insoles", () => {
  let patient: ScannedPatient;
  let order: Order;
  beforeAll(async () => {
    patient = await scannedFeet(["left", "right"]);
    const placed = await placeOrder(testApp.app, demo, orderBody(patient), randomUUID());
    expect(placed.statusCode, placed.body).toBe(201);
    order = placed.json();
  }, 60_000);

  it("are made just after placing and kept as the order's four attachments", async () => {
    // The first download waits for the placing's job.
    const first = await get(`/order/${order.orderID}/insole?side=left&format=stl`, demo);
    expect(first.statusCode, first.body.slice(0, 200)).toBe(200);
    const kept = (await get(`/order/${order.orderID}`, demo)).json() as Order;
    expect(kept.attachments).toEqual(expect.arrayContaining([...INSOLE_ATTACHMENT_NAMES]));
  }, 120_000);

  it("are the same files for the clinic and the lab, in both formats, and the lab's reads are audited", async () => {
    for (const side of ["left", "right"] as const) {
      for (const format of ["3mf", "stl"] as const) {
        const url = `/order/${order.orderID}/insole?side=${side}&format=${format}`;
        const clinic = await get(url, demo);
        const atLab = await get(`/lab/orders/${order.orderID}/insole?side=${side}&format=${format}`, lab);
        expect(clinic.statusCode, clinic.body.slice(0, 200)).toBe(200);
        expect(atLab.statusCode, atLab.body.slice(0, 200)).toBe(200);
        expect(atLab.rawPayload.equals(clinic.rawPayload)).toBe(true);
        expect(atLab.headers["content-disposition"]).toBe(
          `attachment; filename="${insoleFileName(order.orderID, side, format)}"`,
        );
        if (format === "stl") expect(stlTriangles(atLab.rawPayload)).toBeGreaterThan(100);
        else threeMfModel(atLab.rawPayload);
      }
    }
    const entries = await testApp.db
      .selectFrom("audit_log")
      .select(["action", "route"])
      .where("user_id", "=", lab.sub)
      .where("patient_id", "=", patient.userID)
      .execute();
    expect(entries).toContainEqual({ action: "read", route: "GET /api/v1/lab/orders/:orderID/insole" });
  }, 120_000);

  it("never change when the patient is edited after the order", async () => {
    const url = `/order/${order.orderID}/insole?side=right&format=stl`;
    const before = await get(url, demo);
    const sessionBefore = await get(`/design/${patient.sessionID}/insole?side=right&format=stl`, demo);
    expect(before.statusCode).toBe(200);
    // A much heavier patient with a rigid shell: the session's insole changes, the order's does not.
    await saveMedicalProfile(
      testApp.app,
      demo,
      { userID: patient.userID, sessionID: patient.sessionID },
      medicalProfile({ weight: 320, rightShoeSize: 9, leftShoeSize: 9 }),
    );
    const sessionAfter = await get(`/design/${patient.sessionID}/insole?side=right&format=stl`, demo);
    expect(sessionAfter.rawPayload.equals(sessionBefore.rawPayload)).toBe(false);
    const after = await get(url, demo);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    const atLab = await get(`/lab/orders/${order.orderID}/insole?side=right&format=stl`, lab);
    expect(atLab.rawPayload.equals(before.rawPayload)).toBe(true);
  }, 120_000);

  it("are refused to another company and to a clinic on the lab's route", async () => {
    const clinic = await get(`/order/${order.orderID}/insole?side=left&format=stl`, other);
    expect([403, 404]).toContain(clinic.statusCode);
    expect((await get(`/lab/orders/${order.orderID}/insole?side=left&format=stl`, other)).statusCode).toBe(403);
    expect((await get(`/lab/orders/${order.orderID}/insole?side=left&format=stl`, demo)).statusCode).toBe(403);
    expect((await get(`/lab/orders/${randomUUID()}/insole?side=left&format=stl`, lab)).statusCode).toBe(404);
  });

  it("of a one-foot order: the other foot has none (404)", async () => {
    const left = await scannedFeet(["left"]);
    const placed = await placeOrder(
      testApp.app,
      demo,
      orderBody(left, { measurementData: { leftScanID: left.leftScanID, rightScanID: null } }),
      randomUUID(),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderID } = placed.json() as Order;
    const right = await get(`/order/${orderID}/insole?side=right&format=3mf`, demo);
    expect(right.statusCode).toBe(404);
    expect(right.json().message).toBe(DESIGN_MESSAGES.noScan("right"));
    expect((await get(`/lab/orders/${orderID}/insole?side=right&format=3mf`, lab)).statusCode).toBe(404);
    expect((await get(`/order/${orderID}/insole?side=left&format=3mf`, demo)).statusCode).toBe(200);
  }, 120_000);
});

describe("an order's pres.pdf", () => {
  const operator = () => ({ userID: demo.sub, companyID: at.store.companyID, storeIDs: [at.store.storeID] });
  /** The order's pres.pdf as the clinic downloads it, as bytes. */
  async function presPdf(orderID: string, tokens = demo): Promise<Buffer> {
    const response = await get(`/order/${orderID}/attachment/pres.pdf`, tokens);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return response.rawPayload;
  }
  async function place(patient: ScannedPatient, overrides: Parameters<typeof orderBody>[1] = {}): Promise<Order> {
    const placed = await placeOrder(testApp.app, demo, orderBody(patient, overrides), randomUUID());
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json();
  }

  it("draws the order's own insoles at 1:1, their zones those of the order's files, for the clinic and the lab", async () => {
    const patient = await scannedFeet(["left", "right"]);
    const rx = defaultPrescription();
    rx.postingOptions.left.rearfootPost = { kind: "specify", degrees: 4 };
    rx.postingOptions.right.rearfootPost = { kind: "specify", degrees: 6 };
    const order = await place(patient, { prescriptionObj: rx });
    // Asked for at once: the download waits for the background work, never the placing's PDF without the pages.
    const pdf = await presPdf(order.orderID);
    const insoles = insolePages(new Uint8Array(pdf));
    // The insoles as the order's files are made: the same jobs, from the order as placed.
    const made = await orderDrawings(testApp, operator(), order);
    for (const side of ["left", "right"] as const) {
      const pages = insoles[side];
      expect(pages.length, side).toBeGreaterThan(0);
      expect(partsSaid(pages), side).toBe(pages.length);
      const labels = zoneLabels(made, side);
      expect(labels, side).toContain(`rearfoot post ${side === "left" ? 4 : 6}\u00b0 varus`);
      for (const label of labels) expect(pages.join(" "), `${side}: ${label}`).toContain(label);
    }
    const kept = (await get(`/order/${order.orderID}`, demo)).json() as Order;
    expect(kept.attachments).toEqual(expect.arrayContaining(["pres.pdf", ...INSOLE_ATTACHMENT_NAMES]));
    // The lab downloads the same file; a change of the order's flags makes it again, with its pages.
    expect((await presPdf(order.orderID, lab)).equals(pdf)).toBe(true);
    const flagged = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/order/flags",
      headers: bearer(demo.accessToken),
      payload: { orderID: order.orderID, expertReview: true, zebraID: "PO-77" },
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    const again = new Uint8Array(await presPdf(order.orderID));
    expect(pageTexts(again).join(" ")).toContain("PO-77");
    expect(insolePages(again).left.length).toBe(insoles.left.length);
    expect(insolePages(again).right.join(" ")).toContain("rearfoot post 6\u00b0 varus");
  }, 180_000);

  it("of a one-foot order draws that foot's insole alone", async () => {
    const left = await scannedFeet(["left"]);
    const order = await place(left, { measurementData: { leftScanID: left.leftScanID, rightScanID: null } });
    const insoles = insolePages(new Uint8Array(await presPdf(order.orderID)));
    expect(insoles.left.length).toBeGreaterThan(0);
    expect(insoles.right).toEqual([]);
  }, 120_000);

  it("keeps a foot whose insole cannot be made on its outline page, says so, and draws the other", async () => {
    const patient = await scannedFeet(["right"]);
    // A box scanned for the left foot: an outline, but no insole can be built on it.
    const leftScanID = await uploadScan(testApp.app, demo, patient.sessionID, {
      subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT",
    });
    const order = await place(patient, { measurementData: { leftScanID, rightScanID: patient.rightScanID } });
    const pdf = new Uint8Array(await presPdf(order.orderID));
    const insoles = insolePages(pdf);
    expect(insoles.left).toEqual([]);
    expect(insoles.right.length).toBeGreaterThan(0);
    const text = pageTexts(pdf).join(" ");
    expect(text).toContain("Plantar outlines");
    expect(text.split(PDF_TEXTS.insoleNotDrawn).length - 1).toBe(1);
    expect((await get(`/order/${order.orderID}/insole?side=left&format=stl`, demo)).statusCode).toBe(422);
  }, 120_000);
});

describe("the generator's time limit", () => {
  it("answers 503 with a message when an insole takes too long, and makes it again within the limit", async () => {
    const left = await scannedFeet(["left"]);
    const url = `/design/${left.sessionID}/insole?side=left&format=stl`;
    await configureHeavyWork({ limits: { insoleMs: 1 } });
    const stopped = await get(url, demo);
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json().message).toBe("Making the insole took too long and was stopped; try again");
    await configureHeavyWork({ limits: LIMITS });
    expect((await get(url, demo)).statusCode).toBe(200);
  }, 120_000);

  it("never fails a PDF: presc.pdf notes the insole stopped, and the order's pres.pdf is not replaced by such a one", async () => {
    const left = await scannedFeet(["left"]);
    await configureHeavyWork({ limits: { insoleMs: 1 } });
    try {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/v1/profile/create/PDFInput",
        headers: bearer(demo.accessToken),
        payload: {
          userID: left.userID,
          sessionID: left.sessionID,
          employeeID: demo.sub,
          storeID: at.store.storeID,
          sizeGender: "male",
        },
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      const session = new Uint8Array(Buffer.from(response.json().data, "base64"));
      expect(insolePages(session).left).toEqual([]);
      expect(pageTexts(session).join(" ")).toContain(PDF_TEXTS.insoleNotDrawn);

      const placed = await placeOrder(
        testApp.app,
        demo,
        orderBody(left, { measurementData: { leftScanID: left.leftScanID, rightScanID: null } }),
        randomUUID(),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      const { orderID } = placed.json() as Order;
      const pdf = await get(`/order/${orderID}/attachment/pres.pdf`, demo);
      expect(pdf.statusCode).toBe(200);
      // The placing's: the job was stopped, which says nothing of the design.
      expect(pageTexts(new Uint8Array(pdf.rawPayload)).join(" ")).not.toContain(PDF_TEXTS.insoleNotDrawn);
    } finally {
      await configureHeavyWork({ limits: LIMITS });
    }
  }, 120_000);
});
