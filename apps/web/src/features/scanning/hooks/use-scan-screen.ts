// What every scanning screen needs: the open record's scanning session, its scans (scan loading, spec 000 §4
// steps 1-3), the scan settings, and step 4 run once per loaded set: one-foot mode and the different-settings
// dialog; step 5 says whether the scans are enough. Step 4's pack and prescription fit wait until the clinician
// leaves scanning: fitted to the left scan alone, a reorder's pair lost its right foot before the right scan came
// (issue 16). The prescription screens fit it, asking before a value goes (entities/prescription ScanFitCheck).
import { useEffect, useRef, useState } from "react";
import { useOpenPatientRecord } from "../../../entities/patient/use-open-patient-record";
import { afterScanLoad, type ScanSet, scansEnough } from "../../../entities/scan/lib/scan-loading";
import { isScanProduct, saveScanSettings, useScanSettings } from "../../../entities/scan/scan-settings";
import { useScanLoading } from "../../../entities/scan/use-scan-loading";

/** Sessions scanned in this page's life: step 4 then leaves one-foot mode as the operator set it. */
const scannedThisVisit = new Set<string>();

export function markScannedThisVisit(sessionId: string): void {
  scannedThisVisit.add(sessionId);
}

export function useScanScreen() {
  const record = useOpenPatientRecord();
  const sessionId = record.data?.sessionID ?? null;
  const loading = useScanLoading(sessionId);
  const [differentSettings, setDifferentSettings] = useState(false);

  const { set } = loading;
  // What the session's scans say of the settings: the current mode (step 2) and the last scan's product.
  const lastProduct = set.scans.at(-1)?.meta.product;
  const settings = useScanSettings(sessionId, {
    scanMode: set.scanMode,
    product: isScanProduct(lastProduct) ? lastProduct : undefined,
  });

  // Step 4, once per set loaded from the server (its list: a corrected scan's new properties are the same load).
  const handled = useRef<ScanSet["scans"] | null>(null);
  useEffect(() => {
    if (loading.status !== "loaded" || !set.upToDate || !settings || !sessionId) return;
    if (handled.current === set.scans) return;
    handled.current = set.scans;
    const after = afterScanLoad(set, {
      oneFootMode: settings.oneFoot,
      scannedThisSession: scannedThisVisit.has(sessionId),
    });
    if (after.oneFootMode !== settings.oneFoot)
      saveScanSettings(sessionId, { ...settings, oneFoot: after.oneFootMode });
    setDifferentSettings(after.differentSettingsDialog !== null);
  }, [loading.status, set, settings, sessionId]);

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
