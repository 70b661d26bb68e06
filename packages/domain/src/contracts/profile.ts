// Profile calls: users, scan sessions, the FitStation profile and the medical profile (spec 000 §3, §7
// "Profile"; spec 001 §3 "Medical profile sent with a save", §7).
import { z } from "zod";
import { DEFAULTS } from "../rules/constants";
import { Gender, OwnerType, SessionStatus, ShoeWidth, WeightUnit } from "./enums";
import { Prescription } from "./prescription";
import { Id } from "./store";

/** POST /profile/user/create and POST /profile/user/{userID}/update. */
export const UserDetails = z.object({
  firstName: z.string().trim().min(1).max(25),
  lastName: z.string().trim().min(1).max(25),
  gender: Gender,
});
export type UserDetails = z.infer<typeof UserDetails>;

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
});
export type Session = z.infer<typeof Session>;

/** POST /profile/{userID}/update/fitStationProfile and its GET. */
export const FitStationProfile = z.object({ lastValidScanningSession: Id.nullable(), weight: z.number().min(0) });
export type FitStationProfile = z.infer<typeof FitStationProfile>;

/**
 * The medical profile sent with a save. shoeSizeUnit is always US; left/rightGenderShoeSize carry the unit text
 * without "US " (rules/shoe-size genderShoeSizeText); notes is a single space when empty (toProfileNotes);
 * birthDateTimestamp is ms with a sentinel for no date (rules/birth-date); leroyMeta is visualizer metadata as a
 * JSON string.
 */
export const MedicalProfile = z.looseObject({
  patientID: z.string().max(25),
  weight: z.number().min(0),
  weightUnit: WeightUnit,
  shoeSize: z.number().positive(),
  shoeWidth: ShoeWidth,
  birthDateTimestamp: z.number().int(),
  shoeSizeUnit: z.literal(DEFAULTS.profileShoeSizeUnit),
  leftShoeSize: z.number().positive(),
  leftShoeWidth: ShoeWidth,
  rightShoeSize: z.number().positive(),
  rightShoeWidth: ShoeWidth,
  leftGenderShoeSize: z.string(),
  rightGenderShoeSize: z.string(),
  notes: z.string().min(1),
  leroyMeta: z.string(),
  prescriptionObj: Prescription,
});
export type MedicalProfile = z.infer<typeof MedicalProfile>;

/** Query of POST /profile/{userID}/update/fitStationMedicalProfile; an update needs the scan session id. */
export const MedicalProfileUpdateQuery = z.object({
  sessionID: Id,
  action: z.string().optional(),
  update: z.string().optional(),
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
