// The orders area's public entry: what the lab, the PDF and the routes use of orders. Its part of the repository
// (repository.ts) is assembled by ../repository.ts alone.
export { findAttachment } from "./attachments";
export { orderRefused } from "./order-refused";
export { findOrder, type NewOrder } from "./queries";
export { recordOrderStep, type SteppedOrder } from "./steps";
