// /usbagent (spec 000 §2): redirects at once to the configured download; a Download USB Agent button, a Contact Us
// mail link and a Privacy Policy link.
import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconDownload, IconPlugConnected } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { getConfig } from "../../../lib/config";
import { PAGE_TEXTS } from "../../../messages";

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
              {PAGE_TEXTS.usbAgentHeading}
            </Title>
          </Group>
          <Text>{PAGE_TEXTS.usbAgentIntro}</Text>
          <Text c="dimmed" size="sm">
            {usbAgentDownloadUrl ? PAGE_TEXTS.usbAgentRedirecting : PAGE_TEXTS.usbAgentUnavailable}
          </Text>
          <Group>
            <Button
              component="a"
              href={usbAgentDownloadUrl || undefined}
              disabled={!usbAgentDownloadUrl}
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              {PAGE_TEXTS.downloadUsbAgent}
            </Button>
          </Group>
          <Group gap="lg" pt="sm" style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
            <Anchor href={`mailto:${contactEmail}`} size="sm" mt="sm">
              {PAGE_TEXTS.contactUs}
            </Anchor>
            <Anchor component={Link} to="/privacy-policy" size="sm" mt="sm">
              {PAGE_TEXTS.privacyPolicy}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
