// The prescription PDF's document, assembled through a real scoped repository from patients, profiles and scans
// made through the API: who and what it names, the prescription grouped as on screen, birth date and gender left
// out when the company hides sensitive data, an outline and landmarks for each scanned foot only, and the spec's
// 404s. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from "node:crypto";
import { Order } from "@solerx/domain/order";
import { defaultPrescription, PRESCRIPTION_CATEGORIES, RX_FIELD_LABELS } from "@solerx/domain/prescription";
import type { Doctor, Store } from "@solerx/domain/store";
import { footLengthMm } from "@solerx/geometry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../areas/repository";
import type { BlobStore } from "../blobs/blob-store";
import { createBlobStore } from "../blobs/index";
import type { Operator } from "../db/operator-scope";
import { DEMO_PASSWORD } from "../seed";
import { firstStore, orderBody, placeOrder, scannedPatient } from "../test/orders";
import { createPatient, medicalProfile, saveMedicalProfile } from "../test/patient-records";
import { uploadFootScan, uploadScan } from "../test/scans";
import { bearer, signIn, type Tokens } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";
import { assemblePrescriptionDocument, PDF_LANDMARKS } from "./document";

let testApp: TestApp;
let blobs: BlobStore;
let demo: Tokens;
let store: Store;
let doctor: Doctor;
let operator: Operator;

const NOW = new Date("2026-03-02T10:00:00Z");

async function newPatient(body: Record<string, unknown> = {}) {
  return createPatient(testApp.app, demo, store.storeID, { assignedToDoctor: doctor.userID, ...body });
}

function saveProfile(userID: string, sessionID: string, profile = medicalProfile()) {
  return saveMedicalProfile(testApp.app, demo, { userID, sessionID }, profile);
}

function assemble(ids: { userID: string; sessionID: string }, extra: { order?: Order } = {}) {
  const repo = createRepository(testApp.db, { operator, route: "POST /api/v1/profile/create/PDFInput", blobs });
  return assemblePrescriptionDocument(
    { repo, blobs, now: () => NOW },
    { ...ids, storeID: store.storeID, sizeGender: "female", ...extra },
  );
}

async function setHideSensitiveData(hide: boolean) {
  await testApp.db
    .updateTable("companies")
    .set({ hide_sensitive_data: hide })
    .where("id", "=", store.companyID)
    .execute();
}

beforeAll(async () => {
  testApp = await createTestApp();
  blobs = await createBlobStore(testApp.config, testApp.db);
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  ({ store, doctor } = await firstStore(testApp.app, demo));
  const stores = (
    await testApp.app.inject({ url: `/api/v1/store/employee/${demo.sub}`, headers: bearer(demo.accessToken) })
  ).json() as Store[];
  operator = {
    userID: demo.sub,
    companyID: store.companyID,
    storeIDs: stores.map((s) => s.storeID),
    roles: ["COMPANY_EMPLOYEE"],
  };
});
afterAll(() => testApp?.close());

describe("the prescription PDF's document", () => {
  it("names the clinic, the doctor, the patient and the prescription's context", async () => {
    const ids = await newPatient({ firstName: "Ada", lastName: "Byron", gender: "FEMALE", zebraID: "PO-4410" });
    const rx = defaultPrescription();
    rx.uiContextData = { ...rx.uiContextData, orthoticStyle: "sports", orthoticStyleTitle: "Sport", pack: "Left Only" };
    rx.uiContextData.quantity = 2;
    rx.uiContextData.expertReview = true;
    rx.diagnosis = "Plantar Fasciitis";
    await saveProfile(
      ids.userID,
      ids.sessionID,
      medicalProfile({
        patientID: "REF-9",
        notes: "Runs 20 km a week",
        leftShoeSize: 8.5,
        leftGenderShoeSize: "WOMEN'S",
        rightShoeSize: 9,
        rightGenderShoeSize: "WOMEN'S",
        rightShoeWidth: "wide",
        prescriptionObj: rx,
      }),
    );
    const document = await assemble(ids);
    expect(document).toMatchObject({
      generatedAt: NOW.toISOString(),
      clinic: { company: "Demo Clinic", store: store.name, address: store.address },
      doctor: `${doctor.firstName} ${doctor.lastName}`,
      patient: {
        firstName: "Ada",
        lastName: "Byron",
        referenceID: "REF-9",
        poNumber: "PO-4410",
        birthDate: { day: 17, month: 5, year: 1970 },
        gender: "FEMALE",
      },
      sensitiveDataHidden: false,
      order: { orderID: null, createdAt: null },
      style: { key: "sports", name: "Sports Orthotic", title: "Sport" },
      pack: "Left Only",
      orderType: "Left orthotic",
      quantity: 2,
      product: "INSOLE",
      sizeGender: "female",
      shoeSizes: {
        left: { size: 8.5, unit: "US WOMEN'S", width: "standard" },
        right: { size: 9, unit: "US WOMEN'S", width: "wide" },
      },
      weight: { value: 150, unit: "LBS" },
      prescriptionSaved: true,
      diagnosis: "Plantar Fasciitis",
      notes: "Runs 20 km a week",
      expertReview: true,
    });
  });

  it("is an order's as placed: its names, prescription, PO number, expert review, sizes, weight, scans and date", async () => {
    const patient = await scannedPatient(testApp.app, demo, { store, doctor }, { firstName: "Ada", lastName: "Byron" });
    const ordered = defaultPrescription();
    ordered.shellModifications.shellRigidity = "rigid";
    const placed = await placeOrder(testApp.app, demo, orderBody(patient, { prescriptionObj: ordered }), randomUUID());
    expect(placed.statusCode, placed.body).toBe(201);
    const flagged = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/order/flags",
      headers: bearer(demo.accessToken),
      payload: { orderID: placed.json().orderID, expertReview: true, zebraID: "PO-77" },
    });
    const order = Order.parse(flagged.json());
    // The record changes after the order: a new scan of the left foot, another prescription, weight and sizes.
    await uploadScan(testApp.app, demo, patient.sessionID, { subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT" });
    await saveProfile(
      patient.userID,
      patient.sessionID,
      medicalProfile({ prescriptionObj: defaultPrescription(), weight: 99, leftShoeSize: 7, rightShoeSize: 7 }),
    );

    const document = await assemble(patient, { order });
    expect(document.order).toEqual({ orderID: order.orderID, createdAt: order.createdAt });
    expect(document.patient).toMatchObject({ firstName: "Ada", lastName: "Byron", poNumber: "PO-77" });
    expect(document.expertReview).toBe(true);
    const shell = document.sections.find((section) => section.category === "Shell");
    expect(shell?.rows.find((r) => r.label === RX_FIELD_LABELS.shellRigidity)).toMatchObject({ value: "Rigid" });
    // The weight and sizes the order was placed with (orderBody: 150 lbs, one item of US men's 11).
    expect(document.weight).toEqual({ value: 150, unit: "LBS" });
    expect(document.shoeSizes?.left).toMatchObject({ size: 11, unit: "US MEN'S" });
    expect(document.shoeSizes?.right).toMatchObject({ size: 11, unit: "US MEN'S" });
    expect(document.feet.left?.measurementID).toBe(patient.leftScanID);
    expect(document.feet.right?.measurementID).toBe(patient.rightScanID);
    // Without the order, the same session's PDF shows the record as it is now.
    const now = await assemble(patient);
    expect(now.feet.left?.measurementID).not.toBe(patient.leftScanID);
    expect(now.sections[0]?.rows[0]).toMatchObject({ value: "Semi-Rigid" });
    expect(now.shoeSizes?.left.size).toBe(7);
  });

  it("keeps a youth size's unit for an order: the order spells it MENS, the record says youth (issue 18)", async () => {
    const patient = await scannedPatient(testApp.app, demo, { store, doctor });
    const youth = { leftGenderShoeSize: "YOUTH'S", rightGenderShoeSize: "YOUTH'S" } as const;
    await saveProfile(
      patient.userID,
      patient.sessionID,
      medicalProfile({ ...youth, leftShoeSize: 5, rightShoeSize: 5 }),
    );
    const [line] = orderBody(patient).items;
    if (!line) throw new Error("orderBody has an item");
    const items = [{ ...line, product: { ...line.product, shoeSize: 5, sizeGender: "MENS" as const } }];
    const placed = await placeOrder(testApp.app, demo, orderBody(patient, { items }), randomUUID());
    expect(placed.statusCode, placed.body).toBe(201);
    const document = await assemble(patient, { order: Order.parse(placed.json()) });
    expect(document.shoeSizes?.left).toMatchObject({ size: 5, unit: "US YOUTH'S" });
    expect(document.shoeSizes?.right).toMatchObject({ size: 5, unit: "US YOUTH'S" });
  });

  it("names an order's product kind as its items carry it, the scans' without an order", async () => {
    const patient = await scannedPatient(testApp.app, demo, { store, doctor });
    const body = orderBody(patient);
    const items = body.items.map((item) => ({
      ...item,
      product: { ...item.product, customProperties: { product: "AFO" } },
    }));
    const placed = await placeOrder(testApp.app, demo, { ...body, items }, randomUUID());
    expect(placed.statusCode, placed.body).toBe(201);
    // The scans say INSOLE (test/scans.ts META); the order was placed for an AFO.
    expect((await assemble(patient, { order: Order.parse(placed.json()) })).product).toBe("AFO");
    expect((await assemble(patient)).product).toBe("INSOLE");
  });

  it("groups every choice as the Prescription screen does, with the screen's wording", async () => {
    const ids = await newPatient();
    const rx = defaultPrescription();
    rx.postingOptions.right.heelLift = 3;
    rx.postingOptions.left.forefootPost = { kind: "intrinsic", type: "valgus", degrees: 4 };
    rx.accommodations.neuromaPads = { left: [2, 3], right: [] };
    rx.topCovers.topCoverMaterial = "plastazote-black-1-8";
    await saveProfile(ids.userID, ids.sessionID, medicalProfile({ prescriptionObj: rx }));
    const { sections } = await assemble(ids);
    expect(sections.map((section) => section.category)).toEqual([...PRESCRIPTION_CATEGORIES]);
    const row = (category: string, label: string) =>
      sections.find((section) => section.category === category)?.rows.find((r) => r.label === label);
    expect(row("Posting", RX_FIELD_LABELS.heelLift)).toEqual({
      kind: "perFoot",
      label: "Heel lift",
      left: "0 mm",
      right: "3 mm",
    });
    expect(row("Posting", RX_FIELD_LABELS.forefootPost)).toMatchObject({ left: "Intrinsic Specify Values, Valgus 4°" });
    expect(row("Coverings", RX_FIELD_LABELS.topCoverMaterial)).toMatchObject({ value: 'Plastazote Black 1/8"' });
    expect(row("Accommodations", RX_FIELD_LABELS.neuromaPads)).toMatchObject({ left: "2, 3", right: "N/A" });
    expect(row("Shell", RX_FIELD_LABELS.heelSeat)).toMatchObject({ value: 'Std 3/8"' });
  });

  it("shows the default template, said so, before the first save, and no notes for a blank one", async () => {
    const ids = await newPatient();
    const document = await assemble(ids);
    expect(document).toMatchObject({ prescriptionSaved: false, shoeSizes: null, weight: null, notes: null });
    expect(document.order).toEqual({ orderID: null, createdAt: null });
    expect(document.sections.find((s) => s.category === "Shell")?.rows[0]).toEqual({
      kind: "single",
      label: "Shell rigidity",
      value: "Semi-Rigid",
    });
  });

  it("leaves birth date and gender out when the company hides sensitive data", async () => {
    const ids = await newPatient({ gender: "MALE" });
    await saveProfile(ids.userID, ids.sessionID);
    await setHideSensitiveData(true);
    try {
      const hidden = await assemble(ids);
      expect(hidden.sensitiveDataHidden).toBe(true);
      expect(hidden.patient).not.toHaveProperty("birthDate");
      expect(hidden.patient).not.toHaveProperty("gender");
      expect(JSON.stringify(hidden)).not.toContain("1970");
    } finally {
      await setHideSensitiveData(false);
    }
    const shown = await assemble(ids);
    expect(shown.patient).toMatchObject({ birthDate: { day: 17, month: 5, year: 1970 }, gender: "MALE" });
  });

  it("outlines each scanned foot, with its landmarks and measurements, and only those", async () => {
    const both = await newPatient();
    await uploadFootScan(testApp.app, demo, both.sessionID, "left");
    const rightID = await uploadFootScan(testApp.app, demo, both.sessionID, "right");
    const { feet } = await assemble(both);
    for (const side of ["left", "right"] as const) {
      const foot = feet[side];
      expect(foot?.side).toBe(side);
      expect(foot?.outline.length).toBeGreaterThan(50);
      expect(Object.keys(foot?.landmarks ?? {}).sort()).toEqual([...PDF_LANDMARKS].sort());
      // The test scans are US men's 10 feet, as long as that size says.
      expect(foot?.measurements.source).toBe("SCANNER");
      expect(foot?.measurements.footLength).toBeCloseTo(footLengthMm(10, "US MEN'S"), 0);
      const ys = foot?.outline.map((p) => p.y) ?? [];
      expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(foot?.measurements.footLength ?? 0, 0);
    }
    expect(feet.right?.measurementID).toBe(rightID);
    // The left foot's medial side (its first metatarsal head) is at +x, the right foot's at -x.
    expect(feet.left?.landmarks.firstMetatarsalHead?.x).toBeGreaterThan(0);
    expect(feet.right?.landmarks.firstMetatarsalHead?.x).toBeLessThan(0);

    const leftOnly = await newPatient();
    await uploadFootScan(testApp.app, demo, leftOnly.sessionID, "left");
    expect((await assemble(leftOnly)).feet).toMatchObject({ left: { side: "left" }, right: null });

    const none = await newPatient();
    expect((await assemble(none)).feet).toEqual({ left: null, right: null });
  });

  it("keeps a foot whose scan file cannot be read, without its outline", async () => {
    const ids = await newPatient();
    const scanID = await uploadFootScan(testApp.app, demo, ids.sessionID, "right");
    const row = await testApp.db
      .selectFrom("scans")
      .select("blob_key")
      .where("id", "=", scanID)
      .executeTakeFirstOrThrow();
    await blobs.delete(row.blob_key ?? "");
    const { feet } = await assemble(ids);
    expect(feet.right).toMatchObject({ measurementID: scanID, outline: [] });
    expect(Object.keys(feet.right?.landmarks ?? {})).toHaveLength(4);
  });

  it("answers the spec's 404s for a patient it does not find and a session that is not the patient's", async () => {
    const ids = await newPatient();
    const other = await newPatient();
    await expect(assemble({ ...ids, sessionID: other.sessionID })).rejects.toMatchObject({
      statusCode: 404,
      message: "Session not found",
    });
    await expect(assemble({ ...ids, userID: "00000000-0000-4000-8000-000000000999" })).rejects.toMatchObject({
      statusCode: 404,
      message: "Patient not found",
    });
  });
});
