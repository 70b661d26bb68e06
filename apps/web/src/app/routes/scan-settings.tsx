// /scan-settings: the open record's scan settings; Continue goes to the 3D scan.
import { PageLoader } from "../../components/page-loader";
import { paths } from "../../config/paths";
import { saveScanSettings } from "../../entities/scan/scan-settings";
import { ScanSettingsScreen } from "../../features/scanning/components/scan-settings-screen";
import { useScanScreen } from "../../features/scanning/hooks/use-scan-screen";
import { SCANNING_TEXTS } from "../../features/scanning/texts";
import { useRecordNavigate } from "./record-navigate";

export function Component() {
  const { sessionId, settings } = useScanScreen();
  const go = useRecordNavigate();
  if (!sessionId || !settings) return <PageLoader label={SCANNING_TEXTS.loadingScans} />;
  return (
    <ScanSettingsScreen
      settings={settings}
      onChange={(next) => saveScanSettings(sessionId, next)}
      onContinue={() => go(paths.threed)}
    />
  );
}
