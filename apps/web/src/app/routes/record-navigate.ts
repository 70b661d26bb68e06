// Moving between the open record's screens keeps the address's query (`id`, `order_id`), so a reload of any of
// them opens the same record again (spec 000 §2 "Route guard behaviour").
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../config/paths";

export function useRecordNavigate(): (pathname: string) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback((pathname: string) => navigate({ pathname, search }), [navigate, search]);
}

/** The Order screen's address of an order: the patient and the order (spec 000 §2: `id` and `order_id`). */
export function orderViewPath(order: { userID: string; orderID: string }): string {
  const query = new URLSearchParams({ id: order.userID, order_id: order.orderID });
  return `${paths.endView}?${query.toString()}`;
}

/** What Order Review hands the Order screen (the navigation's state) when it moves there after placing the order. */
export interface EndViewState {
  placed?: boolean;
}
