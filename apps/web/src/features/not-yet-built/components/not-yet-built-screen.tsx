// The screen of a route whose work is not built yet: it says so plainly.
import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { laterReleaseText } from "../texts";

export function NotYetBuiltScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <Title order={1} fz={28}>
        {title}
      </Title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="sm" py="lg">
          <ThemeIcon variant="light" size={56} radius="xl" color="gray">
            <IconTools size={28} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{laterReleaseText(title)}</Text>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
