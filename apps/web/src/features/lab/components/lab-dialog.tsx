// The lab's dialogs on an order (Mark shipped, Cancel order, Open repair order): a form, so Enter in a field
// confirms, with the dialog's fields, the refusal of the last try, and the way out beside the confirming button.
// It traps the focus (Mantine's Modal) and cannot be closed while its change is under way.
import { Alert, Button, Group, Modal, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** Why the lab's last change was refused (the server's LAB_MESSAGES text, or ours). */
export function ChangeRefused({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}

export interface LabDialogProps {
  opened: boolean;
  title: string;
  /** The change is under way: the dialog stays, its way out is off, its confirming button spins. */
  busy: boolean;
  error: string | null;
  onClose(): void;
  onConfirm(): void;
  closeLabel: string;
  confirmLabel: string;
  /** A confirming button that cannot be undone is red, and the focus starts on the way out instead. */
  danger?: boolean;
  children: ReactNode;
}

export function LabDialog({
  opened,
  title,
  busy,
  error,
  onClose,
  onConfirm,
  closeLabel,
  confirmLabel,
  danger = false,
  children,
}: LabDialogProps) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered size={480}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <Stack gap="md">
          {children}
          {error && <ChangeRefused message={error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy} data-autofocus={danger || undefined}>
              {closeLabel}
            </Button>
            <Button type="submit" color={danger ? "red.8" : undefined} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
