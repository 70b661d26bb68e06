// POST /order/flags: the order's expert-review flag and PO number (zebraID), set after it is created (spec 001 §4).
import { Order, OrderFlagsRequest } from "@solerx/domain/order";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

export function setOrderFlags(request: z.input<typeof OrderFlagsRequest>) {
  return apiRequest({ method: "POST", path: "/order/flags", json: OrderFlagsRequest.parse(request), schema: Order });
}
