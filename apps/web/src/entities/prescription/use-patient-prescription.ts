// The open patient's prescription (in the medical profile of the open record) and the one way to change it: each
// change is shown at once (the cached profile is updated before it is sent) and handed to savePrescription, which
// sends the whole medical profile 1 s after the last change, the first time with PRESCRIPTION_CREATED
// (entities/patient/record-writer.ts).
// Fitting to the scans (spec 001 §5, spec 000 §4 step 4) never drops a value of the clinician's, a reorder's or a
// saved Rx's on its own: what the fit would drop (the domain's droppedByScans) is listed in `dropped`, and only
// dropUnscanned() (the clinician's yes in the scan-fit dialog) saves the fitted prescription. A fit that drops
// nothing (the template's pack set from the scans) is shown and saved at once. Without any scan nothing is fitted:
// nothing can be ordered yet, and the fit would empty the prescription before the first scan.
import type { MedicalProfileResponse, PatientRecord } from "@solerx/domain/patient";
import type { Prescription } from "@solerx/domain/prescription";
import { type DroppedValue, droppedByScans, type ScanPresence } from "@solerx/domain/prescription";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { useMedicalProfile } from "../patient/api/get-medical-profile";
import { useOpenPatient } from "../patient/open-record";
import { patientKeys } from "../patient/query-keys";
import { savePrescription } from "../patient/record-writer";
import { useOpenPatientRecord } from "../patient/use-open-patient-record";
import { useScanPresence } from "../scan/use-scan-presence";
import { fitToScans, prescriptionOf } from "./lib/fit";
import { profileWithPrescription } from "./lib/profile";
import type { PrescriptionUpdate } from "./lib/update";

export type PatientPrescription =
  | { status: "loading" }
  | { status: "error"; retry(): void }
  /** The record has no scan session: a profile update needs one (spec 000 §5), so nothing can be saved. */
  | { status: "no-session" }
  | {
      status: "ready";
      record: PatientRecord;
      prescription: Prescription;
      scans: ScanPresence;
      change(update: PrescriptionUpdate): void;
      /** What fitting the stored prescription to the scans would drop; while there is any, it is shown unfitted. */
      dropped: DroppedValue[];
      /** The clinician agrees: the fitted prescription is saved. */
      dropUnscanned(): void;
    };

const scanned = (scans: ScanPresence) => scans.left || scans.right;

/** What is saved for a prescription: fitted to the scans when the fit drops nothing, else as it is. */
function toSave(rx: Prescription, scans: ScanPresence): Prescription {
  return scanned(scans) && droppedByScans(rx, scans).length === 0 ? fitToScans(rx, scans) : rx;
}

export function usePatientPrescription(): PatientPrescription {
  const patientId = useOpenPatient()?.id ?? null;
  const record = useOpenPatientRecord();
  const profile = useMedicalProfile(patientId);
  const sessionId = record.data?.sessionID ?? null;
  const scans = useScanPresence(sessionId);
  const queryClient = useQueryClient();
  const presence = scans.presence;

  const change = useCallback(
    (update: PrescriptionUpdate) => {
      const current = record.data;
      if (!current?.sessionID || !presence) return;
      const key = patientKeys.medicalProfile(current.userID);
      const cached = queryClient.getQueryData<MedicalProfileResponse>(key);
      if (!cached) return;
      const next = toSave(update(prescriptionOf(cached.medicalProfile)), presence);
      const medicalProfile = profileWithPrescription(current, cached.medicalProfile, next);
      // A refetch in flight (after an earlier save) would bring back the profile without this change; cancelling
      // it puts back what the cache held, synchronously, before the change is written into the cache.
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<MedicalProfileResponse>(key, { ...cached, medicalProfile });
      savePrescription(current.userID, medicalProfile, { sessionID: current.sessionID }).catch(() => {
        // The save queue reports a refused save itself (the top bar's status, with Retry).
      });
    },
    [record.data, presence, queryClient],
  );

  const stored = profile.data ? prescriptionOf(profile.data.medicalProfile) : null;
  const shown = useMemo(() => (stored && presence ? toSave(stored, presence) : null), [stored, presence]);
  const dropped = useMemo(
    () => (stored && presence && scanned(presence) ? droppedByScans(stored, presence) : []),
    [stored, presence],
  );
  // A fit that drops nothing is saved once, so Order Review reads what the screens show.
  const quietlyFitted = !!stored && !!shown && JSON.stringify(stored) !== JSON.stringify(shown);
  useEffect(() => {
    if (quietlyFitted) change((prescription) => prescription);
  }, [quietlyFitted, change]);

  if (record.isError || profile.isError || scans.status === "error") {
    return {
      status: "error",
      retry: () => {
        if (record.isError) void record.refetch();
        if (profile.isError) void profile.refetch();
        scans.retry();
      },
    };
  }
  if (record.data && record.data.sessionID === null) return { status: "no-session" };
  if (!record.data || !shown || !presence) return { status: "loading" };
  return {
    status: "ready",
    record: record.data,
    prescription: shown,
    scans: presence,
    change,
    dropped,
    dropUnscanned: () => change((prescription) => fitToScans(prescription, presence)),
  };
}
