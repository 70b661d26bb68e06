// /threed: the 3D scan of the open record's feet.
import { paths } from "../../config/paths";
import { useOpenPatient } from "../../entities/patient/open-record";
import { ThreedScreen } from "../../features/scanning/components/threed-screen";
import { useRecordNavigate } from "./record-navigate";

export function Component() {
  const go = useRecordNavigate();
  const reorder = useOpenPatient()?.reorderOf != null;
  return (
    <ThreedScreen reorder={reorder} onSettings={() => go(paths.scanSettings)} onResults={() => go(paths.results)} />
  );
}
