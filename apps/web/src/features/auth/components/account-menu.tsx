// On a phone the top bar has no room for SIGN OUT beside the store drop-down, and a button there is one slip of
// the thumb from it: SIGN OUT moves into this menu, opened from the operator's name.
import { ActionIcon, Menu } from "@mantine/core";
import { IconDotsVertical, IconLogout } from "@tabler/icons-react";
import { signOut } from "../hooks";
import { SIGN_IN_TEXTS } from "../texts";

export function AccountMenu() {
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon variant="default" size={36} aria-label={SIGN_IN_TEXTS.accountMenu}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          {SIGN_IN_TEXTS.signOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
