// What a 3D view's place shows while its chunk or its scans load: a small spinner and a sentence, the view's size.
import { Center, Loader, Stack, Text } from "@mantine/core";

export function ViewLoader({ height, text }: { height: number | string; text: string }) {
  return (
    <Center h={height}>
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
