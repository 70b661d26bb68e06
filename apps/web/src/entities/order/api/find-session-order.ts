// The order of a scan session, for opening a patient whose status is an order without an order id in the address
// (spec 001 §4: "the given order id or the one in the order session data"). The session names its newest order
// (GET /profile/session/{sessionID}, orderID); a server whose session does not name it is asked for the store's
// orders instead (GET /order/list/{storeID}, newest first, pages of 200) until one of the session's turns up.
import { LIMITS } from "@solerx/domain/common";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSession } from "../../patient/api/get-session";
import { orderKeys } from "../query-keys";
import { listStoreOrders } from "./list-store-orders";

export async function findSessionOrderId(
  session: { sessionID: string; storeID: string },
  signal?: AbortSignal,
): Promise<string | null> {
  const found = await getSession(session.sessionID, signal);
  if (found.orderID !== undefined) return found.orderID;
  const limit = LIMITS.ordersPageSize;
  for (let offset = 0; ; offset += limit) {
    const page = await listStoreOrders(session.storeID, { offset, limit }, signal);
    const order = page.orders.find((candidate) => candidate.sessionID === session.sessionID);
    if (order) return order.orderID;
    if (page.orders.length < limit || offset + page.orders.length >= page.total) return null;
  }
}

export const sessionOrderQuery = (session: { sessionID: string; storeID: string }) =>
  queryOptions({
    queryKey: orderKeys.ofSession(session.sessionID),
    queryFn: ({ signal }) => findSessionOrderId(session, signal),
  });

/** The session's order id: null when it has none; idle without a session. */
export function useSessionOrderId(session: { sessionID: string | null; storeID: string } | null) {
  const sessionID = session?.sessionID ?? null;
  return useQuery({
    ...sessionOrderQuery({ sessionID: sessionID ?? "", storeID: session?.storeID ?? "" }),
    enabled: sessionID !== null,
  });
}
