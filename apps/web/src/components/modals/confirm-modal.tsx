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
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered size={460}>
      {typeof children === "string" ? <Text>{children}</Text> : children}
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} loading={busy} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
