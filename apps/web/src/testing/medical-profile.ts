// A complete medical profile for tests, as the server stores it; each test overrides what it is about.

import type { MedicalProfile } from "@solerx/domain/patient";
import { defaultPrescription } from "@solerx/domain/prescription";

export function medicalProfileFixture(overrides: Partial<MedicalProfile> = {}): MedicalProfile {
  return {
    patientID: "REF-1",
    weight: 154,
    weightUnit: "LBS",
    shoeSize: 11,
    shoeWidth: "standard",
    birthDateTimestamp: Date.UTC(1970, 2, 6),
    shoeSizeUnit: "US",
    leftShoeSize: 11,
    leftShoeWidth: "standard",
    rightShoeSize: 11,
    rightShoeWidth: "standard",
    leftGenderShoeSize: "MEN'S",
    rightGenderShoeSize: "MEN'S",
    notes: "left heel pain",
    leroyMeta: "{}",
    prescriptionObj: defaultPrescription(),
    ...overrides,
  };
}
