// A prescription PDF's document made in memory, for the renderer's tests: a patient, an order, a prescription
// with a choice changed in each category, and synthetic feet outlined by geometry's plantarOutline.
import { defaultPrescription, prescriptionSections } from "@solerx/domain/prescription";
import { generateFoot, plantarOutline } from "@solerx/geometry";
import type { FootSheet, PrescriptionDocument, Side } from "../pdf/document";

export const SAMPLE_ORDER_ID = "a2c4e6f8-1b3d-4f5a-8c7e-9d0b1a2c3e4f";

/**
 * The sheets made so far in this test file, by side, size and seed. Generating and outlining a foot takes about half
 * a second and the same options give the same foot, so each is made once; callers get a copy to change freely.
 */
const sheets = new Map<string, FootSheet>();

/** A synthetic foot's sheet, as document.ts makes it from a scan with the scanner's landmarks. */
export function footSheet(side: Side, options: { shoeSize?: number; seed?: number } = {}): FootSheet {
  const shoeSize = options.shoeSize ?? 10;
  const seed = options.seed ?? 3;
  const key = `${side} ${shoeSize} ${seed}`;
  let sheet = sheets.get(key);
  if (!sheet) {
    sheet = makeFootSheet(side, shoeSize, seed);
    sheets.set(key, sheet);
  }
  return structuredClone(sheet);
}

function makeFootSheet(side: Side, shoeSize: number, seed: number): FootSheet {
  const foot = generateFoot({ side, shoeSize, seed, triangles: 50_000 });
  const { firstMetatarsalHead, fifthMetatarsalHead, heelCentre, navicular } = foot.landmarks;
  const plan = (p: { x: number; y: number }) => ({ x: p.x, y: p.y });
  return {
    side,
    measurementID: side === "left" ? "11111111-2222-4333-8444-555555555555" : "66666666-7777-4888-8999-aaaaaaaaaaaa",
    scanMode: "semi-weighted",
    outline: plantarOutline(foot.mesh),
    landmarks: {
      firstMetatarsalHead: plan(firstMetatarsalHead),
      fifthMetatarsalHead: plan(fifthMetatarsalHead),
      heelCentre: plan(heelCentre),
      navicular: plan(navicular),
    },
    measurements: { ...foot.measurements, source: "SCANNER" },
  };
}

export function sampleDocument(overrides: Partial<PrescriptionDocument> = {}): PrescriptionDocument {
  const rx = defaultPrescription();
  rx.shellModifications.shellRigidity = "rigid";
  rx.postingOptions.left.forefootPost = { kind: "intrinsic", type: "valgus", degrees: 4 };
  rx.postingOptions.right.heelLift = 3;
  rx.topCovers.topCoverMaterial = "plastazote-black-1-8";
  rx.accommodations.neuromaPads = { left: [2, 3], right: [] };
  return {
    generatedAt: "2026-03-02T10:00:00.000Z",
    clinic: { company: "Demo Clinic", store: "Downtown", address: "12 Market Street, Springfield, IL 62701" },
    doctor: "Maria Ortega",
    patient: {
      firstName: "Ada",
      lastName: "Byron",
      referenceID: "REF-9",
      poNumber: "PO-4410",
      birthDate: { day: 17, month: 5, year: 1970 },
      gender: "FEMALE",
    },
    sensitiveDataHidden: false,
    order: { orderID: SAMPLE_ORDER_ID, createdAt: "2026-03-01T09:30:00.000Z" },
    style: { key: "sports", name: "Sports Orthotic", title: "Sport" },
    pack: "Pair",
    orderType: "Pair of orthotics",
    quantity: 1,
    product: "INSOLE",
    sizeGender: "female",
    shoeSizes: {
      left: { size: 8.5, unit: "US WOMEN'S", width: "standard" },
      right: { size: 9, unit: "US WOMEN'S", width: "wide" },
    },
    weight: { value: 150, unit: "LBS" },
    prescriptionSaved: true,
    sections: prescriptionSections(rx),
    diagnosis: "Plantar Fasciitis",
    notes: "Runs 20 km a week. Keep the lateral border thin.",
    expertReview: true,
    feet: { left: footSheet("left"), right: footSheet("right") },
    ...overrides,
  };
}
