// Which actions the lab has on an order, from its status (order/order-status): Start fabrication (Processing →
// Fabricating), Mark shipped (Fabricating → Shipped, with a tracking link), Cancel (before shipping), Open repair
// order (only a shipped order).
import { LAB_MESSAGES, type OrderStatus } from "@solerx/domain/common";
import { TrackingLink } from "@solerx/domain/lab";
import { allowedNextStatuses, canOpenRepair } from "@solerx/domain/order";

export type LabAction = "fabricate" | "ship" | "cancel" | "repair";

const ACTION_OF_STATUS: Partial<Record<OrderStatus, LabAction>> = {
  Fabricating: "fabricate",
  Shipped: "ship",
  Cancelled: "cancel",
};

export function labActions(status: OrderStatus): LabAction[] {
  const moves = allowedNextStatuses(status).flatMap((next) => {
    const action = ACTION_OF_STATUS[next];
    return action ? [action] : [];
  });
  return canOpenRepair(status) ? [...moves, "repair"] : moves;
}

/** Why a tracking link will not do (none given; not an http or https address), or null when it will. */
export function trackingLinkError(value: string): string | null {
  if (value.trim() === "") return LAB_MESSAGES.trackingLinkNeeded;
  const parsed = TrackingLink.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? LAB_MESSAGES.trackingLinkNeeded);
}
