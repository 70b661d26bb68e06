// The fabrication lab's repository: the one place that reads and writes across companies, and only orders.
// Built for lab staff alone (SUPPORT_ADMIN; SUPER_ADMIN may read), so no clinic operator's request ever holds
// it. Every read and write is an audit entry per order touched, written before the answer (a read's entries
// after the read; a write's in its own transaction), and a failed entry fails the call.
import type {
  LabOrder,
  LabOrderList,
  LabOrderListQuery,
  LabScanSide,
  LabStatusChangeRequest,
} from "@solerx/domain/lab";
import type { z } from "zod";
import { isLabReader, isLabWriter } from "../../access/roles";
import type { DataScope } from "../../db/scope";
import { appendAudit, appendAuditEntries, type NewAuditEntry, orderOwners } from "../audit/index";
import type { AreaContext } from "../context";
import { findAttachment } from "../orders/index";
import type { StoredScan } from "../scans/index";
import { labRefused } from "./lab-refused";
import { findLabOrder, findLabOrderScan, listLabOrders } from "./queries";
import { changeOrderStatus, openRepairOrder } from "./steps";

export interface LabRepository {
  /** Whether this operator may move orders (SUPPORT_ADMIN), not only read them. */
  readonly canWrite: boolean;
  list(query: z.output<typeof LabOrderListQuery>): Promise<LabOrderList>;
  find(orderID: string): Promise<LabOrder | undefined>;
  /**
   * The order's scan of a foot, to make its STL or OBJ file: the read is audited under the order's patient.
   * Throws the lab's refusal missing (no such order); undefined when the order names no scan of that foot.
   */
  orderScan(orderID: string, side: LabScanSide): Promise<StoredScan | undefined>;
  /**
   * One of the order's kept files (its insoles' 3MF and STL), audited under the order's patient; undefined when the
   * order keeps no file of that name (or its blob is gone).
   */
  attachment(orderID: string, name: string): Promise<{ bytes: Uint8Array; contentType: string } | undefined>;
  /** Throws the lab's refusals (labRefused): missing, transitionNotAllowed, trackingLinkNeeded. */
  changeStatus(orderID: string, change: LabStatusChangeRequest): Promise<LabOrder>;
  /** The repair order (created false: the one opened before). Throws labRefused: missing, repairNeedsShipped. */
  openRepair(orderID: string, reason: string): Promise<{ repair: LabOrder; created: boolean }>;
}

/** Every company's orders: the lab reads them wherever they were placed. */
const LAB_SCOPE: DataScope = { companyID: null, storeIDs: null };

/** The lab repository of the operator, or undefined for anyone who is not lab staff (access/roles.ts). */
export function labRepository({ db, operator, route, blobs }: AreaContext): LabRepository | undefined {
  if (!isLabReader(operator)) return undefined;
  const canWrite = isLabWriter(operator);
  const writer = { userID: operator.userID, route };
  const requireWriter = () => {
    if (!canWrite) throw labRefused("labOnly");
  };

  /** A read of an order: an entry under its patient. */
  const readEntry = (order: Parameters<typeof orderOwners>[0]): NewAuditEntry => ({
    userID: operator.userID,
    action: "read",
    route,
    ...orderOwners(order),
  });

  /** The order after a step, read back within the lab's scope (the step's own entry covers the read). */
  const readBack = async (orderID: string) => {
    const order = await findLabOrder(db, orderID);
    if (!order) throw labRefused("missing");
    return order;
  };

  return {
    canWrite,
    async list(query) {
      const page = await listLabOrders(db, query);
      await appendAuditEntries(db, page.orders.map(readEntry));
      return page;
    },
    async find(orderID) {
      const found = await findLabOrder(db, orderID);
      if (found) await appendAudit(db, readEntry(found.order));
      return found;
    },
    async orderScan(orderID, side) {
      const found = await findLabOrderScan(db, orderID, side);
      if (!found) throw labRefused("missing");
      await appendAudit(db, readEntry(found.order));
      return found.scan;
    },
    async attachment(orderID, name) {
      const found = await findAttachment(db, LAB_SCOPE, orderID, name);
      if (!found) return undefined;
      await appendAudit(db, readEntry({ userID: found.patientID, storeID: found.storeID, companyID: found.companyID }));
      const bytes = await blobs.get(found.blobKey);
      return bytes && { bytes, contentType: found.contentType };
    },
    async changeStatus(orderID, change) {
      requireWriter();
      await changeOrderStatus(db, writer, orderID, change);
      return readBack(orderID);
    },
    async openRepair(orderID, reason) {
      requireWriter();
      const { repairID, created } = await openRepairOrder(db, writer, orderID, reason);
      return { repair: await readBack(repairID), created };
    },
  };
}
