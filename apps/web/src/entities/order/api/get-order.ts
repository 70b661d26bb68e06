// GET /order/{orderID}: one order with its flags, status, tracking link, history and attachment names. An unknown
// order is the catalogue's 404 "Not found" (spec 001 §8).
import { Order } from "@solerx/domain/order";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { orderKeys } from "../query-keys";

export function getOrder(orderId: string, signal?: AbortSignal) {
  return apiRequest({ path: `/order/${encodeURIComponent(orderId)}`, schema: Order, signal });
}

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.one(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

/** One order; `refreshMs` asks again that often while it is shown (the lab moves it on). */
export function useOrder(orderId: string | null | undefined, { refreshMs }: { refreshMs?: number } = {}) {
  return useQuery({
    ...orderQuery(orderId ?? ""),
    enabled: !!orderId,
    refetchInterval: refreshMs,
    refetchOnWindowFocus: refreshMs !== undefined,
  });
}
