// The sample scans are the spec's mock scans, "for test use" (spec 000 §4): test tools, offered only on a test
// installation, where the server runs with demo data (/config.json demoData) or the agent runs its mock scanner
// (a MOCK_SCANNER device attached). A clinic's real server and scanner never show them.

import type { ScannerType } from "@solerx/domain/common";
import type { ScannerDevice } from "@solerx/domain/scan";
import type { AppConfig } from "@solerx/domain/settings";

const MOCK_SCANNER: ScannerType = "MOCK_SCANNER";

export function sampleScansOffered(
  config: Pick<AppConfig, "demoData">,
  devices: readonly Pick<ScannerDevice, "type">[],
): boolean {
  return config.demoData === true || devices.some((device) => device.type === MOCK_SCANNER);
}
