// What the screens show of a record includes its edits not yet written (issue 17 point 7). Each edit is built on
// what the screen shows (the Notes modal sends the stored profile with new notes, Edit patient the record's names
// with the one changed), so a screen showing the server's older data while a write waits (retried, offline, kept
// over a reload) would send that data again and undo the waiting edit. The record and medical profile read from
// the server are therefore shown with the latest waiting write of each part laid over them, until it is written.
// A module of its own, without the queue, so the reads load on the first screen; the queue says what waits.
import type { MedicalProfile, PatientRecord, UserDetails } from "@solerx/domain/patient";

/** The body of the patient's latest unwritten write of a part ("user", "doctor", "medicalProfile"), if any. */
type LatestEdit = (userId: string, part: string) => unknown;

let latestEdit: LatestEdit = () => undefined;

/** The save queue, once loaded, says what waits. */
export function setLatestEditSource(source: LatestEdit): void {
  latestEdit = source;
}

/** The record with its waiting names, gender, PO number and doctor. */
export function withPendingRecord<T extends Pick<PatientRecord, "firstName" | "lastName" | "gender" | "zebraID">>(
  userId: string,
  record: T,
): T {
  let shown = record;
  const user = latestEdit(userId, "user") as UserDetails | undefined;
  if (user) {
    shown = { ...shown, firstName: user.firstName, lastName: user.lastName, gender: user.gender };
    if (user.zebraID !== undefined) shown = { ...shown, zebraID: user.zebraID === "" ? null : user.zebraID };
  }
  const doctor = latestEdit(userId, "doctor") as { ownerID?: string } | undefined;
  if (doctor?.ownerID && "assignedToDoctor" in shown) shown = { ...shown, assignedToDoctor: doctor.ownerID };
  return shown;
}

/** The medical profile answer with the waiting profile in place of the stored one. */
export function withPendingMedicalProfile<T extends { medicalProfile: MedicalProfile | null }>(
  userId: string,
  answer: T,
): T {
  const profile = latestEdit(userId, "medicalProfile") as MedicalProfile | undefined;
  return profile ? { ...answer, medicalProfile: profile } : answer;
}
