// A titled card of a screen, a region named by its title (tests and screen readers find it by that name), with
// what the section puts beside the title (a Refresh button).
import { Group, Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

export function SectionCard({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-label={title}>
      {actions ? (
        <Group justify="space-between" mb="md" gap="sm">
          <Title order={2} fz="lg">
            {title}
          </Title>
          {actions}
        </Group>
      ) : (
        <Title order={2} fz="lg" mb="md">
          {title}
        </Title>
      )}
      {children}
    </Paper>
  );
}
