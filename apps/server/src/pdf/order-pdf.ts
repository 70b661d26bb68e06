// The order's stored prescription, pres.pdf (spec 001 §7 "attachment ... for example pres.pdf"): the same document
// the clinician downloads as presc.pdf, made from the order as placed, and kept with the order in the blob store so
// the lab prints what was ordered even after the record changes. Its 1:1 insole pages are the drawings of the
// order's own insoles (design/order-insoles.ts makes both from the same jobs), so the paper and the files agree.
import { ORDER_PDF_ATTACHMENT, type Order } from "@solerx/domain/order";
import { pdfSizeGender, unitOfOrder } from "@solerx/domain/shoe-size";
import { renderPdfOffLoop } from "../workers/heavy-work";
import { assemblePrescriptionDocument, type DocumentSources, type InsoleOutcomes, withInsoles } from "./document";

/**
 * The order's PDF, with each scanned foot's insole outcome (its 1:1 pages, or the note that it could not be
 * drawn); none given: the outline page alone, as the placing's first PDF is made before its insoles. Its size
 * gender is the first ordered product's (MENS male, WOMENS female).
 */
export async function renderOrderPdf(
  sources: DocumentSources,
  order: Order,
  insoles: InsoleOutcomes = {},
): Promise<Uint8Array> {
  const sizeGender = pdfSizeGender(unitOfOrder(order.items[0]?.product.sizeGender ?? "MENS"));
  const document = await assemblePrescriptionDocument(sources, {
    userID: order.userID,
    sessionID: order.sessionID,
    storeID: order.storeID,
    sizeGender,
    order,
  });
  return renderPdfOffLoop(withInsoles(document, insoles));
}

/** Renders pres.pdf and keeps it with the order (replacing an older one); answers the order as it now stands. */
export async function storeOrderPdf(
  sources: DocumentSources,
  order: Order,
  insoles: InsoleOutcomes = {},
): Promise<Order | undefined> {
  const bytes = await renderOrderPdf(sources, order, insoles);
  return sources.repo.orders.addAttachment(order.orderID, { name: ORDER_PDF_ATTACHMENT, bytes });
}
