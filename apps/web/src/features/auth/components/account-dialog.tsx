// The phone's account dialog: who is signed in, and SIGN OUT.
import { Modal, Text } from "@mantine/core";
import { SIGN_IN_TEXTS } from "../texts";
import { SignOutButton } from "./sign-out-button";

export function AccountDialog({ opened, onClose, name }: { opened: boolean; onClose: () => void; name: string }) {
  return (
    <Modal opened={opened} onClose={onClose} title={SIGN_IN_TEXTS.accountMenu} size="xs" centered>
      {name && (
        <Text size="sm" c="dimmed" mb="md">
          {SIGN_IN_TEXTS.signedInAs} {name}
        </Text>
      )}
      <SignOutButton fullWidth />
    </Modal>
  );
}
