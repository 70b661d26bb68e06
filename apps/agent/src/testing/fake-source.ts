// A ScanSource for tests: a tiny file that starts like a Draco file, and fixed measurements; it records what it
// was asked for, so a test sees the shoe size, foot and mode the agent passed on.
import type { ScanSource } from "../scan-source";
import type { CaptureRequest } from "../scanner-driver";

export function fakeSource(): ScanSource & { requests: CaptureRequest[] } {
  const requests: CaptureRequest[] = [];
  return {
    requests,
    async produce(request) {
      requests.push(request);
      const draco = new TextEncoder().encode(`DRACO-fake-${request.foot}-${request.scanMode}-${request.shoeSize.size}`);
      return { draco, measurements: { footLength: 250 + request.shoeSize.size, ballWidth: 95, heelWidth: 62 } };
    },
  };
}
