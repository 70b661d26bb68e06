// Asks a saved Rx's name (Save as saved Rx, New, Rename, Rename and save): the name rule's message as typed, and
// the server's refusal (a name that exists) under the field. Enter submits; Cancel or Escape closes.
import { Button, Group, Modal, Text, TextInput } from "@mantine/core";
import { SAVED_RX_NAME_MAX_LENGTH } from "@solerx/domain/saved-rx";
import { type ReactNode, useEffect, useState } from "react";
import { checkSavedRxName } from "../lib/name";
import { SAVED_RX_TEXTS } from "../texts";

export interface SavedRxNameModalProps {
  opened: boolean;
  title: string;
  confirmLabel: string;
  initialName?: string;
  /** Names a write under would replace a saved Rx (upsert): refused before sending. */
  takenNames?: readonly string[];
  /** What the modal is about, above the field. */
  children?: ReactNode;
  onCancel(): void;
  /** Sends the name; a rejection's message shows under the field and the modal stays open. */
  onSubmit(name: string): Promise<void>;
}

export function SavedRxNameModal({
  opened,
  title,
  confirmLabel,
  initialName = "",
  takenNames = [],
  children,
  onCancel,
  onSubmit,
}: SavedRxNameModalProps) {
  const [name, setName] = useState(initialName);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      setName(initialName);
      setRefusal(null);
      setBusy(false);
    }
  }, [opened, initialName]);

  const check = checkSavedRxName(
    name,
    takenNames.filter((taken) => taken !== initialName),
  );
  const unchanged = initialName !== "" && name.trim() === initialName;
  const submit = async () => {
    if (!check.ok || unchanged || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await onSubmit(check.name);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={busy ? () => {} : onCancel} title={title} centered size={480}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {typeof children === "string" ? (
          <Text size="sm" c="dimmed" mb="md">
            {children}
          </Text>
        ) : (
          children
        )}
        <TextInput
          label={SAVED_RX_TEXTS.nameLabel}
          value={name}
          maxLength={SAVED_RX_NAME_MAX_LENGTH}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setRefusal(null);
          }}
          error={(check.ok ? null : check.message) ?? refusal ?? undefined}
          autoComplete="off"
          data-autofocus
        />
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {SAVED_RX_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={busy} disabled={!check.ok || unchanged}>
            {confirmLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
