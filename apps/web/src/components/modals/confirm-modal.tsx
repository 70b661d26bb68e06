// The generic two-button confirmation modal (spec 000 §2 "Modals").
import { Button, Group, Modal, Text } from "@mantine/core";
import type { ReactNode } from "react";

export function ConfirmModal({
  opened,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  busy = false,
  danger = false,
  focusCancel = danger,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
  /** A destructive confirmation: the confirm button in red, and the focus starts on Cancel, not on it. */
  danger?: boolean;
  /** The focus starts on Cancel (a destructive confirmation's default, or where Cancel is the safe answer). */
  focusCancel?: boolean;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered size={460}>
      {typeof children === "string" ? <Text>{children}</Text> : children}
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus={focusCancel || undefined}>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          loading={busy}
          // red.9: white text on red.8 is 4.4:1, under the 4.5:1 WCAG AA asks of normal text.
          color={danger ? "red.9" : undefined}
          data-autofocus={!focusCancel || undefined}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
