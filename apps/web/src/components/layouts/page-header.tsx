// The header of a screen: its title (the page's one h1), a line under it, and what the screen puts beside them.
import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        )}
      </Stack>
      {children}
    </Group>
  );
}
