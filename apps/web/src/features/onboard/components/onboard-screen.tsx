// /onboard (spec 000 §2, §4 "Onboarding"): device onboarding without the shell, a card that follows the steps and
// shows each onboarding error of spec 000 §8 where it applies.
import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Stepper,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Logo } from "../../../components/brand/logo";
import type { OnboardingErrorKind } from "../api/onboarding-agent";
import type { OnboardingState } from "../hooks/use-onboarding";
import { ONBOARD_TEXTS } from "../texts";

function activeStep(state: OnboardingState, returned: boolean): number {
  switch (state.step) {
    case "searching":
    case "requesting":
      return 0;
    case "redirecting":
    case "confirming":
      return 1;
    case "done":
      return 3;
    case "error":
      // Already authorized: every step is behind this device.
      if (state.kind === "alreadyAuthorized") return 3;
      return returned ? 1 : 0;
  }
}

function Progress({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <Text>{text}</Text>
      </Group>
      {children}
    </Stack>
  );
}

function OnboardingAlert(props: { kind: OnboardingErrorKind; onRetry: () => void; contactEmail: string }) {
  const text = ONBOARD_TEXTS.errors[props.kind];
  const informational = props.kind === "alreadyAuthorized";
  return (
    <Stack gap="md">
      <Alert
        role="alert"
        variant="light"
        color={informational ? "blue" : "red"}
        title={text.title}
        icon={informational ? <IconInfoCircle aria-hidden /> : <IconAlertTriangle aria-hidden />}
      >
        {text.body}
      </Alert>
      {!informational && (
        <Group justify="flex-end">
          {props.kind === "agentNotFound" && props.contactEmail && (
            <Button component="a" variant="default" href={`mailto:${props.contactEmail}`}>
              {ONBOARD_TEXTS.contactCustomerService}
            </Button>
          )}
          <Button onClick={props.onRetry}>{ONBOARD_TEXTS.tryAgain}</Button>
        </Group>
      )}
    </Stack>
  );
}

function StepBody(props: { state: OnboardingState; onRetry: () => void; contactEmail: string }) {
  const { state } = props;
  switch (state.step) {
    case "searching":
      return <Progress text={ONBOARD_TEXTS.searching} />;
    case "requesting":
      return <Progress text={ONBOARD_TEXTS.requesting} />;
    case "redirecting":
      return (
        <Progress text={ONBOARD_TEXTS.redirecting}>
          <Paper bg="brand.0" radius="md" p="md" ta="center">
            <Text size="sm" c="dimmed" id="onboard-user-code">
              {ONBOARD_TEXTS.userCode}
            </Text>
            <Text ff="monospace" fz={26} fw={700} c="brand.9" lts="0.12em" aria-labelledby="onboard-user-code">
              {state.userCode}
            </Text>
          </Paper>
        </Progress>
      );
    case "confirming":
      return <Progress text={ONBOARD_TEXTS.confirming} />;
    case "done":
      return (
        <Group gap="md" wrap="nowrap" role="status">
          <ThemeIcon color="green" variant="light" size={48} radius="xl">
            <IconCircleCheck size={28} aria-hidden />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={700}>{ONBOARD_TEXTS.doneTitle}</Text>
            <Text>{ONBOARD_TEXTS.done}</Text>
          </Stack>
        </Group>
      );
    case "error":
      return <OnboardingAlert kind={state.kind} onRetry={props.onRetry} contactEmail={props.contactEmail} />;
  }
}

export function OnboardScreen(props: {
  state: OnboardingState;
  returned: boolean;
  onRetry: () => void;
  contactEmail: string;
}) {
  const active = activeStep(props.state, props.returned);
  return (
    <Box component="main" mih="100vh" bg="gray.0" py={56} px="md">
      <Stack maw={560} mx="auto" gap="xl">
        <Center>
          <Logo size={36} />
        </Center>
        <Paper withBorder radius="lg" p="xl" shadow="sm">
          <Stack gap="xl">
            <Stack gap={6}>
              <Title order={1} fz={26}>
                {ONBOARD_TEXTS.heading}
              </Title>
              <Text c="dimmed">{ONBOARD_TEXTS.intro}</Text>
            </Stack>
            <Stepper active={active} size="sm" allowNextStepsSelect={false}>
              <Stepper.Step label={ONBOARD_TEXTS.steps.find} />
              <Stepper.Step label={ONBOARD_TEXTS.steps.confirm} />
              <Stepper.Step label={ONBOARD_TEXTS.steps.done} />
            </Stepper>
            <StepBody state={props.state} onRetry={props.onRetry} contactEmail={props.contactEmail} />
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
