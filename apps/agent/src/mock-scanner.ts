// MOCK_SCANNER, the default scanner driver: one device that takes a few seconds per scan and produces a synthetic
// foot (through a ScanSource), and that can be told to be busy, not working, absent, to detach mid-scan, to fail
// or to upload a corrupt file, so every scanner error path of the spec can be shown without a scanner
// (docs/ARCHITECTURE.md "Mock scanner control").
import type { DeviceState, MockControl, ScannerDevice } from "@solerx/domain/scan";
import type { ScanSource } from "./scan-source";
import {
  type CapturedScan,
  type CaptureRequest,
  type DriverEvent,
  ScanError,
  type ScannerDriver,
  withState,
} from "./scanner-driver";

export const MOCK_SCANNER: ScannerDevice = {
  id: "mock-scanner-1",
  name: "SoleRx Mock Scanner",
  model: "MOCK_SCANNER",
  model_id: "MOCK_SCANNER",
  serial: "MOCK-0001",
  firmware: "1.0.0",
  state: "available",
  type: "MOCK_SCANNER",
  version: "1.0.0",
};

/** "A few seconds" per scan. */
const DEFAULT_SCAN_DURATION_MS = 3000;

export type MockScannerState = Required<Pick<MockControl, "scanner" | "nextScan" | "scanDurationMs">>;
type Presence = MockScannerState["scanner"];
type NextScan = MockScannerState["nextScan"];

export interface MockScanner extends ScannerDriver {
  /** Applies the driver's part of a control request (scanner, nextScan, scanDurationMs). */
  control(change: Partial<MockScannerState>): void;
  state(): MockScannerState;
}

export function createMockScanner(options: { source: ScanSource } & Partial<MockScannerState>): MockScanner {
  const listeners = new Set<(event: DriverEvent) => void>();
  let presence: Presence = options.scanner ?? "available";
  let nextScan: NextScan = options.nextScan ?? "succeed";
  let scanDurationMs = options.scanDurationMs ?? DEFAULT_SCAN_DURATION_MS;
  let scanning = false;
  /** The capture under way, so detaching or closing can end it at once. */
  let pending: { timer: NodeJS.Timeout; fail: (error: ScanError) => void } | undefined;

  const deviceState = (): DeviceState => (presence === "absent" ? "detached" : scanning ? "scanning" : presence);
  const device = (): ScannerDevice => withState(MOCK_SCANNER, deviceState());
  const emit = (kind: DriverEvent["kind"], state?: DeviceState) => {
    const event = { kind, device: state ? withState(MOCK_SCANNER, state) : device() };
    for (const listener of listeners) listener(event);
  };

  /** Waits like a scanner does; a detach or close in between fails the wait with `pending.fail`'s error. */
  function wait(ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending = undefined;
        resolve();
      }, ms);
      pending = {
        timer,
        fail: (error) => {
          clearTimeout(timer);
          pending = undefined;
          reject(error);
        },
      };
    });
  }

  function detach(): void {
    presence = "absent";
    scanning = false;
    pending?.fail(new ScanError("SCANNER_DETACHED", "The scanner was detached while scanning"));
    emit("detached");
  }

  async function capture(deviceId: string, request: CaptureRequest): Promise<CapturedScan> {
    if (presence === "absent" || deviceId !== MOCK_SCANNER.id) throw new ScanError("SCANNER_NOT_FOUND");
    if (scanning || presence === "busy") throw new ScanError("SCANNER_BUSY");
    if (presence === "error") throw new ScanError("SCANNER_NOT_WORKING");
    const outcome = nextScan;
    nextScan = "succeed";
    scanning = true;
    emit("state");
    try {
      if (outcome === "detach") {
        await wait(scanDurationMs / 2);
        detach();
        throw new ScanError("SCANNER_DETACHED", "The scanner was detached while scanning");
      }
      await wait(scanDurationMs);
      if (outcome === "fail") throw new ScanError("SCAN_FAILED", "The mock scanner was told to fail");
      const captured = await options.source.produce(request);
      // Same length, no Draco header: the server's check must refuse it.
      return outcome === "corrupt-upload" ? { ...captured, draco: corrupt(captured.draco) } : captured;
    } finally {
      if (scanning) {
        scanning = false;
        emit("state");
      }
    }
  }

  return {
    scannerType: "MOCK_SCANNER",
    listDevices: () => (presence === "absent" ? [] : [device()]),
    capture,
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    control(change) {
      if (change.nextScan !== undefined) nextScan = change.nextScan;
      if (change.scanDurationMs !== undefined) scanDurationMs = change.scanDurationMs;
      const wanted = change.scanner;
      if (wanted === undefined || wanted === presence) return;
      if (wanted === "absent") return detach();
      const wasAbsent = presence === "absent";
      presence = wanted;
      if (wasAbsent) {
        // Plugged in: attached first, then ready.
        emit("attached", "attached");
        if (wanted === "available") emit("available");
        else emit("state");
      } else {
        emit(wanted === "available" ? "available" : "state");
      }
    },
    state: () => ({ scanner: presence, nextScan, scanDurationMs }),
    close() {
      pending?.fail(new ScanError("SCAN_FAILED", "The agent is stopping"));
      listeners.clear();
    },
  };
}

function corrupt(bytes: Uint8Array): Uint8Array {
  const garbage = new Uint8Array(Math.max(bytes.length, 64));
  for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 131 + 7) % 251;
  return garbage;
}
