import type { Store } from "@solerx/domain/store";
import { describe, expect, it } from "vitest";
import { decideStore } from "./decide-store";

const store = (storeID: string): Store => ({
  storeID,
  name: `Store ${storeID}`,
  company: "Demo Clinic",
  companyID: "c",
  address: "",
  hideSensitiveData: false,
});

describe("store decision", () => {
  it("has none for an account without stores", () => {
    expect(decideStore([], null)).toEqual({ kind: "none" });
  });

  it("chooses the only store automatically", () => {
    expect(decideStore([store("a")], "zzz")).toEqual({ kind: "chosen", storeId: "a", remembered: false });
  });

  it("uses the stored store when it is still one of several", () => {
    expect(decideStore([store("a"), store("b")], "b")).toEqual({ kind: "chosen", storeId: "b", remembered: true });
  });

  it("asks, with the first preselected, when nothing valid is stored", () => {
    expect(decideStore([store("a"), store("b")], null)).toEqual({ kind: "ask", preselectedId: "a" });
    expect(decideStore([store("a"), store("b")], "gone")).toEqual({ kind: "ask", preselectedId: "a" });
  });
});
