import { describe, expect, it } from "vitest";
import { patientLandingPath, patientStatus } from "./patient-status";

describe("patient status", () => {
  it("shows the highest-priority status of the latest session", () => {
    expect(patientStatus(["MEASUREMENT_DATA_CAPTURED", "SESSION_CREATED"]).label).toBe("Scanned");
    expect(patientStatus([]).label).toBe("New");
  });

  it("labels an order's status with the spec's order status labels (issue 16 point 3: not Delivered)", () => {
    expect(patientStatus(["ORDER_CREATED", "PRESCRIPTION_UPDATED"]).label).toBe("Processing");
    expect(patientStatus(["ORDER_DELIVERED", "ORDER_CREATED"]).label).toBe("Shipped");
    expect(patientStatus(["ORDER_CANCELLED", "ORDER_CREATED"]).label).toBe("Cancelled");
    expect(patientStatus(["REPAIR_ORDER_CREATED", "ORDER_DELIVERED"]).label).toBe("Processing");
  });

  it("opens a patient on the screen of its progress: an ORDER status loads the order", () => {
    expect(patientLandingPath(["SESSION_CREATED"])).toBe("/scan-settings");
    expect(patientLandingPath(["MEASUREMENT_DATA_CAPTURED"])).toBe("/results");
    expect(patientLandingPath(["PRESCRIPTION_UPDATED"])).toBe("/prescription");
    expect(patientLandingPath(["ORDER_CREATED"])).toBe("/end-view");
    expect(patientLandingPath(["REPAIR_ORDER_CREATED"])).toBe("/end-view");
  });
});
