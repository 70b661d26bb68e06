// Profile calls: users, scan sessions, the FitStation profile and the medical profile (spec 000 §3, §7
// "Profile"; spec 001 §3 "Medical profile sent with a save", §7).
import { z } from "zod";
import {
  DEFAULTS,
  FORBIDDEN_TEXT_CHARACTERS,
  Gender,
  INPUT_LIMITS,
  isValidText,
  OwnerType,
  SessionStatus,
  ShoeWidth,
  storable,
  WeightUnit,
} from "../common";
import { Prescription } from "../prescription";
import { ProfileShoeSizeUnit } from "../shoe-size";
import { Id } from "../store";
import { PatientRecord } from "./patient";
import { PatientName, PatientText } from "./patient-fields";
import { RecordVersion } from "./record-version";

/** Path of the calls on one patient user: /profile/user/{userID}/…. */
export const UserParams = z.object({ userID: Id });
/** Path of the calls on one scan session: /profile/session/{sessionID}, /biometric/scans/{sessionID}/…. */
export const SessionParams = z.object({ sessionID: Id });

/**
 * POST /profile/user/create and POST /profile/user/{userID}/update: the spec's firstName, lastName, gender, and
 * (ours) the PO number, which the Edit patient modal edits with them. The reference ID and birth date travel in
 * the medical profile (patientID, birthDateTimestamp), as the spec's profile has them.
 */
export const UserDetails = z.object({
  firstName: PatientName,
  lastName: PatientName,
  gender: Gender,
  zebraID: PatientText.optional(),
});
export type UserDetails = z.infer<typeof UserDetails>;

/** GET /profile/user/{userID} (spec 000 §3 "User"): operators.currentOwner is the assigned doctor. */
export const User = z.object({
  userID: Id,
  firstName: z.string(),
  lastName: z.string(),
  gender: Gender,
  operators: z.object({ currentOwner: Id.nullable() }),
});
export type User = z.infer<typeof User>;

/**
 * GET /profile/user/{userID}: the spec's User (operators.currentOwner the assigned doctor) and, beside it, the
 * whole patient record, so clients reading either shape read this one call.
 */
export const UserRecord = PatientRecord.extend(User.shape);
export type UserRecord = z.infer<typeof UserRecord>;

/** POST /profile/user/create: the spec's fields, and the store the patient joins (default: the operator's first). */
export const CreateUserRequest = UserDetails.extend({ storeID: Id.optional() });
export const CreateUserResponse = z.object({ userID: Id, version: RecordVersion.shape.version });

/** GET /profile/user/{userID}/canDelete: a patient with an order (any ORDER status in any session) is kept. */
export const CanDeleteResponse = z.object({ canDelete: z.boolean() });
export type CanDeleteResponse = z.infer<typeof CanDeleteResponse>;

/** POST /profile/addUserToSite. */
export const AddUserToSiteRequest = z.object({ userID: Id, storeID: Id });
/** POST /profile/update/currentOwner: assigns the doctor (ownerID) to the patient (userID). */
export const UpdateCurrentOwnerRequest = z.object({ userID: Id, ownerID: Id });

/** One owner of a scan session. */
export const SessionOwner = z.object({ type: OwnerType, id: Id });
export type SessionOwner = z.infer<typeof SessionOwner>;

/**
 * POST /profile/session/create. A session belongs to the operator (employee), the patient user, the company and
 * the site: creating one needs all four (spec 000 §5).
 */
export const CreateSessionRequest = z.object({
  owners: z
    .array(SessionOwner)
    .refine(
      (owners) => (["OPERATOR", "USER", "COMPANY", "SITE"] as const).every((t) => owners.some((o) => o.type === t)),
      {
        message: "Session creation requires an employee id, a patient user id, a company id and a site id",
      },
    ),
});
export type CreateSessionRequest = z.infer<typeof CreateSessionRequest>;
export const CreateSessionResponse = z.object({ sessionID: Id });

/** GET /profile/session/{sessionID}: sessionsStatuses newest first. */
export const Session = z.object({
  sessionID: Id,
  owners: z.array(SessionOwner),
  sessionsStatuses: z.array(SessionStatus),
  /**
   * The session's newest order (a repair order once one is opened); null before any (ours: the spec's "order
   * session data", from which opening a patient whose status is an order loads that order).
   */
  orderID: Id.nullable().optional(),
});
export type Session = z.infer<typeof Session>;

/** POST /profile/{userID}/update/fitStationProfile and its GET. */
export const FitStationProfile = z.object({ lastValidScanningSession: Id.nullable(), weight: z.number().min(0) });
export type FitStationProfile = z.infer<typeof FitStationProfile>;
/** GET /profile/user/{userID}/fitStationProfile: the profile and the record's version. */
export const FitStationProfileResponse = FitStationProfile.extend(RecordVersion.shape);

/**
 * The medical profile sent with a save. shoeSizeUnit is always US; left/rightGenderShoeSize carry the unit text
 * without "US " (shoe-size ProfileShoeSizeUnit); notes is a single space when empty (toProfileNotes);
 * birthDateTimestamp is ms with a sentinel for no date (patient/birth-date); leroyMeta is visualizer metadata as a
 * JSON string.
 */
/** Birth date timestamps the API takes: from the year -9999 (below the sentinel: no date) to the end of 9999. */
const BIRTH_DATE_TIMESTAMP_RANGE = { min: Date.UTC(-9999, 0, 1), max: Date.UTC(10_000, 0, 1) - 1 };

export const MedicalProfile = z.looseObject({
  patientID: z.string().max(25),
  weight: z.number().min(0),
  weightUnit: WeightUnit,
  shoeSize: z.number().positive(),
  shoeWidth: ShoeWidth,
  /** Within JavaScript's dates and four-digit years: past them no date can be made of it (issue 17). */
  birthDateTimestamp: z.number().int().min(BIRTH_DATE_TIMESTAMP_RANGE.min).max(BIRTH_DATE_TIMESTAMP_RANGE.max),
  shoeSizeUnit: z.literal(DEFAULTS.profileShoeSizeUnit),
  leftShoeSize: z.number().positive(),
  leftShoeWidth: ShoeWidth,
  rightShoeSize: z.number().positive(),
  rightShoeWidth: ShoeWidth,
  leftGenderShoeSize: ProfileShoeSizeUnit,
  rightGenderShoeSize: ProfileShoeSizeUnit,
  notes: z.string().min(1).max(INPUT_LIMITS.notesMaxLength),
  leroyMeta: z.string(),
  prescriptionObj: Prescription,
});
export type MedicalProfile = z.infer<typeof MedicalProfile>;

/** The notes of a medical profile as a save sends them: the spec's text-area rule (spec 000 §5), " " when empty. */
export const ProfileNotes = MedicalProfile.shape.notes.refine((notes) => isValidText(notes, { multiline: true }), {
  message: `Notes cannot contain the following characters: ${FORBIDDEN_TEXT_CHARACTERS.join(" ")}`,
});

/**
 * The medical profile a save sends (POST /profile/{userID}/update/fitStationMedicalProfile, Get Started's
 * medicalProfile): the record's shape, plus the spec's character rules on its free texts (the reference ID like
 * every name and ID field, the notes like every text area), and nothing the database cannot store (the shoe-size
 * unit texts are MedicalProfile's own, shoe-size ProfileShoeSizeUnit). The server validates with it and the web parses what it sends with it, so both refuse
 * the same profiles. leroyMeta is the visualizer's JSON, whose quotes the text rule would refuse: it is machine
 * data, only checked to be storable. Reads keep MedicalProfile: a stored profile is shown as it is (migration 0014
 * made stored unit texts the contract's).
 */
export const MedicalProfileRequest = storable(
  MedicalProfile.extend({
    patientID: PatientText,
    notes: ProfileNotes,
  }),
);

/**
 * GET /profile/user/{userID}/fitStationMedicalProfile: the medical profile (null until the first save; patientID
 * and birthDateTimestamp always the record's reference ID and birth date) and the record's version.
 */
export const MedicalProfileResponse = z.object({
  medicalProfile: MedicalProfile.nullable(),
  version: RecordVersion.shape.version,
});
export type MedicalProfileResponse = z.infer<typeof MedicalProfileResponse>;

/**
 * Query of POST /profile/{userID}/update/fitStationMedicalProfile. An update needs the scan session id (spec 000
 * §5). action: a session status to record with the save (the first prescription save sends PRESCRIPTION_CREATED,
 * later ones PRESCRIPTION_UPDATED; spec 000 §4). update: "false" records the action's status and keeps the
 * stored profile (the body is still validated); "true", the default, stores the body.
 */
export const MedicalProfileUpdateQuery = z.object({
  sessionID: Id,
  action: SessionStatus.optional(),
  update: z.enum(["true", "false"]).default("true"),
});

/** Query of POST /profile/{userID}/copyFitStationProfile (reorder). */
export const CopyFitStationProfileQuery = z.object({ oldUserID: Id, sessionID: Id, oldSessionID: Id });

/** Notes as the profile stores them: a single space when empty. */
export function toProfileNotes(notes: string): string {
  return notes === "" ? " " : notes;
}

/** Notes as the form shows them: the stored single space reads back as empty. */
export function fromProfileNotes(notes: string | null | undefined): string {
  return notes === " " || notes == null ? "" : notes;
}
