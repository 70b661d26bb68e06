// Choosing a store stores its id and closes the store dialog (spec 000 §4 "Login").
import { LOCAL_KEYS, readItem, writeItem } from "../../../lib/storage";
import { setAppState } from "../../../stores/app-state";

export function chooseStore(storeId: string): void {
  writeItem("local", LOCAL_KEYS.storeId, storeId);
  setAppState({ storeId });
}

export function storedStoreId(): string | null {
  return readItem("local", LOCAL_KEYS.storeId);
}
