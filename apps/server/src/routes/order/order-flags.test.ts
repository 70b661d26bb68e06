// Issue 17 point 3 (part), an order's flags as the lab will read them: the clinic may change the PO number and the
// expert-review flag only while the order is Processing; each change is a step of the order's history (who, what,
// from and to); once the lab has started fabricating (or shipped, or cancelled), a change is refused and nothing
// changes.
import { randomUUID } from "node:crypto";
import type { Order } from "@solerx/domain/order";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import { firstStore, orderBody, placeOrder, scannedPatient } from "../../test/orders";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let lab: Tokens;

const call = (method: "GET" | "POST", url: string, tokens: Tokens, payload?: object) =>
  testApp.app.inject({ method, url: `/api/v1${url}`, headers: bearer(tokens.accessToken), payload });
const setFlags = (orderID: string, flags: { expertReview: boolean; zebraID?: string }) =>
  call("POST", "/order/flags", demo, { orderID, ...flags });

async function placed(): Promise<Order> {
  const patient = await scannedPatient(testApp.app, demo, await firstStore(testApp.app, demo));
  const response = await placeOrder(testApp.app, demo, orderBody(patient), randomUUID());
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  lab = await signIn(testApp.app, "lab@solerx.test", DEMO_PASSWORD);
});
afterAll(() => testApp?.close());

describe("an order's flags", () => {
  it("records each change while Processing in the order's history, and none for a call that changes nothing", async () => {
    const order = await placed();
    expect((await setFlags(order.orderID, { expertReview: true, zebraID: "PO-77" })).statusCode).toBe(200);
    expect((await setFlags(order.orderID, { expertReview: true, zebraID: "PO-77" })).statusCode).toBe(200);
    const changed = await setFlags(order.orderID, { expertReview: false });
    const read: Order = changed.json();
    expect(read.flags).toEqual({ zebraID: "PO-77", expertReview: false });
    expect(read.history.map((step) => [step.status, step.note, step.byName])).toEqual([
      ["Processing", null, "Dana Demo"],
      ["Processing", 'PO number: none → "PO-77"; expert review: no → yes', "Dana Demo"],
      ["Processing", "Expert review: yes → no", "Dana Demo"],
    ]);
  });

  it("refuses a change once the lab has started fabricating (409), and changes nothing", async () => {
    const order = await placed();
    const moved = await call("POST", `/lab/orders/${order.orderID}/status`, lab, { status: "Fabricating" });
    expect(moved.statusCode, moved.body).toBe(200);
    const refused = await setFlags(order.orderID, { expertReview: true, zebraID: "PO-LATE" });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      "The order's PO number and expert review cannot change once the lab has started fabricating it",
    ]);
    const read: Order = (await call("GET", `/order/${order.orderID}`, demo)).json();
    expect(read.flags).toEqual({ zebraID: "", expertReview: false });
    expect(read.history.map((step) => step.status)).toEqual(["Processing", "Fabricating"]);
  });
});

describe("an order body is what the lab will make", () => {
  it("refuses names, weights, sizes, quantities, items and delivery the record would never hold, placing nothing", async () => {
    const patient = await scannedPatient(testApp.app, demo, await firstStore(testApp.app, demo));
    const good = orderBody(patient);
    const item = good.items[0] as NonNullable<(typeof good.items)[0]>;
    const bad: Record<string, object> = {
      "a 10,000-character first name": { firstName: "A".repeat(10_000) },
      "markup in a name": { lastName: "<b>Doe</b>" },
      "a right-to-left override": { firstName: "Ann\u202Eeod" },
      "a weight of 0": { weight: 0 },
      "a weight of 1e308": { weight: 1e308 },
      "shoe size 9999": { items: [{ ...item, product: { ...item.product, shoeSize: 9999 } }] },
      "quantity 1,000,000,000": { items: [{ ...item, quantity: 1_000_000_000 }] },
      "1,000 items": { items: Array.from({ length: 1000 }, () => item) },
      'delivery "teleport"': { deliveryOption: "teleport" },
      "a 100,000-character address": { items: [{ ...item, shippingAddress: "x".repeat(100_000) }] },
    };
    for (const [what, change] of Object.entries(bad)) {
      const response = await placeOrder(testApp.app, demo, { ...good, ...change }, randomUUID());
      expect(response.statusCode, what).toBe(400);
    }
    const listed = await call("GET", `/order/list/${patient.store.storeID}?offset=0&limit=200`, demo);
    expect((listed.json() as { orders: Order[] }).orders.filter((o) => o.userID === patient.userID)).toEqual([]);
    expect((await placeOrder(testApp.app, demo, good, randomUUID())).statusCode).toBe(201);
  });
});
