// "No internet connection - Please check your internet connection." (spec 000 §2 "Modals"): shown while the app
// cannot reach its server; it cannot be closed, and goes away by itself when the connection returns.
import { Group, Loader, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";
import { CONNECTIVITY_TEXTS } from "../texts";

/** Above every other modal: nothing else works while offline. */
const NO_INTERNET_Z_INDEX = 500;

export function NoInternetModal({ opened }: { opened: boolean }) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size={440}
      title={CONNECTIVITY_TEXTS.title}
      zIndex={NO_INTERNET_Z_INDEX}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon color="orange" variant="light" size={44} radius="xl">
          <IconWifiOff size={24} aria-hidden />
        </ThemeIcon>
        <Stack gap={6}>
          <Text fw={600}>{CONNECTIVITY_TEXTS.body}</Text>
          <Group gap={8} wrap="nowrap">
            <Loader size="xs" type="dots" aria-hidden />
            <Text size="sm" c="gray.7">
              {CONNECTIVITY_TEXTS.waiting}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Modal>
  );
}
