// What the prescription PDF says (spec 001 §1, §7 "POST /profile/create/PDFInput"; issue 11 point 7): one plain
// object, assembled from the request's scoped repository and the scans' files, so that the renderer (render.ts) is
// a pure function of it and the order's stored attachment can be made by the same two calls.

import type { Gender, ShoeWidth } from "@solerx/domain/common";
import { DomainError } from "@solerx/domain/errors";
import { type Order, orderProduct, orderQuantity, type PdfInputRequest } from "@solerx/domain/order";
import type { BirthDate, MedicalProfile } from "@solerx/domain/patient";
import {
  normalisePack,
  orderTypeText,
  orthoticStyleName,
  type Pack,
  Prescription,
  prescriptionDiagnosis,
  prescriptionSections,
  type RxSection,
} from "@solerx/domain/prescription";
import { normaliseScanMode, pickLatestScans, type ScanModeValue } from "@solerx/domain/scan";
import {
  DEFAULT_SHOE_WIDTH,
  type FootSide,
  orderedShoe,
  type PdfSizeGender,
  profileFeet,
  type ShoeSizeUnit,
} from "@solerx/domain/shoe-size";
import { doctorDisplayName } from "@solerx/domain/store";
import type { Point2 } from "@solerx/geometry";
import type { Repository } from "../areas/repository";
import { type StoredScan, toApiScan } from "../areas/scans/index";
import type { BlobStore } from "../blobs/blob-store";
import { plantarOutlineOffLoop } from "../workers/heavy-work";
import type { InsoleDrawing } from "./insole-drawing";

export type { InsoleDrawing, InsoleDrawingZone, InsoleZoneKind } from "./insole-drawing";

export type Side = "left" | "right";

/** The landmarks the PDF marks on each outline, in the order of its legend. */
export const PDF_LANDMARKS = ["firstMetatarsalHead", "fifthMetatarsalHead", "heelCentre", "navicular"] as const;
export type PdfLandmark = (typeof PDF_LANDMARKS)[number];

/**
 * What the generator gave for the insole of one scanned foot (design/insole-drawings.ts): its drawing, or that it
 * could not be made. `measurementID` is the scan it was made from: a drawing is only ever put on that scan's sheet.
 */
export type InsoleOutcome = { measurementID: string } & ({ drawing: InsoleDrawing } | { failed: true });

/** The outcome of each foot with a scan; a foot left out was not designed (no scan, or no generator run). */
export type InsoleOutcomes = Partial<Record<Side, InsoleOutcome>>;

/** One scanned foot: its plantar outline and landmarks seen from above, in its scan's frame (mm), and its figures. */
export interface FootSheet {
  side: Side;
  measurementID: string;
  scanMode: ScanModeValue | null;
  /**
   * Counter-clockwise seen from above, x across the foot, y heel to toe (geometry's plantarOutline); empty when the
   * scan's file could not be read.
   */
  outline: Point2[];
  /** Where each landmark the scan carries lies on the ground plan (its z dropped). */
  landmarks: Partial<Record<PdfLandmark, Point2>>;
  measurements: {
    footLength: number;
    ballWidth: number;
    heelWidth: number;
    archHeight: number | null;
    navicularHeight: number | null;
    /** SCANNER: the scanner's own figures; SERVER: measured by the server from the mesh (scans/measurements.ts). */
    source: "SCANNER" | "SERVER";
  };
  /**
   * The insole generated for this foot (an order's, at order time), drawn at 1:1 on pages of their own after the
   * outlines; absent before the generator existed, or when none was made: the outline page alone then.
   */
  insole?: InsoleDrawing | undefined;
  /** The generator ran for this foot and could not make its insole: the outline page says so, and no 1:1 pages. */
  insoleNotDrawn?: boolean | undefined;
}

export interface ShoeSizeLine {
  size: number;
  /** As the size picker shows it: "US MEN'S", "US WOMEN'S", "US YOUTH'S". */
  unit: ShoeSizeUnit;
  width: ShoeWidth;
}

export interface PrescriptionDocument {
  /** When the PDF was made (ISO 8601). */
  generatedAt: string;
  clinic: { company: string; store: string; address: string };
  /** The patient's assigned doctor, "First Last"; null when none is assigned. */
  doctor: string | null;
  patient: {
    firstName: string;
    lastName: string;
    referenceID: string | null;
    /** The PO number (zebraID). */
    poNumber: string | null;
    /** Left out (undefined) when the company hides sensitive data; null when not recorded. */
    birthDate?: BirthDate | null;
    gender?: Gender;
  };
  /** The company's hideSensitiveData: birth date and gender are left out of the document. */
  sensitiveDataHidden: boolean;
  order: { orderID: string | null; createdAt: string | null };
  style: { key: string; name: string; title: string | null };
  pack: Pack;
  /** Pair of orthotics, Left orthotic, Right orthotic. */
  orderType: string;
  quantity: number;
  /** An order's product kind (order/order-product orderProduct), else the scans' (INSOLE or AFO); INSOLE without a scan. */
  product: "INSOLE" | "AFO";
  /** From the shoe-size unit, as the request sends it (shoe-size pdfSizeGender). */
  sizeGender: PdfSizeGender;
  /** null until the medical profile is first saved. */
  shoeSizes: { left: ShoeSizeLine; right: ShoeSizeLine } | null;
  weight: { value: number; unit: MedicalProfile["weightUnit"] } | null;
  /** False until the prescription is first saved: the sections then show the default template. */
  prescriptionSaved: boolean;
  /** Every choice, grouped and worded as the Prescription screen shows them (prescription/prescription-summary). */
  sections: RxSection[];
  diagnosis: string | null;
  notes: string | null;
  expertReview: boolean;
  feet: { left: FootSheet | null; right: FootSheet | null };
}

export interface DocumentSources {
  repo: Repository;
  /** Where the scans' files are. */
  blobs: BlobStore;
  now?: () => Date;
}

/** The ground plan of a scan's landmark ([x, y, z] in mm): x and y. */
function planPoint(point: readonly [number, number, number] | undefined): Point2 | undefined {
  return point ? { x: point[0], y: point[1] } : undefined;
}

/** The outline of a scan's stored mesh; none when its file is gone or does not decode (the PDF says so). */
async function outlineOf(blobs: BlobStore, scan: StoredScan): Promise<Point2[]> {
  if (!scan.blobKey) return [];
  const bytes = await blobs.get(scan.blobKey);
  if (!bytes) return [];
  // Decoded and outlined in a worker: a scan at the foot-scan limits takes about a second.
  return plantarOutlineOffLoop(bytes);
}

async function footSheet(blobs: BlobStore, side: Side, scan: StoredScan | undefined): Promise<FootSheet | null> {
  const properties = scan?.properties;
  if (!scan || !properties) return null;
  const landmarks: FootSheet["landmarks"] = {};
  for (const name of PDF_LANDMARKS) {
    const point = planPoint(properties.landmarks[name]);
    if (point) landmarks[name] = point;
  }
  return {
    side,
    measurementID: scan.measurementID,
    scanMode: normaliseScanMode(scan.meta.scanMode) ?? null,
    outline: await outlineOf(blobs, scan),
    landmarks,
    measurements: {
      footLength: properties.footLength,
      ballWidth: properties.ballWidth,
      heelWidth: properties.heelWidth,
      archHeight: properties.archHeight,
      navicularHeight: properties.navicularHeight,
      source: properties.source,
    },
  };
}

/** The session's latest complete left and right scans (scan/scans pickLatestScans). */
function latestScans(scans: readonly StoredScan[]): { left?: StoredScan; right?: StoredScan } {
  const picked = pickLatestScans(scans.map(toApiScan));
  const byID = (id: string | undefined) => scans.find((scan) => scan.measurementID === id);
  return { left: byID(picked.left?.measurementID), right: byID(picked.right?.measurementID) };
}

/** A foot's shoe size as the medical profile holds it, with the form's unit (shoe-size profileFeet). */
function profileSizeLine(medical: MedicalProfile | null, foot: FootSide): ShoeSizeLine | undefined {
  if (!medical) return undefined;
  return { ...profileFeet(medical)[foot], width: medical[`${foot}ShoeWidth`] };
}

/**
 * The shoe sizes an order was placed with: each foot's item (shoe-size orderedShoe), its size and unit (the
 * profile's when the order spells it so: a youth size is ordered as MENS), with the profile's width (an order
 * holds none). A one-foot order names one foot: the other's size is the profile's, else the ordered foot's.
 */
function orderedSizes(
  order: Order,
  medical: MedicalProfile | null,
): { left: ShoeSizeLine; right: ShoeSizeLine } | null {
  const ordered = (foot: FootSide): ShoeSizeLine | undefined => {
    const recorded = profileSizeLine(medical, foot);
    const shoe = orderedShoe(order.items, foot, recorded?.unit);
    return shoe && { ...shoe, width: recorded?.width ?? DEFAULT_SHOE_WIDTH };
  };
  const left = ordered("left") ?? profileSizeLine(medical, "left");
  const right = ordered("right") ?? profileSizeLine(medical, "right");
  const either = left ?? right;
  return either ? { left: left ?? either, right: right ?? either } : null;
}

/** The scans an order names (measurementData), among the session's. */
function orderedScans(scans: readonly StoredScan[], order: Order): { left?: StoredScan; right?: StoredScan } {
  const byID = (id: string | null) => (id ? scans.find((scan) => scan.measurementID === id) : undefined);
  return { left: byID(order.measurementData.leftScanID), right: byID(order.measurementData.rightScanID) };
}

/** A text field as the document keeps it: trimmed, null when blank. */
function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

/**
 * The document for a PDF request: 404 "Patient not found" or "Session not found" (the spec's words) when the
 * patient, or a session of that patient, is not in the operator's scope. The tenancy check has authorized each id
 * already; this also holds the session to the patient, so a PDF never mixes two patients' records.
 */
export async function assemblePrescriptionDocument(
  { repo, blobs, now = () => new Date() }: DocumentSources,
  input: Pick<PdfInputRequest, "userID" | "sessionID" | "storeID" | "sizeGender"> & {
    /**
     * The session's order, when the PDF is an order's: it then says what was ordered, as placed (the names,
     * prescription, flags and scans the order holds), not what the record says since.
     */
    order?: Order | undefined;
  },
): Promise<PrescriptionDocument> {
  const { order } = input;
  const [patient, session, store, profile, scans] = await Promise.all([
    repo.patients.find(input.userID),
    repo.sessions.find(input.sessionID),
    repo.stores.find(input.storeID),
    repo.records.medicalProfile(input.userID),
    repo.scans.list(input.sessionID),
  ]);
  if (!patient) throw DomainError.of("patient", 404);
  const sessionUser = session?.owners.find((owner) => owner.type === "USER")?.id;
  if (!session || sessionUser !== patient.userID) throw DomainError.of("session", 404);
  if (!store) throw DomainError.of("store", 404);

  const doctor = patient.assignedToDoctor ? await repo.stores.doctor(patient.assignedToDoctor) : undefined;
  const { left, right } = order ? orderedScans(scans, order) : latestScans(scans);
  const [leftFoot, rightFoot] = await Promise.all([footSheet(blobs, "left", left), footSheet(blobs, "right", right)]);

  const medical = profile?.medicalProfile ?? null;
  const rx = Prescription.parse(order?.prescriptionObj ?? medical?.prescriptionObj ?? {});
  const ui = rx.uiContextData;
  const pack = normalisePack(ui.pack) ?? "Pair";
  const hidden = store.hideSensitiveData;
  const ordered = orderProduct(order?.items[0]?.product.customProperties.product, (left ?? right)?.meta.product);
  const product = ordered === "AFO" ? "AFO" : "INSOLE";

  return {
    generatedAt: now().toISOString(),
    clinic: { company: store.company, store: store.name, address: store.address },
    doctor: doctor ? doctorDisplayName(doctor) : null,
    patient: {
      firstName: order?.firstName ?? patient.firstName,
      lastName: order?.lastName ?? patient.lastName,
      referenceID: text(patient.patientID),
      // One PO number (issue 16 point 3): the patient's zebraID, which an order's flags copy when it is placed.
      poNumber: text(order ? order.flags.zebraID : patient.zebraID),
      ...(hidden ? {} : { birthDate: patient.birthDate, gender: patient.gender }),
    },
    sensitiveDataHidden: hidden,
    order: { orderID: order?.orderID ?? null, createdAt: order?.createdAt ?? null },
    style: { key: ui.orthoticStyle, name: orthoticStyleName(ui.orthoticStyle), title: text(ui.orthoticStyleTitle) },
    pack,
    orderType: orderTypeText(pack),
    // An order's one quantity (order/order-quantity); before an order, the prescription's.
    quantity: order ? orderQuantity(order) : ui.quantity,
    product,
    sizeGender: input.sizeGender,
    shoeSizes: order
      ? orderedSizes(order, medical)
      : medical && {
          left: profileSizeLine(medical, "left") as ShoeSizeLine,
          right: profileSizeLine(medical, "right") as ShoeSizeLine,
        },
    // The order keeps the weight it was placed with, in pounds.
    weight: order
      ? { value: order.weight, unit: "LBS" }
      : medical && { value: medical.weight, unit: medical.weightUnit },
    prescriptionSaved: medical !== null,
    sections: prescriptionSections(rx),
    diagnosis: prescriptionDiagnosis(rx),
    // An order's notes are those it was placed with (issue 16 point 5), not the record's since.
    notes: text(order ? order.notes : medical?.notes),
    expertReview: order?.flags.expertReview ?? ui.expertReview,
    feet: { left: leftFoot, right: rightFoot },
  };
}

/**
 * The document with each foot's insole outcome on its sheet (a pure copy): the drawing for the 1:1 pages, or the
 * note that it could not be drawn. An outcome made from another scan than the sheet's (the session got a newer
 * scan between the two reads) is left out, so the pages never show one scan's insole beside another's outline.
 */
export function withInsoles(document: PrescriptionDocument, outcomes: InsoleOutcomes): PrescriptionDocument {
  const sheet = (side: Side): FootSheet | null => {
    const current = document.feet[side];
    const outcome = outcomes[side];
    if (!current || !outcome || outcome.measurementID !== current.measurementID) return current;
    return "drawing" in outcome ? { ...current, insole: outcome.drawing } : { ...current, insoleNotDrawn: true };
  };
  return { ...document, feet: { left: sheet("left"), right: sheet("right") } };
}
