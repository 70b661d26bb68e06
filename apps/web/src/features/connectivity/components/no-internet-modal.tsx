// "No internet connection - Please check your internet connection." (spec 000 §2 "Modals"): shown while the app
// cannot reach its server; it cannot be closed, and goes away by itself when the connection returns. Built from
// light parts rather than Mantine's Modal: it must be in the first download (it shows exactly when nothing more
// can be downloaded), and the Modal would bring its scroll area and positioning code along.
import { FocusTrap, Group, Loader, Paper, Portal, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";
import { useId } from "react";
import { CONNECTIVITY_TEXTS } from "../texts";

/** Above every other modal: nothing else works while offline. */
const NO_INTERNET_Z_INDEX = 500;

export function NoInternetModal({ opened }: { opened: boolean }) {
  const titleId = useId();
  const bodyId = useId();
  if (!opened) return null;
  return (
    <Portal>
      <div
        style={{
          position: "fixed",
          inset: 0,
          zIndex: NO_INTERNET_Z_INDEX,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          padding: "var(--mantine-spacing-md)",
          background: "rgba(0, 0, 0, 0.4)",
          backdropFilter: "blur(2px)",
        }}
      >
        <FocusTrap active>
          <Paper
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={bodyId}
            tabIndex={-1}
            data-autofocus
            radius="md"
            shadow="xl"
            p="lg"
            w="100%"
            maw={440}
            style={{ outline: "none" }}
          >
            <Title order={2} id={titleId} fz="lg" fw={700} mb="md">
              {CONNECTIVITY_TEXTS.title}
            </Title>
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon color="orange" variant="light" size={44} radius="xl">
                <IconWifiOff size={24} aria-hidden />
              </ThemeIcon>
              <Stack gap={6}>
                <Text fw={600} id={bodyId}>
                  {CONNECTIVITY_TEXTS.body}
                </Text>
                <Group gap={8} wrap="nowrap">
                  <Loader size="xs" type="dots" aria-hidden />
                  <Text size="sm" c="dimmed">
                    {CONNECTIVITY_TEXTS.waiting}
                  </Text>
                </Group>
              </Stack>
            </Group>
          </Paper>
        </FocusTrap>
      </div>
    </Portal>
  );
}
