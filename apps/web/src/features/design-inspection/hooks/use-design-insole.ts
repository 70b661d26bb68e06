// The open record's live insoles: what they are made from (lib/design-input.ts, from the profile, the prescription
// and the session's scans) handed to the browser's insole worker (entities/insole/use-live-insole.ts).
import { useEffect, useMemo } from "react";
import type { LiveInsoleInput, LiveInsoleState } from "../../../entities/insole/insole-view";
import { useMedicalProfile } from "../../../entities/patient/api/get-medical-profile";
import { savePatient } from "../../../entities/patient/record-writer";
import { useOpenPatientRecord } from "../../../entities/patient/use-open-patient-record";
import { prescriptionOf } from "../../../entities/prescription/lib/fit";
import { useScanLoading } from "../../../entities/scan/use-scan-loading";
import { designInput } from "../lib/design-input";
import { leroyMetaWithSettings, visualizerSettings } from "../lib/visualizer-settings";
import { useLiveInsole } from "./live-insole";

export interface DesignInsole {
  state: LiveInsoleState;
  /** The record's session and patient (for the files); null until the record is loaded. */
  record: { sessionID: string; patientID: string } | null;
  /** The scans are still loading. */
  loading: boolean;
  /** The scans could not be loaded (words from the server or the network). */
  scanError: string | null;
}

/** `writeSettings`: the overlay keeps the visualizer's settings with the profile; the docked preview only reads. */
export function useDesignInsole({ writeSettings = false }: { writeSettings?: boolean } = {}): DesignInsole {
  const record = useOpenPatientRecord().data ?? null;
  const sessionID = record?.sessionID ?? null;
  const profile = useMedicalProfile(record?.userID ?? null).data?.medicalProfile ?? null;
  const scans = useScanLoading(sessionID);
  const input: LiveInsoleInput | null = useMemo(
    () =>
      profile && scans.status === "loaded"
        ? designInput(profile, prescriptionOf(profile), { left: scans.set.left, right: scans.set.right })
        : null,
    [profile, scans.status, scans.set],
  );
  const state = useLiveInsole(input);
  // The visualizer's settings are written with the profile when the overlay opens on scans they do not match.
  const userID = record?.userID ?? null;
  const settingsMeta =
    writeSettings && profile && scans.status === "loaded" && (scans.set.left || scans.set.right)
      ? leroyMetaWithSettings(
          profile.leroyMeta,
          visualizerSettings(scans.set.scanMode, (scans.set.left ?? scans.set.right)?.surfaceModel.encoding),
        )
      : null;
  useEffect(() => {
    if (!settingsMeta || !profile || !userID || !sessionID) return;
    savePatient(userID, { medicalProfile: { ...profile, leroyMeta: settingsMeta } }, { sessionID }).catch(() => {
      // The save queue reports a refused save itself (the top bar's status, with Retry).
    });
  }, [settingsMeta, profile, userID, sessionID]);
  return {
    state,
    record: record && sessionID ? { sessionID, patientID: record.userID } : null,
    loading: scans.status === "waiting",
    scanError: scans.status === "error" ? String((scans.error as Error | null)?.message ?? scans.error) : null,
  };
}
