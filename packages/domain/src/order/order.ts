// Orders, their flags, the order list and the prescription PDF input (spec 001 §3 "Order", §4, §7).
import { z } from "zod";
import { DEFAULTS, Gender, LIMITS, ORDER_LIMITS, OrderStatus, SizePreference, storable } from "../common";
import { PatientName, PatientText } from "../patient";
import { Prescription } from "../prescription";
import { PdfSizeGender } from "../shoe-size";
import { Id, pageQuery } from "../store";
import { orderQuantityFaults } from "./order-quantity";

/**
 * What is ordered. sizeGender uses the API's size preference enum (MENS, WOMENS): the spec names the field but
 * not its values, and male/female belongs to the PDF call.
 */
export const OrderProduct = z.looseObject({
  shoeSize: z.number().positive(),
  sizeGender: SizePreference,
  sizeSystem: z.literal(DEFAULTS.orderSizeSystem),
  customProperties: z.record(z.string(), z.unknown()).default(() => ({})),
  leftShoeSize: z.number().positive().optional(),
  rightShoeSize: z.number().positive().optional(),
});

/** One order line; type LEFT or RIGHT when the two feet have different sizes. */
export const OrderItem = z.looseObject({
  product: OrderProduct,
  quantity: z.number().int().min(1),
  type: z.enum(["LEFT", "RIGHT"]).optional(),
  /** Doctor name plus store address. */
  shippingAddress: z.string(),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderFlags = z.object({ zebraID: z.string(), expertReview: z.boolean() });
export type OrderFlags = z.infer<typeof OrderFlags>;

/** Creating an order needs at least one scan. */
export const MeasurementData = z
  .object({ leftScanID: Id.nullable(), rightScanID: Id.nullable() })
  .refine((m) => m.leftScanID !== null || m.rightScanID !== null, { message: "An order needs at least one scan" });

/** One step of an order's life: placed, a lab status change, a repair opened. Newest last. */
export const OrderEvent = z.object({
  at: z.iso.datetime({ offset: true }),
  status: OrderStatus,
  trackingLink: z.string().nullable(),
  /** Free text of the step (the repair's reason, a cancellation's note); null when none. */
  note: z.string().nullable(),
  /** Who made the change: the clinic's operator or the lab's staff member, by name. */
  byName: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

export const Order = z.object({
  orderID: Id,
  reorderOfID: Id.nullable(),
  /** A repair order (REPAIR_ORDER_CREATED) names the order whose insoles were sent back; null otherwise. */
  repairOfID: Id.nullable(),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  gender: Gender,
  /** Pounds. */
  weight: z.number().min(0),
  companyID: Id,
  storeID: Id,
  userID: Id,
  sessionID: Id,
  measurementData: MeasurementData,
  items: z.array(OrderItem).min(1),
  /** The employee who placed it. */
  createdBy: Id,
  deliveryOption: z.string(),
  flags: OrderFlags,
  trackingLink: z.string().nullable(),
  prescriptionObj: Prescription,
  leroyMeta: z.string(),
  /**
   * The patient's notes as the order was placed with them (ours: the spec's order has none, but the lab makes the
   * device from what was placed); "" for none.
   */
  notes: z.string(),
  status: OrderStatus,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** The order's steps, oldest first; the first is its placing. */
  history: z.array(OrderEvent),
  /** Names of the order's stored attachments (pres.pdf, the prescription as placed). */
  attachments: z.array(z.string()),
});
export type Order = z.infer<typeof Order>;

/**
 * The spec names deliveryOption but none of its values; every order ships the one way the lab offers (ours,
 * docs/decisions.md "Order screens and the lab").
 */
export const ORDER_DELIVERY_OPTION = "standard";

const OrderShoeSize = z.number().min(ORDER_LIMITS.shoeSizeMin).max(ORDER_LIMITS.shoeSizeMax).multipleOf(0.5);

/** An order line as the clinic may ask for it. */
const CreateOrderItem = OrderItem.extend({
  product: OrderProduct.extend({
    shoeSize: OrderShoeSize,
    leftShoeSize: OrderShoeSize.optional(),
    rightShoeSize: OrderShoeSize.optional(),
  }),
  quantity: z.number().int().min(1).max(ORDER_LIMITS.maxQuantity),
  shippingAddress: z.string().max(ORDER_LIMITS.shippingAddressMaxLength),
});

/**
 * POST /order/create: the server sets the id, creator, status, tracking link and time; flags come after. Nothing
 * the database cannot store (storable).
 */
export const CreateOrderRequest = storable(
  Order.omit({
    orderID: true,
    repairOfID: true,
    createdBy: true,
    status: true,
    trackingLink: true,
    createdAt: true,
    updatedAt: true,
    history: true,
    attachments: true,
    flags: true,
  })
    .extend({
      reorderOfID: Id.nullable().default(null),
      notes: z.string().default(""),
      // What the lab will make, within what the record can hold (issue 17 point 3): the record's name rule, a real
      // weight, sizes of the form's units, a few lines of a few pairs, the one delivery the lab offers.
      firstName: PatientName,
      lastName: PatientName,
      weight: z.number().gt(0).max(ORDER_LIMITS.weightMaxLbs),
      items: z.array(CreateOrderItem).min(1).max(ORDER_LIMITS.maxItems),
      deliveryOption: z.literal(ORDER_DELIVERY_OPTION),
    })
    .superRefine((body, ctx) => {
      // One quantity (order/order-quantity): every line and the prescription say the same number, so the PDF, the
      // lab's screens and the API cannot show different ones.
      for (const fault of orderQuantityFaults(body)) {
        const path = fault.path.split(".").map((step) => (/^\d+$/.test(step) ? Number(step) : step));
        ctx.addIssue({ code: "custom", path, message: fault.message });
      }
    }),
);
export type CreateOrderRequest = z.input<typeof CreateOrderRequest>;

/**
 * The header of POST /order/create that makes it idempotent (ours; the spec has none): a UUID the client makes
 * once per placing and sends again on every retry or second press. The same key in the same company answers the
 * order it created the first time (200) instead of a second order (201).
 */
export const ORDER_IDEMPOTENCY_HEADER = "idempotency-key";

/**
 * The order's stored prescription PDF, an attachment of GET /order/{orderID}/attachment/{attachmentName} (spec 001
 * §7's example name): made when the order is placed and when its flags change. The clinician's own download is
 * presc.pdf (DEFAULTS.pdfFileName), made afresh.
 */
export const ORDER_PDF_ATTACHMENT = "pres.pdf";

/** POST /order/validate (the spec shows no use; ours): whether the body could be placed, and what it lacks. */
export const OrderValidateResponse = z.object({
  valid: z.boolean(),
  /** order/order-ready OrderBlocker values: firstName, lastName, gender, scan. */
  blockers: z.array(z.enum(["firstName", "lastName", "gender", "scan"])),
  /** Schema failures of the body, by path. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type OrderValidateResponse = z.infer<typeof OrderValidateResponse>;

/** POST /order/flags. The PO number follows the patient form's rule (at most 25 characters, the spec's characters). */
export const OrderFlagsRequest = z.object({ orderID: Id, expertReview: z.boolean(), zebraID: PatientText.optional() });

/** Header of POST /order/create: the idempotency key, a UUID the client makes once per placing. */
export const CreateOrderHeaders = z.looseObject({ [ORDER_IDEMPOTENCY_HEADER]: Id.optional() });

/**
 * POST /order/validate takes any body (its answer lists what is wrong with it, CreateOrderRequest's issues); the
 * ids it may carry are typed, so the server's tenancy check sees each one.
 */
export const OrderValidateRequest = z.looseObject({
  companyID: Id.optional(),
  storeID: Id.optional(),
  userID: Id.optional(),
  sessionID: Id.optional(),
  reorderOfID: Id.nullable().optional(),
});

/** Path of the calls on one order: /order/{orderID}, /lab/orders/{orderID}/…. */
export const OrderParams = z.object({ orderID: Id });
/** Path of GET /order/{orderID}/attachment/{attachmentName}. */
export const OrderAttachmentParams = OrderParams.extend({ attachmentName: z.string().min(1).max(200) });

/** GET /order/list/{storeID}?offset&limit, pages of 200. */
export const OrderListQuery = pageQuery(LIMITS.ordersPageSize);
export const OrderList = z.object({ total: z.number().int(), orders: z.array(Order) });

/** POST /profile/create/PDFInput; without an order yet, orderID and orderCreatedAt are absent. */
export const PdfInputRequest = z.object({
  userID: Id,
  sessionID: Id,
  employeeID: Id,
  storeID: Id,
  prescriptionID: z.string().optional(),
  sizeGender: PdfSizeGender,
  orderCreatedAt: z.iso.datetime({ offset: true }).optional(),
  orderID: Id.optional(),
});
export type PdfInputRequest = z.infer<typeof PdfInputRequest>;
/** The PDF, base64. */
export const PdfInputResponse = z.object({ data: z.base64() });

/** Text embossed on an insole: the first 8 characters of the order id, then L or R. */
export function embossedText(orderID: string, foot: "left" | "right"): string {
  return `${orderID.slice(0, LIMITS.embossedOrderIdLength)}${foot === "left" ? "L" : "R"}`;
}
