import { describe, expect, it } from "vitest";
import { CreateOrderRequest, embossedText, Order, OrderListQuery } from "./order";
import { defaultPrescription } from "./prescription";

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

describe("embossedText", () => {
  it("is the first 8 characters of the order id plus L or R", () => {
    expect(embossedText("3f2a9c1e-1111-4000-8000-000000000000", "left")).toBe("3f2a9c1eL");
    expect(embossedText("3f2a9c1e-1111-4000-8000-000000000000", "right")).toBe("3f2a9c1eR");
  });
});
