// Patient records as the /profile calls send and return them (spec 000 §3, §7 "Profile").
import { z } from "zod";
import { hasSpecialCharacters, isValidText } from "../rules/text";
import { Gender, SessionStatus } from "./enums";
import { VALIDATION_MESSAGES } from "./messages";
import { Id, pageQuery } from "./store";

export const BirthDate = z.object({ day: z.number().int(), month: z.number().int(), year: z.number().int() });
export type BirthDate = z.infer<typeof BirthDate>;

/** One patient in a store's list; sessionsStatuses are the latest session's statuses, newest first. */
export const PatientSummary = z.object({
  userID: Id,
  firstName: z.string(),
  lastName: z.string(),
  patientID: z.string().nullable(),
  gender: Gender,
  birthDate: BirthDate.nullable(),
  assignedToDoctor: Id.nullable(),
  sessionID: Id.nullable(),
  sessionsStatuses: z.array(SessionStatus),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PatientSummary = z.infer<typeof PatientSummary>;

export const PatientListQuery = pageQuery(100_000).extend({
  companyID: Id,
  /** Comma-separated statuses; a patient is listed when its latest session has one of them. */
  sessionStatuses: z.string().optional(),
});
export const PatientList = z.object({ total: z.number().int(), patients: z.array(PatientSummary) });
export type PatientList = z.infer<typeof PatientList>;

/** A patient record as the shell and the patient screens hold it. */
export const PatientRecord = PatientSummary.extend({
  zebraID: z.string().nullable(),
  storeID: Id,
  companyID: Id,
});
export type PatientRecord = z.infer<typeof PatientRecord>;

/**
 * Get Started: create the patient user, add it to the store, open its first scan session, assign the doctor. The
 * spec's character rule (spec 000 §5) is part of the contract, so the form and the server refuse the same names.
 */
export const CreatePatientRequest = z
  .object({
    firstName: z.string().trim().min(1).max(25),
    lastName: z.string().trim().min(1).max(25),
    assignedToDoctor: Id,
    gender: Gender.default("UNKNOWN"),
    patientID: z.string().trim().max(25).optional(),
  })
  .superRefine((body, ctx) => {
    for (const field of ["firstName", "lastName", "patientID"] as const) {
      const value = body[field];
      if (value !== undefined && (!isValidText(value) || hasSpecialCharacters(value))) {
        ctx.addIssue({ code: "custom", path: [field], message: VALIDATION_MESSAGES.invalidCharacters });
      }
    }
  });
export type CreatePatientRequest = z.input<typeof CreatePatientRequest>;
export const CreatePatientResponse = z.object({ userID: Id, sessionID: Id });
export type CreatePatientResponse = z.infer<typeof CreatePatientResponse>;
