// Reorder (spec 000 §4 "Reorder"): clone the patient with a new scan session and a copy of the profile, append
// the original order id to the notes, clear the zebraID, then after 1 s save with PRESCRIPTION_CREATED and clear
// the current order. The clone is made by the create call (names, gender, reference ID and doctor of the old
// patient, no PO number: the zebraID is cleared), which opens its scan session; copyFitStationProfile copies the
// profile into that session; the medical profile then goes through the save queue like every other save.

import { INPUT_LIMITS, SAVE_TIMING } from "@solerx/domain/common";
import { type MedicalProfile, type PatientRecord, toProfileNotes } from "@solerx/domain/patient";
import { copyFitStationProfile } from "../../../entities/patient/api/clone-patient";
import { createPatient } from "../../../entities/patient/api/create-patient";
import { getMedicalProfile } from "../../../entities/patient/api/get-medical-profile";
import { REORDER_ERRORS, REORDER_TEXTS } from "../texts";

export class ReorderError extends Error {
  override readonly name = "ReorderError";
}

/** A reorder refused before anything was made, for a reason the clinician can fix (shown in the confirmation). */
export class ReorderRefused extends Error {
  override readonly name = "ReorderRefused";
}

/** The notes of the clone: the old notes, then the original order id on a line of its own. */
export function notesWithOrderId(notes: string, orderId: string): string {
  const kept = notes.trim() === "" ? "" : notes.replace(/\s+$/, "");
  return toProfileNotes(kept === "" ? orderId : `${kept}\n${orderId}`);
}

export interface ReorderDeps {
  /** Waits until the old patient's pending saves are written, so the copy has them. */
  flush(userId: string): Promise<void>;
  /** Opens the clone as the current record, with no order. */
  open(userId: string, sessionId: string): void;
  /** Saves the clone's medical profile after `delayMs` with PRESCRIPTION_CREATED. */
  save(userId: string, profile: MedicalProfile, sessionId: string, delayMs: number): Promise<void>;
}

export interface Reordered {
  userID: string;
  sessionID: string;
  /** Settles when the clone's medical profile is saved. */
  saved: Promise<void>;
}

export async function reorderPatient(record: PatientRecord, orderId: string, deps: ReorderDeps): Promise<Reordered> {
  if (!record.sessionID) throw new ReorderError(REORDER_ERRORS.noSessionId);
  await deps.flush(record.userID);
  const { medicalProfile } = await getMedicalProfile(record.userID);
  if (!medicalProfile) throw new ReorderError(REORDER_ERRORS.missingOrderData);
  if (!record.assignedToDoctor) throw new ReorderError(REORDER_ERRORS.createUser);
  // Checked before anything is created: a clone whose notes the save refuses would keep the old order's PO number.
  const notes = notesWithOrderId(medicalProfile.notes, orderId);
  const over = notes.length - INPUT_LIMITS.notesMaxLength;
  if (over > 0) throw new ReorderRefused(REORDER_TEXTS.notesTooLong(orderId, over));

  let created: { userID: string; sessionID: string };
  try {
    created = await createPatient(record.storeID, {
      firstName: record.firstName,
      lastName: record.lastName,
      gender: record.gender,
      assignedToDoctor: record.assignedToDoctor,
      ...(record.patientID ? { patientID: record.patientID } : {}),
    });
  } catch (cause) {
    throw new ReorderError(REORDER_ERRORS.createUser, { cause });
  }
  try {
    await copyFitStationProfile({
      userID: created.userID,
      sessionID: created.sessionID,
      oldUserID: record.userID,
      oldSessionID: record.sessionID,
    });
  } catch (cause) {
    // The clone's scan session has no profile: the session the reorder needs could not be made.
    throw new ReorderError(REORDER_ERRORS.createSession, { cause });
  }
  deps.open(created.userID, created.sessionID);
  // The zebraID is cleared: the patient's (the clone is created without one) and the prescription's, which the
  // original order's placing saved and its Order Review would otherwise offer again as the new order's PO number.
  const rx = medicalProfile.prescriptionObj;
  const profile = {
    ...medicalProfile,
    notes,
    prescriptionObj: { ...rx, uiContextData: { ...rx.uiContextData, zebraID: "" } },
  };
  const saved = deps.save(created.userID, profile, created.sessionID, SAVE_TIMING.reorderSaveDelayMs);
  return { ...created, saved };
}
