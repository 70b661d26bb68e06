// Issue 17 point 3 (rest), an order is what the lab will make: its names and shoe sizes are the patient record's.
// POST /order/create refuses a body whose names or sizes differ from the record (400, the field named beside the
// catalogue's message) and places nothing; POST /order/validate says the same of it. Runs on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from "node:crypto";
import type { CreateOrderRequest, Order, OrderValidateResponse } from "@solerx/domain/order";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import { firstStore, orderBody, placeOrder, type ScannedPatient, scannedPatient } from "../../test/orders";
import { createPatient, medicalProfile, saveMedicalProfile } from "../../test/patient-records";
import { uploadScan } from "../../test/scans";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let at: Awaited<ReturnType<typeof firstStore>>;

const call = (method: "GET" | "POST", url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/v1${url}`, headers: bearer(demo.accessToken), payload });

async function ordersOf(patient: { userID: string }): Promise<Order[]> {
  const listed = await call("GET", `/order/list/${at.store.storeID}?offset=0&limit=200`);
  return (listed.json() as { orders: Order[] }).orders.filter((order) => order.userID === patient.userID);
}

/** The body refused by create (400, the issue at the path) and by validate (not valid, the same issue). */
async function expectRefused(patient: ScannedPatient, body: CreateOrderRequest, path: string, message: string) {
  const created = await placeOrder(testApp.app, demo, body, randomUUID());
  expect(created.statusCode, created.body).toBe(400);
  expect(created.json()).toMatchObject({ message: "Could not create Order", issues: [{ path, message }] });
  const validated = await call("POST", "/order/validate", body);
  expect(validated.statusCode, validated.body).toBe(200);
  const answer: OrderValidateResponse = validated.json();
  expect(answer.valid).toBe(false);
  expect(answer.issues).toContainEqual({ path, message });
  expect(await ordersOf(patient)).toEqual([]);
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  at = await firstStore(testApp.app, demo);
});
afterAll(() => testApp?.close());

describe("an order's names are the patient record's", () => {
  it("refuses a first or last name that differs from the record, placing nothing", async () => {
    const patient = await scannedPatient(testApp.app, demo, at, { firstName: "Grace", lastName: "Hopper" });
    await expectRefused(
      patient,
      orderBody(patient, { firstName: "Mallory" }),
      "firstName",
      "The order's first name differs from the patient's record",
    );
    await expectRefused(
      patient,
      orderBody(patient, { lastName: "Hooper" }),
      "lastName",
      "The order's last name differs from the patient's record",
    );
    // Case counts: the lab prints what the record holds.
    await expectRefused(
      patient,
      orderBody(patient, { firstName: "GRACE" }),
      "firstName",
      "The order's first name differs from the patient's record",
    );
  });

  it("takes the record's names as the record keeps them (trimmed)", async () => {
    const patient = await scannedPatient(testApp.app, demo, at, { firstName: " Ada ", lastName: "Byron " });
    const placed = await placeOrder(
      testApp.app,
      demo,
      orderBody(patient, { firstName: "Ada", lastName: "  Byron" }),
      randomUUID(),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ firstName: "Ada", lastName: "Byron" });
  });
});

describe("an order's shoe sizes are the patient record's", () => {
  /** A scanned patient whose record holds US women's 9 (left) and 9.5 (right). */
  async function womensPatient(): Promise<ScannedPatient> {
    const patient = await scannedPatient(testApp.app, demo, at);
    await saveMedicalProfile(
      testApp.app,
      demo,
      patient,
      medicalProfile({
        leftShoeSize: 9,
        rightShoeSize: 9.5,
        leftGenderShoeSize: "WOMEN'S",
        rightGenderShoeSize: "WOMEN'S",
      }),
    );
    return patient;
  }

  function line(foot: "LEFT" | "RIGHT" | undefined, shoeSize: number, sizeGender: "MENS" | "WOMENS" = "WOMENS") {
    return {
      product: {
        shoeSize,
        sizeGender,
        sizeSystem: "us" as const,
        customProperties: { product: "INSOLE" },
        leftShoeSize: 9,
        rightShoeSize: 9.5,
      },
      quantity: 1,
      ...(foot ? { type: foot } : {}),
      shippingAddress: "Dr Who, 1 Main Street",
    };
  }

  it("refuses a size, a size unit or a foot's size that differs from the record, placing nothing", async () => {
    const patient = await womensPatient();
    const differing = "The order's right shoe size differs from the patient's record";
    // One line for both feet says both are 9: the record's right foot is 9.5.
    await expectRefused(
      patient,
      orderBody(patient, { items: [line(undefined, 9)] }),
      "items.0.product.shoeSize",
      differing,
    );
    await expectRefused(
      patient,
      orderBody(patient, { items: [line("LEFT", 9), line("RIGHT", 10)] }),
      "items.1.product.shoeSize",
      differing,
    );
    await expectRefused(
      patient,
      orderBody(patient, { items: [line("LEFT", 9, "MENS"), line("RIGHT", 9.5)] }),
      "items.0.product.sizeGender",
      "The order's left shoe size unit differs from the patient's record",
    );
    const [left, right] = [line("LEFT", 9), line("RIGHT", 9.5)];
    await expectRefused(
      patient,
      orderBody(patient, { items: [{ ...left, product: { ...left.product, leftShoeSize: 12 } }, right] }),
      "items.0.product.leftShoeSize",
      "The order's left shoe size differs from the patient's record",
    );
    // The record's sizes, one line per foot: placed.
    const placed = await placeOrder(testApp.app, demo, orderBody(patient, { items: [left, right] }), randomUUID());
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it("refuses an order for a record that holds no shoe sizes yet", async () => {
    const ids = await createPatient(testApp.app, demo, at.store.storeID, {
      assignedToDoctor: at.doctor.userID,
      firstName: "Ordered",
      lastName: "Patient",
    });
    const leftScanID = await uploadScan(testApp.app, demo, ids.sessionID, { subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT" });
    const rightScanID = await uploadScan(testApp.app, demo, ids.sessionID, { subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT" });
    const patient: ScannedPatient = {
      ...at,
      ...ids,
      leftScanID,
      rightScanID,
      firstName: "Ordered",
      lastName: "Patient",
    };
    await expectRefused(
      patient,
      orderBody(patient),
      "items",
      "The patient's record holds no shoe sizes: save the medical profile before ordering",
    );
  });

  it("reads the record as the order is placed: after a record edit, the old sizes are refused", async () => {
    const patient = await scannedPatient(testApp.app, demo, at);
    const before = orderBody(patient);
    await saveMedicalProfile(testApp.app, demo, patient, medicalProfile({ leftShoeSize: 12, rightShoeSize: 12 }));
    await expectRefused(
      patient,
      before,
      "items.0.product.shoeSize",
      "The order's left shoe size differs from the patient's record",
    );
  });
});
