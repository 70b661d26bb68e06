// An order's insoles (issue 19 point 4): made just after the order is placed, from the order as placed, and kept
// as its attachments (insole-left.3mf … insole-right.stl, beside pres.pdf); read back by the clinic and the lab.
// Placing answers as before and the insoles follow in the background, one order at a time, so a clinic never waits
// for the generator and the pool keeps room for the PDFs and scans of other requests. The order's attachment list is
// the status: a download asked for while its order's insoles are being made waits for them; one whose making
// failed or was cut short (a restart) is made then, from the same order, so it is the same file.
import { DESIGN_MESSAGES, type DesignFormat, type DesignSide, insoleAttachmentName } from "@solerx/domain/design";
import { DomainError } from "@solerx/domain/errors";
import type { Order } from "@solerx/domain/order";
import type { LabRepository, Repository } from "../areas/repository";
import type { StoredScan } from "../areas/scans/index";
import { orderBasis, orderScanIDs } from "./design-basis";
import { type DesignContext, insoleFile, insoleFiles } from "./insoles";

/** The placings' insole jobs still running or waiting, by order id (ids are unique: one map for the process). */
const pending = new Map<string, Promise<void>>();

/** Resolves when the order's insoles, if they are being made, are kept (or their making has failed). */
function madeInsoles(orderID: string): Promise<void> {
  return pending.get(orderID) ?? Promise.resolve();
}

/** The scans the order names, read through the clinic's scoped repository. */
async function orderScans(repo: Repository, order: Order): Promise<Partial<Record<DesignSide, StoredScan>>> {
  const ids = orderScanIDs(order);
  const [left, right] = await Promise.all([ids.left, ids.right].map((id) => (id ? repo.scans.find(id) : undefined)));
  return { ...(left ? { left } : {}), ...(right ? { right } : {}) };
}

/** Makes both files of each scanned foot from the order as placed and keeps them as the order's attachments. */
export async function storeOrderInsoles(repo: Repository, context: DesignContext, order: Order): Promise<void> {
  const basis = orderBasis(order, await orderScans(repo, order));
  for (const { side, files } of await insoleFiles(context, basis)) {
    for (const [format, bytes] of Object.entries(files) as [DesignFormat, Uint8Array][]) {
      await repo.orders.addAttachment(order.orderID, { name: insoleAttachmentName(side, format), bytes });
    }
  }
}

/** The background lane of one server: an order's insoles after another's, stopped when the server closes. */
export interface OrderInsoleLane {
  /** Queues the order's insoles; returns at once. A failure is logged and leaves the order without them. */
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
          context.log.error({ err: error, orderID: order.orderID }, "the order's insoles could not be made");
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
  await madeInsoles(orderID);
  const kept = await repo.orders.attachment(orderID, name);
  if (kept) return kept.bytes;
  const bytes = await insoleFile(context, orderBasis(order, await orderScans(repo, order)), side, format);
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
  await madeInsoles(orderID);
  const kept = await lab.attachment(orderID, insoleAttachmentName(side, format));
  if (kept) return kept.bytes;
  const scan = await lab.orderScan(orderID, side);
  return insoleFile(context, orderBasis(found.order, { [side]: scan }), side, format);
}
