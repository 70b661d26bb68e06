// What a 3D view shows in its place when it cannot draw (no WebGL, a failed decode or render): a calm text of the
// view's size. Shared by the scan viewer and the insole viewer.
import { Center, Text } from "@mantine/core";

export function ViewerText({ height, children }: { height: number | string; children: string }) {
  return (
    <Center h={height} bg="gray.0" p="md" style={{ borderRadius: "var(--mantine-radius-md)" }}>
      <Text c="dimmed" ta="center" maw={420}>
        {children}
      </Text>
    </Center>
  );
}
