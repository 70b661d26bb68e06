// The open record's order (spec 001 §4: opening a patient whose status is an order loads that order, "the given
// order id or the one in the order session data"): the address's order_id, else the scan session's order.
import { useSessionOrderId } from "../../../entities/order/api/find-session-order";
import { useOrder } from "../../../entities/order/api/get-order";
import { useOpenPatient } from "../../../entities/patient/open-record";
import { useOpenPatientRecord } from "../../../entities/patient/use-open-patient-record";

/** The clinic sees the lab's changes: the order is asked for again this often while the screen is open. */
export const ORDER_REFRESH_MS = 60_000;

export function useOpenOrder() {
  const given = useOpenPatient()?.orderId ?? null;
  const record = useOpenPatientRecord();
  const data = record.data;
  const lookup = useSessionOrderId(!given && data ? { sessionID: data.sessionID, storeID: data.storeID } : null);
  const orderId = given ?? lookup.data ?? null;
  const order = useOrder(orderId, { refreshMs: ORDER_REFRESH_MS });
  const pending =
    record.isPending ||
    (!given && lookup.isPending && lookup.fetchStatus !== "idle") ||
    (orderId !== null && order.isPending);
  const error = record.error ?? lookup.error ?? order.error ?? null;
  return {
    record: data ?? null,
    orderId,
    /** The order is the session's, found without an order id in the address. */
    found: !given && orderId !== null,
    /** The address named no order and the session has none. */
    none: !given && lookup.isSuccess && lookup.data === null,
    order: order.data ?? null,
    pending,
    error,
    retry: () => {
      void record.refetch();
      if (!given) void lookup.refetch();
      void order.refetch();
    },
    refresh: () => void order.refetch(),
    refreshing: order.isFetching,
  };
}
