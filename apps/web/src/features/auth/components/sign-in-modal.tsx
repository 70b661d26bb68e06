// The sign-in modal (spec 000 §2 "Modals"): the license checkbox gates Sign In; links to the EULA, contact and
// privacy policy.
import { Anchor, Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { LogoMark } from "../../../components/brand/logo";
import { paths } from "../../../config/paths";
import { getConfig } from "../../../lib/config";
import { showErrorSnackbar } from "../../../lib/snackbar";
import { signIn } from "../hooks";
import { eulaAccepted, setEulaAccepted } from "../lib/eula";
import { SIGN_IN_TEXTS } from "../texts";

export function SignInModal({ opened }: { opened: boolean }) {
  const config = getConfig();
  const [accepted, setAccepted] = useState(eulaAccepted);
  const [redirecting, setRedirecting] = useState(false);

  const start = async () => {
    setRedirecting(true);
    try {
      await signIn();
    } catch (error) {
      setRedirecting(false);
      showErrorSnackbar(error);
    }
  };

  return (
    <Modal.Root
      opened={opened}
      onClose={() => {}}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size={480}
      trapFocus
    >
      <Modal.Overlay backgroundOpacity={0.35} blur={2} />
      <Modal.Content radius="lg">
        <Modal.Body p={36}>
          <Stack gap="lg" align="stretch">
            <Stack gap={6} align="center" ta="center">
              <LogoMark size={52} />
              <Modal.Title fz={22} fw={700} mt="xs">
                {SIGN_IN_TEXTS.title}
              </Modal.Title>
              <Text c="dimmed" size="sm">
                {SIGN_IN_TEXTS.intro}
              </Text>
            </Stack>
            <Checkbox
              label={SIGN_IN_TEXTS.eulaCheckbox}
              checked={accepted}
              onChange={(event) => {
                const next = event.currentTarget.checked;
                setAccepted(next);
                setEulaAccepted(next);
              }}
            />
            <Button size="md" fullWidth disabled={!accepted} loading={redirecting} onClick={() => void start()}>
              {SIGN_IN_TEXTS.signIn}
            </Button>
            <Group justify="center" gap="md" pt="xs" style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
              <Anchor href={config.eulaUrl} download size="sm" mt="sm">
                {SIGN_IN_TEXTS.eulaLink}
              </Anchor>
              <Anchor href={`mailto:${config.contactEmail}`} size="sm" mt="sm">
                {SIGN_IN_TEXTS.contactLink}
              </Anchor>
              <Anchor component={Link} to={paths.privacyPolicy} size="sm" mt="sm">
                {SIGN_IN_TEXTS.privacyLink}
              </Anchor>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
