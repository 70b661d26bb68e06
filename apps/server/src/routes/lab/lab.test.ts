// Issue 11, the fabrication lab: lab staff (the seeded lab@solerx.test, SUPPORT_ADMIN of the lab company) list
// and read every clinic's orders, move them through their statuses (each step's session status, the tracking
// link the clinic then sees) and open repair orders; every read and write is in the audit log; no one else gets
// in; the clinic's patient record is never written. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from "node:crypto";
import { type LabOrder, type LabOrderList, labScanFileName } from "@solerx/domain/lab";
import type { Order } from "@solerx/domain/order";
import type { PatientRecord, Session } from "@solerx/domain/patient";
import { highestPriorityStatus, orderStatusLabel } from "@solerx/domain/session";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import { addOperator } from "../../test/operators";
import {
  attachToOrder,
  firstStore,
  orderBody,
  placeOrder,
  type ScannedPatient,
  scannedPatient,
} from "../../test/orders";
import { medicalProfile, saveMedicalProfile } from "../../test/patient-records";
import { pdfText } from "../../test/pdf-tools";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let other: Tokens;
let lab: Tokens;
let at: Awaited<ReturnType<typeof firstStore>>;

function call(method: "GET" | "POST", url: string, tokens: Tokens, payload?: object) {
  return testApp.app.inject({ method, url: `/api/v1${url}`, headers: bearer(tokens.accessToken), payload });
}

const TRACKING = "https://parcels.example.com/track/1Z999AA10123456784";

/** A Demo Clinic patient with an order placed; the order. */
async function ordered(): Promise<{ patient: ScannedPatient; order: Order }> {
  const patient = await scannedPatient(testApp.app, demo, at);
  const response = await placeOrder(testApp.app, demo, orderBody(patient), randomUUID());
  expect(response.statusCode, response.body).toBe(201);
  return { patient, order: response.json() };
}

const move = (orderID: string, body: object, tokens: Tokens = lab) =>
  call("POST", `/lab/orders/${orderID}/status`, tokens, body);
const statusesOf = async (sessionID: string, tokens: Tokens = demo) =>
  ((await call("GET", `/profile/session/${sessionID}`, tokens)).json() as Session).sessionsStatuses;

/** The lab's audit entries (who: the lab login) naming the patient, oldest first. */
async function labEntries(patientID: string) {
  return testApp.db
    .selectFrom("audit_log")
    .select(["action", "route", "company_id", "store_id"])
    .where("user_id", "=", lab.sub)
    .where("patient_id", "=", patientID)
    .orderBy("id")
    .execute();
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  other = await signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD);
  lab = await signIn(testApp.app, "lab@solerx.test", DEMO_PASSWORD);
  at = await firstStore(testApp.app, demo);
});
afterAll(() => testApp?.close());

describe("GET /profile/operator/access", () => {
  it("tells lab staff from clinic operators", async () => {
    expect((await call("GET", "/profile/operator/access", lab)).json()).toEqual({
      roles: ["SUPPORT_ADMIN"],
      lab: true,
    });
    expect((await call("GET", "/profile/operator/access", demo)).json()).toEqual({
      roles: ["COMPANY_EMPLOYEE"],
      lab: false,
    });
  });
});

describe("the lab's reads", () => {
  it("lists every company's orders newest first, by status when asked, each listed order audited", async () => {
    const first = await ordered();
    const second = await ordered();
    const lakeside = await firstStore(testApp.app, other);
    const foreign = await scannedPatient(testApp.app, other, lakeside);
    const otherOrder: Order = (await placeOrder(testApp.app, other, orderBody(foreign))).json();

    const response = await call("GET", "/lab/orders", lab);
    expect(response.statusCode, response.body).toBe(200);
    const list: LabOrderList = response.json();
    expect(list.orders.map((o) => o.orderID).slice(0, 3)).toEqual([
      otherOrder.orderID,
      second.order.orderID,
      first.order.orderID,
    ]);
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(list.orders[0]).toMatchObject({
      companyName: "Other Clinic",
      storeName: "Other Clinic — Lakeside",
      status: "Processing",
      firstName: "Ordered",
      orthoticStyle: "standard",
      pack: "Pair",
      quantity: 1,
      product: "INSOLE",
      repairOfID: null,
    });
    for (const patient of [first.patient, second.patient]) {
      expect(await labEntries(patient.userID)).toContainEqual({
        action: "read",
        route: "GET /api/v1/lab/orders",
        company_id: at.store.companyID,
        store_id: at.store.storeID,
      });
    }
    expect(await labEntries(foreign.userID)).toContainEqual(
      expect.objectContaining({ company_id: lakeside.store.companyID }),
    );

    await move(first.order.orderID, { status: "Fabricating" });
    const fabricating: LabOrderList = (await call("GET", "/lab/orders?status=Fabricating", lab)).json();
    expect(fabricating.orders.map((o) => o.orderID)).toContain(first.order.orderID);
    expect(fabricating.orders.every((o) => o.status === "Fabricating")).toBe(true);
    const page = (await call("GET", "/lab/orders?offset=1&limit=1", lab)).json() as LabOrderList;
    expect(page.orders.map((o) => o.orderID)).toEqual([second.order.orderID]);
    expect((await call("GET", "/lab/orders?limit=201", lab)).statusCode).toBe(400);
    expect((await call("GET", "/lab/orders?status=Lost", lab)).statusCode).toBe(400);
  });

  it("reads one order with its company, store, doctor, scans, and audits the read", async () => {
    const { patient, order } = await ordered();
    const response = await call("GET", `/lab/orders/${order.orderID}`, lab);
    expect(response.statusCode, response.body).toBe(200);
    const read: LabOrder = response.json();
    expect(read).toMatchObject({
      order: { orderID: order.orderID, status: "Processing" },
      companyName: "Demo Clinic",
      storeName: at.store.name,
      doctorName: `${at.doctor.firstName} ${at.doctor.lastName}`,
      shippingAddress: `${at.doctor.firstName} ${at.doctor.lastName}, ${at.store.address}`,
      product: "INSOLE",
      scans: [
        { measurementID: patient.leftScanID, side: "left" },
        { measurementID: patient.rightScanID, side: "right" },
      ],
    });
    expect(await labEntries(patient.userID)).toEqual([
      {
        action: "read",
        route: "GET /api/v1/lab/orders/:orderID",
        company_id: at.store.companyID,
        store_id: at.store.storeID,
      },
    ]);
    const missing = await call("GET", `/lab/orders/${randomUUID()}`, lab);
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Not found"]);
  });

  it("opens the order's scans, its attachment route and the clinic's order call to lab staff, audited", async () => {
    const { patient, order } = await ordered();
    const scans = await call("GET", `/biometric/scans/${patient.sessionID}/getScans`, lab);
    expect(scans.statusCode).toBe(200);
    expect(scans.json()).toHaveLength(2);
    expect((await call("GET", `/biometric/scans/${patient.leftScanID}/get3DScanSurfaceModel`, lab)).statusCode).toBe(
      200,
    );
    expect((await call("GET", `/biometric/scans/properties/${patient.rightScanID}`, lab)).statusCode).toBe(200);
    expect((await call("GET", `/order/${order.orderID}`, lab)).statusCode).toBe(200);
    // pres.pdf was made when the order was placed; a name the order has not is the catalogue's 404.
    const pdf = await call("GET", `/order/${order.orderID}/attachment/pres.pdf`, lab);
    expect([pdf.statusCode, pdf.headers["content-type"]]).toEqual([200, "application/pdf"]);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const other = await call("GET", `/order/${order.orderID}/attachment/scan.stl`, lab);
    expect([other.statusCode, other.json().message]).toEqual([404, "Not found"]);
    const operator = { userID: demo.sub, companyID: at.store.companyID, storeIDs: [at.store.storeID] };
    await attachToOrder(testApp, operator, order.orderID, {
      name: "pres.pdf",
      bytes: new TextEncoder().encode("%PDF-1.7 bench copy"),
    });
    const replaced = await call("GET", `/order/${order.orderID}/attachment/pres.pdf`, lab);
    expect(replaced.body).toBe("%PDF-1.7 bench copy");
    const routes = (await labEntries(patient.userID)).map((entry) => entry.route);
    expect(routes).toEqual(
      expect.arrayContaining([
        "GET /api/v1/biometric/scans/:sessionID/getScans",
        "GET /api/v1/biometric/scans/:scanID/get3DScanSurfaceModel",
        "GET /api/v1/order/:orderID",
        "GET /api/v1/order/:orderID/attachment/:attachmentName",
      ]),
    );
  });
});

describe("the order as placed (issue 16 point 5)", () => {
  it("keeps the notes it was placed with: the lab, the clinic's order and its PDF show them, not the record's since", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const placed = await placeOrder(testApp.app, demo, orderBody(patient, { notes: "Runs marathons; wide forefoot" }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order: Order = placed.json();
    expect(order.notes).toBe("Runs marathons; wide forefoot");
    // The record's notes change after placing.
    await saveMedicalProfile(testApp.app, demo, patient, medicalProfile({ notes: "Written after the order" }));

    const atLab: LabOrder = (await call("GET", `/lab/orders/${order.orderID}`, lab)).json();
    expect([atLab.order.notes, atLab.order.weight]).toEqual(["Runs marathons; wide forefoot", 150]);
    expect(((await call("GET", `/order/${order.orderID}`, demo)).json() as Order).notes).toBe(
      "Runs marathons; wide forefoot",
    );
    const pdf = await call("POST", "/profile/create/PDFInput", demo, {
      userID: patient.userID,
      sessionID: patient.sessionID,
      employeeID: demo.sub,
      storeID: at.store.storeID,
      sizeGender: "male",
      orderID: order.orderID,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = pdfText(new Uint8Array(Buffer.from(pdf.json().data, "base64"))).replace(/\s+/g, " ");
    expect(text).toContain("Runs marathons; wide forefoot");
    expect(text).not.toContain("Written after the order");
    // A repair order carries the original's notes.
    await move(order.orderID, { status: "Fabricating" });
    await move(order.orderID, { status: "Shipped", trackingLink: TRACKING });
    const repair = await call("POST", `/lab/orders/${order.orderID}/repair`, lab, { reason: "Cracked shell" });
    expect((repair.json() as LabOrder).order.notes).toBe("Runs marathons; wide forefoot");
  });
});

describe("the order's scans as files (issue 16 point 5)", () => {
  const scanFile = (orderID: string, side: string, format: string, tokens: Tokens = lab) =>
    call("GET", `/lab/orders/${orderID}/scans/${side}?format=${format}`, tokens);
  /** The clinic's own conversion of the same stored Draco (get3DScanSurfaceModel), as bytes. */
  const converted = async (scanID: string, encoding: string) => {
    const answer = await call("GET", `/biometric/scans/${scanID}/get3DScanSurfaceModel?encoding=${encoding}`, demo);
    return Buffer.from(answer.json().data, "base64");
  };

  it("answers each ordered foot as binary STL and OBJ text, converted from the stored Draco, audited", async () => {
    const { patient, order } = await ordered();
    const read: LabOrder = (await call("GET", `/lab/orders/${order.orderID}`, lab)).json();
    expect(read.scans).toEqual([
      { measurementID: patient.leftScanID, side: "left", scanMode: "semi-weighted" },
      { measurementID: patient.rightScanID, side: "right", scanMode: "semi-weighted" },
    ]);

    const stl = await scanFile(order.orderID, "left", "STL");
    expect(stl.statusCode, stl.body).toBe(200);
    expect(stl.headers["content-type"]).toBe("model/stl");
    expect(stl.headers["content-disposition"]).toBe(
      `attachment; filename="${labScanFileName(order.orderID, "left", "STL")}"`,
    );
    // Binary STL: an 80-byte header, the triangle count, 50 bytes per triangle.
    const triangles = stl.rawPayload.readUInt32LE(80);
    expect(triangles).toBeGreaterThan(0);
    expect(stl.rawPayload.length).toBe(84 + 50 * triangles);
    expect(stl.rawPayload.equals(await converted(patient.leftScanID, "STL"))).toBe(true);

    const obj = await scanFile(order.orderID, "right", "OBJ");
    expect(obj.statusCode, obj.body).toBe(200);
    expect(obj.headers["content-type"]).toBe("model/obj");
    expect(obj.body).toMatch(/^v -?\d/m);
    expect(obj.body).toMatch(/^f \d+/m);
    expect(obj.rawPayload.equals(await converted(patient.rightScanID, "OBJ"))).toBe(true);

    const routes = (await labEntries(patient.userID)).map((entry) => entry.route);
    expect(routes.filter((route) => route === "GET /api/v1/lab/orders/:orderID/scans/:side")).toHaveLength(2);
  });

  it("refuses a foot the order has no scan of, a format it does not offer, and anyone but lab staff", async () => {
    const { patient, order } = await ordered();
    const scannedLeft = await scannedPatient(testApp.app, demo, at);
    const leftOnly = await placeOrder(
      testApp.app,
      demo,
      orderBody(scannedLeft, { measurementData: { leftScanID: scannedLeft.leftScanID, rightScanID: null } }),
    );
    expect(leftOnly.statusCode, leftOnly.body).toBe(201);
    const noRight = await scanFile((leftOnly.json() as Order).orderID, "right", "OBJ");
    expect([noRight.statusCode, noRight.json().message]).toEqual([404, "Surface Model Not Found"]);
    const missingOrder = await scanFile(randomUUID(), "left", "STL");
    expect([missingOrder.statusCode, missingOrder.json().message]).toEqual([404, "Not found"]);
    for (const [side, format] of [
      ["both", "STL"],
      ["left", "DRACO"],
      ["left", "RAW"],
      ["left", ""],
    ]) {
      expect((await scanFile(order.orderID, side ?? "", format ?? "")).statusCode, `${side} ${format}`).toBe(400);
    }
    // Clinic operators: another company's (Other Clinic) and the order's own company's alike.
    for (const tokens of [other, demo]) {
      const refused = await scanFile(order.orderID, "left", "STL", tokens);
      expect([refused.statusCode, refused.json().message]).toEqual([403, "This screen is for the fabrication lab"]);
      expect(refused.rawPayload.subarray(0, 80).toString()).not.toContain("solid");
    }
    expect(await labEntries(patient.userID)).toEqual([]);
  });
});

describe("moving an order", () => {
  it("goes Processing → Fabricating → Shipped with a tracking link, each step's session status recorded", async () => {
    const { patient, order } = await ordered();
    const versionBefore = ((await call("GET", `/profile/patient/${patient.userID}`, demo)).json() as PatientRecord)
      .version;

    const fabricating = await move(order.orderID, { status: "Fabricating", note: "On the printer" });
    expect(fabricating.statusCode, fabricating.body).toBe(200);
    expect((fabricating.json() as LabOrder).order.status).toBe("Fabricating");
    // Fabricating records no session status: the clinic's status stays the placed order's.
    expect((await statusesOf(patient.sessionID))[0]).toBe("ORDER_CREATED");

    const noLink = await move(order.orderID, { status: "Shipped" });
    expect([noLink.statusCode, noLink.json().message]).toEqual([400, "A shipped order needs a tracking link"]);
    expect((await move(order.orderID, { status: "Shipped", trackingLink: "ftp://x" })).statusCode).toBe(400);

    const shipped = await move(order.orderID, { status: "Shipped", trackingLink: TRACKING });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await statusesOf(patient.sessionID))[0]).toBe("ORDER_DELIVERED");

    // The clinic's Order screen: status, tracking link and every step.
    const atClinic: Order = (await call("GET", `/order/${order.orderID}`, demo)).json();
    expect(atClinic).toMatchObject({ status: "Shipped", trackingLink: TRACKING });
    expect(atClinic.history.map((step) => [step.status, step.trackingLink, step.note, step.byName])).toEqual([
      ["Processing", null, null, "Dana Demo"],
      ["Fabricating", null, "On the printer", "Lena Lab"],
      ["Shipped", TRACKING, null, "Lena Lab"],
    ]);
    // Opening the patient: its status priority is the order's, and reads as Shipped.
    const record: PatientRecord = (await call("GET", `/profile/patient/${patient.userID}`, demo)).json();
    const status = highestPriorityStatus(record.sessionsStatuses);
    expect(status).toBe("ORDER_DELIVERED");
    expect(status && orderStatusLabel(status)).toBe("Shipped");
    // The lab wrote no patient record: the record's version is where the clinic left it.
    expect(record.version).toBe(versionBefore);

    const late = await move(order.orderID, { status: "Cancelled" });
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      "The order cannot move from its current status to the one asked for",
    ]);
    expect(await labEntries(patient.userID)).toEqual(
      ["Fabricating", "Shipped"].map(() => expect.objectContaining({ action: "update" })),
    );
  });

  it("cancels an order (ORDER_CANCELLED), and refuses steps its life does not allow", async () => {
    const { patient, order } = await ordered();
    const skip = await move(order.orderID, { status: "Shipped", trackingLink: TRACKING });
    expect(skip.statusCode).toBe(409);
    expect((await move(order.orderID, { status: "Processing" })).statusCode).toBe(409);
    const cancelled = await move(order.orderID, { status: "Cancelled", note: "Clinic asked" });
    expect(cancelled.statusCode).toBe(200);
    expect((await statusesOf(patient.sessionID))[0]).toBe("ORDER_CANCELLED");
    expect((await move(order.orderID, { status: "Fabricating" })).statusCode).toBe(409);
    expect((await call("GET", `/order/${order.orderID}`, demo)).json().status).toBe("Cancelled");
    const missing = await move(randomUUID(), { status: "Fabricating" });
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Not found"]);
  });

  it("takes one of two parallel presses of the same step", async () => {
    const { order } = await ordered();
    const answers = await Promise.all([
      move(order.orderID, { status: "Fabricating" }),
      move(order.orderID, { status: "Fabricating" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const read: Order = (await call("GET", `/order/${order.orderID}`, demo)).json();
    expect(read.history).toHaveLength(2);
  });
});

describe("a repair order", () => {
  it("is opened only for a shipped order: a new order of the session, REPAIR_ORDER_CREATED, once", async () => {
    const { patient, order } = await ordered();
    const early = await call("POST", `/lab/orders/${order.orderID}/repair`, lab, { reason: "Cracked shell" });
    expect([early.statusCode, early.json().message]).toEqual([409, "Only a shipped order can be repaired"]);
    await move(order.orderID, { status: "Fabricating" });
    await move(order.orderID, { status: "Shipped", trackingLink: TRACKING });

    const opened = await call("POST", `/lab/orders/${order.orderID}/repair`, lab, { reason: "Cracked shell" });
    expect(opened.statusCode, opened.body).toBe(201);
    const repair = (opened.json() as LabOrder).order;
    expect(repair).toMatchObject({
      repairOfID: order.orderID,
      sessionID: patient.sessionID,
      userID: patient.userID,
      status: "Processing",
      trackingLink: null,
      createdBy: lab.sub,
      prescriptionObj: order.prescriptionObj,
      measurementData: order.measurementData,
    });
    expect(repair.history).toEqual([
      { at: expect.any(String), status: "Processing", trackingLink: null, note: "Cracked shell", byName: "Lena Lab" },
    ]);
    expect((await statusesOf(patient.sessionID))[0]).toBe("REPAIR_ORDER_CREATED");
    // Opening the patient now loads the repair order.
    expect(((await call("GET", `/profile/session/${patient.sessionID}`, demo)).json() as Session).orderID).toBe(
      repair.orderID,
    );
    // A second press answers the same repair order.
    const again = await call("POST", `/lab/orders/${order.orderID}/repair`, lab, { reason: "Cracked shell" });
    expect([again.statusCode, (again.json() as LabOrder).order.orderID]).toEqual([200, repair.orderID]);
    expect((await statusesOf(patient.sessionID)).filter((s) => s === "REPAIR_ORDER_CREATED")).toHaveLength(1);
    // The original stays shipped; the repair goes through the lab like any order.
    expect((await call("GET", `/order/${order.orderID}`, demo)).json().status).toBe("Shipped");
    await move(repair.orderID, { status: "Fabricating" });
    await move(repair.orderID, { status: "Shipped", trackingLink: TRACKING });
    expect((await statusesOf(patient.sessionID))[0]).toBe("ORDER_DELIVERED");
    expect(await labEntries(patient.userID)).toContainEqual(
      expect.objectContaining({ action: "create", route: "POST /api/v1/lab/orders/:orderID/repair" }),
    );
    expect((await call("POST", `/lab/orders/${order.orderID}/repair`, lab, { reason: " " })).statusCode).toBe(400);
  });
});

describe("who may use the lab", () => {
  it("refuses clinic operators (403) on every lab call, their own company's orders included", async () => {
    const { order } = await ordered();
    for (const tokens of [demo, other]) {
      const answers = [
        await call("GET", "/lab/orders", tokens),
        await call("GET", `/lab/orders/${order.orderID}`, tokens),
        await move(order.orderID, { status: "Fabricating" }, tokens),
        await call("POST", `/lab/orders/${order.orderID}/repair`, tokens, { reason: "x" }),
      ];
      expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual(
        answers.map(() => [403, "This screen is for the fabrication lab"]),
      );
    }
    expect((await call("GET", `/order/${order.orderID}`, demo)).json().status).toBe("Processing");
  });

  it("lets a SUPER_ADMIN read at the lab but not move an order", async () => {
    const { order } = await ordered();
    await addOperator(testApp.db, "super@lab.test", at.store.storeID, "SUPER_ADMIN");
    const superAdmin = await signIn(testApp.app, "super@lab.test", DEMO_PASSWORD);
    expect((await call("GET", "/profile/operator/access", superAdmin)).json()).toMatchObject({ lab: true });
    expect((await call("GET", `/lab/orders/${order.orderID}`, superAdmin)).statusCode).toBe(200);
    expect((await move(order.orderID, { status: "Fabricating" }, superAdmin)).statusCode).toBe(403);
    // Lab staff still never write a clinic's patient record.
    const write = await call("POST", `/profile/user/${order.userID}/update`, lab, {
      firstName: "Lab",
      lastName: "Write",
      gender: "MALE",
    });
    expect(write.statusCode).toBe(403);
  });
});

describe("an audit entry the log cannot take", () => {
  it("fails the lab's read and write: no order leaves, nothing moves", async () => {
    const { order } = await ordered();
    const { db } = testApp;
    await sql`create function refuse_lab_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end $$`.execute(db);
    await sql`create trigger refuse_lab_audit before insert on audit_log for each row
      when (new.user_id = ${sql.lit(lab.sub)}::uuid) execute function refuse_lab_audit()`.execute(db);
    try {
      const read = await call("GET", `/lab/orders/${order.orderID}`, lab);
      expect(read.statusCode).toBe(500);
      expect(read.body).not.toContain(order.lastName);
      const list = await call("GET", "/lab/orders", lab);
      expect(list.statusCode).toBe(500);
      expect(list.body).not.toContain(order.orderID);
      expect((await move(order.orderID, { status: "Fabricating" })).statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_lab_audit on audit_log`.execute(db);
      await sql`drop function refuse_lab_audit()`.execute(db);
    }
    const after: Order = (await call("GET", `/order/${order.orderID}`, demo)).json();
    expect([after.status, after.history.length]).toEqual(["Processing", 1]);
  });
});
