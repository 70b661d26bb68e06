// The fabrication lab's calls (ours: spec 001 names no lab side, issue 11 asks for one). Lab staff are users with
// the SUPPORT_ADMIN role; they read orders of every company (each read audited) and move an order through its
// statuses, and open repair orders. They never change a clinic's patient records.
import { z } from "zod";
import { LIMITS, OrderStatus, Product, storable } from "../common";
import { Order } from "../order";
import { SCAN_MODE_VALUES } from "../scan";
import { Id, pageQuery } from "../store";

/** GET /lab/orders?status&offset&limit: every company's orders, newest first, pages of 200. */
export const LabOrderListQuery = pageQuery(LIMITS.ordersPageSize).extend({ status: OrderStatus.optional() });

/** One row of the lab's order list. */
export const LabOrderSummary = z.object({
  orderID: Id,
  repairOfID: Id.nullable(),
  status: OrderStatus,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  companyID: Id,
  companyName: z.string(),
  storeID: Id,
  storeName: z.string(),
  /** The patient user. */
  userID: Id,
  firstName: z.string(),
  lastName: z.string(),
  /** The PO number. */
  zebraID: z.string(),
  expertReview: z.boolean(),
  orthoticStyle: z.string(),
  orthoticStyleTitle: z.string().nullable(),
  /** Pair, Left Only or Right Only. */
  pack: z.string(),
  quantity: z.number().int(),
  product: Product,
});
export type LabOrderSummary = z.infer<typeof LabOrderSummary>;
export const LabOrderList = z.object({ total: z.number().int(), orders: z.array(LabOrderSummary) });
export type LabOrderList = z.infer<typeof LabOrderList>;

export const LabScanSide = z.enum(["left", "right"]);
export type LabScanSide = z.infer<typeof LabScanSide>;

/** GET /lab/orders/{orderID}: the order with what the bench needs beside it. */
export const LabOrder = z.object({
  order: Order,
  companyName: z.string(),
  storeName: z.string(),
  /** Doctor name plus store address, as the items carry it. */
  shippingAddress: z.string(),
  doctorName: z.string(),
  product: Product,
  /**
   * The scans the order names, for the 3D view, the measurements and the STL and OBJ files; each with the mode it
   * was taken in (its meta.scanMode, normalised; null when the scanner sent none the spec accepts).
   */
  scans: z.array(z.object({ measurementID: Id, side: LabScanSide, scanMode: z.enum(SCAN_MODE_VALUES).nullable() })),
});
export type LabOrder = z.infer<typeof LabOrder>;

/**
 * GET /lab/orders/{orderID}/scans/{side}?format: the order's scan of that foot as a file to make the device from,
 * converted on the server from the stored Draco (binary STL, or OBJ text).
 */
export const LabScanFileParams = z.object({ orderID: Id, side: LabScanSide });
export const LabScanFormat = z.enum(["STL", "OBJ"]);
export type LabScanFormat = z.infer<typeof LabScanFormat>;
export const LabScanFileQuery = z.object({ format: LabScanFormat });

/** The lab's scan file call, and the name its file is saved under: the order id's first 8 characters (the
 * embossed text's, spec 001 §3), the foot, the format. */
export function labScanFilePath(orderID: string, side: LabScanSide, format: LabScanFormat): string {
  return `/lab/orders/${encodeURIComponent(orderID)}/scans/${side}?format=${format}`;
}
export function labScanFileName(orderID: string, side: LabScanSide, format: LabScanFormat): string {
  return `order-${orderID.slice(0, 8)}-${side}-scan.${format.toLowerCase()}`;
}

/** A tracking link: an http(s) address of at most 2,000 characters. */
export const TrackingLink = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, "The tracking link must be an http or https address");

/** POST /lab/orders/{orderID}/status. Shipped needs a tracking link (order/order-status). */
export const LabStatusChangeRequest = storable(
  z.object({
    status: OrderStatus,
    trackingLink: TrackingLink.optional(),
    note: z.string().trim().max(500).optional(),
  }),
);
export type LabStatusChangeRequest = z.infer<typeof LabStatusChangeRequest>;

/** POST /lab/orders/{orderID}/repair: an insole sent back; answers the new repair order (201). */
export const LabRepairRequest = storable(z.object({ reason: z.string().trim().min(1).max(500) }));
export type LabRepairRequest = z.infer<typeof LabRepairRequest>;
