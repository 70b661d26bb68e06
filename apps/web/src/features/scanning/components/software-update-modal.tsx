// Software Update for the scanner agent (spec 000 §2 "Modals", §4 "Scanner agent"): NO and YES, or only UPDATE
// when the update is required; then the download's progress, and once it is ready the installer runs and the
// page reloads after a 10 s countdown.
import { Button, Group, Modal, Progress, Stack, Text } from "@mantine/core";
import type { UpdateState } from "../../../entities/scanner/lib/agent-state";
import { SOFTWARE_UPDATE_TEXTS as TEXTS } from "../texts";

export interface SoftwareUpdateModalProps {
  update: UpdateState;
  onAccept(): void;
  onDecline(): void;
}

/** The phases the modal shows; idle and "no update" show nothing. */
function updateModalOpen(update: UpdateState): boolean {
  return update.phase !== "idle" && update.phase !== "none";
}

function Body({ update }: { update: UpdateState }) {
  switch (update.phase) {
    case "downloading":
      return (
        <Stack gap="xs">
          <Text role="status">{TEXTS.downloading(update.percent)}</Text>
          <Progress value={update.percent} aria-label={TEXTS.progressLabel} animated />
        </Stack>
      );
    case "ready":
      return <Text role="status">{TEXTS.downloading(100)}</Text>;
    case "installing":
      return <Text role="status">{TEXTS.installing(update.secondsLeft)}</Text>;
    case "reloading":
      return <Text role="status">{TEXTS.reloading}</Text>;
    default:
      return null;
  }
}

export function SoftwareUpdateModal({ update, onAccept, onDecline }: SoftwareUpdateModalProps) {
  const offered = update.phase === "available";
  const required = "required" in update && update.required;
  // While the update runs it cannot be dismissed: the PC must not be turned off, the page reloads by itself.
  const dismissible = offered && !required;
  return (
    <Modal
      opened={updateModalOpen(update)}
      onClose={dismissible ? onDecline : () => {}}
      withCloseButton={dismissible}
      closeOnEscape={dismissible}
      closeOnClickOutside={false}
      title={TEXTS.title}
      centered
      size={480}
    >
      <Stack gap="md">
        <Text>{TEXTS.body}</Text>
        {"version" in update && (
          <Text size="sm" c="dimmed">
            {TEXTS.version(update.version)}
          </Text>
        )}
        {offered && required && <Text fw={600}>{TEXTS.required}</Text>}
        <Body update={update} />
        {offered && (
          <Group justify="flex-end">
            {required ? (
              <Button onClick={onAccept} data-autofocus>
                {TEXTS.update}
              </Button>
            ) : (
              <>
                <Button variant="default" onClick={onDecline}>
                  {TEXTS.no}
                </Button>
                <Button onClick={onAccept} data-autofocus>
                  {TEXTS.yes}
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
