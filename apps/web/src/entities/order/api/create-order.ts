// POST /order/create: places the order (spec 001 §7). The idempotency key (ours, ORDER_IDEMPOTENCY_HEADER) is made
// once per placing and sent again on every retry, so the server answers the first order instead of a second one.
import { CreateOrderRequest, ORDER_IDEMPOTENCY_HEADER, Order } from "@solerx/domain/order";
import { apiRequest } from "../../../lib/api-client";

export function createOrder(body: CreateOrderRequest, idempotencyKey: string) {
  return apiRequest({
    method: "POST",
    path: "/order/create",
    json: CreateOrderRequest.parse(body),
    headers: { [ORDER_IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: Order,
  });
}
