import { Button } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useState } from "react";
import { signOut } from "../hooks";
import { SIGN_IN_TEXTS } from "../texts";

/** SIGN OUT: signs this tab and every other tab out; busy until the browser leaves for the provider. */
export function SignOutButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      fullWidth={fullWidth}
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
