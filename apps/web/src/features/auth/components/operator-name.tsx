import { Group, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { IconUserCircle } from "@tabler/icons-react";
import { operatorDisplayName, useOperator } from "../../../entities/session/session-state";
import { SIGN_IN_TEXTS } from "../texts";

/** The signed-in operator's (the doctor's) name from the ID token; a long name is cut, and whole in its title. */
export function OperatorName({ maxWidth = 200 }: { maxWidth?: number }) {
  const name = operatorDisplayName(useOperator());
  if (!name) return null;
  return (
    <Group gap={8} wrap="nowrap" title={`${SIGN_IN_TEXTS.signedInAs} ${name}`} style={{ minWidth: 0 }}>
      <ThemeIcon variant="light" radius="xl" size={30}>
        <IconUserCircle size={20} aria-hidden />
      </ThemeIcon>
      <Text size="sm" fw={600} c="dark.7" truncate maw={maxWidth}>
        <VisuallyHidden>{SIGN_IN_TEXTS.signedInAs} </VisuallyHidden>
        {name}
      </Text>
    </Group>
  );
}
