// Patient records as the /profile calls send and return them (spec 000 §3, §7 "Profile").
import { z } from "zod";
import { Gender, SessionStatus } from "../common";
import { Id, pageQuery } from "../store";
import { RecordVersion } from "./record-version";

/** Path of GET /profile/patient/{patientID}. */
export const PatientParams = z.object({ patientID: Id });

export const BirthDate = z.object({ day: z.number().int(), month: z.number().int(), year: z.number().int() });
export type BirthDate = z.infer<typeof BirthDate>;

/** One patient in a store's list; sessionsStatuses are the latest session's statuses, newest first. */
export const PatientSummary = z.object({
  userID: Id,
  firstName: z.string(),
  lastName: z.string(),
  patientID: z.string().nullable(),
  /** Manufacturing reference, shown as PO number; the list's search finds it. */
  zebraID: z.string().nullable(),
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
/**
 * A page of the list. `hasMore`: rows exist beyond this page. `total` is exact when it costs nothing (the page
 * reaches the end of the list: offset + rows); null otherwise, because counting a whole store would cost the first
 * page most of its time.
 */
export const PatientList = z.object({
  total: z.number().int().nullable(),
  hasMore: z.boolean(),
  patients: z.array(PatientSummary),
});
export type PatientList = z.infer<typeof PatientList>;

/** A patient record as the shell and the patient screens hold it. */
export const PatientRecord = PatientSummary.extend({
  storeID: Id,
  companyID: Id,
  version: RecordVersion.shape.version,
});
export type PatientRecord = z.infer<typeof PatientRecord>;
