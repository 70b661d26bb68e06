// /results: the open record's scans and their measurements.
import { paths } from "../../config/paths";
import { ResultsScreen } from "../../features/scanning/components/results-screen";
import { useRecordNavigate } from "./record-navigate";

export function Component() {
  const go = useRecordNavigate();
  return (
    <ResultsScreen
      onScan={() => go(paths.threed)}
      onSettings={() => go(paths.scanSettings)}
      onNext={() => go(paths.orderStyles)}
      onLandmarks={() => go(paths.landmarks)}
    />
  );
}
