// Which feet of a scanning session have a scan: the latest complete left and right scans of its list (the rule of
// scan loading, pickLatestScans), without fetching their meshes. The prescription screens need no more than this.

import type { ScanPresence } from "@solerx/domain/prescription";
import { pickLatestScans } from "@solerx/domain/scan";
import { useScans } from "./api/get-scans";

export type ScanPresenceState =
  | { status: "waiting" | "error"; presence: null; retry(): void }
  | { status: "loaded"; presence: ScanPresence; retry(): void };

export function useScanPresence(sessionId: string | null | undefined): ScanPresenceState {
  const scans = useScans(sessionId);
  const retry = () => void scans.refetch();
  if (scans.isError) return { status: "error", presence: null, retry };
  if (!scans.isSuccess) return { status: "waiting", presence: null, retry };
  const latest = pickLatestScans(scans.data);
  return { status: "loaded", presence: { left: !!latest.left, right: !!latest.right }, retry };
}
