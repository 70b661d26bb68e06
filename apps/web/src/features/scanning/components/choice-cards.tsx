// A radio group drawn as cards: each choice a label with its explanation, the whole card clickable.
import { Group, Radio, SimpleGrid, Stack, Text } from "@mantine/core";

export interface Choice<V extends string> {
  value: V;
  label: string;
  description: string;
}

export function ChoiceCards<V extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange(value: V): void;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as V)} labelProps={{ mb: "xs" }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {choices.map((choice) => (
          <Radio.Card key={choice.value} value={choice.value} radius="md" p="md" aria-label={choice.label}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {choice.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {choice.description}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
