// THE way a screen saves changes to a patient record: the screens hand their edits over and never call the write
// endpoints themselves, so saving (the autosave delay, order, retries, the record's version) lives in one place:
// the save queue (save-queue-instance.ts). Here: the write calls and their request schemas.

import { SAVE_TIMING, type SessionStatus } from "@solerx/domain/common";
import {
  type MedicalProfile,
  MedicalProfileRequest,
  type MedicalProfileResponse,
  type PatientRecord,
  type UserDetails,
  UserDetails as UserDetailsSchema,
} from "@solerx/domain/patient";
import { openRecord } from "./open-record";
import { withPendingMedicalProfile, withPendingRecord } from "./pending-edits";
import { patientKeys } from "./query-keys";
import { recordQueryClient } from "./record-cache";
import type { QueueItem } from "./save-queue";
import { saveQueue } from "./save-queue-instance";
import { newStoredWrite, queueItemOf } from "./stored-write";

export interface PatientEdits {
  /** POST /profile/user/{userID}/update: names, gender, PO number. */
  user?: UserDetails;
  /** POST /profile/update/currentOwner: the assigned doctor. */
  doctorID?: string;
  /** POST /profile/{userID}/update/fitStationMedicalProfile: weight, shoe sizes, birth date, reference ID, notes. */
  medicalProfile?: MedicalProfile;
}

export interface SaveOptions {
  /** The record's scan session: a profile update needs it (spec 000 §5). */
  sessionID: string;
  /** A session status recorded with the medical profile (PRESCRIPTION_CREATED, PRESCRIPTION_UPDATED). */
  action?: SessionStatus;
  /** How long after the last change it is sent: the autosave delay of 1 s by default; 0 sends at once (Notes). */
  delayMs?: number;
}

function medicalProfileItem(
  userId: string,
  profile: MedicalProfile,
  options: { sessionID: string; action?: SessionStatus; update?: boolean; key?: string; pauseAfterMs?: number },
): QueueItem {
  return queueItemOf(
    newStoredWrite({
      key: options.key ?? "medicalProfile",
      path: `/profile/${encodeURIComponent(userId)}/update/fitStationMedicalProfile`,
      query: {
        sessionID: options.sessionID,
        ...(options.action ? { action: options.action } : {}),
        ...(options.update === false ? { update: "false" } : {}),
      },
      // The server's own schema of a profile save: a profile it would refuse is never sent.
      body: MedicalProfileRequest.parse(profile),
      ...(options.pauseAfterMs === undefined ? {} : { pauseAfterMs: options.pauseAfterMs }),
    }),
  );
}

/** Queues the edits of a patient; settles when they are written (rejects when refused). */
export function savePatient(userId: string, edits: PatientEdits, options: SaveOptions): Promise<void> {
  const delayMs = options.delayMs ?? SAVE_TIMING.autosaveDelayMs;
  const id = encodeURIComponent(userId);
  const saves: Promise<void>[] = [];
  if (edits.user) {
    const body = UserDetailsSchema.parse(edits.user);
    const item = queueItemOf(newStoredWrite({ key: "user", path: `/profile/user/${id}/update`, body }));
    saves.push(saveQueue.enqueue(userId, item, delayMs));
  }
  if (edits.doctorID) {
    const body = { userID: userId, ownerID: edits.doctorID };
    const item = queueItemOf(newStoredWrite({ key: "doctor", path: "/profile/update/currentOwner", body }));
    saves.push(saveQueue.enqueue(userId, item, delayMs));
  }
  if (edits.medicalProfile) {
    const item = medicalProfileItem(userId, edits.medicalProfile, options);
    saves.push(saveQueue.enqueue(userId, item, delayMs));
  }
  showPendingEdits(userId);
  const all = Promise.all(saves).then(() => undefined);
  all.catch(() => {});
  return all;
}

/** The screens show the edits at once, before they are written (pending-edits.ts). */
function showPendingEdits(userId: string): void {
  const client = recordQueryClient();
  client?.setQueryData(patientKeys.record(userId), (old: PatientRecord | undefined) =>
    old ? withPendingRecord(userId, old) : old,
  );
  client?.setQueryData(patientKeys.medicalProfile(userId), (old: MedicalProfileResponse | undefined) =>
    old ? withPendingMedicalProfile(userId, old) : old,
  );
}

/** Patients whose prescription was created since they were opened: later saves are updates. */
const prescriptionCreated = new Set<string>();
// Opening a record (another one, or the same one again) starts over: its first save creates the prescription.
openRecord.subscribe(() => {
  const open = openRecord.get().patient?.id;
  for (const id of prescriptionCreated) if (id !== open) prescriptionCreated.delete(id);
});

/**
 * Saves the prescription (in the medical profile) 1 s after the last change. The first save after opening the
 * patient records PRESCRIPTION_CREATED, waits 1 s, then updates with PRESCRIPTION_UPDATED (spec 000 §4 "Session
 * timing").
 */
export function savePrescription(
  userId: string,
  profile: MedicalProfile,
  options: { sessionID: string; delayMs?: number },
): Promise<void> {
  const delayMs = options.delayMs ?? SAVE_TIMING.autosaveDelayMs;
  const saves: Promise<void>[] = [];
  if (!prescriptionCreated.has(userId)) {
    prescriptionCreated.add(userId);
    const created = medicalProfileItem(userId, profile, {
      sessionID: options.sessionID,
      action: "PRESCRIPTION_CREATED",
      update: false,
      key: "prescription-created",
      pauseAfterMs: SAVE_TIMING.prescriptionCreatedToUpdateMs,
    });
    saves.push(saveQueue.enqueue(userId, created, delayMs));
  }
  const update = medicalProfileItem(userId, profile, { sessionID: options.sessionID, action: "PRESCRIPTION_UPDATED" });
  saves.push(saveQueue.enqueue(userId, update, delayMs));
  const all = Promise.all(saves).then(() => undefined);
  all.catch(() => {});
  return all;
}

/** For tests: forget that prescriptions were created. */
export function resetPrescriptionsCreated(): void {
  prescriptionCreated.clear();
}

/** The patient's prescription exists already (a reorder saves it with PRESCRIPTION_CREATED): saves update it. */
export function markPrescriptionCreated(userId: string): void {
  prescriptionCreated.add(userId);
}
