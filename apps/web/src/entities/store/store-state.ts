// The chosen store (the clinic location). Choosing one stores its id and closes the store dialog (spec 000 §4
// "Login"); the id survives a reload and is cleared on sign-out.
import { createSharedState } from "../../lib/shared-state";
import { LOCAL_KEYS, readItem, writeItem } from "../../lib/storage";

export const chosenStore = createSharedState<{ storeId: string | null }>({ storeId: null });

export function chooseStore(storeId: string): void {
  writeItem("local", LOCAL_KEYS.storeId, storeId);
  chosenStore.set({ storeId });
}

export function storedStoreId(): string | null {
  return readItem("local", LOCAL_KEYS.storeId);
}

export function useStoreId(): string | null {
  return chosenStore.use((state) => state.storeId);
}
