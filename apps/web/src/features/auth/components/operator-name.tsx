import { Group, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { IconUserCircle } from "@tabler/icons-react";
import { operatorDisplayName, useOperator } from "../../../entities/session/session-state";
import { SIGN_IN_TEXTS } from "../texts";

/** The signed-in operator's name from the ID token's given_name and family_name. */
export function OperatorName() {
  const name = operatorDisplayName(useOperator());
  if (!name) return null;
  return (
    <Group gap={8} wrap="nowrap" title={`${SIGN_IN_TEXTS.signedInAs} ${name}`} visibleFrom="lg">
      <ThemeIcon variant="light" radius="xl" size={30}>
        <IconUserCircle size={20} aria-hidden />
      </ThemeIcon>
      <Text size="sm" fw={500} truncate maw={200}>
        <VisuallyHidden>{SIGN_IN_TEXTS.signedInAs} </VisuallyHidden>
        {name}
      </Text>
    </Group>
  );
}
