// /landmarks: Landmark selection of the open record's scans (spec 000 §2), between Results and Orthotic Styles.
// Reached through later-screen.tsx's table, which starts the 3D view's chunk beside it.
import { paths } from "../../config/paths";
import { LandmarksScreen } from "../../features/landmarks/components/landmarks-screen";
import { useRecordNavigate } from "./record-navigate";

export function Component() {
  const go = useRecordNavigate();
  return <LandmarksScreen onBack={() => go(paths.results)} onNext={() => go(paths.orderStyles)} />;
}
