import { describe, expect, it } from "vitest";
import { orderBlockers } from "./order-ready";

const ready = { firstName: "Ada", lastName: "Lovelace", gender: "FEMALE", hasLeftScan: true, hasRightScan: false };

describe("orderBlockers", () => {
  it("lets an order with names, gender and one scan through", () => {
    expect(orderBlockers(ready)).toEqual([]);
    expect(orderBlockers({ ...ready, gender: "UNKNOWN", hasLeftScan: false, hasRightScan: true })).toEqual([]);
  });
  it("lists what is missing", () => {
    expect(orderBlockers({ ...ready, firstName: " ", lastName: null })).toEqual(["firstName", "lastName"]);
    expect(orderBlockers({ ...ready, gender: "" })).toEqual(["gender"]);
    expect(orderBlockers({ ...ready, hasLeftScan: false })).toEqual(["scan"]);
  });
});
