// Texts of Order Review (spec 001 §2 "/summary": review the prescription and place the order). The failure texts
// are the spec's (ORDER_TEXTS); the rest is ours.
import { ORDER_TEXTS } from "@solerx/domain/common";
import type { OrderBlocker } from "@solerx/domain/order";

export const REVIEW_TEXTS = {
  intro: "Everything below is what will be made. Check it, then place the order.",
  loading: "Loading the order review…",
  loadFailed: "The order review could not be loaded.",
  tryAgain: "Try again",
  patient: "Patient",
  name: "Name",
  referenceId: "Reference ID",
  doctor: "Doctor",
  store: "Store",
  shippingAddress: "Ships to",
  order: "Order",
  scans: "Scans",
  leftFoot: "Left foot",
  rightFoot: "Right foot",
  scanned: (when: string) => `Scanned ${when}`,
  scannedNoTime: "Scanned",
  notScanned: "No scan",
  options: "Order options",
  expertReview: "Expert review",
  expertReviewHint: "A lab expert checks the prescription before the orthotics are made.",
  poNumber: "PO number",
  change: "Change",
  changePoNumber: "Change the PO number (Edit patient)",
  blockersTitle: "The order cannot be placed yet",
  blocker: {
    firstName: "The patient's first name is missing.",
    lastName: "The patient's last name is missing.",
    gender: "The patient's gender is missing.",
    scan: "No foot is scanned yet: an order needs at least one scan.",
  } satisfies Record<OrderBlocker, string>,
  editPatient: "Edit patient",
  toScan: "Go to 3D Scan",
  serverIssuesTitle: "The server would not accept this order yet",
  orderedTitle: "This visit's order is placed",
  orderedBody: "A visit has one order. To order again, open the order and use Reorder.",
  viewOrder: "View order",
  back: "Back to prescription",
  placeOrder: "Place order",
  placing: "Placing the order…",
  createFailed: ORDER_TEXTS.createFailed,
  flagsFailedBody: (orderId: string) =>
    `The order ${orderId} was placed, but its expert review and PO number were not set. Place order tries again.`,
} as const;

/** The warning when the pack leaves out a foot that is scanned (issue 16: Left Only with both feet scanned). */
export const PACK_WARNING_TEXTS = {
  title: "The order leaves out a scanned foot",
  body: (pack: string, left: string[]) =>
    `The pack is ${pack}, so no orthotic is made for the ${left.join(" and ")} foot, although it is scanned. To order a pair, change the pack on Orthotic Styles.`,
  changePack: "Change pack",
} as const;
