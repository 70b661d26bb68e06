// GET /order/list/{storeID}?offset&limit: a store's orders, newest first, in pages of 200 (spec 001 §7, §9).

import { LIMITS } from "@solerx/domain/common";
import { OrderList } from "@solerx/domain/order";
import { apiRequest } from "../../../lib/api-client";

interface OrderPage {
  offset: number;
  limit: number;
}

const FIRST_ORDER_PAGE: OrderPage = { offset: 0, limit: LIMITS.ordersPageSize };

export function listStoreOrders(storeId: string, page: OrderPage = FIRST_ORDER_PAGE, signal?: AbortSignal) {
  return apiRequest({
    path: `/order/list/${encodeURIComponent(storeId)}`,
    query: { offset: page.offset, limit: page.limit },
    schema: OrderList,
    signal,
  });
}
