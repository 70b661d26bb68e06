// A complete order for tests, as the server answers it (the record and profile fixtures' patient, both feet
// scanned, a pair of sports orthotics); each test overrides what it is about.

import type { Order } from "@solerx/domain/order";
import { defaultPrescription } from "@solerx/domain/prescription";
import { patientRecordFixture } from "./patient-record";
import { testId } from "./scans";

export const ORDER_ID = "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

export function orderFixture(overrides: Partial<Order> = {}): Order {
  const record = patientRecordFixture();
  const prescription = defaultPrescription();
  prescription.uiContextData = { ...prescription.uiContextData, orthoticStyle: "sports", pack: "Pair", quantity: 1 };
  return {
    orderID: ORDER_ID,
    reorderOfID: null,
    repairOfID: null,
    firstName: record.firstName,
    lastName: record.lastName,
    gender: record.gender,
    weight: 154,
    companyID: record.companyID,
    storeID: record.storeID,
    userID: record.userID,
    sessionID: record.sessionID ?? testId(90),
    measurementData: { leftScanID: testId(1), rightScanID: testId(2) },
    items: [
      {
        product: {
          shoeSize: 11,
          sizeGender: "MENS",
          sizeSystem: "us",
          customProperties: { orthoticStyle: "sports", pack: "Pair", product: "INSOLE", scanMode: "weighted" },
          leftShoeSize: 11,
          rightShoeSize: 11,
        },
        quantity: 1,
        shippingAddress: "Gregory House, 1 Main Street, Springfield",
      },
    ],
    createdBy: testId(80),
    deliveryOption: "standard",
    flags: { zebraID: "PO-9", expertReview: false },
    trackingLink: null,
    prescriptionObj: prescription,
    leroyMeta: "{}",
    notes: "",
    status: "Processing",
    createdAt: "2026-11-02T09:30:00.000Z",
    updatedAt: "2026-11-02T09:30:00.000Z",
    history: [
      { at: "2026-11-02T09:30:00.000Z", status: "Processing", trackingLink: null, note: null, byName: "Gregory House" },
    ],
    attachments: ["pres.pdf"],
    ...overrides,
  };
}
