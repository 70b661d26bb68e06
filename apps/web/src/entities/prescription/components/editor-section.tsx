// One category of the prescription (Shell, Posting, Coverings, Accommodations): a titled card whose id is the
// category's hash anchor, kept clear of the fixed top bar when a jump button scrolls to it.
import { Paper, Stack, Text, Title } from "@mantine/core";
import type { PrescriptionCategory } from "@solerx/domain/prescription";
import type { ReactNode } from "react";
import { CATEGORY_ANCHORS, EDITOR_TEXTS } from "../texts";

export function EditorSection({ category, children }: { category: PrescriptionCategory; children: ReactNode }) {
  const anchor = CATEGORY_ANCHORS[category];
  return (
    <Paper
      component="section"
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      style={{ scrollMarginTop: "calc(var(--app-shell-header-height, 0px) + 72px)" }}
    >
      <Stack gap={2} mb="md">
        <Title order={2} fz="lg" id={`${anchor}-title`}>
          {category}
        </Title>
        <Text size="sm" c="dimmed">
          {EDITOR_TEXTS.sections[category]}
        </Text>
      </Stack>
      {children}
    </Paper>
  );
}
