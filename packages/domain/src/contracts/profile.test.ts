import { describe, expect, it } from "vitest";
import { defaultPrescription } from "./prescription";
import { CreateSessionRequest, fromProfileNotes, MedicalProfile, toProfileNotes } from "./profile";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("CreateSessionRequest", () => {
  const owners = [
    { type: "OPERATOR", id: id(1) },
    { type: "USER", id: id(2) },
    { type: "COMPANY", id: id(3) },
    { type: "SITE", id: id(4) },
  ];
  it("needs the employee, the patient, the company and the site", () => {
    expect(CreateSessionRequest.safeParse({ owners }).success).toBe(true);
    for (const missing of owners) {
      expect(CreateSessionRequest.safeParse({ owners: owners.filter((o) => o !== missing) }).success).toBe(false);
    }
  });
});

describe("MedicalProfile", () => {
  const profile = {
    patientID: "REF-1",
    weight: 154,
    weightUnit: "LBS",
    shoeSize: 11,
    shoeWidth: "standard",
    birthDateTimestamp: Date.UTC(1970, 2, 6),
    shoeSizeUnit: "US",
    leftShoeSize: 11,
    leftShoeWidth: "standard",
    rightShoeSize: 11.5,
    rightShoeWidth: "wide",
    leftGenderShoeSize: "MEN'S",
    rightGenderShoeSize: "MEN'S",
    notes: " ",
    leroyMeta: "{}",
    prescriptionObj: defaultPrescription(),
  };
  it("accepts the profile of a save", () => {
    expect(MedicalProfile.safeParse(profile).success).toBe(true);
  });
  it("always uses the US unit and non-empty notes", () => {
    expect(MedicalProfile.safeParse({ ...profile, shoeSizeUnit: "EU" }).success).toBe(false);
    expect(MedicalProfile.safeParse({ ...profile, notes: "" }).success).toBe(false);
  });
});

describe("profile notes", () => {
  it("stores empty notes as a single space and reads it back as empty", () => {
    expect(toProfileNotes("")).toBe(" ");
    expect(toProfileNotes("left heel pain")).toBe("left heel pain");
    expect(fromProfileNotes(" ")).toBe("");
    expect(fromProfileNotes(undefined)).toBe("");
    expect(fromProfileNotes("left heel pain")).toBe("left heel pain");
  });
});
