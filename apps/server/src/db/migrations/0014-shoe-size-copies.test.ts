// Migration 0014 on a database in use: a profile's unit texts become the contract's, and the prescriptions of
// profiles and orders lose their size and weight copies, which the API then answers as the template's. Runs on
// PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from "node:crypto";
import { defaultPrescription } from "@solerx/domain/prescription";
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import { firstStore, orderBody, placeOrder, scannedPatient } from "../../test/orders";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { migrationProvider } from "./index";

let testApp: TestApp;
let demo: Tokens;

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
});
afterAll(async () => {
  await testApp?.close();
});

const COPIES = ["shoeSize", "shoeStandard", "shoeWidth", "weight"];

it("makes stored profiles and orders agree with the one shoe-size model", async () => {
  const patient = await scannedPatient(testApp.app, demo, await firstStore(testApp.app, demo));
  expect((await placeOrder(testApp.app, demo, orderBody(patient), randomUUID())).statusCode).toBe(201);
  const migrator = new Migrator({ db: testApp.db, provider: migrationProvider });
  expect((await migrator.migrateTo("0013-record-write-keys")).error).toBeUndefined();
  // Rows as the server stored them before: its own copies in each prescription, and unit texts it let through.
  const ui = sql`jsonb_build_object('shoeSize', jsonb_build_object('left', 9, 'right', 9.5),
    'shoeStandard', jsonb_build_object('left', 'us-womens', 'right', 'us-womens'), 'zebraID', 'PO-7')`;
  await sql`update profiles set medical_profile = jsonb_set(medical_profile || jsonb_build_object(
      'leftGenderShoeSize', ' women''s', 'rightGenderShoeSize', 'GIANT'),
      '{prescriptionObj,uiContextData}', (medical_profile #> '{prescriptionObj,uiContextData}') || ${ui})
    where user_id = ${patient.userID}`.execute(testApp.db);
  await sql`update orders set prescription = jsonb_set(prescription, '{uiContextData}',
      (prescription -> 'uiContextData') || ${ui}) where user_id = ${patient.userID}`.execute(testApp.db);

  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const profile = await testApp.db
    .selectFrom("profiles")
    .select("medical_profile")
    .where("user_id", "=", patient.userID)
    .executeTakeFirstOrThrow();
  const stored = profile.medical_profile as {
    leftGenderShoeSize: string;
    rightGenderShoeSize: string;
    prescriptionObj: { uiContextData: Record<string, unknown> };
  };
  expect([stored.leftGenderShoeSize, stored.rightGenderShoeSize]).toEqual(["WOMEN'S", "MEN'S"]);
  for (const copy of COPIES) expect(stored.prescriptionObj.uiContextData).not.toHaveProperty(copy);
  expect(stored.prescriptionObj.uiContextData.zebraID).toBe("PO-7");
  const order = await testApp.db
    .selectFrom("orders")
    .select("prescription")
    .where("user_id", "=", patient.userID)
    .executeTakeFirstOrThrow();
  const orderUi = (order.prescription as { uiContextData: Record<string, unknown> }).uiContextData;
  for (const copy of COPIES) expect(orderUi).not.toHaveProperty(copy);

  // The API answers the template's copies, the profile's units as the contract's.
  const get = (url: string) => testApp.app.inject({ url: `/api/v1${url}`, headers: bearer(demo.accessToken) });
  const read = (await get(`/profile/user/${patient.userID}/fitStationMedicalProfile`)).json();
  expect(read.medicalProfile.prescriptionObj.uiContextData).toMatchObject({
    ...defaultPrescription().uiContextData,
    zebraID: "PO-7",
  });
  expect(read.medicalProfile.leftGenderShoeSize).toBe("WOMEN'S");
  const orders = (await get(`/order/list/${patient.store.storeID}`)).json();
  const placed = orders.orders.find((o: { userID: string }) => o.userID === patient.userID);
  expect(placed.prescriptionObj.uiContextData.shoeSize).toEqual({ left: 12, right: 12 });
});
