// The scanner-driver interface the agent talks to, and the mock scanner that is the default driver.
import type { ScannerDevice } from "./protocol";

export interface ScannerDriver {
  /** Devices currently attached. */
  listDevices(): ScannerDevice[];
}

export const MOCK_SCANNER: ScannerDevice = {
  id: "mock-scanner-1",
  name: "SoleRx Mock Scanner",
  model: "MOCK_SCANNER",
  model_id: "MOCK_SCANNER",
  serial: "MOCK-0001",
  firmware: "1.0.0",
  state: "ready",
  type: "MOCK_SCANNER",
  version: "1.0.0",
};

export function createMockDriver(): ScannerDriver {
  return { listDevices: () => [MOCK_SCANNER] };
}
