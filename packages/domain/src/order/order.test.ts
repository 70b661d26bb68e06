import { describe, expect, it } from "vitest";
import { UNSTORABLE_MESSAGE } from "../common";
import { defaultPrescription } from "../prescription";
import {
  CreateOrderHeaders,
  CreateOrderRequest,
  embossedText,
  Order,
  OrderAttachmentParams,
  OrderFlagsRequest,
  OrderListQuery,
  OrderParams,
  OrderValidateRequest,
} from "./order";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const request = {
  firstName: "Ada",
  lastName: "Lovelace",
  gender: "FEMALE",
  weight: 132,
  companyID: id(1),
  storeID: id(2),
  userID: id(3),
  sessionID: id(4),
  measurementData: { leftScanID: id(5), rightScanID: null },
  items: [
    {
      product: { shoeSize: 8.5, sizeGender: "WOMENS", sizeSystem: "us" },
      quantity: 1,
      type: "LEFT",
      shippingAddress: "Dr House, 1 Main Street",
    },
  ],
  deliveryOption: "standard",
  prescriptionObj: defaultPrescription(),
  leroyMeta: "{}",
};

describe("order schemas", () => {
  it("accepts a create request with one scan and fills the defaults", () => {
    const parsed = CreateOrderRequest.parse(request);
    expect(parsed.reorderOfID).toBeNull();
    expect(parsed.items[0]?.product.customProperties).toEqual({});
  });
  it("refuses an order without any scan", () => {
    const noScan = { ...request, measurementData: { leftScanID: null, rightScanID: null } };
    expect(CreateOrderRequest.safeParse(noScan).success).toBe(false);
  });
  it("refuses an order without names or items", () => {
    expect(CreateOrderRequest.safeParse({ ...request, firstName: "" }).success).toBe(false);
    expect(CreateOrderRequest.safeParse({ ...request, items: [] }).success).toBe(false);
    const wrongSystem = {
      ...request,
      items: [{ ...request.items[0], product: { shoeSize: 8, sizeGender: "MENS", sizeSystem: "eu" } }],
    };
    expect(CreateOrderRequest.safeParse(wrongSystem).success).toBe(false);
  });
  it("reads a stored order", () => {
    const order = Order.parse({
      ...CreateOrderRequest.parse(request),
      orderID: id(9),
      repairOfID: null,
      createdBy: id(10),
      status: "Processing",
      trackingLink: null,
      flags: { zebraID: "PO-1", expertReview: true },
      createdAt: "2024-06-15T10:00:00Z",
      updatedAt: "2024-06-15T10:00:00Z",
      history: [
        { at: "2024-06-15T10:00:00Z", status: "Processing", trackingLink: null, note: null, byName: "Sofia Alvarez" },
      ],
      attachments: ["pres.pdf"],
    });
    expect(order.flags.expertReview).toBe(true);
    expect(Order.safeParse({ ...order, status: "Lost" }).success).toBe(false);
  });
  it("pages orders by 200", () => {
    expect(OrderListQuery.parse({})).toEqual({ offset: 0, limit: 200 });
    expect(OrderListQuery.safeParse({ limit: 201 }).success).toBe(false);
  });
});

// The route's cases (routes/order/order.test.ts, order-flags.test.ts): what the order calls refuse with 400.
describe("the order calls' requests", () => {
  it("refuse an order the database cannot store, with the storable rule's message", () => {
    expect(CreateOrderRequest.safeParse({ ...request, leroyMeta: "a\u0000b" }).error?.issues).toEqual([
      expect.objectContaining({ path: [], message: UNSTORABLE_MESSAGE }),
    ]);
    expect(CreateOrderRequest.safeParse({ ...request, notes: "\udc00" }).success).toBe(false);
  });
  it("take an idempotency key that is a UUID, beside any other header", () => {
    expect(CreateOrderHeaders.safeParse({ "idempotency-key": id(1), accept: "*/*" }).success).toBe(true);
    expect(CreateOrderHeaders.safeParse({}).success).toBe(true);
    expect(CreateOrderHeaders.safeParse({ "idempotency-key": "not-a-uuid" }).success).toBe(false);
  });
  it("set the flags with a PO number the patient form would take, trimmed", () => {
    const flags = { orderID: id(1), expertReview: true };
    expect(OrderFlagsRequest.parse({ ...flags, zebraID: " PO-77 " }).zebraID).toBe("PO-77");
    expect(OrderFlagsRequest.safeParse(flags).success).toBe(true);
    expect(OrderFlagsRequest.safeParse({ ...flags, zebraID: "a<b" }).success).toBe(false);
    expect(OrderFlagsRequest.safeParse({ ...flags, zebraID: "x".repeat(26) }).success).toBe(false);
  });
  it("validate any body, keeping its fields, but only ids that are UUIDs", () => {
    expect(OrderValidateRequest.parse({ firstName: "", items: [] })).toEqual({ firstName: "", items: [] });
    expect(OrderValidateRequest.safeParse({ ...request, reorderOfID: null }).success).toBe(true);
    expect(OrderValidateRequest.safeParse({ userID: "not-a-uuid" }).success).toBe(false);
  });
  it("name an order and an attachment of at most 200 characters in the path", () => {
    expect(OrderParams.safeParse({ orderID: "not-a-uuid" }).success).toBe(false);
    const named = (attachmentName: string) => OrderAttachmentParams.safeParse({ orderID: id(1), attachmentName });
    expect(named("pres.pdf").success).toBe(true);
    expect(named("X".repeat(200)).success).toBe(true);
    expect(named("X".repeat(201)).success).toBe(false);
    expect(named("").success).toBe(false);
  });
});

describe("embossedText", () => {
  it("is the first 8 characters of the order id plus L or R", () => {
    expect(embossedText("3f2a9c1e-1111-4000-8000-000000000000", "left")).toBe("3f2a9c1eL");
    expect(embossedText("3f2a9c1e-1111-4000-8000-000000000000", "right")).toBe("3f2a9c1eR");
  });
});
