// The prescription as the feet with scans allow it (spec 001 §5): sides, posting values and pad lists of a foot
// without a scan reset (the domain's fitPrescriptionToScans), and the pack one the scans allow.
import type { MedicalProfile, Prescription } from "@solerx/domain/contracts";
import { defaultPrescription } from "@solerx/domain/contracts";
import {
  enabledPacks,
  fitPrescriptionToScans,
  normalisePack,
  type Pack,
  packAfterScanLoad,
  packChoiceVisible,
  type ScanPresence,
} from "@solerx/domain/rules";

/** The patient's prescription: the stored one (read with the contract's defaults), else the default template. */
export function prescriptionOf(profile: MedicalProfile | null | undefined): Prescription {
  return profile?.prescriptionObj ?? defaultPrescription();
}

/** The stored pack (any of its spellings) when the scans allow it. */
function allowedPack(stored: unknown, scans: ScanPresence): Pack | undefined {
  const pack = normalisePack(stored);
  return pack && enabledPacks(scans)[pack] ? pack : undefined;
}

/**
 * The pack a stored value stands for with these scans: the stored one when the scans allow it, else the one scan
 * loading would choose (Pair with both, else the foot that has one); none without scans. The screens show it and
 * the order is placed for it.
 */
export function packForScans(stored: unknown, scans: ScanPresence): Pack | undefined {
  return allowedPack(stored, scans) ?? packAfterScanLoad(scans);
}

/** The pack the prescription stands for with these scans (packForScans). */
export function effectivePack(rx: Prescription, scans: ScanPresence): Pack | undefined {
  return packForScans(rx.uiContextData.pack, scans);
}

/** The prescription fitted to the scans, with a pack the scans allow (kept as it is without scans). */
export function fitToScans(rx: Prescription, scans: ScanPresence): Prescription {
  const fitted = fitPrescriptionToScans(rx, scans);
  if (!packChoiceVisible(scans) || allowedPack(fitted.uiContextData.pack, scans)) return fitted;
  const pack = packAfterScanLoad(scans);
  return pack ? { ...fitted, uiContextData: { ...fitted.uiContextData, pack } } : fitted;
}
