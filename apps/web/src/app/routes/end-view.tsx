// /end-view: the open record's order. Found without an order id (a patient opened from the list by its status),
// the address takes the order's id, so a reload opens the same order and the record knows its order.
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { OrderViewScreen } from "../../features/order-view/components/order-view-screen";
import { ReorderButton } from "../../features/patient-reorder/components/reorder-button";
import { orderViewPath, useRecordNavigate } from "./record-navigate";

export function Component() {
  const navigate = useNavigate();
  const go = useRecordNavigate();
  return (
    <OrderViewScreen
      onReview={() => go(paths.summary)}
      onOrderFound={(order) => navigate(orderViewPath(order), { replace: true })}
      renderReorder={(record, order) => (
        <ReorderButton record={record} orderId={order.orderID} variant="button" afterReorderPath={paths.threed} />
      )}
    />
  );
}
