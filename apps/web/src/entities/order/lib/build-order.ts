// The order as POST /order/create takes it, built from the open record (spec 001 §3 "Order"): one item, or one per
// foot when the feet's sizes differ; the product's size, size gender (from the shoe-size unit), size system and
// custom properties (style, pack, product kind); the shipping address of the doctor plus the store; the latest
// complete scan of each foot the pack covers; the weight in pounds; the original order of a reorder's clone.

import { DEFAULTS } from "@solerx/domain/common";
import { type CreateOrderRequest, ORDER_DELIVERY_OPTION, type OrderItem, recordName } from "@solerx/domain/order";
import { fromProfileNotes, type MedicalProfile, type PatientRecord, weightInLbs } from "@solerx/domain/patient";
import { type Pack, type Prescription, packSides, type ScanPresence } from "@solerx/domain/prescription";
import { normaliseScanMode, type Scan, type ScanModeValue } from "@solerx/domain/scan";
import { orderItemSizes, profileFeet } from "@solerx/domain/shoe-size";
import type { z } from "zod";
import { packForScans } from "../../prescription/lib/fit";
import { isScanProduct, type ScanProduct } from "../../scan/scan-settings";

/** The body of POST /order/create with every field present (the schema's output). */
export type OrderBody = z.output<typeof CreateOrderRequest>;

export interface OrderSource {
  record: Pick<PatientRecord, "userID" | "firstName" | "lastName" | "gender" | "companyID" | "storeID" | "sessionID">;
  profile: Pick<
    MedicalProfile,
    | "weight"
    | "weightUnit"
    | "leftShoeSize"
    | "rightShoeSize"
    | "leftGenderShoeSize"
    | "rightGenderShoeSize"
    | "leroyMeta"
    | "notes"
  >;
  prescription: Prescription;
  /** The latest complete scan of each foot (scan/scans pickLatestScans). */
  scans: { left: Scan | null; right: Scan | null };
  /** The session's scan settings: their product and mode count where no scan names one. */
  settings: { product: ScanProduct; scanMode: ScanModeValue };
  doctorName: string;
  storeAddress: string;
  /** The original order when the record is a reorder's clone. */
  reorderOfID: string | null;
}

/**
 * The pack the order is for: the one the screens show (entities/prescription packForScans), the prescription's
 * when the scans allow it, else the one scan loading would set. Undefined without a scan.
 */
export function orderPack(stored: unknown, presence: ScanPresence): Pack | undefined {
  return packForScans(stored, presence);
}

const scanTime = (scan: Scan) => Date.parse(scan.completedAt ?? scan.createdAt ?? "") || 0;

function newestScan(scans: OrderSource["scans"]): Scan | undefined {
  const taken = [scans.left, scans.right].filter((scan): scan is Scan => scan !== null);
  return taken.sort((a, b) => scanTime(b) - scanTime(a))[0];
}

/**
 * What the scans were taken with: the product kind and the scan mode of the newer scan (should the two differ),
 * else the scan settings'.
 */
export function scannedWith(
  scans: OrderSource["scans"],
  settings: OrderSource["settings"],
): { product: ScanProduct; scanMode: ScanModeValue } {
  const meta = newestScan(scans)?.meta;
  return {
    product: isScanProduct(meta?.product) ? meta.product : settings.product,
    scanMode: normaliseScanMode(meta?.scanMode) ?? settings.scanMode,
  };
}

/** Doctor name plus store address, on one line as the items carry it. */
export function shippingAddress(doctorName: string, storeAddress: string): string {
  return [doctorName, storeAddress]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
}

export class OrderNotReady extends Error {
  override readonly name = "OrderNotReady";
}

/**
 * The body of POST /order/create. Throws OrderNotReady without a scan session or a scan. Names and shoe sizes are
 * the record's as it keeps them (the server refuses any other, order/order-record); the quantity is the
 * prescription's, in every line (order/order-quantity).
 */
export function buildOrderRequest(source: OrderSource): OrderBody {
  const { record, profile, prescription, scans } = source;
  if (!record.sessionID) throw new OrderNotReady("no session id");
  const presence = { left: scans.left !== null, right: scans.right !== null };
  const pack = orderPack(prescription.uiContextData.pack, presence);
  if (!pack) throw new OrderNotReady("An order needs at least one scan");
  const sides = packSides(pack);
  const { product, scanMode } = scannedWith(scans, source.settings);
  const ui = { ...prescription.uiContextData, pack, scanMode };
  const quantity = ui.quantity ?? DEFAULTS.quantity;
  const address = shippingAddress(source.doctorName, source.storeAddress);
  const customProperties = {
    orthoticStyle: ui.orthoticStyle,
    ...(ui.orthoticStyleTitle ? { orthoticStyleTitle: ui.orthoticStyleTitle } : {}),
    pack,
    product,
    scanMode,
  };
  // The items' sizes are the record's per foot (shoe-size orderItemSizes), as the server compares them.
  const items: OrderItem[] = orderItemSizes(profileFeet(profile), sides).map(({ type, product: sizes }) => ({
    product: { ...sizes, sizeSystem: DEFAULTS.orderSizeSystem, customProperties },
    quantity,
    ...(type ? { type } : {}),
    shippingAddress: address,
  }));

  return {
    reorderOfID: source.reorderOfID,
    firstName: recordName(record.firstName),
    lastName: recordName(record.lastName),
    gender: record.gender,
    weight: weightInLbs(profile.weight, profile.weightUnit),
    companyID: record.companyID,
    storeID: record.storeID,
    userID: record.userID,
    sessionID: record.sessionID,
    measurementData: {
      leftScanID: sides.left ? (scans.left?.measurementID ?? null) : null,
      rightScanID: sides.right ? (scans.right?.measurementID ?? null) : null,
    },
    items,
    deliveryOption: ORDER_DELIVERY_OPTION,
    prescriptionObj: { ...prescription, uiContextData: ui },
    leroyMeta: profile.leroyMeta,
    // The lab makes the device from the order as placed, notes included (issue 16 point 5).
    notes: fromProfileNotes(profile.notes),
  };
}
