// Scan loading step 4 applied to the screens' state (spec 000 §4 "Scan loading"): the pack and the prescription
// fitted to the feet with scans, and one-foot mode. The prescription is only touched when the patient has one (a
// PRESCRIPTION status in the session); a pack still possible with the scans counts as taken from it and stays.
import type { MedicalProfile, SessionStatus } from "@solerx/domain/contracts";
import {
  enabledPacks,
  fitPrescriptionToScans,
  normalisePack,
  type Pack,
  type ScanPresence,
} from "@solerx/domain/rules";

/** The stored pack of a prescription when the scans allow it; otherwise the load sets one. */
export function packFromPrescription(stored: unknown, scans: ScanPresence): Pack | undefined {
  const pack = normalisePack(stored);
  return pack && enabledPacks(scans)[pack] ? pack : undefined;
}

function hasPrescription(statuses: readonly SessionStatus[]): boolean {
  return statuses.some((status) => status.startsWith("PRESCRIPTION"));
}

/**
 * The medical profile with its prescription fitted to the scans and the pack set, or null when nothing changes
 * (or there is no prescription to fit yet).
 */
export function fittedProfile(
  profile: MedicalProfile | null,
  statuses: readonly SessionStatus[],
  scans: ScanPresence,
  pack: Pack | undefined,
): MedicalProfile | null {
  if (!profile || !hasPrescription(statuses) || (!scans.left && !scans.right)) return null;
  const fitted = fitPrescriptionToScans(profile.prescriptionObj, scans);
  const withPack = pack ? { ...fitted, uiContextData: { ...fitted.uiContextData, pack } } : fitted;
  if (JSON.stringify(withPack) === JSON.stringify(profile.prescriptionObj)) return null;
  return { ...profile, prescriptionObj: withPack };
}
