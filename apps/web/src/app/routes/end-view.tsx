// /end-view: the open record's order. Found without an order id (a patient opened from the list by its status),
// the address takes the order's id, so a reload opens the same order and the record knows its order. Arriving from
// Place order (the navigation's state), it says the order was placed.
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { OrderViewScreen } from "../../features/order-view/components/order-view-screen";
import { ReorderButton } from "../../features/patient-reorder/components/reorder-button";
import { type EndViewState, orderViewPath, useRecordNavigate } from "./record-navigate";

export function Component() {
  const navigate = useNavigate();
  const go = useRecordNavigate();
  const justPlaced = (useLocation().state as EndViewState | null)?.placed === true;
  return (
    <OrderViewScreen
      justPlaced={justPlaced}
      onReview={() => go(paths.summary)}
      onOrderFound={(order) => navigate(orderViewPath(order), { replace: true })}
      renderReorder={(record, order) => (
        <ReorderButton record={record} orderId={order.orderID} variant="button" afterReorderPath={paths.threed} />
      )}
    />
  );
}
