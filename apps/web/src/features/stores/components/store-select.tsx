// The top bar's store drop-down on the patient list (spec 000 §2 "Shell"): switching stores the new id.
import { Select } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";
import { STORE_TEXTS } from "../../../messages";
import { useAppState } from "../../../stores/app-state";
import { useEmployeeStores } from "../api/get-employee-stores";
import { chooseStore } from "../lib/choose-store";

export function StoreSelect() {
  const userId = useAppState((state) => state.operator?.userId ?? null);
  const storeId = useAppState((state) => state.storeId);
  const stores = useEmployeeStores(userId);
  if (!stores.data || !storeId) return null;
  return (
    <Select
      label={STORE_TEXTS.storeLabel}
      data={stores.data.map((store) => ({ value: store.storeID, label: store.name }))}
      value={storeId}
      onChange={(value) => value && chooseStore(value)}
      allowDeselect={false}
      checkIconPosition="right"
      leftSection={<IconBuildingStore size={16} aria-hidden />}
      w={340}
      miw={240}
      size="sm"
      comboboxProps={{ shadow: "md" }}
      styles={{
        root: { display: "flex", alignItems: "center", gap: 10 },
        label: { fontSize: "var(--mantine-font-size-sm)", color: "var(--mantine-color-dimmed)", margin: 0 },
        wrapper: { flex: 1, minWidth: 180 },
      }}
    />
  );
}
