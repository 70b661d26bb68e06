// Issue 17 point 3 (rest), one quantity: an order body says its quantity in each line and in its prescription's
// uiContextData; the API refuses a body whose quantities disagree, and the order, the lab's list and order, and the
// PDFs all show the one quantity of order/order-quantity (an order stored before the rule, whose prescription says
// otherwise, shows its lines'). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from "node:crypto";
import type { LabOrder, LabOrderList } from "@solerx/domain/lab";
import { type CreateOrderRequest, type Order, orderQuantity, PdfInputResponse } from "@solerx/domain/order";
import { defaultPrescription } from "@solerx/domain/prescription";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import { firstStore, orderBody, placeOrder, type ScannedPatient, scannedPatient } from "../../test/orders";
import { pdfText } from "../../test/pdf-tools";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let lab: Tokens;
let at: Awaited<ReturnType<typeof firstStore>>;

const call = (tokens: Tokens, method: "GET" | "POST", url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/v1${url}`, headers: bearer(tokens.accessToken), payload });

/** The body with this quantity in its lines and its prescription. */
function withQuantity(patient: ScannedPatient, lines: number[], prescription: number): CreateOrderRequest {
  const body = orderBody(patient);
  const [item] = body.items;
  if (!item) throw new Error("orderBody has a line");
  const rx = defaultPrescription();
  rx.uiContextData.quantity = prescription;
  const items =
    lines.length === 1
      ? [{ ...item, quantity: lines[0] as number }]
      : lines.map((quantity, index) => ({
          ...item,
          quantity,
          type: index === 0 ? ("LEFT" as const) : ("RIGHT" as const),
        }));
  return { ...body, items, prescriptionObj: rx };
}

/**
 * The quantity a PDF prints: its QUANTITY label closes a row of labels (style, order type, quantity), and the value
 * is the last text of the next line with any.
 */
function printedQuantity(bytes: Uint8Array): string | undefined {
  const lines = pdfText(bytes).split("\n");
  const label = lines.findIndex((line) => /\bQUANTITY\s*$/.test(line));
  if (label < 0) return undefined;
  const value = lines.slice(label + 1).find((line) => line.trim() !== "");
  return value?.trim().split(/\s+/).at(-1);
}

/** The quantity the order shows everywhere: its API, the lab's list and order, presc.pdf and pres.pdf. */
async function shownQuantities(patient: ScannedPatient, orderID: string) {
  const order: Order = (await call(demo, "GET", `/order/${orderID}`)).json();
  const list: LabOrderList = (await call(lab, "GET", "/lab/orders?offset=0&limit=200")).json();
  const labOrder: LabOrder = (await call(lab, "GET", `/lab/orders/${orderID}`)).json();
  const presc = await call(demo, "POST", "/profile/create/PDFInput", {
    userID: patient.userID,
    sessionID: patient.sessionID,
    employeeID: demo.sub,
    storeID: patient.store.storeID,
    sizeGender: "male",
    orderID,
  });
  expect(presc.statusCode, presc.body).toBe(200);
  const prescBytes = new Uint8Array(Buffer.from(PdfInputResponse.parse(presc.json()).data, "base64"));
  const pres = await call(demo, "GET", `/order/${orderID}/attachment/pres.pdf`);
  expect(pres.statusCode).toBe(200);
  return {
    api: orderQuantity(order),
    lines: order.items.map((item) => item.quantity),
    labList: list.orders.find((summary) => summary.orderID === orderID)?.quantity,
    labOrder: orderQuantity(labOrder.order),
    prescPdf: printedQuantity(prescBytes),
    presPdf: printedQuantity(new Uint8Array(pres.rawPayload)),
  };
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  lab = await signIn(testApp.app, "lab@solerx.test", DEMO_PASSWORD);
  at = await firstStore(testApp.app, demo);
});
afterAll(() => testApp?.close());

describe("an order has one quantity", () => {
  it("refuses lines and a prescription whose quantities disagree, placing nothing", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const cases: [string, CreateOrderRequest, string][] = [
      ["a line of 4, a prescription of 1", withQuantity(patient, [4], 1), "prescriptionObj.uiContextData.quantity"],
      ["lines of 2 and 3", withQuantity(patient, [2, 3], 2), "items.1.quantity"],
    ];
    for (const [what, body, path] of cases) {
      const created = await placeOrder(testApp.app, demo, body, randomUUID());
      expect(created.statusCode, what).toBe(400);
      // A schema issue: its path names the request part (body.…), as every validation error does.
      expect(created.json().issues, what).toContainEqual({
        path: `body.${path}`,
        message: expect.stringMatching(/quantity/),
      });
      const validated = await call(demo, "POST", "/order/validate", body);
      expect((validated.json() as { valid: boolean }).valid, what).toBe(false);
    }
    const listed = await call(demo, "GET", `/order/list/${at.store.storeID}?offset=0&limit=200`);
    expect((listed.json() as { orders: Order[] }).orders.filter((o) => o.userID === patient.userID)).toEqual([]);
  });

  it("shows the placed quantity in the order, the lab's list and order, presc.pdf and pres.pdf", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const placed = await placeOrder(testApp.app, demo, withQuantity(patient, [3], 3), randomUUID());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await shownQuantities(patient, placed.json().orderID)).toEqual({
      api: 3,
      lines: [3],
      labList: 3,
      labOrder: 3,
      prescPdf: "3",
      presPdf: "3",
    });
  });

  it("shows an order stored before the rule (its prescription saying 1, its line 4) as its line's 4 everywhere", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const placed = await placeOrder(testApp.app, demo, withQuantity(patient, [4], 4), randomUUID());
    expect(placed.statusCode, placed.body).toBe(201);
    const orderID: string = placed.json().orderID;
    // What the API took before the rule: the prescription's quantity left at its default.
    await sql`update orders set prescription = jsonb_set(prescription, '{uiContextData,quantity}', '1')
      where id = ${orderID}::uuid`.execute(testApp.db);
    await sql`delete from order_attachments where order_id = ${orderID}::uuid`.execute(testApp.db);
    expect(await shownQuantities(patient, orderID)).toEqual({
      api: 4,
      lines: [4],
      labList: 4,
      labOrder: 4,
      prescPdf: "4",
      presPdf: "4",
    });
  });
});
