// The look of every error the app shows in place of a screen.
import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { paths } from "../../config/paths";
import { ERROR_TEXTS } from "./texts";

/**
 * "End Session", which the error text asks the user to click when trying again does not help: a fresh load of
 * the start address, which leaves the patient record and whatever state broke the screen behind.
 */
export function EndSessionAction() {
  return (
    <Button variant="default" onClick={() => globalThis.location.assign(paths.home)}>
      {ERROR_TEXTS.endSession}
    </Button>
  );
}

export function ErrorPanel({
  title,
  children,
  actionLabel = ERROR_TEXTS.tryAgain,
  onAction,
  extraActions,
}: {
  title: string;
  children?: ReactNode;
  actionLabel?: string;
  onAction: () => void;
  extraActions?: ReactNode;
}) {
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={560} w="100%" role="alert">
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon color="red" variant="light" size={56} radius="xl">
            <IconAlertTriangle size={28} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="xl">
            {title}
          </Title>
          {typeof children === "string" ? <Text>{children}</Text> : children}
          <Group mt="sm">
            {extraActions}
            <Button onClick={onAction}>{actionLabel}</Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
