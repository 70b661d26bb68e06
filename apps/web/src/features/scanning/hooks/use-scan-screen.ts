// What every scanning screen needs: the open record's scanning session, its scans (scan loading, spec 000 §4
// steps 1-3), the scan settings, and step 4 run once per loaded set: one-foot mode, the pack and the prescription
// fitted to the scans, and the different-settings dialog; step 5 says whether the scans are enough.
import { useEffect, useRef, useState } from "react";
import { useMedicalProfile } from "../../../entities/patient/api/get-medical-profile";
import { useOpenPatient } from "../../../entities/patient/open-record";
import { markPrescriptionCreated, savePrescription } from "../../../entities/patient/record-writer";
import { useOpenPatientRecord } from "../../../entities/patient/use-open-patient-record";
import { afterScanLoad, type ScanSet, scanPresence, scansEnough } from "../../../entities/scan/lib/scan-loading";
import { isScanProduct, saveScanSettings, useScanSettings } from "../../../entities/scan/scan-settings";
import { useScanLoading } from "../../../entities/scan/use-scan-loading";
import { fittedProfile, packFromPrescription } from "../lib/after-load";

/** Sessions scanned in this page's life: step 4 then leaves one-foot mode as the operator set it. */
const scannedThisVisit = new Set<string>();

export function markScannedThisVisit(sessionId: string): void {
  scannedThisVisit.add(sessionId);
}

export function useScanScreen() {
  const patient = useOpenPatient();
  const record = useOpenPatientRecord();
  const sessionId = record.data?.sessionID ?? null;
  const statuses = record.data?.sessionsStatuses;
  const loading = useScanLoading(sessionId);
  const profile = useMedicalProfile(patient?.id);
  const [differentSettings, setDifferentSettings] = useState(false);

  const { set } = loading;
  // What the session's scans say of the settings: the current mode (step 2) and the last scan's product.
  const lastProduct = set.scans.at(-1)?.meta.product;
  const settings = useScanSettings(sessionId, {
    scanMode: set.scanMode,
    product: isScanProduct(lastProduct) ? lastProduct : undefined,
  });

  // Step 4, once per set loaded from the server.
  const handled = useRef<ScanSet | null>(null);
  useEffect(() => {
    if (loading.status !== "loaded" || !set.upToDate || !settings || !sessionId || !patient) return;
    if (!profile.isSuccess || !statuses || handled.current === set) return;
    handled.current = set;
    const medical = profile.data.medicalProfile;
    const presence = scanPresence(set);
    const after = afterScanLoad(set, {
      oneFootMode: settings.oneFoot,
      scannedThisSession: scannedThisVisit.has(sessionId),
      packFromPrescription: packFromPrescription(medical?.prescriptionObj.uiContextData.pack, presence),
    });
    if (after.oneFootMode !== settings.oneFoot)
      saveScanSettings(sessionId, { ...settings, oneFoot: after.oneFootMode });
    setDifferentSettings(after.differentSettingsDialog !== null);
    const fitted = fittedProfile(medical, statuses, presence, after.pack);
    if (fitted) {
      markPrescriptionCreated(patient.id);
      void savePrescription(patient.id, fitted, { sessionID: sessionId }).catch(() => {
        // The save queue reports a refused save itself.
      });
    }
  }, [loading.status, set, settings, sessionId, patient, profile.isSuccess, profile.data, statuses]);

  return {
    sessionId,
    storeId: record.data?.storeID ?? null,
    loading,
    settings,
    enough: settings ? scansEnough(set, settings.oneFoot) : false,
    differentSettings,
    closeDifferentSettings: () => setDifferentSettings(false),
  };
}
