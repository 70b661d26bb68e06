// The chosen store's name, on screens that show neither the store drop-down nor a patient.
import { Group, Text } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";
import { useCurrentStore } from "../../entities/store/use-current-store";

export function CurrentStoreName() {
  const store = useCurrentStore();
  if (!store) return null;
  return (
    <Group gap={6} wrap="nowrap" c="gray.7" style={{ minWidth: 0 }}>
      <IconBuildingStore size={16} aria-hidden />
      <Text size="sm" fw={500} truncate>
        {store.name}
      </Text>
    </Group>
  );
}
