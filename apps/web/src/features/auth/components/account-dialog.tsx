// The phone's account dialog: who is signed in, and SIGN OUT.
import { Button, Modal, Text } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useState } from "react";
import { signOut } from "../hooks";
import { SIGN_IN_TEXTS } from "../texts";

export function AccountDialog({ opened, onClose, name }: { opened: boolean; onClose: () => void; name: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={SIGN_IN_TEXTS.accountMenu} size="xs" centered>
      {name && (
        <Text size="sm" c="dimmed" mb="md">
          {SIGN_IN_TEXTS.signedInAs} {name}
        </Text>
      )}
      <Button
        variant="default"
        fullWidth
        leftSection={<IconLogout size={16} aria-hidden />}
        loading={busy}
        onClick={() => {
          setBusy(true);
          void signOut();
        }}
      >
        {SIGN_IN_TEXTS.signOut}
      </Button>
    </Modal>
  );
}
