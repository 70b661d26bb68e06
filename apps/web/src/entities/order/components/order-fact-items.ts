// The facts of an order as FactList items, in one order for every screen that shows them.
import type { Order } from "@solerx/domain/order";
import type { Fact } from "../../../components/layouts/fact-list";
import { formatDateTime } from "../../../lib/time-format";
import { PRODUCT_LABELS, SCAN_MODE_LABELS } from "../../scan/texts";
import type { OrderFacts } from "../lib/order-facts";
import { ORDER_FACT_TEXTS, orderWeightText } from "../texts";

export function orderFactItems(facts: OrderFacts): Fact[] {
  const T = ORDER_FACT_TEXTS;
  const style = facts.styleTitle ? `${facts.style} (${facts.styleTitle})` : facts.style;
  const items: Fact[] = [
    { label: T.style, value: style },
    { label: T.pack, value: facts.pack ? `${facts.pack}: ${facts.orderType}` : T.none },
    { label: T.quantity, value: String(facts.quantity) },
    { label: T.product, value: PRODUCT_LABELS[facts.product].label },
  ];
  if (facts.leftSize !== null) items.push({ label: T.leftShoeSize, value: facts.leftSize });
  if (facts.rightSize !== null) items.push({ label: T.rightShoeSize, value: facts.rightSize });
  if (facts.scanMode) items.push({ label: T.scanMode, value: SCAN_MODE_LABELS[facts.scanMode].label });
  return items;
}

/**
 * When a placed order was placed, the patient's weight it was placed with, and its flags: PO number and expert
 * review (the Order screen, the lab).
 */
export function placingFactItems(order: Pick<Order, "createdAt" | "flags" | "weight">): Fact[] {
  const T = ORDER_FACT_TEXTS;
  return [
    { label: T.placedAt, value: formatDateTime(order.createdAt) },
    { label: T.weight, value: orderWeightText(order.weight) },
    { label: T.poNumber, value: order.flags.zebraID || T.none },
    { label: T.expertReview, value: order.flags.expertReview ? T.yes : T.no },
  ];
}
