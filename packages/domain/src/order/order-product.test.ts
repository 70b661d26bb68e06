import { describe, expect, it } from "vitest";
import { orderProduct } from "./order-product";

describe("orderProduct", () => {
  it("takes the items' product, else the scans', else INSOLE", () => {
    expect(orderProduct("AFO", "HELMET")).toBe("AFO");
    expect(orderProduct(undefined, "HELMET")).toBe("HELMET");
    expect(orderProduct("SHOE", null)).toBe("INSOLE");
  });
});
