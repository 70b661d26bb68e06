// GET /order/{orderID}/attachment/{attachmentName}: one of the order's stored files, e.g. pres.pdf (spec 001 §7).
import { apiBlobRequest } from "../../../lib/api-client";

export function getOrderAttachment(orderId: string, attachmentName: string, signal?: AbortSignal): Promise<Blob> {
  return apiBlobRequest({
    path: `/order/${encodeURIComponent(orderId)}/attachment/${encodeURIComponent(attachmentName)}`,
    signal,
  });
}
