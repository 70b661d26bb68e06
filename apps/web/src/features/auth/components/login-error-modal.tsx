// "Login error. Not enough permissions." with Restart (spec 000 §2 "Modals", §6).
import { Button, Group, Modal, Text, ThemeIcon } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { authController } from "../lib/auth-controller";
import { SIGN_IN_TEXTS } from "../texts";

export function LoginErrorModal({ opened }: { opened: boolean }) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      title={SIGN_IN_TEXTS.loginErrorTitle}
      size={420}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon color="red" variant="light" size={40} radius="xl">
          <IconLock size={22} aria-hidden />
        </ThemeIcon>
        <Text>{SIGN_IN_TEXTS.loginError}</Text>
      </Group>
      <Group justify="flex-end" mt="xl">
        <Button onClick={() => authController.restart()}>{SIGN_IN_TEXTS.restart}</Button>
      </Group>
    </Modal>
  );
}
