// The patient form model shared by Get Started and the Edit patient modal (spec 000 §3 "Patient", §5 "Edit
// patient"): the values the form holds, their defaults, the rules that enable Save, and the conversions to the
// API's shapes (CreatePatientRequest; UserDetails + doctor + MedicalProfile) and back from a stored record.

import { DEFAULTS, type Gender, type ShoeWidth, VALIDATION_MESSAGES } from "@solerx/domain/common";
import {
  birthDateToTimestamp,
  type CreatePatientRequest,
  fromProfileNotes,
  type MedicalProfile,
  MedicalProfileRequest,
  type PatientRecord,
  PatientText,
  ProfileNotes,
  parseBirthDate,
  roundWeight,
  timestampToBirthDate,
  toProfileNotes,
  type UserDetails,
  weightInLbs,
} from "@solerx/domain/patient";
import { defaultPrescription, normalisePack, type Pack, type Prescription } from "@solerx/domain/prescription";
import {
  capShoeSize,
  DEFAULT_SHOE_SIZE_UNIT,
  DEFAULT_SHOE_WIDTH,
  effectiveShoeWidth,
  profileFeet,
  profileShoeSizeUnit,
  type ShoeSizeUnit,
} from "@solerx/domain/shoe-size";
import type { Doctor } from "@solerx/domain/store";

/** One foot's shoe: size, unit and width (the spec's shoeType). */
export interface FootShoe {
  size: number;
  unit: ShoeSizeUnit;
  width: ShoeWidth;
}

/** The shoe-size modal's value: the two tabs' sizes and the pair-or-one-orthotic choice. */
export interface ShoeSizes {
  /** The "Different shoe sizes" tab is chosen. */
  differentSizes: boolean;
  /** The "Both feet wear same size shoes" tab. */
  both: FootShoe;
  left: FootShoe;
  right: FootShoe;
  /** Pair or one orthotic; kept in the prescription's uiContextData.pack. */
  pack: Pack;
}

export type WeightUnitChoice = "lbs" | "kg";

export interface PatientFormValues {
  firstName: string;
  lastName: string;
  /** Reference ID. */
  patientID: string;
  /** PO number. */
  zebraID: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  gender: Gender;
  /** The doctor's userID; "" when none is chosen (or the stored one is not among the store's doctors). */
  assignedToDoctor: string;
  /** "" while the field is empty. */
  weight: number | "";
  weightUnit: WeightUnitChoice;
  shoes: ShoeSizes;
  notes: string;
}

export const TEXT_FIELDS = ["firstName", "lastName", "patientID", "zebraID"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

function defaultFootShoe(): FootShoe {
  return { size: DEFAULTS.formShoeSize, unit: DEFAULT_SHOE_SIZE_UNIT, width: DEFAULT_SHOE_WIDTH };
}

/** The form's defaults (spec 000 §3): weight 0 lbs, shoe size 11 US MEN'S in the first width, gender unknown. */
export function defaultPatientFormValues(): PatientFormValues {
  return {
    firstName: "",
    lastName: "",
    patientID: "",
    zebraID: "",
    birthDay: "",
    birthMonth: "",
    birthYear: "",
    gender: "UNKNOWN",
    assignedToDoctor: "",
    weight: DEFAULTS.formWeightLbs,
    weightUnit: "lbs",
    shoes: {
      differentSizes: false,
      both: defaultFootShoe(),
      left: defaultFootShoe(),
      right: defaultFootShoe(),
      pack: "Pair",
    },
    notes: "",
  };
}

/** A foot's shoe with the unit's rules applied: size capped to the unit's range, youth sizes in standard width. */
export function fitFootShoe(shoe: FootShoe): FootShoe {
  return { unit: shoe.unit, size: capShoeSize(shoe.size, shoe.unit), width: effectiveShoeWidth(shoe.unit, shoe.width) };
}

/** Every foot of the choice with the unit's rules applied. */
export function fitShoeSizes(shoes: ShoeSizes): ShoeSizes {
  return { ...shoes, both: fitFootShoe(shoes.both), left: fitFootShoe(shoes.left), right: fitFootShoe(shoes.right) };
}

/** The left and right shoes the form's choice means: both feet the same unless "Different shoe sizes" is chosen. */
export function feetOf(shoes: ShoeSizes): { left: FootShoe; right: FootShoe } {
  return shoes.differentSizes
    ? { left: fitFootShoe(shoes.left), right: fitFootShoe(shoes.right) }
    : { left: fitFootShoe(shoes.both), right: fitFootShoe(shoes.both) };
}

/**
 * Weight is present when it is a number above 0: an insole for a weight of 0 makes no sense, so the form's default
 * of 0 lbs has to be changed before Save (docs/decisions.md "Patient forms").
 */
export function weightIsPresent(weight: number | ""): boolean {
  return typeof weight === "number" && Number.isFinite(weight) && roundWeight(weight) > 0;
}

/** The weight in pounds an order or prescription uses: kg multiplied by 2.2046 and rounded to a whole number. */
export function formWeightInLbs(values: Pick<PatientFormValues, "weight" | "weightUnit">): number {
  return weightInLbs(typeof values.weight === "number" ? values.weight : 0, values.weightUnit);
}

export interface FormContext {
  /** The store's doctors: the assigned doctor must be one of them. */
  doctors: readonly Doctor[] | undefined;
  today: Date;
}

export type FieldErrors = Partial<Record<TextField | "birthDate" | "weight" | "assignedToDoctor" | "notes", string>>;

/** The messages the form shows now (an empty required field shows none: Save is simply off). */
export function patientFormErrors(values: PatientFormValues, context: FormContext): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of TEXT_FIELDS) {
    // The API's own contract of a name or ID text, so the form refuses exactly what the server refuses.
    const parsed = PatientText.safeParse(values[field]);
    if (!parsed.success) errors[field] = VALIDATION_MESSAGES.invalidCharacters;
  }
  const birthDate = parseBirthDate(
    { day: values.birthDay, month: values.birthMonth, year: values.birthYear },
    context.today,
  );
  if (!birthDate.ok) errors.birthDate = birthDate.message;
  if (typeof values.weight === "number" && (!Number.isFinite(values.weight) || values.weight < 0)) {
    errors.weight = "min";
  }
  // The notes as the profile sends them, checked with the server's schema of them.
  if (!ProfileNotes.safeParse(toProfileNotes(values.notes)).success) {
    errors.notes = VALIDATION_MESSAGES.invalidCharacters;
  }
  return errors;
}

function doctorIsKnown(doctorId: string, doctors: readonly Doctor[] | undefined): boolean {
  return !!doctorId && !!doctors?.some((doctor) => doctor.userID === doctorId);
}

/**
 * Save is on when first name, last name, a doctor of the store and a weight above 0 are present, and all valid:
 * the fields' rules, and the medical profile the form would send passes the server's schema of a profile save
 * (MedicalProfileRequest), so Save is never on for a profile the server would refuse.
 */
export function canSavePatient(values: PatientFormValues, context: FormContext): boolean {
  return (
    values.firstName.trim() !== "" &&
    values.lastName.trim() !== "" &&
    doctorIsKnown(values.assignedToDoctor, context.doctors) &&
    weightIsPresent(values.weight) &&
    Object.keys(patientFormErrors(values, context)).length === 0 &&
    MedicalProfileRequest.safeParse(toMedicalProfile(values, null, context.today)).success
  );
}

/** The prescription's pack value: the template's "both" for a pair, the label for one orthotic. */
function packValue(pack: Pack): Prescription["uiContextData"]["pack"] {
  return pack === "Pair" ? "both" : pack;
}

/**
 * The medical profile of the form. `base` is the stored profile: what the form does not edit (the prescription,
 * leroyMeta) is kept from it. The weight is sent as typed, with its unit (docs/decisions.md "Patient forms").
 */
export function toMedicalProfile(
  values: PatientFormValues,
  base: MedicalProfile | null | undefined,
  today: Date,
): MedicalProfile {
  const birthDate = parseBirthDate({ day: values.birthDay, month: values.birthMonth, year: values.birthYear }, today);
  const { left, right } = feetOf(values.shoes);
  const prescription = base?.prescriptionObj ?? defaultPrescription();
  return {
    ...base,
    patientID: values.patientID.trim(),
    weight: roundWeight(typeof values.weight === "number" ? values.weight : 0),
    weightUnit: values.weightUnit === "kg" ? "KG" : "LBS",
    shoeSize: left.size,
    shoeWidth: left.width,
    birthDateTimestamp: birthDateToTimestamp(birthDate.ok ? birthDate.value : null),
    shoeSizeUnit: DEFAULTS.profileShoeSizeUnit,
    leftShoeSize: left.size,
    leftShoeWidth: left.width,
    rightShoeSize: right.size,
    rightShoeWidth: right.width,
    leftGenderShoeSize: profileShoeSizeUnit(left.unit),
    rightGenderShoeSize: profileShoeSizeUnit(right.unit),
    notes: toProfileNotes(values.notes),
    leroyMeta: base?.leroyMeta ?? "",
    prescriptionObj: {
      ...prescription,
      uiContextData: { ...prescription.uiContextData, pack: packValue(values.shoes.pack) },
    },
  };
}

/** Get Started's one call: the user, the doctor and the whole medical profile. */
export function toCreatePatientRequest(values: PatientFormValues, today: Date): CreatePatientRequest {
  const patientID = values.patientID.trim();
  const zebraID = values.zebraID.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    assignedToDoctor: values.assignedToDoctor,
    gender: values.gender,
    ...(patientID ? { patientID } : {}),
    ...(zebraID ? { zebraID } : {}),
    medicalProfile: toMedicalProfile(values, null, today),
  };
}

export function toUserDetails(values: PatientFormValues): UserDetails {
  const zebraID = values.zebraID.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    gender: values.gender,
    ...(zebraID ? { zebraID } : {}),
  };
}

function sameShoe(a: FootShoe, b: FootShoe): boolean {
  return a.size === b.size && a.unit === b.unit && a.width === b.width;
}

/**
 * The shoe sizes of a stored profile. The profile has no differentSizes flag: the feet differ when their size,
 * unit or width differ, and then the "Different shoe sizes" tab opens.
 */
export function shoeSizesOf(profile: MedicalProfile | null | undefined): ShoeSizes {
  if (!profile) return defaultPatientFormValues().shoes;
  const feet = profileFeet(profile);
  const left = fitFootShoe({ ...feet.left, width: profile.leftShoeWidth });
  const right = fitFootShoe({ ...feet.right, width: profile.rightShoeWidth });
  const differentSizes = !sameShoe(left, right);
  return {
    differentSizes,
    both: left,
    left,
    right,
    pack: normalisePack(profile.prescriptionObj?.uiContextData?.pack) ?? "Pair",
  };
}

export interface LoadedPatientForm {
  values: PatientFormValues;
  /** The stored doctor is not among the store's: the field was cleared and says "Please, reassign doctor". */
  doctorCleared: boolean;
}

/** The Edit patient form of a stored record and its medical profile. */
export function fromPatientRecord(
  record: PatientRecord,
  profile: MedicalProfile | null | undefined,
  doctors: readonly Doctor[] | undefined,
): LoadedPatientForm {
  const defaults = defaultPatientFormValues();
  const birthDate = profile ? timestampToBirthDate(profile.birthDateTimestamp) : record.birthDate;
  const doctor = record.assignedToDoctor ?? "";
  const doctorCleared = doctors !== undefined && doctor !== "" && !doctorIsKnown(doctor, doctors);
  return {
    doctorCleared,
    values: {
      ...defaults,
      firstName: record.firstName,
      lastName: record.lastName,
      patientID: record.patientID ?? "",
      zebraID: record.zebraID ?? "",
      birthDay: birthDate ? String(birthDate.day) : "",
      birthMonth: birthDate ? String(birthDate.month) : "",
      birthYear: birthDate ? String(birthDate.year) : "",
      gender: record.gender,
      assignedToDoctor: doctorCleared ? "" : doctor,
      weight: profile ? roundWeight(profile.weight) : defaults.weight,
      weightUnit: profile?.weightUnit === "KG" ? "kg" : "lbs",
      shoes: shoeSizesOf(profile),
      notes: fromProfileNotes(profile?.notes),
    },
  };
}
