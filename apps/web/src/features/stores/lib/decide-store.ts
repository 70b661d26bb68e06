// Which store a sign-in uses (spec 000 §4 "Site selection").
import type { Store } from "@solerx/domain/store";

export type StoreDecision =
  | { kind: "none" }
  | { kind: "chosen"; storeId: string; remembered: boolean }
  | { kind: "ask"; preselectedId: string };

/** No stores: none. One: that one. Several: the stored id if it is still one of them, else ask. */
export function decideStore(stores: readonly Store[], storedId: string | null): StoreDecision {
  const [first] = stores;
  if (!first) return { kind: "none" };
  if (stores.length === 1) return { kind: "chosen", storeId: first.storeID, remembered: false };
  if (storedId && stores.some((store) => store.storeID === storedId)) {
    return { kind: "chosen", storeId: storedId, remembered: true };
  }
  return { kind: "ask", preselectedId: first.storeID };
}
