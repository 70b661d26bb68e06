import { describe, expect, it } from "vitest";
import { patientLandingPath, patientStatus } from "./patient-status";

describe("patient status", () => {
  it("shows the highest-priority status of the latest session", () => {
    expect(patientStatus(["MEASUREMENT_DATA_CAPTURED", "SESSION_CREATED"]).label).toBe("Scanned");
    expect(patientStatus(["ORDER_CREATED", "PRESCRIPTION_UPDATED"]).label).toBe("Ordered");
    expect(patientStatus([]).label).toBe("New");
  });

  it("opens a patient on the screen of its progress: an ORDER status loads the order", () => {
    expect(patientLandingPath(["SESSION_CREATED"])).toBe("/scan-settings");
    expect(patientLandingPath(["MEASUREMENT_DATA_CAPTURED"])).toBe("/results");
    expect(patientLandingPath(["PRESCRIPTION_UPDATED"])).toBe("/prescription");
    expect(patientLandingPath(["ORDER_CREATED"])).toBe("/end-view");
    expect(patientLandingPath(["REPAIR_ORDER_CREATED"])).toBe("/end-view");
  });
});
