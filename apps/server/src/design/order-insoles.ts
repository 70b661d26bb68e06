// An order's insoles (issue 19 point 4): made just after the order is placed, from the order as placed, and kept
// as its attachments (insole-left.3mf … insole-right.stl, beside pres.pdf); read back by the clinic and the lab.
// Placing answers as before and the insoles follow in the background, one order at a time, so a clinic never waits
// for the generator and the pool keeps room for the PDFs and scans of other requests. The same jobs draw the insoles
// on pres.pdf's 1:1 pages, which then replaces the placing's (made before the insoles, without them); a change of
// the order's flags makes pres.pdf again in the same lane. The order's attachment list is the status: a download
// (a file or pres.pdf) asked for while its order's work runs waits for it; an insole file whose making failed or was
// cut short (a restart) is made then, from the same order, so it is the same file.
import { DESIGN_MESSAGES, type DesignFormat, type DesignSide, insoleAttachmentName } from "@solerx/domain/design";
import { DomainError } from "@solerx/domain/errors";
import type { Order } from "@solerx/domain/order";
import type { LabRepository, Repository } from "../areas/repository";
import type { StoredScan } from "../areas/scans/index";
import type { InsoleOutcomes } from "../pdf/document";
import { storeOrderPdf } from "../pdf/order-pdf";
import { type DesignBasis, orderBasis, orderScanIDs } from "./design-basis";
import { type DesignContext, footDesigns, insoleDrawings, insoleFile, insoleOutcomes } from "./insoles";

/** The placings' insole jobs still running or waiting, by order id (ids are unique: one map for the process). */
const pending = new Map<string, Promise<void>>();

/** Resolves when the order's files, if they are being made, are kept (or their making has failed). */
export function madeOrderFiles(orderID: string): Promise<void> {
  return pending.get(orderID) ?? Promise.resolve();
}

/** The scans the order names, read through the clinic's scoped repository. */
async function orderScans(repo: Repository, order: Order): Promise<Partial<Record<DesignSide, StoredScan>>> {
  const ids = orderScanIDs(order);
  const [left, right] = await Promise.all([ids.left, ids.right].map((id) => (id ? repo.scans.find(id) : undefined)));
  return { ...(left ? { left } : {}), ...(right ? { right } : {}) };
}

/** The order's design as placed, its scans read through the caller's scoped repository. */
export async function orderDesignBasis(repo: Repository, order: Order): Promise<DesignBasis> {
  return orderBasis(order, await orderScans(repo, order));
}

/** The order's insoles as its PDF draws them (no files): the same jobs as its files', so the same shapes. */
export async function orderInsoleDrawings(
  repo: Repository,
  context: DesignContext,
  order: Order,
): Promise<InsoleOutcomes> {
  return insoleDrawings(context, await orderDesignBasis(repo, order));
}

/**
 * The order's files from the order as it is given (placed, or with its new flags): each scanned foot's 3MF and STL
 * not kept yet, then pres.pdf with the drawings of those same jobs (a foot whose insole cannot be made: its note).
 * A foot whose files are kept is designed again for its drawing alone: the generator gives the same insole for the
 * same job, so the drawing is the kept files' shape. A foot's job stopped (the time limit, the server closing)
 * leaves pres.pdf as it was rather than print that the design could not be drawn.
 */
export async function storeOrderFiles(repo: Repository, context: DesignContext, order: Order): Promise<void> {
  const kept = new Set(order.attachments);
  const missing = (side: DesignSide) =>
    (["3mf", "stl"] as const).filter((format) => !kept.has(insoleAttachmentName(side, format)));
  const designs = await footDesigns(context, await orderDesignBasis(repo, order), missing, true);
  for (const design of designs) {
    if (!("files" in design)) continue;
    for (const [format, bytes] of Object.entries(design.files) as [DesignFormat, Uint8Array][]) {
      await repo.orders.addAttachment(order.orderID, { name: insoleAttachmentName(design.side, format), bytes });
    }
  }
  // A job stopped (not refused) is no reason to print that the design cannot be drawn: pres.pdf stays as it was,
  // and the failure is logged by the lane.
  const stopped = designs.filter((design) => "stopped" in design && design.stopped).map((design) => design.side);
  if (stopped.length > 0) throw new Error(`the ${stopped.join(" and ")} insole's job was stopped: pres.pdf kept`);
  await storeOrderPdf({ repo, blobs: context.blobs }, order, insoleOutcomes(designs));
}

/** The background lane of one server: an order's insoles after another's, stopped when the server closes. */
export interface OrderInsoleLane {
  /** Queues the order's files; returns at once. A failure is logged and leaves the order's files as they were. */
  start(order: Order, make: () => Promise<void>): void;
  /** Takes no more and waits for the running job (the queued ones are dropped: a download makes them later). */
  close(): Promise<void>;
}

export function orderInsoleLane(context: DesignContext): OrderInsoleLane {
  let tail: Promise<void> = Promise.resolve();
  let closed = false;
  return {
    start(order, make) {
      const job = tail.then(async () => {
        if (closed) return;
        try {
          await make();
        } catch (error) {
          context.log.error(
            { err: error, orderID: order.orderID },
            "the order's insoles or pres.pdf could not be made",
          );
        } finally {
          if (pending.get(order.orderID) === job) pending.delete(order.orderID);
        }
      });
      pending.set(order.orderID, job);
      tail = job;
    },
    async close() {
      closed = true;
      await tail;
    },
  };
}

/** The order's insole file for the clinic: kept, being made (waited for), or made now and kept. */
export async function orderInsole(
  repo: Repository,
  context: DesignContext,
  input: { orderID: string; side: DesignSide; format: DesignFormat; ownCompanyID: string },
): Promise<Uint8Array> {
  const { orderID, side, format } = input;
  const order = await repo.orders.find(orderID);
  if (!order) throw DomainError.of("getOrder", 404);
  if (!orderScanIDs(order)[side]) throw new DomainError(404, DESIGN_MESSAGES.noScan(side));
  const name = insoleAttachmentName(side, format);
  await madeOrderFiles(orderID);
  const kept = await repo.orders.attachment(orderID, name);
  if (kept) return kept.bytes;
  const bytes = await insoleFile(context, await orderDesignBasis(repo, order), side, format);
  // Kept when the order is the caller's company's (a cross-company reader reads it as it is made).
  if (order.companyID === input.ownCompanyID) await repo.orders.addAttachment(orderID, { name, bytes });
  return bytes;
}

/** The order's insole file for the lab: kept, being made (waited for), or made now; every read audited. */
export async function labOrderInsole(
  lab: LabRepository,
  context: DesignContext,
  input: { orderID: string; side: DesignSide; format: DesignFormat },
): Promise<Uint8Array> {
  const { orderID, side, format } = input;
  const found = await lab.find(orderID);
  if (!found) throw DomainError.of("getOrder", 404);
  if (!orderScanIDs(found.order)[side]) throw new DomainError(404, DESIGN_MESSAGES.noScan(side));
  await madeOrderFiles(orderID);
  const kept = await lab.attachment(orderID, insoleAttachmentName(side, format));
  if (kept) return kept.bytes;
  const scan = await lab.orderScan(orderID, side);
  return insoleFile(context, orderBasis(found.order, { [side]: scan }), side, format);
}
