// Texts of the Order screen (spec 001 §2 "/end-view": the result of the order, its data and tracking link). The
// status labels are the spec's (Processing, Fabricating, Shipped, Cancelled); the rest is ours: the spec shows no
// detail of how the result is presented.
import type { OrderStatus } from "@solerx/domain/common";

export const ORDER_VIEW_TEXTS = {
  loading: "Loading the order…",
  loadFailed: "The order could not be loaded.",
  tryAgain: "Try again",
  noOrderTitle: "This visit has no order yet",
  noOrderBody: "Review the prescription and place the order on Order Review.",
  toReview: "Go to Order Review",
  orderData: "Order",
  status: "Status",
  reorderOf: (orderId: string) => `Reorder of order ${orderId}`,
  shipsTo: "Ships to",
  refresh: "Refresh",
  /** Right after Place order (issue 16 point 7): the clinician is told, not left to infer it. */
  placedTitle: "Order placed",
  placedBody: "The lab has the order. Its status below changes as the lab works on it.",
  statusDescription: {
    Processing: "The lab has the order and will start making it.",
    Fabricating: "The orthotics are being made.",
    Shipped: "The orthotics are on their way to the clinic.",
    Cancelled: "The order was cancelled.",
  } satisfies Record<OrderStatus, string>,
} as const;
