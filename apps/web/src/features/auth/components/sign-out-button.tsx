import { Button } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useState } from "react";
import { waitForUnsavedWork } from "../../../entities/patient/wait-for-saves";
import { signOut } from "../hooks";
import { SIGN_IN_TEXTS } from "../texts";

/**
 * SIGN OUT: signs this tab and every other tab out; busy until the browser leaves for the provider. Pending
 * patient saves are sent at once and waited for first, with the Saving data popup, exactly as End session does.
 */
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
        void waitForUnsavedWork().then(() => signOut());
      }}
    >
      {SIGN_IN_TEXTS.signOut}
    </Button>
  );
}
