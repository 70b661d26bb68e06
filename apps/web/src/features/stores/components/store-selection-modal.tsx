// "Which location would you like to use?" with the stores as radio options, the first preselected, and Next; or
// SIGN OUT, for an operator who signed in on the wrong account or at the wrong clinic.

import { Button, Group, Modal, Paper, Radio, Stack } from "@mantine/core";
import type { Store } from "@solerx/domain/store";
import { useState } from "react";
import { STORE_TEXTS } from "../texts";

export function StoreSelectionModal({
  stores,
  preselectedId,
  onChoose,
  onSignOut,
}: {
  stores: readonly Store[];
  preselectedId: string;
  onChoose: (storeId: string) => void;
  onSignOut: () => void;
}) {
  const [signingOut, setSigningOut] = useState(false);
  const [value, setValue] = useState(preselectedId);
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size={480}
      title={STORE_TEXTS.selectionTitle}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChoose(value);
        }}
      >
        <Radio.Group value={value} onChange={setValue} aria-label={STORE_TEXTS.selectionTitle}>
          <Stack gap="xs" mt="xs">
            {stores.map((store) => {
              const selected = value === store.storeID;
              return (
                <Paper
                  key={store.storeID}
                  withBorder
                  radius="md"
                  p="md"
                  style={{
                    borderColor: selected ? "var(--mantine-color-brand-6)" : undefined,
                    background: selected ? "var(--mantine-color-brand-0)" : undefined,
                  }}
                >
                  <Radio
                    value={store.storeID}
                    label={store.name}
                    description={[store.address, store.company].filter(Boolean).join(" · ")}
                    styles={{ label: { fontWeight: 600, cursor: "pointer" }, radio: { cursor: "pointer" } }}
                  />
                </Paper>
              );
            })}
          </Stack>
        </Radio.Group>
        <Group justify="space-between" mt="xl">
          <Button
            variant="default"
            loading={signingOut}
            onClick={() => {
              setSigningOut(true);
              onSignOut();
            }}
          >
            {STORE_TEXTS.signOut}
          </Button>
          <Button type="submit" miw={120}>
            {STORE_TEXTS.next}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
