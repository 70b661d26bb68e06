import { Center, Loader, Stack, Text } from "@mantine/core";

export function PageLoader({ label }: { label: string }) {
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm">
        <Loader aria-label={label} />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
