// Scan test data shared by the scan entity's tests: ids shaped as the server's UUIDs and a complete ScanProperties.
import type { ScanProperties } from "@solerx/domain/scan";

/** The n-th test UUID (a valid v4 shape, so id checks accept it). */
export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** The server's properties of a small left-foot scan; each test overrides what it is about. */
export function scanPropertiesFixture(scanId: string, overrides: Partial<ScanProperties> = {}): ScanProperties {
  return {
    measurementID: scanId,
    subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT",
    units: "mm",
    source: "SERVER",
    footLength: 250,
    ballWidth: 95,
    heelWidth: 60,
    archHeight: null,
    navicularHeight: null,
    landmarks: {},
    mesh: { vertexCount: 3, triangleCount: 1, boundingBox: { min: [0, 0, 0], max: [1, 1, 1] } },
    fileSize: 3,
    ...overrides,
  };
}
