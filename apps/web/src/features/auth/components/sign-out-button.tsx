import { Button } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useState } from "react";
import { SHELL_TEXTS } from "../../../messages";
import { signOut } from "../hooks";

export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={16} aria-hidden />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void signOut();
      }}
    >
      {SHELL_TEXTS.signOut}
    </Button>
  );
}
