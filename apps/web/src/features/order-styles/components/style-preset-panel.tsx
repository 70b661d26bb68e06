// The chosen style's preset beside the cards: what it sets, and once a style is chosen, what that changed and what
// it kept as chosen. A status region, so a screen reader hears what a card's choice did to other values.
import { Paper, Stack, Text, Title } from "@mantine/core";
import type { OrthoticStyleTitle, PresetRow } from "@solerx/domain/prescription";
import { useId } from "react";
import { STYLE_PRESET_TEXTS as T } from "../../../entities/prescription/texts";
import { type StylePresetOutcome, StylePresetOutcomeText } from "../../../entities/prescription/use-style-preset";

export function StylePresetPanel({
  style,
  rows,
  outcome,
}: {
  style: OrthoticStyleTitle | undefined;
  rows: PresetRow[];
  outcome: StylePresetOutcome | null;
}) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} fz="md" id={titleId}>
          {T.panelTitle}
        </Title>
        <div role="status">
          {outcome ? (
            <StylePresetOutcomeText outcome={outcome} />
          ) : (
            style && (
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {T.chosenSets(style)}
                </Text>
                {rows.length === 0 ? (
                  <Text size="sm">{T.templateValues}</Text>
                ) : (
                  rows.map((row) => (
                    <Text size="sm" key={row.key}>
                      {T.row(row)}
                    </Text>
                  ))
                )}
              </Stack>
            )
          )}
        </div>
      </Stack>
    </Paper>
  );
}
