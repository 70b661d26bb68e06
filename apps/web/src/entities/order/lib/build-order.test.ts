import { CreateOrderRequest, orderQuantityFaults, orderRecordFault } from "@solerx/domain/order";
import { defaultPrescription } from "@solerx/domain/prescription";
import type { Scan } from "@solerx/domain/scan";
import { orderSizeGender, unitOfProfile } from "@solerx/domain/shoe-size";
import { describe, expect, it } from "vitest";
import { medicalProfileFixture } from "../../../testing/medical-profile";
import { patientRecordFixture } from "../../../testing/patient-record";
import { testId } from "../../../testing/scans";
import { buildOrderRequest, OrderNotReady, type OrderSource, orderPack, shippingAddress } from "./build-order";

const scan = (n: number, foot: "left" | "right", overrides: Partial<Scan> = {}): Scan => ({
  measurementID: testId(n),
  subtype: foot === "left" ? "SCAN_SUBTYPE_FLAT_LEFT_FOOT" : "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
  isComplete: true,
  meta: { scanMode: "semi-weighted", product: "INSOLE", scannerType: "MOCK_SCANNER" },
  createdAt: "2026-01-01T00:00:00.000Z",
  completedAt: `2026-01-01T00:00:0${n}.000Z`,
  ...overrides,
});

function source(overrides: Partial<OrderSource> = {}): OrderSource {
  const prescription = defaultPrescription();
  prescription.uiContextData = { ...prescription.uiContextData, orthoticStyle: "sports", pack: "Pair", quantity: 2 };
  return {
    record: patientRecordFixture(),
    profile: medicalProfileFixture(),
    prescription,
    scans: { left: scan(1, "left"), right: scan(2, "right") },
    settings: { product: "INSOLE", scanMode: "semi-weighted" },
    doctorName: "Gregory House",
    storeAddress: "1 Main Street, Springfield",
    reorderOfID: null,
    ...overrides,
  };
}

describe("buildOrderRequest", () => {
  it("builds a body POST /order/create accepts, for the record's patient, session, store and company", () => {
    const body = buildOrderRequest(source());
    const record = patientRecordFixture();
    expect(CreateOrderRequest.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      gender: "FEMALE",
      userID: record.userID,
      sessionID: record.sessionID,
      storeID: record.storeID,
      companyID: record.companyID,
      reorderOfID: null,
      measurementData: { leftScanID: testId(1), rightScanID: testId(2) },
      leroyMeta: "{}",
    });
  });

  it("sends the record's names and sizes and one quantity: the server's rules find nothing to refuse", () => {
    const record = { ...patientRecordFixture(), firstName: " Ada ", lastName: "Lovelace " };
    const profiles = [
      medicalProfileFixture(),
      medicalProfileFixture({ leftShoeSize: 8, rightShoeSize: 9.5 }),
      medicalProfileFixture({ leftGenderShoeSize: "WOMEN'S", rightGenderShoeSize: "MEN'S" }),
      medicalProfileFixture({ leftGenderShoeSize: "YOUTH'S", rightGenderShoeSize: "YOUTH'S" }),
    ];
    for (const profile of profiles) {
      for (const pack of ["Pair", "Left Only", "Right Only"] as const) {
        const prescription = defaultPrescription();
        prescription.uiContextData = { ...prescription.uiContextData, pack, quantity: 3 };
        const body = buildOrderRequest(source({ record, profile, prescription }));
        expect(orderRecordFault(body, { ...record, sizes: profile }), `${pack} ${JSON.stringify(profile)}`).toBe(
          undefined,
        );
        expect(orderQuantityFaults(body)).toEqual([]);
      }
    }
  });

  it("carries the patient's notes as placed, and none for the profile's empty single space", () => {
    const notes = (value: string) =>
      buildOrderRequest(source({ profile: medicalProfileFixture({ notes: value }) })).notes;
    expect(notes("Runs marathons")).toBe("Runs marathons");
    expect(notes(" ")).toBe("");
  });

  it("makes one item for a pair of the same size, with both sizes, the US system, the pack and the quantity", () => {
    const { items } = buildOrderRequest(source());
    expect(items).toHaveLength(1);
    expect(items[0]).toEqual({
      product: {
        shoeSize: 11,
        sizeGender: "MENS",
        sizeSystem: "us",
        customProperties: { orthoticStyle: "sports", pack: "Pair", product: "INSOLE", scanMode: "semi-weighted" },
        leftShoeSize: 11,
        rightShoeSize: 11,
      },
      quantity: 2,
      shippingAddress: "Gregory House, 1 Main Street, Springfield",
    });
  });

  it("makes an item per foot, LEFT and RIGHT with each foot's size, when the sizes differ", () => {
    const { items } = buildOrderRequest(
      source({ profile: medicalProfileFixture({ leftShoeSize: 9.5, rightShoeSize: 10 }) }),
    );
    expect(items.map((item) => [item.type, item.product.shoeSize, item.quantity])).toEqual([
      ["LEFT", 9.5, 2],
      ["RIGHT", 10, 2],
    ]);
    expect(items.every((item) => item.product.leftShoeSize === 9.5 && item.product.rightShoeSize === 10)).toBe(true);
  });

  it("makes an item per foot when the sizes are equal but one is women's, each with its size gender", () => {
    const { items } = buildOrderRequest(
      source({ profile: medicalProfileFixture({ leftGenderShoeSize: "WOMEN'S", rightGenderShoeSize: "MEN'S" }) }),
    );
    expect(items.map((item) => [item.type, item.product.sizeGender])).toEqual([
      ["LEFT", "WOMENS"],
      ["RIGHT", "MENS"],
    ]);
  });

  it("takes the size gender from the shoe-size unit: WOMEN'S is WOMENS, MEN'S and YOUTH'S are MENS", () => {
    const women = buildOrderRequest(
      source({ profile: medicalProfileFixture({ leftGenderShoeSize: "WOMEN'S", rightGenderShoeSize: "WOMEN'S" }) }),
    );
    expect(women.items.map((item) => item.product.sizeGender)).toEqual(["WOMENS"]);
    // The unit's spellings are the domain's (shoe-size wire.ts), which the build takes.
    expect(orderSizeGender(unitOfProfile("YOUTH'S"))).toBe("MENS");
    expect(orderSizeGender(unitOfProfile("MEN'S"))).toBe("MENS");
    expect(unitOfProfile("women's")).toBe("US WOMEN'S");
    expect(unitOfProfile("nonsense")).toBe("US MEN'S");
  });

  it("converts a weight in kg to whole pounds and keeps pounds as they are", () => {
    expect(buildOrderRequest(source({ profile: medicalProfileFixture({ weight: 70, weightUnit: "KG" }) })).weight).toBe(
      154,
    );
    expect(
      buildOrderRequest(source({ profile: medicalProfileFixture({ weight: 150.5, weightUnit: "LBS" }) })).weight,
    ).toBe(150.5);
  });

  it("orders one foot for Left Only: a LEFT item of that foot's size and only the left scan", () => {
    const prescription = source().prescription;
    prescription.uiContextData.pack = "Left Only";
    const body = buildOrderRequest(
      source({ prescription, profile: medicalProfileFixture({ leftShoeSize: 8, rightShoeSize: 8 }) }),
    );
    expect(body.items.map((item) => [item.type, item.product.shoeSize])).toEqual([["LEFT", 8]]);
    expect(body.items[0]?.product.customProperties).toMatchObject({ pack: "Left Only" });
    expect(body.measurementData).toEqual({ leftScanID: testId(1), rightScanID: null });
    expect(body.prescriptionObj.uiContextData.pack).toBe("Left Only");
  });

  it("fits the pack to the scans: a pair prescribed with only a right scan orders the right foot", () => {
    const body = buildOrderRequest(source({ scans: { left: null, right: scan(2, "right") } }));
    expect(body.items.map((item) => item.type)).toEqual(["RIGHT"]);
    expect(body.prescriptionObj.uiContextData.pack).toBe("Right Only");
    expect(body.measurementData).toEqual({ leftScanID: null, rightScanID: testId(2) });
  });

  it("reads the template's pack 'both' as Pair", () => {
    const prescription = source().prescription;
    prescription.uiContextData.pack = "both";
    expect(buildOrderRequest(source({ prescription })).prescriptionObj.uiContextData.pack).toBe("Pair");
  });

  it("carries the product kind and scan mode of the scans (AFO, weighted), else the scan settings'", () => {
    const afo = { scanMode: "WEIGHTED", product: "AFO" as const, scannerType: "MOCK_SCANNER" as const };
    const fromScans = buildOrderRequest(
      source({ scans: { left: scan(1, "left", { meta: afo }), right: scan(2, "right", { meta: afo }) } }),
    );
    expect(fromScans.items[0]?.product.customProperties).toMatchObject({ product: "AFO", scanMode: "weighted" });
    expect(fromScans.prescriptionObj.uiContextData.scanMode).toBe("weighted");
    const helmet = { scanMode: "odd", product: "HELMET" as const, scannerType: "MOCK_SCANNER" as const };
    const fromSettings = buildOrderRequest(
      source({
        settings: { product: "AFO", scanMode: "foambox" },
        scans: { left: scan(1, "left", { meta: helmet }), right: null },
      }),
    );
    expect(fromSettings.items[0]?.product.customProperties).toMatchObject({ product: "AFO", scanMode: "foambox" });
  });

  it("takes the newer scan's product when the two feet's differ", () => {
    const afo = { scanMode: "weighted", product: "AFO" as const, scannerType: "MOCK_SCANNER" as const };
    const body = buildOrderRequest(
      source({ scans: { left: scan(3, "left", { meta: afo }), right: scan(2, "right") } }),
    );
    expect(body.items[0]?.product.customProperties).toMatchObject({ product: "AFO" });
  });

  it("names the original order of a reorder's clone", () => {
    expect(buildOrderRequest(source({ reorderOfID: testId(77) })).reorderOfID).toBe(testId(77));
  });

  it("keeps the style title when the prescription has one", () => {
    const prescription = source().prescription;
    prescription.uiContextData.orthoticStyleTitle = "Sport (low profile)";
    const { items } = buildOrderRequest(source({ prescription }));
    expect(items[0]?.product.customProperties).toMatchObject({ orthoticStyleTitle: "Sport (low profile)" });
  });

  it("refuses to build without a scan or a scan session", () => {
    expect(() => buildOrderRequest(source({ scans: { left: null, right: null } }))).toThrow(OrderNotReady);
    expect(() => buildOrderRequest(source({ record: patientRecordFixture({ sessionID: null }) }))).toThrow(
      OrderNotReady,
    );
  });
});

describe("order parts", () => {
  it("ships to the doctor at the store's address", () => {
    expect(shippingAddress("Gregory House", "1 Main Street")).toBe("Gregory House, 1 Main Street");
    expect(shippingAddress("", "1 Main Street")).toBe("1 Main Street");
  });

  it("keeps a prescribed pack the scans allow and replaces one they do not", () => {
    expect(orderPack("Right Only", { left: true, right: true })).toBe("Right Only");
    expect(orderPack("Pair", { left: true, right: false })).toBe("Left Only");
    expect(orderPack(undefined, { left: false, right: false })).toBeUndefined();
  });
});
