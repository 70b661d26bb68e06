import { describe, expect, it } from "vitest";
import { EmployeeParams, StoreDoctorsParams, StoreParams } from "./store";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

// The route's cases (routes/store/store.test.ts, profile.test.ts): a path id that is not a UUID is a 400.
describe("the store paths", () => {
  it("name stores, doctors' stores and operators by UUID", () => {
    expect(StoreParams.safeParse({ storeID: id(1) }).success).toBe(true);
    expect(StoreParams.safeParse({ storeID: "not-a-uuid" }).success).toBe(false);
    expect(StoreDoctorsParams.safeParse({ storeID: id(1), companyID: id(2) }).success).toBe(true);
    expect(StoreDoctorsParams.safeParse({ storeID: id(1) }).success).toBe(false);
    expect(EmployeeParams.safeParse({ userID: "not-a-uuid" }).success).toBe(false);
  });
});
