// Random values (texts with any code point, lone surrogates and NULs, numbers, nested JSON, ids of nothing) in the
// fields of the order, saved Rx and lab bodies, and random idempotency keys: never a 5xx. FUZZ_RUNS=N runs N cases
// instead of the default; fast-check prints the seed of a failure to replay it.
import { randomUUID } from "node:crypto";
import { ORDER_IDEMPOTENCY_HEADER } from "@solerx/domain/order";
import { defaultPrescription } from "@solerx/domain/prescription";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import { firstStore, orderBody, placeOrder, type ScannedPatient, scannedPatient } from "../../test/orders";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let lab: Tokens;
let patient: ScannedPatient;
let orderID: string;

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  lab = await signIn(testApp.app, "lab@solerx.test", DEMO_PASSWORD);
  const at = await firstStore(testApp.app, demo);
  patient = await scannedPatient(testApp.app, demo, at);
  const placed = await scannedPatient(testApp.app, demo, at);
  orderID = (await placeOrder(testApp.app, demo, orderBody(placed))).json().orderID;
});
afterAll(() => testApp?.close());

const NEAR_VALID_UNITS = ["a", "Z", "0", " ", "-", ".", "é", "<", "#", "!", "/", "“", "\n", "\t", "'", '"'];
const randomText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...NEAR_VALID_UNITS), maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) }),
  },
  { weight: 1, arbitrary: fc.constantFrom("\u0000", "a\u0000b", "x".repeat(5000), "", "   ", "not-a-uuid") },
);
const randomValue = fc.oneof(
  { weight: 4, arbitrary: randomText },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1e308, -1e308, 0.5, 2 ** 53, null, true, [], {}) },
  { weight: 1, arbitrary: fc.uuid() },
);

/** Each call with a valid body, and the fields (paths) a random value may replace. */
interface Target {
  name: string;
  url: string;
  body: () => Record<string, unknown>;
  fields: string[];
  /** Who calls (the clinic's operator unless said). */
  lab?: boolean;
}
const ORDER_FIELDS = [
  "firstName",
  "lastName",
  "gender",
  "weight",
  "deliveryOption",
  "leroyMeta",
  "reorderOfID",
  "sessionID",
  "userID",
  "storeID",
  "items",
  "items.0",
  "items.0.quantity",
  "items.0.type",
  "items.0.shippingAddress",
  "items.0.product",
  "items.0.product.shoeSize",
  "items.0.product.sizeGender",
  "items.0.product.customProperties",
  "items.0.product.customProperties.product",
  "measurementData",
  "measurementData.leftScanID",
  "measurementData.rightScanID",
  "prescriptionObj",
  "prescriptionObj.uiContextData",
  "prescriptionObj.uiContextData.zebraID",
  "prescriptionObj.uiContextData.quantity",
  "prescriptionObj.postingOptions.left.heelLift",
  "prescriptionObj.accommodations.specialRx",
  "prescriptionObj.extra",
];
const RX_FIELDS = [
  "fileName",
  "fileData",
  "fileData.uiContextData",
  "fileData.uiContextData.pack",
  "fileData.shellModifications.heelSeat",
  "fileData.topCovers",
  "fileData.extra",
  "companyID",
];
const TARGETS: Target[] = [
  { name: "order create", url: "/order/create", body: () => orderBody(patient), fields: ORDER_FIELDS },
  { name: "order validate", url: "/order/validate", body: () => orderBody(patient), fields: ORDER_FIELDS },
  {
    name: "order flags",
    url: "/order/flags",
    body: () => ({ orderID, expertReview: true, zebraID: "PO" }),
    fields: ["orderID", "expertReview", "zebraID"],
  },
  {
    name: "saved Rx upsert",
    url: "/savedrx/upsert",
    body: () => ({ fileName: "Fuzz", fileData: defaultPrescription(), companyID: patient.store.companyID }),
    fields: RX_FIELDS,
  },
  {
    name: "saved Rx rename",
    url: "/savedrx/rename",
    body: () => ({ fileName: "Fuzz", newFileName: "Fuzz 2", companyID: patient.store.companyID }),
    fields: ["fileName", "newFileName", "companyID"],
  },
  {
    name: "saved Rx renameAndSave",
    url: "/savedrx/renameAndSave",
    body: () => ({
      fileName: "Fuzz 2",
      newFileName: "Fuzz",
      fileData: defaultPrescription(),
      companyID: patient.store.companyID,
    }),
    fields: ["newFileName", ...RX_FIELDS],
  },
  {
    name: "saved Rx delete",
    url: "/savedrx/delete",
    body: () => ({ fileName: "Fuzz", companyID: patient.store.companyID }),
    fields: ["fileName", "companyID"],
  },
  {
    name: "lab status",
    url: "/lab/orders/:orderID/status",
    body: () => ({ status: "Fabricating", trackingLink: "https://track.example/1", note: "n" }),
    fields: ["status", "trackingLink", "note"],
    lab: true,
  },
  {
    name: "lab repair",
    url: "/lab/orders/:orderID/repair",
    body: () => ({ reason: "Cracked" }),
    fields: ["reason"],
    lab: true,
  },
];

function withField(body: unknown, path: string, value: unknown): unknown {
  const [head = "", ...rest] = path.split(".");
  const container = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string, unknown>;
  container[head] = rest.length === 0 ? value : withField(container[head] ?? {}, rest.join("."), value);
  return container;
}

it("never answers a 5xx to a random value in an order or saved Rx body", async () => {
  const statuses = new Set<number>();
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...TARGETS),
      fc.nat(),
      randomValue,
      fc.option(fc.oneof(fc.uuid(), randomText)),
      async (target, pick, value, key) => {
        const field = target.fields[pick % target.fields.length] ?? "";
        const headers: Record<string, string> = { ...bearer((target.lab ? lab : demo).accessToken) };
        // Header values must be sendable at all; a key with characters HTTP forbids never reaches the server.
        if (typeof key === "string" && /^[\x20-\x7e]*$/.test(key)) headers[ORDER_IDEMPOTENCY_HEADER] = key;
        const response = await testApp.app.inject({
          method: "POST",
          url: `/api/v1${target.url.replace(":orderID", orderID)}`,
          headers,
          payload: withField(target.body(), field, value) as object,
        });
        statuses.add(response.statusCode);
        expect(response.statusCode, `${target.name} ${field}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
      },
    ),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 200) },
  );
  // Not vacuous: some random values were taken, others refused.
  expect([...statuses].some((status) => status < 300)).toBe(true);
  expect([...statuses].some((status) => status >= 400)).toBe(true);
  // The same valid body still places exactly one order for the session.
  const first = await placeOrder(testApp.app, demo, orderBody(patient), randomUUID());
  expect([200, 201, 400]).toContain(first.statusCode);
}, 600_000);
