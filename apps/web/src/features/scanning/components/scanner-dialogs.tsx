// The scanner's modals (spec 000 §2 "Modals", §8 "User-facing texts"): a failed scan's dialog with OK, the agent
// error with Restart, and the different-settings dialog with Back and Next.
import { Button, Group, Modal, Text } from "@mantine/core";
import { APP_TEXTS } from "@solerx/domain/common";
import { ConfirmModal } from "../../../components/modals/confirm-modal";
import { AGENT_UNREACHABLE_DIALOG, type ScannerDialog } from "../../../entities/scanner/lib/scan-errors";
import { SCANNING_TEXTS } from "../texts";

/** A message with one button. */
function MessageModal(props: { dialog: ScannerDialog | null; button: string; onButton(): void; onClose(): void }) {
  const { dialog, button, onButton, onClose } = props;
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={dialog?.title} centered size={460}>
      <Text>{dialog?.body}</Text>
      <Group justify="flex-end" mt="xl">
        <Button onClick={onButton} data-autofocus>
          {button}
        </Button>
      </Group>
    </Modal>
  );
}

export function ScanErrorModal({ dialog, onClose }: { dialog: ScannerDialog | null; onClose(): void }) {
  return <MessageModal dialog={dialog} button={SCANNING_TEXTS.ok} onButton={onClose} onClose={onClose} />;
}

/** The USB Agent error: Restart opens a new connection to the agent. */
export function AgentErrorModal(props: { opened: boolean; onRestart(): void; onClose(): void }) {
  return (
    <MessageModal
      dialog={props.opened ? AGENT_UNREACHABLE_DIALOG : null}
      button={SCANNING_TEXTS.restart}
      onButton={props.onRestart}
      onClose={props.onClose}
    />
  );
}

/** "Scans with different scan settings detected": Back goes to the scan settings, Next goes on. */
export function DifferentSettingsModal({
  opened,
  onBack,
  onNext,
}: {
  opened: boolean;
  onBack(): void;
  onNext(): void;
}) {
  return (
    <ConfirmModal
      opened={opened}
      title={APP_TEXTS.differentScanSettingsTitle}
      cancelLabel={SCANNING_TEXTS.back}
      confirmLabel={SCANNING_TEXTS.next}
      onCancel={onBack}
      onConfirm={onNext}
    >
      {APP_TEXTS.differentScanSettingsBody}
    </ConfirmModal>
  );
}
