// Texts of an order wherever it shows (Order Review, the Order screen, the lab). The order type texts are the
// spec's (prescription/pack orderTypeText); the labels are ours.
import { type FootSize, shoeSizeLabel } from "@solerx/domain/shoe-size";

export const ORDER_FACT_TEXTS = {
  style: "Orthotic style",
  pack: "Pack",
  quantity: "Quantity",
  leftShoeSize: "Left shoe size",
  rightShoeSize: "Right shoe size",
  product: "Product",
  scanMode: "Scan mode",
  poNumber: "PO number",
  weight: "Weight",
  expertReview: "Expert review",
  yes: "Yes",
  no: "No",
  none: "—",
  orderId: "Order ID",
  placedAt: "Placed",
  history: "History",
  by: (name: string) => `by ${name}`,
  repairOf: (orderId: string) => `Repair of order ${orderId}`,
  trackingLink: "Tracking link",
  trackShipment: "Track the shipment",
  opensInNewTab: "(opens in a new tab)",
} as const;

/** An order's weight, which it holds in pounds. */
export function orderWeightText(pounds: number): string {
  return `${pounds} lbs`;
}

/** A shoe size with its unit, "10.5 US WOMEN'S"; a dash for a foot the order has no size for. */
export function shoeSizeText(foot: FootSize | undefined): string {
  return foot ? shoeSizeLabel(foot) : ORDER_FACT_TEXTS.none;
}
