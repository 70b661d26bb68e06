// Issue 11, orders: every call of spec 001 §7 "Order" and every error of its §8 catalogue over app.inject, the
// order created once however often it is submitted (the same key twice, the same key in parallel), what a body
// must be to become an order, attachments, and a patient with an order kept from deletion. Runs on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from "node:crypto";
import type { Order, OrderValidateResponse } from "@solerx/domain/order";
import type { Session } from "@solerx/domain/patient";
import type { Store } from "@solerx/domain/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import {
  attachToOrder,
  firstStore,
  orderBody,
  placeOrder,
  type ScannedPatient,
  scannedPatient,
} from "../../test/orders";
import { pdfText } from "../../test/pdf-tools";
import { uploadScan } from "../../test/scans";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let other: Tokens;
let at: Awaited<ReturnType<typeof firstStore>>;
let demoStores: Store[];

function call(method: "GET" | "POST" | "DELETE", url: string, payload?: object, tokens: Tokens = demo) {
  return testApp.app.inject({ method, url: `/api/v1${url}`, headers: bearer(tokens.accessToken), payload });
}

async function ordersOfSession(sessionID: string): Promise<number> {
  const rows = await testApp.db.selectFrom("orders").select("id").where("session_id", "=", sessionID).execute();
  return rows.length;
}

async function sessionOf(sessionID: string): Promise<Session> {
  return (await call("GET", `/profile/session/${sessionID}`)).json();
}

/** Stores a file on the order as Dana Demo, through the repository call the placing will use for pres.pdf. */
function attach(orderID: string, name: string, bytes: Uint8Array) {
  const operator = { userID: demo.sub, companyID: at.store.companyID, storeIDs: demoStores.map((s) => s.storeID) };
  return attachToOrder(testApp, operator, orderID, { name, bytes });
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  other = await signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD);
  at = await firstStore(testApp.app, demo);
  demoStores = (await call("GET", `/store/employee/${demo.sub}`)).json();
});
afterAll(() => testApp?.close());

describe("POST /order/create", () => {
  it("places the order: Processing, its first step, ORDER_CREATED on the session, pres.pdf, an audit entry", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const response = await placeOrder(testApp.app, demo, orderBody(patient), randomUUID());
    expect(response.statusCode, response.body).toBe(201);
    const order: Order = response.json();
    expect(order).toMatchObject({
      repairOfID: null,
      reorderOfID: null,
      status: "Processing",
      trackingLink: null,
      createdBy: demo.sub,
      userID: patient.userID,
      sessionID: patient.sessionID,
      measurementData: { leftScanID: patient.leftScanID, rightScanID: patient.rightScanID },
      flags: { zebraID: "", expertReview: false },
      // The prescription as placed, for the lab's bench.
      attachments: ["pres.pdf"],
    });
    const pdf = await testApp.app.inject({
      url: `/api/v1/order/${order.orderID}/attachment/pres.pdf`,
      headers: bearer(demo.accessToken),
    });
    expect([pdf.statusCode, pdf.headers["content-type"]]).toEqual([200, "application/pdf"]);
    expect(pdfText(new Uint8Array(pdf.rawPayload))).toContain(order.orderID);
    expect(order.history).toEqual([
      { at: expect.any(String), status: "Processing", trackingLink: null, note: null, byName: "Dana Demo" },
    ]);
    const session = await sessionOf(patient.sessionID);
    expect(session.sessionsStatuses[0]).toBe("ORDER_CREATED");
    expect(session.orderID).toBe(order.orderID);
    const entries = await testApp.db
      .selectFrom("audit_log")
      .select(["action", "route"])
      .where("patient_id", "=", patient.userID)
      .where("action", "=", "create")
      .execute();
    expect(entries).toContainEqual({ action: "create", route: "POST /api/v1/order/create" });
  });

  it("creates one order for the same key sent twice: 201, then 200 with the same order", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const key = randomUUID();
    const first = await placeOrder(testApp.app, demo, orderBody(patient), key);
    const again = await placeOrder(testApp.app, demo, orderBody(patient), key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().orderID).toBe(first.json().orderID);
    expect(await ordersOfSession(patient.sessionID)).toBe(1);
    // One placing, one ORDER_CREATED.
    expect((await sessionOf(patient.sessionID)).sessionsStatuses.filter((s) => s === "ORDER_CREATED")).toHaveLength(1);
  });

  it("creates one order for two parallel requests with the same key", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const key = randomUUID();
    const answers = await Promise.all([
      placeOrder(testApp.app, demo, orderBody(patient), key),
      placeOrder(testApp.app, demo, orderBody(patient), key),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.json().orderID)).size).toBe(1);
    expect(await ordersOfSession(patient.sessionID)).toBe(1);
  });

  it("refuses a second order for the session: another key, no key, or two parallel keys", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    expect((await placeOrder(testApp.app, demo, orderBody(patient), randomUUID())).statusCode).toBe(201);
    for (const key of [randomUUID(), undefined]) {
      const second = await placeOrder(testApp.app, demo, orderBody(patient), key);
      expect([second.statusCode, second.json().message]).toEqual([400, "Could not create Order"]);
    }
    const racing = await scannedPatient(testApp.app, demo, at);
    const answers = await Promise.all([
      placeOrder(testApp.app, demo, orderBody(racing), randomUUID()),
      placeOrder(testApp.app, demo, orderBody(racing), randomUUID()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await ordersOfSession(racing.sessionID)).toBe(1);
  });

  it('refuses with 400 "Could not create Order" a body that cannot become an order', async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const otherPatient = await scannedPatient(testApp.app, demo, at);
    const riverside = demoStores[1] as Store;
    const { sessionID: unscannedSession, userID: unscanned } = await scannedPatient(testApp.app, demo, at);
    const pending = await uploadScan(testApp.app, demo, patient.sessionID, { complete: false });
    const bodies: Record<string, object> = {
      "no first name": { ...orderBody(patient), firstName: "" },
      "a blank last name": orderBody(patient, { lastName: "   " }),
      "no gender": { ...orderBody(patient), gender: undefined },
      "no scan": orderBody(patient, { measurementData: { leftScanID: null, rightScanID: null } }),
      "another session's scan": orderBody(patient, {
        measurementData: { leftScanID: otherPatient.leftScanID, rightScanID: null },
      }),
      "an incomplete scan": orderBody(patient, { measurementData: { leftScanID: pending, rightScanID: null } }),
      "the right foot's scan as the left": orderBody(patient, {
        measurementData: { leftScanID: patient.rightScanID, rightScanID: null },
      }),
      "a store the session is not of": orderBody(patient, { storeID: riverside.storeID }),
      "a patient the session is not of": orderBody(patient, { userID: otherPatient.userID }),
      "another patient's session with another patient": orderBody(patient, {
        sessionID: unscannedSession,
        userID: unscanned,
      }),
      "no items": orderBody(patient, { items: [] }),
      "a NUL in a name": orderBody(patient, { firstName: "An\u0000n" }),
    };
    for (const [name, body] of Object.entries(bodies)) {
      const response = await placeOrder(testApp.app, demo, body, randomUUID());
      expect([response.statusCode, response.json().message], name).toEqual([400, "Could not create Order"]);
    }
    expect(await ordersOfSession(patient.sessionID)).toBe(0);
    expect(await ordersOfSession(unscannedSession)).toBe(0);
    // The statuses of the session did not move.
    expect((await sessionOf(patient.sessionID)).sessionsStatuses).not.toContain("ORDER_CREATED");
  });

  it('places an order with one scan and gender "Prefer not to say"', async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const body = orderBody(patient, {
      gender: "UNKNOWN",
      measurementData: { leftScanID: null, rightScanID: patient.rightScanID },
    });
    expect((await placeOrder(testApp.app, demo, body)).statusCode).toBe(201);
  });

  it('answers 404 "Company not found" for a company that does not exist, 403 for another company\'s', async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const missing = await placeOrder(testApp.app, demo, orderBody(patient, { companyID: randomUUID() }));
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Company not found"]);
    const { store: lakeside } = await firstStore(testApp.app, other);
    const foreign = await placeOrder(testApp.app, demo, orderBody(patient, { companyID: lakeside.companyID }));
    expect(foreign.statusCode).toBe(403);
    // Other Clinic placing an order on Demo Clinic's session, in its own company's name.
    const intruder = await placeOrder(
      testApp.app,
      other,
      orderBody(patient, { companyID: lakeside.companyID, storeID: lakeside.storeID }),
    );
    expect(intruder.statusCode).toBe(403);
    expect(await ordersOfSession(patient.sessionID)).toBe(0);
  });

  it("refuses an idempotency key that is not a UUID", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const response = await placeOrder(testApp.app, demo, orderBody(patient), "not-a-uuid");
    expect([response.statusCode, response.json().message]).toEqual([400, "Could not create Order"]);
  });

  it("keeps the reorder's original, which must be an order of the company", async () => {
    const original = await scannedPatient(testApp.app, demo, at);
    const placed: Order = (await placeOrder(testApp.app, demo, orderBody(original))).json();
    const clone = await scannedPatient(testApp.app, demo, at);
    const reorder = await placeOrder(testApp.app, demo, orderBody(clone, { reorderOfID: placed.orderID }));
    expect(reorder.statusCode).toBe(201);
    expect(reorder.json().reorderOfID).toBe(placed.orderID);
    const unknown = await scannedPatient(testApp.app, demo, at);
    const missing = await placeOrder(testApp.app, demo, orderBody(unknown, { reorderOfID: randomUUID() }));
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Not found"]);
  });
});

describe("POST /order/flags", () => {
  it("sets expertReview and the PO number, leaves the PO number when it is absent", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const { orderID } = (await placeOrder(testApp.app, demo, orderBody(patient))).json() as Order;
    const set = await call("POST", "/order/flags", { orderID, expertReview: true, zebraID: "PO-77" });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().flags).toEqual({ zebraID: "PO-77", expertReview: true });
    const kept = await call("POST", "/order/flags", { orderID, expertReview: false });
    expect(kept.json().flags).toEqual({ zebraID: "PO-77", expertReview: false });
    expect((await call("GET", `/order/${orderID}`)).json().flags).toEqual({ zebraID: "PO-77", expertReview: false });
  });

  it("refuses a PO number the patient form would refuse, an unknown order (404), another company (403)", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const { orderID } = (await placeOrder(testApp.app, demo, orderBody(patient))).json() as Order;
    expect((await call("POST", "/order/flags", { orderID, expertReview: true, zebraID: "a<b" })).statusCode).toBe(400);
    const missing = await call("POST", "/order/flags", { orderID: randomUUID(), expertReview: true });
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Not found"]);
    expect((await call("POST", "/order/flags", { orderID, expertReview: true }, other)).statusCode).toBe(403);
  });
});

describe("POST /order/validate", () => {
  it("says a placeable body is valid and places nothing", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const response = await call("POST", "/order/validate", orderBody(patient));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, blockers: [], issues: [] });
    expect(await ordersOfSession(patient.sessionID)).toBe(0);
  });

  it("lists what a body lacks: the spec's blockers, the schema's issues, the placing's faults", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const bare = (
      await call("POST", "/order/validate", {
        ...orderBody(patient),
        firstName: "",
        gender: undefined,
        measurementData: { leftScanID: null, rightScanID: null },
      })
    ).json() as OrderValidateResponse;
    expect(bare.valid).toBe(false);
    expect(bare.blockers).toEqual(["firstName", "gender", "scan"]);
    expect(bare.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(["firstName", "gender", "measurementData"]),
    );
    const other = await scannedPatient(testApp.app, demo, at);
    const wrongScan = (
      await call(
        "POST",
        "/order/validate",
        orderBody(patient, { measurementData: { leftScanID: other.leftScanID, rightScanID: null } }),
      )
    ).json() as OrderValidateResponse;
    expect(wrongScan).toMatchObject({ valid: false, blockers: [], issues: [{ path: "measurementData.leftScanID" }] });
    await placeOrder(testApp.app, demo, orderBody(patient));
    const ordered = (await call("POST", "/order/validate", orderBody(patient))).json() as OrderValidateResponse;
    expect(ordered).toEqual({
      valid: false,
      blockers: [],
      issues: [{ path: "sessionID", message: "The session has an order already" }],
    });
    expect((await call("POST", "/order/validate", {})).json()).toMatchObject({
      valid: false,
      blockers: ["firstName", "lastName", "gender", "scan"],
    });
  });

  it("refuses another company's ids (403) like create", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    expect((await call("POST", "/order/validate", orderBody(patient), other)).statusCode).toBe(403);
  });
});

describe("GET /order/{orderID} and /order/list/{storeID}", () => {
  it('answers the order, and 404 "Not found" for an unknown one', async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const placed: Order = (await placeOrder(testApp.app, demo, orderBody(patient))).json();
    const read = await call("GET", `/order/${placed.orderID}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(placed);
    const missing = await call("GET", `/order/${randomUUID()}`);
    expect([missing.statusCode, missing.json().message]).toEqual([404, "Not found"]);
    expect((await call("GET", "/order/not-a-uuid")).statusCode).toBe(400);
    expect((await call("GET", `/order/${placed.orderID}`, undefined, other)).statusCode).toBe(403);
  });

  it("lists the store's orders newest first in pages, with the total", async () => {
    const store = demoStores[1] as Store;
    const riverside = { store, doctor: at.doctor };
    const placed: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const patient = await scannedPatient(testApp.app, demo, riverside);
      placed.push(((await placeOrder(testApp.app, demo, orderBody(patient))).json() as Order).orderID);
    }
    const page = await call("GET", `/order/list/${store.storeID}?offset=0&limit=2`);
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(3);
    expect(page.json().orders.map((order: Order) => order.orderID)).toEqual([placed[2], placed[1]]);
    const rest = (await call("GET", `/order/list/${store.storeID}?offset=2&limit=2`)).json();
    expect(rest.orders.map((order: Order) => order.orderID)).toEqual([placed[0]]);
    expect((await call("GET", `/order/list/${store.storeID}`)).json().orders).toHaveLength(3);
    expect((await call("GET", `/order/list/${store.storeID}?limit=201`)).statusCode).toBe(400);
    expect((await call("GET", `/order/list/${store.storeID}`, undefined, other)).statusCode).toBe(403);
  });
});

describe("GET /order/{orderID}/attachment/{attachmentName}", () => {
  it('answers the stored file\'s bytes (application/pdf for .pdf), and 404 "Not found" for another name', async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const { orderID } = (await placeOrder(testApp.app, demo, orderBody(patient))).json() as Order;
    // The order's own work first (a download waits for it): the file stored below is then the last one written.
    expect((await call("GET", `/order/${orderID}/attachment/pres.pdf`)).statusCode).toBe(200);
    const pdf = new TextEncoder().encode("%PDF-1.7\n% a prescription\n%%EOF\n");
    const attached = await attach(orderID, "pres.pdf", pdf);
    expect(attached?.attachments).toEqual(["pres.pdf"]);
    const file = await call("GET", `/order/${orderID}/attachment/pres.pdf`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(new Uint8Array(file.rawPayload)).toEqual(pdf);
    expect((await call("GET", `/order/${orderID}`)).json().attachments).toEqual(["pres.pdf"]);
    for (const name of ["presc.pdf", "pres.pdf.bak", "PRES.PDF", "a\u0000b", "X".repeat(99)]) {
      const missing = await call("GET", `/order/${orderID}/attachment/${encodeURIComponent(name)}`);
      expect([missing.statusCode, missing.json().message], name).toEqual([404, "Not found"]);
    }
    const noOrder = await call("GET", `/order/${randomUUID()}/attachment/pres.pdf`);
    expect([noOrder.statusCode, noOrder.json().message]).toEqual([404, "Not found"]);
    expect((await call("GET", `/order/${orderID}/attachment/pres.pdf`, undefined, other)).statusCode).toBe(403);
    // Stored again under the same name, the file is replaced.
    await attach(orderID, "pres.pdf", new TextEncoder().encode("%PDF-1.7 v2"));
    expect((await call("GET", `/order/${orderID}/attachment/pres.pdf`)).body).toBe("%PDF-1.7 v2");
  });

  it("keeps pres.pdf with the order's flags, and makes it when asked if placing could not", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const { orderID } = (await placeOrder(testApp.app, demo, orderBody(patient), randomUUID())).json() as Order;
    const pdfOfOrder = async () => {
      const file = await call("GET", `/order/${orderID}/attachment/pres.pdf`);
      expect(file.statusCode, file.body).toBe(200);
      return pdfText(new Uint8Array(file.rawPayload));
    };
    expect(await pdfOfOrder()).not.toContain("PO-9");
    const flagged = await call("POST", "/order/flags", { orderID, expertReview: true, zebraID: "PO-9" });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(await pdfOfOrder()).toContain("PO-9");
    // As if the PDF had failed when the order was placed: no file kept.
    await testApp.db.deleteFrom("order_attachments").where("order_id", "=", orderID).execute();
    expect((await call("GET", `/order/${orderID}`)).json().attachments).toEqual([]);
    const made = await pdfOfOrder();
    expect(made).toContain(orderID);
    expect(made).toContain("PO-9");
    expect((await call("GET", `/order/${orderID}`)).json().attachments).toEqual(["pres.pdf"]);
  });

  it("keeps names the blob store cannot hold out of it", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const { orderID } = (await placeOrder(testApp.app, demo, orderBody(patient))).json() as Order;
    await expect(attach(orderID, "../escape.pdf", new Uint8Array([1]))).rejects.toThrow("invalid attachment name");
    expect(await attach(randomUUID(), "pres.pdf", new Uint8Array([1]))).toBeUndefined();
  });
});

describe("a patient with an order", () => {
  it("cannot be deleted, whatever the order's state", async () => {
    const patient: ScannedPatient = await scannedPatient(testApp.app, demo, at);
    expect((await call("GET", `/profile/user/${patient.userID}/canDelete`)).json()).toEqual({ canDelete: true });
    await placeOrder(testApp.app, demo, orderBody(patient));
    expect((await call("GET", `/profile/user/${patient.userID}/canDelete`)).json()).toEqual({ canDelete: false });
    expect((await call("DELETE", `/profile/user/${patient.userID}/delete`)).statusCode).toBe(409);
    // Even with its session statuses out of the way, the order row keeps the patient.
    await testApp.db.updateTable("sessions").set({ statuses: [] }).where("user_id", "=", patient.userID).execute();
    expect((await call("GET", `/profile/user/${patient.userID}/canDelete`)).json()).toEqual({ canDelete: false });
    expect((await call("DELETE", `/profile/user/${patient.userID}/delete`)).statusCode).toBe(409);
  });
});
