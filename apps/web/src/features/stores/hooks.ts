// The chosen store and its doctors, for the screens and the shell.
import type { Store } from "@solerx/domain";
import { useAppState } from "../../stores/app-state";
import { useEmployeeStores } from "./api/get-employee-stores";

export function useCurrentStore(): Store | null {
  const userId = useAppState((state) => state.operator?.userId ?? null);
  const storeId = useAppState((state) => state.storeId);
  const stores = useEmployeeStores(userId);
  return stores.data?.find((store) => store.storeID === storeId) ?? null;
}
