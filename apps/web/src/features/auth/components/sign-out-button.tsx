import { Button } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useState } from "react";
import { signOut } from "../hooks";
import { SIGN_IN_TEXTS } from "../texts";

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
      {SIGN_IN_TEXTS.signOut}
    </Button>
  );
}
