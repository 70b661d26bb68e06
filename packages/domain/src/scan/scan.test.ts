// The scan upload and telemetry contracts accept what the agent and the web app send, and refuse the rest.
import { describe, expect, it } from "vitest";
import { MeasurementParams, ScanParams, SurfaceModelQuery, UploadUrlRequest } from "./scan";
import { PutTelemetryDeviceRequest, TelemetryEvent, TelemetryGroupParams, TelemetryGuid } from "./telemetry";

const SESSION = "7b0c2c8e-8f7e-4c59-9f0e-0c1f3b7c6d11";

describe("scan contracts", () => {
  it("reads the encoding in any case and defaults to DRACO", () => {
    expect(SurfaceModelQuery.parse({}).encoding).toBe("DRACO");
    expect(SurfaceModelQuery.parse({ encoding: "stl" }).encoding).toBe("STL");
    expect(SurfaceModelQuery.safeParse({ encoding: "ply" }).success).toBe(false);
  });

  it("takes the upload request with optional measurements, and drops unknown metaData fields", () => {
    const parsed = UploadUrlRequest.parse({
      session_id: SESSION,
      subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT",
      metaData: {
        scanMode: "SEMI_WEIGHTED",
        product: "INSOLE",
        scannerType: "MOCK_SCANNER",
        measurements: { footLength: 270.5, ballWidth: 101, heelWidth: 66, landmarks: { heelCentre: [0, 0, 0] } },
        extra: "x".repeat(10_000),
      },
    });
    expect(parsed.metaData).not.toHaveProperty("extra");
    expect(parsed.metaData.measurements?.footLength).toBe(270.5);
    const negative = { footLength: -1, ballWidth: 1, heelWidth: 1 };
    expect(
      UploadUrlRequest.safeParse({
        session_id: SESSION,
        subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT",
        metaData: { scanMode: "weighted", product: "INSOLE", scannerType: "TIGER", measurements: negative },
      }).success,
    ).toBe(false);
  });
});

describe("telemetry contracts", () => {
  it("lower-cases GUIDs and refuses anything else", () => {
    expect(TelemetryGuid.parse("6F9619FF-8B86-D011-B42D-00C04FC964FF")).toBe("6f9619ff-8b86-d011-b42d-00c04fc964ff");
    expect(TelemetryGuid.safeParse("not-a-guid").success).toBe(false);
  });

  it("bounds device texts and event details", () => {
    expect(PutTelemetryDeviceRequest.safeParse({ fingerprint: "a b", groupID: SESSION }).success).toBe(false);
    const data = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    const event = { guid: SESSION, groupID: SESSION, event: "ScanStarted", occurredAt: new Date().toISOString() };
    expect(TelemetryEvent.safeParse(event).success).toBe(true);
    expect(TelemetryEvent.safeParse({ ...event, data }).success).toBe(false);
  });
});

// The route's cases (routes/scans/scans.test.ts, telemetry.test.ts): a path id that is not a UUID is refused.
describe("the scan and telemetry paths", () => {
  it("name scans, measurements and telemetry groups by UUID", () => {
    expect(ScanParams.safeParse({ scanID: SESSION }).success).toBe(true);
    expect(ScanParams.safeParse({ scanID: "not-a-uuid" }).success).toBe(false);
    expect(MeasurementParams.safeParse({ measurementID: "not-a-uuid" }).success).toBe(false);
    expect(TelemetryGroupParams.safeParse({ groupID: SESSION }).success).toBe(true);
    expect(TelemetryGroupParams.safeParse({ groupID: "store-1" }).success).toBe(false);
  });
});
