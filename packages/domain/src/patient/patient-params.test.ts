import { describe, expect, it } from "vitest";
import { PatientParams } from "./patient";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

// The route's case (routes/profile/profile.test.ts; moved from store.test.ts: the store topic does not import
// patient): a path id that is not a UUID is a 400.
describe("the patient path", () => {
  it("names a patient by UUID", () => {
    expect(PatientParams.safeParse({ patientID: id(1) }).success).toBe(true);
    expect(PatientParams.safeParse({ patientID: "not-a-uuid" }).success).toBe(false);
  });
});
