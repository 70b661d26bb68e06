// What an insole is made from, gathered through the request's scoped repository (so another company's session or
// order is simply not found, and each read is audited): the prescription, the patient's weight and shoe sizes, and
// each foot's scan. A session's design takes the record as it is now; an order's takes the order as placed (its
// own prescription, weight, sizes, scans and the landmarks a clinician moved), so a later edit of the patient
// never changes an order's insoles.
import { type DesignSide, readVisualizerMeta, type VisualizerMeta } from "@solerx/domain/design";
import { DomainError } from "@solerx/domain/errors";
import type { Order } from "@solerx/domain/order";
import { weightInLbs } from "@solerx/domain/patient";
import { Prescription } from "@solerx/domain/prescription";
import { pickLatestScans } from "@solerx/domain/scan";
import { type FootSize, orderedShoe, profileFeet } from "@solerx/domain/shoe-size";
import type { Repository } from "../areas/repository";
import { type StoredScan, toApiScan } from "../areas/scans/index";

export interface DesignBasis {
  prescription: Prescription;
  /** Pounds; null when not recorded (the shell then takes no weight share). */
  weightLbs: number | null;
  shoe: Partial<Record<DesignSide, FootSize>>;
  /** Each foot's complete scan, when it has one. */
  scans: Partial<Record<DesignSide, StoredScan>>;
  /**
   * The visualizer's metadata (leroyMeta) of the record or of the order as placed: the landmarks a clinician moved
   * on each scan replace the scan's own (insoles.ts effectiveLandmarks); null when it holds none.
   */
  meta: VisualizerMeta | null;
  /** On an order's insoles: the order id, whose first characters are debossed on each (orderInsoleMark). */
  orderID?: string;
}

const positive = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;

/** The session's latest complete scan of each foot (scan/scans pickLatestScans, as the PDF and the screens pick). */
function latestScans(scans: readonly StoredScan[]): DesignBasis["scans"] {
  const picked = pickLatestScans(scans.map(toApiScan));
  const byID = (id: string | undefined) => scans.find((scan) => scan.measurementID === id);
  const left = byID(picked.left?.measurementID);
  const right = byID(picked.right?.measurementID);
  return { ...(left ? { left } : {}), ...(right ? { right } : {}) };
}

/**
 * The session's design as the record stands: the medical profile's prescription (the default template before it
 * is first saved), weight and shoe sizes, and the session's latest scans. 404 "Session not found" when the session
 * is not one of the operator's stores' (the tenancy check has refused it already; this holds the data layer so).
 */
export async function sessionBasis(repo: Repository, sessionID: string): Promise<DesignBasis> {
  const session = await repo.sessions.find(sessionID);
  const patientID = session?.owners.find((owner) => owner.type === "USER")?.id;
  if (!session || !patientID) throw DomainError.of("session", 404);
  const [profile, scans] = await Promise.all([repo.records.medicalProfile(patientID), repo.scans.list(sessionID)]);
  const medical = profile?.medicalProfile ?? null;
  const weight = medical ? weightInLbs(medical.weight, medical.weightUnit) : null;
  return {
    prescription: Prescription.parse(medical?.prescriptionObj ?? {}),
    weightLbs: positive(weight),
    shoe: medical ? profileFeet(medical) : {},
    scans: latestScans(scans),
    meta: readVisualizerMeta(medical?.leroyMeta ?? ""),
  };
}

/** The order's design as placed: its prescription, weight (pounds), each foot's ordered size and its named scans. */
export function orderBasis(order: Order, scans: Partial<Record<DesignSide, StoredScan | undefined>>): DesignBasis {
  const shoe: DesignBasis["shoe"] = {};
  const kept: DesignBasis["scans"] = {};
  for (const side of ["left", "right"] as const) {
    const size = orderedShoe(order.items, side);
    if (size) shoe[side] = size;
    const scan = scans[side];
    if (scan?.isComplete) kept[side] = scan;
  }
  return {
    prescription: Prescription.parse(order.prescriptionObj),
    weightLbs: positive(order.weight),
    shoe,
    scans: kept,
    meta: readVisualizerMeta(order.leroyMeta),
    orderID: order.orderID,
  };
}

/** The scan ids an order names, by foot. */
export function orderScanIDs(order: Pick<Order, "measurementData">): Record<DesignSide, string | null> {
  return { left: order.measurementData.leftScanID, right: order.measurementData.rightScanID };
}
