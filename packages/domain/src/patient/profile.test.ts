import { describe, expect, it } from "vitest";
import { UNSTORABLE_MESSAGE } from "../common";
import { defaultPrescription } from "../prescription";
import { CreatePatientRequest } from "./create-patient";
import {
  CreateSessionRequest,
  CreateUserRequest,
  CreateUserResponse,
  fromProfileNotes,
  MedicalProfile,
  MedicalProfileRequest,
  ProfileNotes,
  SessionParams,
  toProfileNotes,
  UserParams,
  UserRecord,
} from "./profile";

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

/** A profile as the form sends it. */
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

describe("MedicalProfile", () => {
  it("accepts the profile of a save", () => {
    expect(MedicalProfile.safeParse(profile).success).toBe(true);
  });
  it("always uses the US unit and non-empty notes", () => {
    expect(MedicalProfile.safeParse({ ...profile, shoeSizeUnit: "EU" }).success).toBe(false);
    expect(MedicalProfile.safeParse({ ...profile, notes: "" }).success).toBe(false);
  });
});

// The route's cases (routes/profile/records.test.ts): what POST …/update/fitStationMedicalProfile refuses with 400.
describe("MedicalProfileRequest", () => {
  const refused = (patch: object) => MedicalProfileRequest.safeParse({ ...profile, ...patch });
  it("accepts the profile a form sends, leroyMeta's JSON quotes included, with the reference ID trimmed", () => {
    const parsed = MedicalProfileRequest.parse({ ...profile, patientID: " REF-1 ", leroyMeta: '{"a":"b"}' });
    expect(parsed.patientID).toBe("REF-1");
    expect(MedicalProfileRequest.safeParse({ ...profile, notes: "left heel pain\nsince May" }).success).toBe(true);
    for (const unit of ["WOMEN'S", "YOUTH'S"]) {
      expect(MedicalProfileRequest.safeParse({ ...profile, rightGenderShoeSize: unit }).success).toBe(true);
    }
  });
  it("refuses forbidden characters in the notes and the reference ID, with the rules' messages", () => {
    expect(refused({ notes: "a;b" }).error?.issues).toEqual([
      expect.objectContaining({
        path: ["notes"],
        message: expect.stringMatching(/^Notes cannot contain the following/),
      }),
    ]);
    expect(refused({ patientID: "A/B" }).error?.issues[0]?.path).toEqual(["patientID"]);
    expect(refused({ patientID: "x".repeat(26) }).success).toBe(false);
  });
  it("refuses a unit text the form cannot send", () => {
    expect(refused({ leftGenderShoeSize: "GIANT" }).error?.issues[0]).toMatchObject({
      path: ["leftGenderShoeSize"],
      message: expect.stringMatching(/^one of MEN'S, WOMEN'S/),
    });
    expect(refused({ rightGenderShoeSize: "US MEN'S" }).success).toBe(false);
  });
  it("refuses what the database cannot store, in any field", () => {
    expect(refused({ leroyMeta: "\u0000" }).error?.issues[0]?.message).toBe(UNSTORABLE_MESSAGE);
    expect(refused({ extra: "\ud800" }).success).toBe(false);
  });
  it("is Get Started's medical profile too", () => {
    const body = { firstName: "Ann", lastName: "Lee", assignedToDoctor: id(1), medicalProfile: profile };
    expect(CreatePatientRequest.safeParse(body).success).toBe(true);
    const notes = { ...body, medicalProfile: { ...profile, notes: "a;b" } };
    expect(CreatePatientRequest.safeParse(notes).success).toBe(false);
  });
});

describe("ProfileNotes", () => {
  it("takes the text area's characters and line breaks, and the stored single space", () => {
    expect(ProfileNotes.safeParse(" ").success).toBe(true);
    expect(ProfileNotes.safeParse("heel\npain").success).toBe(true);
    expect(ProfileNotes.safeParse('say "hi"').success).toBe(false);
    expect(ProfileNotes.safeParse("").success).toBe(false);
  });
});

describe("the user calls", () => {
  it("create a user in a named store or the operator's first, with the name rule", () => {
    const user = { firstName: "Ann", lastName: "Lee", gender: "UNKNOWN", zebraID: "PO" };
    expect(CreateUserRequest.parse(user)).toEqual(user);
    expect(CreateUserRequest.safeParse({ ...user, storeID: id(2) }).success).toBe(true);
    expect(CreateUserRequest.safeParse({ ...user, storeID: "not-a-uuid" }).success).toBe(false);
    expect(CreateUserRequest.safeParse({ ...user, firstName: "A/B" }).success).toBe(false);
    expect(CreateUserResponse.safeParse({ userID: id(1), version: 0 }).success).toBe(true);
    expect(CreateUserResponse.safeParse({ userID: id(1), version: -1 }).success).toBe(false);
  });
  it("read a user as the spec's User beside the whole record", () => {
    const record = {
      userID: id(1),
      firstName: "Ann",
      lastName: "Lee",
      patientID: null,
      zebraID: null,
      gender: "FEMALE",
      birthDate: null,
      assignedToDoctor: id(2),
      sessionID: null,
      sessionsStatuses: [],
      createdAt: "2024-06-15T10:00:00Z",
      updatedAt: "2024-06-15T10:00:00Z",
      storeID: id(3),
      companyID: id(4),
      version: 1,
    };
    const user = UserRecord.parse({ ...record, operators: { currentOwner: id(2) } });
    expect(user.operators.currentOwner).toBe(id(2));
    expect(UserRecord.safeParse(record).success).toBe(false);
  });
  it("name a user or a session by its id in the path", () => {
    expect(UserParams.safeParse({ userID: id(1) }).success).toBe(true);
    expect(UserParams.safeParse({ userID: "not-a-uuid" }).success).toBe(false);
    expect(SessionParams.safeParse({ sessionID: "not-a-uuid" }).success).toBe(false);
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
