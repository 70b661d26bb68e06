// The System Error modal (spec 000 §2 "Modals", §8 "Long waits show the System Error modal with Wait or End
// session"): shown while a request has gone unanswered for long; Wait keeps waiting, End session starts over.
import { Button, Group, Modal, Text, ThemeIcon } from "@mantine/core";
import { IconHourglassHigh } from "@tabler/icons-react";
import { SYSTEM_ERROR_TEXTS } from "../texts";

/** Above the app's modals, below the no-internet modal (which explains a long wait better when it applies). */
const SYSTEM_ERROR_Z_INDEX = 400;

export function SystemErrorModal({
  opened,
  onWait,
  onEndSession,
}: {
  opened: boolean;
  onWait: () => void;
  onEndSession: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onWait}
      title={SYSTEM_ERROR_TEXTS.title}
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
      size={460}
      zIndex={SYSTEM_ERROR_Z_INDEX}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon color="orange" variant="light" size={44} radius="xl">
          <IconHourglassHigh size={24} aria-hidden />
        </ThemeIcon>
        <Text>{SYSTEM_ERROR_TEXTS.body}</Text>
      </Group>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onEndSession}>
          {SYSTEM_ERROR_TEXTS.endSession}
        </Button>
        <Button onClick={onWait} data-autofocus>
          {SYSTEM_ERROR_TEXTS.wait}
        </Button>
      </Group>
    </Modal>
  );
}
