// The top bar's store drop-down on the patient list (spec 000 §2 "Shell"): switching stores the new id. The
// browser's own select: the phone's native picker, no positioning library in the first screen's code.
import { NativeSelect, VisuallyHidden } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";
import { signInState } from "../../../entities/session/session-state";
import { useEmployeeStores } from "../../../entities/store/api/get-employee-stores";
import { chooseStore, useStoreId } from "../../../entities/store/store-state";
import { STORE_TEXTS } from "../texts";

/**
 * `compact`: a narrow top bar (under 992 px), where the word "Store" beside the drop-down would cut the store's
 * name; the icon says it there, and the label stays for screen readers.
 */
export function StoreSelect({ compact = false }: { compact?: boolean }) {
  const userId = signInState.use((state) => state.operator?.userId ?? null);
  const storeId = useStoreId();
  const stores = useEmployeeStores(userId);
  if (!stores.data || !storeId) return null;
  return (
    <NativeSelect
      label={compact ? <VisuallyHidden>{STORE_TEXTS.storeLabel}</VisuallyHidden> : STORE_TEXTS.storeLabel}
      data={stores.data.map((store) => ({ value: store.storeID, label: store.name }))}
      value={storeId}
      onChange={(event) => chooseStore(event.currentTarget.value)}
      leftSection={<IconBuildingStore size={16} aria-hidden />}
      w="100%"
      size="sm"
      // The bar gives it what room is left; it shrinks rather than push the buttons over it.
      styles={{
        root: { display: "flex", alignItems: "center", gap: compact ? 0 : 10, minWidth: 0 },
        label: { fontSize: "var(--mantine-font-size-sm)", color: "var(--mantine-color-gray-7)", margin: 0 },
        wrapper: { flex: 1, minWidth: 0 },
      }}
    />
  );
}
