// POST /order/validate: whether the server would place a body now, and what it lacks (spec 001 §7; its use is
// ours: Order Review asks before the button is pressed, so a problem only the server sees shows in time).
import { type CreateOrderRequest, OrderValidateResponse } from "@solerx/domain/order";
import { skipToken, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { orderKeys } from "../query-keys";

export function validateOrder(body: CreateOrderRequest, signal?: AbortSignal) {
  return apiRequest({ method: "POST", path: "/order/validate", json: body, schema: OrderValidateResponse, signal });
}

/** The server's view of the body; idle without one. */
export function useOrderValidation(body: CreateOrderRequest | null) {
  return useQuery({
    queryKey: orderKeys.validation(body?.sessionID ?? "", body ? JSON.stringify(body) : ""),
    queryFn: body ? ({ signal }) => validateOrder(body, signal) : skipToken,
    staleTime: 0,
  });
}
