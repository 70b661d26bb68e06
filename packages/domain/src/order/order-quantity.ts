// One quantity per order (issue 17 point 3): an order body says how many in each of its lines (items[].quantity)
// and again in its prescription (uiContextData.quantity, what the Orthotic Styles screen chose). The API, the lab's
// screens and both PDFs show the one number this rule answers, and the API refuses a body whose numbers disagree.

/** What the rule reads of an order or an order body. */
export interface QuantitySource {
  items: readonly { quantity: number }[];
  prescriptionObj: { uiContextData: { quantity: number } };
}

/**
 * The order's quantity: its lines' (each line, a pair or one foot's insole, is made that many times), the
 * prescription's for a body without lines. An order stored before the API refused disagreeing numbers shows its
 * first line's, which is what the lab made from.
 */
export function orderQuantity(order: QuantitySource): number {
  return order.items[0]?.quantity ?? order.prescriptionObj.uiContextData.quantity;
}

export interface QuantityFault {
  /** The body field at fault, dotted (items.1.quantity). */
  path: string;
  message: string;
}

export const QUANTITY_MESSAGES = {
  lines: "Every line of an order has the same quantity",
  prescription: "The prescription's quantity differs from the order lines' quantity",
} as const;

/** Where a body's quantities disagree: a line unlike the first, or the prescription unlike the lines. */
export function orderQuantityFaults(order: QuantitySource): QuantityFault[] {
  const quantity = orderQuantity(order);
  const faults: QuantityFault[] = order.items.flatMap((item, index) =>
    item.quantity === quantity ? [] : [{ path: `items.${index}.quantity`, message: QUANTITY_MESSAGES.lines }],
  );
  if (order.prescriptionObj.uiContextData.quantity !== quantity) {
    faults.push({ path: "prescriptionObj.uiContextData.quantity", message: QUANTITY_MESSAGES.prescription });
  }
  return faults;
}
