// What shows while a screen or the sign-in loads: the spinner is decoration, the sentence is what a screen
// reader announces (a polite status).
import { Center, Loader, Stack, Text } from "@mantine/core";

export function PageLoader({ label }: { label: string }) {
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
