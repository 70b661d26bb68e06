import { MedicalProfileRequest } from "@solerx/domain/patient";
import { SHOE_SIZE_UNITS } from "@solerx/domain/shoe-size";
import type { Doctor } from "@solerx/domain/store";
import { describe, expect, it } from "vitest";
import { patientRecordFixture } from "../../../testing/patient-record";
import {
  canSavePatient,
  defaultPatientFormValues,
  formWeightInLbs,
  fromPatientRecord,
  type PatientFormValues,
  patientFormErrors,
  shoeSizesOf,
  toCreatePatientRequest,
  toMedicalProfile,
  toUserDetails,
  weightIsPresent,
} from "./patient-form";

const DOCTOR: Doctor = { userID: "2d8b3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e", firstName: "Grace", lastName: "Hopper" };
const OTHER_DOCTOR = "3e9c4d5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f";
const TODAY = new Date(2026, 10, 23);
const context = { doctors: [DOCTOR], today: TODAY };

function filled(patch: Partial<PatientFormValues> = {}): PatientFormValues {
  return {
    ...defaultPatientFormValues(),
    firstName: "Ada",
    lastName: "Lovelace",
    assignedToDoctor: DOCTOR.userID,
    weight: 150,
    ...patch,
  };
}

const RECORD = patientRecordFixture({ assignedToDoctor: DOCTOR.userID });

describe("patient form model", () => {
  it("starts from the spec's defaults: weight 0 lbs, shoe size 11 US MEN'S in the first width, gender unknown", () => {
    const values = defaultPatientFormValues();
    expect(values.weight).toBe(0);
    expect(values.weightUnit).toBe("lbs");
    expect(values.gender).toBe("UNKNOWN");
    expect(values.shoes.both).toEqual({ size: 11, unit: "US MEN'S", width: "standard" });
    expect(values.shoes.left).toEqual(values.shoes.both);
    expect(values.shoes.right).toEqual(values.shoes.both);
    expect(values.shoes.differentSizes).toBe(false);
  });

  it("counts a weight of 0 (or none) as not present: an insole for a weight of 0 makes no sense", () => {
    expect(weightIsPresent(0)).toBe(false);
    expect(weightIsPresent("")).toBe(false);
    expect(weightIsPresent(0.04)).toBe(false);
    expect(weightIsPresent(0.1)).toBe(true);
  });

  it("enables Save only with first name, last name, a doctor of the store and a weight", () => {
    expect(canSavePatient(filled(), context)).toBe(true);
    expect(canSavePatient(filled({ firstName: "  " }), context)).toBe(false);
    expect(canSavePatient(filled({ lastName: "" }), context)).toBe(false);
    expect(canSavePatient(filled({ assignedToDoctor: "" }), context)).toBe(false);
    expect(canSavePatient(filled({ assignedToDoctor: OTHER_DOCTOR }), context)).toBe(false);
    expect(canSavePatient(filled({ weight: 0 }), context)).toBe(false);
    expect(canSavePatient(filled({ weight: "" }), context)).toBe(false);
  });

  it("refuses names, reference ID and PO number with the spec's special characters, with its message", () => {
    for (const field of ["firstName", "lastName", "patientID", "zebraID"] as const) {
      const errors = patientFormErrors(filled({ [field]: "A/B" }), context);
      expect(errors[field]).toBe("First name, last name and referenceID cannot contain following characters ,<>:“/|?*");
      expect(canSavePatient(filled({ [field]: "A/B" }), context)).toBe(false);
    }
    expect(patientFormErrors(filled({ firstName: "A".repeat(26) }), context).firstName).toBeDefined();
  });

  it("gives the birth-date rule's message and blocks Save while the date is wrong", () => {
    const cases: [Partial<PatientFormValues>, string][] = [
      [{ birthDay: "1" }, "Enter a valid date of birth"],
      [{ birthDay: "a", birthMonth: "1", birthYear: "1970" }, "Date of birth can contain only numbers"],
      [{ birthDay: "1", birthMonth: "13", birthYear: "1970" }, "Please enter month as a number (1-12 allowed)"],
      [{ birthDay: "1", birthMonth: "1", birthYear: "70" }, "Please enter year with 4 digits (example 1970)"],
      [{ birthDay: "32", birthMonth: "1", birthYear: "1970" }, "Please enter a day as a number (example: 6)"],
      [{ birthDay: "29", birthMonth: "2", birthYear: "2023" }, "Enter a valid date of birth"],
      [{ birthDay: "24", birthMonth: "11", birthYear: "2026" }, "Date of birth cannot be a future date"],
    ];
    for (const [patch, message] of cases) {
      expect(patientFormErrors(filled(patch), context).birthDate).toBe(message);
      expect(canSavePatient(filled(patch), context)).toBe(false);
    }
    expect(canSavePatient(filled({ birthDay: "29", birthMonth: "2", birthYear: "2024" }), context)).toBe(true);
  });

  it("keeps a weight in kg as typed and gives its pounds as 2.2046 times, rounded to a whole number", () => {
    const values = filled({ weight: 70.55, weightUnit: "kg" });
    expect(formWeightInLbs(values)).toBe(156);
    const profile = toMedicalProfile(values, null, TODAY);
    expect(profile.weight).toBe(70.6);
    expect(profile.weightUnit).toBe("KG");
    expect(formWeightInLbs(filled({ weight: 150.25 }))).toBe(150.3);
  });

  it("sends Get Started in one request: user fields, doctor and the whole medical profile", () => {
    const request = toCreatePatientRequest(
      filled({
        firstName: " Ada ",
        patientID: "REF-1",
        zebraID: "PO-9",
        gender: "FEMALE",
        birthDay: "10",
        birthMonth: "12",
        birthYear: "1985",
        notes: "",
      }),
      TODAY,
    );
    expect(request).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      assignedToDoctor: DOCTOR.userID,
      gender: "FEMALE",
      patientID: "REF-1",
      zebraID: "PO-9",
    });
    expect(request.medicalProfile).toMatchObject({
      patientID: "REF-1",
      weight: 150,
      weightUnit: "LBS",
      shoeSize: 11,
      shoeWidth: "standard",
      shoeSizeUnit: "US",
      leftShoeSize: 11,
      rightShoeSize: 11,
      leftGenderShoeSize: "MEN'S",
      rightGenderShoeSize: "MEN'S",
      birthDateTimestamp: Date.UTC(1985, 11, 10),
      notes: " ",
    });
    expect(request.medicalProfile?.prescriptionObj.uiContextData?.pack).toBe("both");
    expect(toCreatePatientRequest(filled(), TODAY)).not.toHaveProperty("patientID");
  });

  it("sends different feet per foot, with youth sizes forced to standard width and sizes capped to the unit", () => {
    const values = filled({
      shoes: {
        differentSizes: true,
        both: { size: 11, unit: "US MEN'S", width: "standard" },
        left: { size: 16, unit: "US WOMEN'S", width: "wide" },
        right: { size: 14, unit: "US YOUTH'S", width: "wide" },
        pack: "Left Only",
      },
    });
    const profile = toMedicalProfile(values, null, TODAY);
    expect(profile).toMatchObject({
      leftShoeSize: 15,
      leftShoeWidth: "wide",
      leftGenderShoeSize: "WOMEN'S",
      rightShoeSize: 13.5,
      rightShoeWidth: "standard",
      rightGenderShoeSize: "YOUTH'S",
    });
    expect(profile.prescriptionObj.uiContextData.pack).toBe("Left Only");
    const back = shoeSizesOf(profile);
    expect(back.differentSizes).toBe(true);
    expect(back.left).toEqual({ size: 15, unit: "US WOMEN'S", width: "wide" });
    expect(back.pack).toBe("Left Only");
  });

  it("reads a stored record and profile back into the form, clearing a doctor not among the store's", () => {
    const profile = toMedicalProfile(
      filled({ weight: 80, weightUnit: "kg", notes: "heel pain", patientID: "REF-1" }),
      null,
      TODAY,
    );
    const loaded = fromPatientRecord(RECORD, { ...profile, birthDateTimestamp: Date.UTC(1985, 11, 10) }, [DOCTOR]);
    expect(loaded.doctorCleared).toBe(false);
    expect(loaded.values).toMatchObject({
      firstName: "Ada",
      patientID: "REF-1",
      zebraID: "PO-9",
      gender: "FEMALE",
      birthDay: "10",
      birthMonth: "12",
      birthYear: "1985",
      weight: 80,
      weightUnit: "kg",
      notes: "heel pain",
    });
    const other = fromPatientRecord({ ...RECORD, assignedToDoctor: OTHER_DOCTOR }, profile, [DOCTOR]);
    expect(other.doctorCleared).toBe(true);
    expect(other.values.assignedToDoctor).toBe("");
  });

  it("sends the user details of the Edit patient modal without an empty PO number", () => {
    expect(toUserDetails(filled({ zebraID: " " }))).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      gender: "UNKNOWN",
    });
  });
});

// The server validates a profile save with the domain's MedicalProfileRequest (routes/profile/records.test.ts
// refuses notes "a;b" and reference ID "A/B" with 400); the form must refuse the same, before sending.
describe("the patient form and the server's medical profile", () => {
  const sent = (values: PatientFormValues) => MedicalProfileRequest.safeParse(toMedicalProfile(values, null, TODAY));

  it("refuses the notes and reference ID the server refuses, on the field, with Save off", () => {
    for (const [field, value] of [
      ["notes", "a;b"],
      ["notes", 'say "hi"'],
      ["patientID", "A/B"],
    ] as const) {
      const values = filled({ [field]: value });
      expect(sent(values).success, `${field} ${value}: the server refuses it`).toBe(false);
      expect(patientFormErrors(values, context)[field], `${field} ${value}`).toBeDefined();
      expect(canSavePatient(values, context)).toBe(false);
    }
  });

  it("sends only profiles the server takes: every unit, the same or different feet, notes on several lines", () => {
    for (const unit of SHOE_SIZE_UNITS.map((option) => option.value)) {
      const shoe = { size: 7, unit, width: "wide" as const };
      for (const differentSizes of [false, true]) {
        const shoes = { ...filled().shoes, differentSizes, both: shoe, left: shoe };
        const values = filled({ shoes, notes: "left heel\npain", patientID: " REF-1 " });
        expect(canSavePatient(values, context), `${unit} ${differentSizes}`).toBe(true);
        expect(sent(values).success, `${unit} ${differentSizes}`).toBe(true);
      }
    }
  });
});
