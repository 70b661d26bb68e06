// On a phone the top bar has no room for SIGN OUT beside the store drop-down, and a button there is one slip of
// the thumb from it: SIGN OUT moves into a small dialog, opened from the button beside the operator's name.
import { ActionIcon } from "@mantine/core";
import { IconDotsVertical } from "@tabler/icons-react";
import { useState } from "react";
import { lazyModal } from "../../../components/modals/lazy-modal";
import { operatorDisplayName, useOperator } from "../../../entities/session/session-state";
import { SIGN_IN_TEXTS } from "../texts";

const AccountDialog = lazyModal(() => import("./account-dialog").then((module) => module.AccountDialog));

export function AccountMenu() {
  const name = operatorDisplayName(useOperator());
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon
        variant="default"
        size={36}
        aria-label={SIGN_IN_TEXTS.accountMenu}
        title={SIGN_IN_TEXTS.accountMenu}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        <IconDotsVertical size={18} aria-hidden />
      </ActionIcon>
      <AccountDialog opened={opened} onClose={() => setOpened(false)} name={name} />
    </>
  );
}
