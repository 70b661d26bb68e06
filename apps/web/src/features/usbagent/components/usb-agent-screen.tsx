// /usbagent (spec 000 §2): redirects at once to the configured download; a Download USB Agent button, a Contact Us
// mail link and a Privacy Policy link.
import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconDownload, IconPlugConnected } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { getConfig } from "../../../lib/config";
import { USB_AGENT_TEXTS } from "../texts";

export function UsbAgentScreen() {
  const { usbAgentDownloadUrl, contactEmail } = getConfig();

  useEffect(() => {
    if (usbAgentDownloadUrl) globalThis.location.assign(usbAgentDownloadUrl);
  }, [usbAgentDownloadUrl]);

  return (
    <Stack maw={640} mx="auto" gap="lg">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Group gap="md">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconPlugConnected size={26} aria-hidden />
            </ThemeIcon>
            <Title order={1} fz={26}>
              {USB_AGENT_TEXTS.heading}
            </Title>
          </Group>
          <Text>{USB_AGENT_TEXTS.intro}</Text>
          <Text c="dimmed" size="sm">
            {usbAgentDownloadUrl ? USB_AGENT_TEXTS.redirecting : USB_AGENT_TEXTS.unavailable}
          </Text>
          <Group>
            {usbAgentDownloadUrl ? (
              <Button component="a" href={usbAgentDownloadUrl} leftSection={<IconDownload size={18} aria-hidden />}>
                {USB_AGENT_TEXTS.download}
              </Button>
            ) : (
              // A real disabled button: a link cannot be disabled, and would only look it.
              <Button disabled leftSection={<IconDownload size={18} aria-hidden />}>
                {USB_AGENT_TEXTS.download}
              </Button>
            )}
          </Group>
          <Group gap="lg" pt="sm" style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
            <Anchor href={`mailto:${contactEmail}`} size="sm" mt="sm">
              {USB_AGENT_TEXTS.contactUs}
            </Anchor>
            <Anchor component={Link} to={paths.privacyPolicy} size="sm" mt="sm">
              {USB_AGENT_TEXTS.privacyPolicy}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
