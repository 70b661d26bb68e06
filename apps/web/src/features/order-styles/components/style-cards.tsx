// The ten orthotic styles as a radio group of cards: picture, title, the style key's display name, description, and
// what the style's preset sets, so it is seen before it is chosen.
import { Badge, Box, Flex, Group, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  ORTHOTIC_STYLES,
  type OrthoticStyleTitle,
  orthoticStyleName,
  type PresetRow,
} from "@solerx/domain/prescription";
import { STYLE_PRESET_TEXTS } from "../../../entities/prescription/texts";
import { ORDER_STYLE_TEXTS, STYLE_DESCRIPTIONS } from "../texts";
import { StylePicture } from "./style-picture";

const descriptionId = (index: number) => `orthotic-style-${index}-description`;
const presetId = (index: number) => `orthotic-style-${index}-preset`;

/** What a style's preset sets beyond the template, one value a line. */
function PresetLines({ rows, id }: { rows: PresetRow[]; id: string }) {
  return (
    <Box id={id} fz="xs" lh={1.45} pt={6} mt="auto" style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}>
      <Text span fz="xs" fw={700} c="brand.9" display="block">
        {STYLE_PRESET_TEXTS.sets}
      </Text>
      {rows.length === 0 ? (
        <Text fz="xs">{STYLE_PRESET_TEXTS.templateValues}</Text>
      ) : (
        rows.map((row) => (
          <Text fz="xs" key={row.key}>
            {STYLE_PRESET_TEXTS.row(row)}
          </Text>
        ))
      )}
    </Box>
  );
}

export function StyleCards({
  value,
  presetRows,
  onChange,
}: {
  value: OrthoticStyleTitle | undefined;
  /** What each style's preset sets with the patient's scans. */
  presetRows(title: OrthoticStyleTitle): PresetRow[];
  onChange(title: OrthoticStyleTitle): void;
}) {
  return (
    <Radio.Group
      label={ORDER_STYLE_TEXTS.styles}
      value={value ?? null}
      onChange={(next) => onChange(next as OrthoticStyleTitle)}
      labelProps={{ mb: "sm", fz: "md", fw: 700 }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {ORTHOTIC_STYLES.map((style, index) => (
          <Radio.Card
            key={style.title}
            value={style.title}
            radius="md"
            p={0}
            aria-label={style.title}
            aria-describedby={`${descriptionId(index)} ${presetId(index)}`}
            style={{
              overflow: "hidden",
              // The chosen style stands out by its border, not only by the small radio dot.
              borderColor: value === style.title ? "var(--mantine-primary-color-filled)" : undefined,
              boxShadow: value === style.title ? "0 0 0 1px var(--mantine-primary-color-filled)" : undefined,
            }}
          >
            {/* A phone shows the picture beside the text; wider screens above it. */}
            <Flex direction={{ base: "row", xs: "column" }} h="100%">
              <Box
                w={{ base: 124, xs: "auto" }}
                h={{ base: "auto", xs: 128 }}
                px={{ base: 6, xs: "sm" }}
                py={6}
                style={{
                  flexShrink: 0,
                  display: "flex",
                  alignItems: "center",
                  background: "var(--mantine-color-brand-0)",
                }}
              >
                <StylePicture title={style.title} id={`style-picture-${index}`} />
              </Box>
              <Stack gap={6} p="sm" style={{ flex: 1, minWidth: 0 }}>
                <Group wrap="nowrap" align="flex-start" gap="xs">
                  <Radio.Indicator mt={2} />
                  <Text fw={700} size="sm" lh={1.35}>
                    {style.title}
                  </Text>
                </Group>
                <Badge variant="light" color="brand" size="sm" radius="sm" style={{ alignSelf: "flex-start" }}>
                  {orthoticStyleName(style.style)}
                </Badge>
                <Text size="xs" c="dimmed" id={descriptionId(index)} lh={1.45}>
                  {STYLE_DESCRIPTIONS[style.title]}
                </Text>
                <PresetLines rows={presetRows(style.title)} id={presetId(index)} />
              </Stack>
            </Flex>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
