// The chosen store's details, from the operator's stores.
import type { Store } from "@solerx/domain/store";
import { signInState } from "../session/session-state";
import { useEmployeeStores } from "./api/get-employee-stores";
import { useStoreId } from "./store-state";

export function useCurrentStore(): Store | null {
  const userId = signInState.use((state) => state.operator?.userId ?? null);
  const storeId = useStoreId();
  const stores = useEmployeeStores(userId);
  return stores.data?.find((store) => store.storeID === storeId) ?? null;
}
