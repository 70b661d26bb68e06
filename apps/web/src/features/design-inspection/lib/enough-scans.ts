// When Design Inspection may open (spec 001 §2: "available when enough scans exist"): the prescription screens'
// rule of scans (domain pack.ts): one scan is enough when it is the only one, since the record is then in one-foot
// mode (a Left Only or Right Only pack); with both feet scanned both are there.
import { oneFootModeAfterScanLoad, type ScanPresence, scansAreEnough } from "@solerx/domain/prescription";

export function designScansEnough(presence: ScanPresence | null): boolean {
  if (!presence) return false;
  const oneFoot = oneFootModeAfterScanLoad(false, false, presence);
  return scansAreEnough(oneFoot, presence.left, presence.right);
}
