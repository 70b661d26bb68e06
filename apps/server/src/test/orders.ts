// Test helpers of orders: a patient with both feet scanned (complete scans) and a saved medical profile (US men's 11
// on both feet), a body POST /order/create accepts for it (the record's names and sizes), and the calls.
import { type CreateOrderRequest, ORDER_IDEMPOTENCY_HEADER } from "@solerx/domain/order";
import { defaultPrescription } from "@solerx/domain/prescription";
import type { Doctor, Store } from "@solerx/domain/store";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { createRepository } from "../areas/repository";
import { createBlobStore } from "../blobs/index";
import { createPatient, medicalProfile, saveMedicalProfile } from "./patient-records";
import { uploadFootScan, uploadScan } from "./scans";
import { bearer, type Tokens } from "./sign-in";
import type { TestApp } from "./test-app";

/** The operator's first store and that store's first doctor. */
export async function firstStore(app: FastifyInstance, tokens: Tokens): Promise<{ store: Store; doctor: Doctor }> {
  const get = (url: string) => app.inject({ url: `/api/v1${url}`, headers: bearer(tokens.accessToken) });
  const [store] = (await get(`/store/employee/${tokens.sub}`)).json() as Store[];
  if (!store) throw new Error("the operator has no store");
  const [doctor] = (await get(`/store/doctors/${store.storeID}/${store.companyID}`)).json() as Doctor[];
  if (!doctor) throw new Error("the store has no doctor");
  return { store, doctor };
}

export interface ScannedPatient {
  store: Store;
  doctor: Doctor;
  userID: string;
  sessionID: string;
  leftScanID: string;
  rightScanID: string;
  /** The names as the record keeps them: an order takes them from it. */
  firstName: string;
  lastName: string;
}

/**
 * A new patient of the store with its doctor, both feet scanned in its first session, and its medical profile
 * saved there (test/patient-records medicalProfile: US men's 11 on both feet), so an order can take its sizes.
 */
export async function scannedPatient(
  app: FastifyInstance,
  tokens: Tokens,
  at: { store: Store; doctor: Doctor },
  names: { firstName?: string; lastName?: string; feet?: boolean } = {},
): Promise<ScannedPatient> {
  const firstName = names.firstName ?? "Ordered";
  const lastName = names.lastName ?? "Patient";
  const { userID, sessionID } = await createPatient(app, tokens, at.store.storeID, {
    assignedToDoctor: at.doctor.userID,
    firstName,
    lastName,
  });
  await saveMedicalProfile(app, tokens, { userID, sessionID }, medicalProfile());
  // Boxes by default (quick to make and read); synthetic feet when the test needs insoles made from them.
  const leftScanID = names.feet
    ? await uploadFootScan(app, tokens, sessionID, "left")
    : await uploadScan(app, tokens, sessionID, { subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT" });
  const rightScanID = names.feet
    ? await uploadFootScan(app, tokens, sessionID, "right")
    : await uploadScan(app, tokens, sessionID, { subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT" });
  return { ...at, userID, sessionID, leftScanID, rightScanID, firstName, lastName };
}

/** A body POST /order/create accepts for the patient (its record's names and sizes); override any field. */
export function orderBody(patient: ScannedPatient, overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  const { store, doctor } = patient;
  return {
    reorderOfID: null,
    firstName: patient.firstName,
    lastName: patient.lastName,
    gender: "UNKNOWN",
    weight: 150,
    companyID: store.companyID,
    storeID: store.storeID,
    userID: patient.userID,
    sessionID: patient.sessionID,
    measurementData: { leftScanID: patient.leftScanID, rightScanID: patient.rightScanID },
    items: [
      {
        product: {
          shoeSize: 11,
          sizeGender: "MENS",
          sizeSystem: "us",
          customProperties: { product: "INSOLE" },
        },
        quantity: 1,
        shippingAddress: `${doctor.firstName} ${doctor.lastName}, ${store.address}`,
      },
    ],
    deliveryOption: "standard",
    prescriptionObj: defaultPrescription(),
    leroyMeta: "{}",
    ...overrides,
  };
}

/** POST /order/create, with an idempotency key when given. */
export function placeOrder(
  app: FastifyInstance,
  tokens: Tokens,
  body: unknown,
  idempotencyKey?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/v1/order/create",
    headers: {
      ...bearer(tokens.accessToken),
      ...(idempotencyKey === undefined ? {} : { [ORDER_IDEMPOTENCY_HEADER]: idempotencyKey }),
    },
    payload: body as object,
  });
}

/**
 * Stores a file on the order through the repository call the placing uses for pres.pdf (the app's own blob
 * store: the same folder and keys), as an employee of the store. The order with the file named, or undefined.
 */
export async function attachToOrder(
  testApp: Pick<TestApp, "db" | "config">,
  operator: { userID: string; companyID: string; storeIDs: string[] },
  orderID: string,
  file: { name: string; bytes: Uint8Array },
) {
  const blobs = await createBlobStore(testApp.config, testApp.db);
  const repo = createRepository(testApp.db, {
    operator: { ...operator, roles: ["COMPANY_EMPLOYEE"] },
    route: "TEST attach",
    blobs,
  });
  return repo.orders.addAttachment(orderID, file);
}
