// Topic entry of @solerx/domain: orders: schema, flags, quantity, what an order lacks, its record rule and its life
// at the lab. Only what other topics and the apps import is listed here.
export {
  CreateOrderHeaders,
  CreateOrderRequest,
  embossedText,
  MeasurementData,
  ORDER_DELIVERY_OPTION,
  ORDER_IDEMPOTENCY_HEADER,
  ORDER_PDF_ATTACHMENT,
  Order,
  OrderAttachmentParams,
  OrderEvent,
  OrderFlags,
  OrderFlagsRequest,
  OrderItem,
  OrderList,
  OrderListQuery,
  OrderParams,
  OrderProduct,
  OrderValidateRequest,
  OrderValidateResponse,
  PdfInputRequest,
  PdfInputResponse,
} from "./order";
export { attachmentContentType, isAttachmentName } from "./order-attachments";
export { flagChangeNote, flagsMayChange } from "./order-flags";
export { orderProduct } from "./order-product";
export {
  orderQuantity,
  orderQuantityFaults,
  QUANTITY_MESSAGES,
  type QuantityFault,
  type QuantitySource,
} from "./order-quantity";
export { type OrderBlocker, orderBlockers } from "./order-ready";
export {
  orderRecordFault,
  RECORD_MESSAGES,
  type RecordedOrder,
  type RecordFault,
  type RecordSizes,
  recordName,
} from "./order-record";
export {
  allowedNextStatuses,
  canMoveOrder,
  canOpenRepair,
  needsTrackingLink,
  sessionStatusOfOrderStep,
} from "./order-status";
