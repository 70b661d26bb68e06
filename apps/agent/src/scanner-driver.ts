// The scanner-driver interface the agent talks to: the devices attached to this PC, their state changes, and one
// capture per foot. The mock scanner (mock-scanner.ts) is the default driver; a hardware driver implements the
// same interface.

import type { ScannerType } from "@solerx/domain/common";
import type {
  DeviceState,
  Foot,
  ScanErrorCode,
  ScanMeasurements,
  ScanModeValue,
  ScannerDevice,
} from "@solerx/domain/scan";
import type { ProfileShoeSizeUnit } from "@solerx/domain/shoe-size";

/** A patient's shoe size for one foot, as the patient's medical profile holds it. */
export interface ShoeSize {
  size: number;
  /** The profile's left/rightGenderShoeSize: "MEN'S", "WOMEN'S" or "YOUTH'S". */
  unit: ProfileShoeSizeUnit;
}

/** What the agent asks of a capture. A hardware scanner measures the real foot and may ignore the size. */
export interface CaptureRequest {
  foot: Foot;
  scanMode: ScanModeValue;
  shoeSize: ShoeSize;
  /** The same for every scan of a session, so a mock foot's left and right belong to one person. */
  seed: number;
}

/** A captured foot: the surface as Draco bytes, and the measurements the scanner took of it (mm). */
export interface CapturedScan {
  draco: Uint8Array;
  measurements: ScanMeasurements;
}

/** Device changes the agent forwards to the browser as OnDeviceAttached / Available / Detached / StateChanged. */
export type DriverEvent = { kind: "attached" | "available" | "detached" | "state"; device: ScannerDevice };

export interface ScannerDriver {
  /** The scanner type of its devices (packages/domain ScannerType), sent with each upload. */
  readonly scannerType: ScannerType;
  /** Devices currently attached. */
  listDevices(): ScannerDevice[];
  /** Captures one foot on a device; rejects with a ScanError when the device cannot. */
  capture(deviceId: string, request: CaptureRequest): Promise<CapturedScan>;
  /** Subscribes to device changes; returns the unsubscribe function. */
  onEvent(listener: (event: DriverEvent) => void): () => void;
  /** Stops timers and pending captures (the agent is stopping). */
  close(): void;
}

/** A scan that could not be done, with the code the scan request answers (contracts SCAN_ERRORS). */
export class ScanError extends Error {
  constructor(
    readonly code: ScanErrorCode,
    detail?: string,
  ) {
    super(detail ?? code);
    this.name = "ScanError";
  }
}

export function withState(device: ScannerDevice, state: DeviceState): ScannerDevice {
  return { ...device, state };
}
