// The prescription as the feet with scans allow it (spec 001 §5), and its pack: the domain's fitToScans and
// packForScans. What the fit would drop of the clinician's is the domain's droppedByScans, and nothing is dropped
// without asking (components/scan-fit-check.tsx); what the screens show is what Order Review reads.
import type { MedicalProfile } from "@solerx/domain/patient";
import type { Prescription } from "@solerx/domain/prescription";
import { defaultPrescription, type Pack, packForScans, type ScanPresence } from "@solerx/domain/prescription";

export { fitToScans, packForScans } from "@solerx/domain/prescription";

/** The patient's prescription: the stored one (read with the contract's defaults), else the default template. */
export function prescriptionOf(profile: MedicalProfile | null | undefined): Prescription {
  return profile?.prescriptionObj ?? defaultPrescription();
}

/** The pack the prescription stands for with these scans (packForScans). */
export function effectivePack(rx: Prescription, scans: ScanPresence): Pack | undefined {
  return packForScans(rx.uiContextData.pack, scans);
}
