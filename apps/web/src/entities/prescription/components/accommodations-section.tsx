// Accommodations (spec 001 §3): the pads and cushions with a side each, and the per-foot position lists (neuroma
// pads 1-4, met head cut outs 1-5, balance pad). A foot without a scan has its lists off and empty.
import { SimpleGrid, Stack, Text } from "@mantine/core";
import { type Accommodations, MET_HEAD_CUTOUT_POSITIONS, NEUROMA_PAD_POSITIONS } from "@solerx/domain/prescription";
import type { Foot } from "@solerx/domain/scan";
import { BALANCE_PAD_POSITIONS } from "../lib/options";
import { patchGroup } from "../lib/update";
import { EDITOR_TEXTS } from "../texts";
import { PositionChips, SideChoice } from "./controls";
import { type EditorSectionProps, FEET } from "./editor-props";

const L = EDITOR_TEXTS.labels;

type SideField = "heelCushion" | "mortonsExtensionEva" | "heelSpurPad" | "metBar" | "dancersPad" | "metPads";
const SIDE_FIELDS: readonly SideField[] = [
  "heelCushion",
  "mortonsExtensionEva",
  "heelSpurPad",
  "metBar",
  "dancersPad",
  "metPads",
];

type ListField = "neuromaPads" | "metHeadCutouts" | "balancePad";
const LIST_FIELDS: readonly { field: ListField; positions: readonly number[] }[] = [
  { field: "neuromaPads", positions: NEUROMA_PAD_POSITIONS },
  { field: "metHeadCutouts", positions: MET_HEAD_CUTOUT_POSITIONS },
  { field: "balancePad", positions: BALANCE_PAD_POSITIONS },
];

export function AccommodationsSection({ value, scans, onChange }: EditorSectionProps) {
  const acc = value.accommodations;
  const set = (patch: Partial<Accommodations>) => onChange(patchGroup("accommodations", patch));
  const setList = (field: ListField, foot: Foot, list: number[]) =>
    onChange((rx) => {
      const lists = rx.accommodations[field];
      return { ...rx, accommodations: { ...rx.accommodations, [field]: { ...lists, [foot]: list } } };
    });
  const chips = (field: ListField, positions: readonly number[], foot: Foot) => (
    <PositionChips
      label={EDITOR_TEXTS.positionsOf(L[field], EDITOR_TEXTS.foot[foot])}
      positions={positions}
      value={acc[field][foot] as readonly number[]}
      onChange={(list) => setList(field, foot, list)}
      disabled={!scans[foot]}
    />
  );
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
        {SIDE_FIELDS.map((field) => (
          <SideChoice
            key={field}
            label={L[field]}
            value={acc[field]}
            scans={scans}
            onChange={(side) => set({ [field]: side })}
          />
        ))}
      </SimpleGrid>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {EDITOR_TEXTS.positionsHint}
        </Text>
        {LIST_FIELDS.map(({ field, positions }) => (
          <SimpleGrid key={field} cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing={6}>
            <Text size="sm" fw={500}>
              {L[field]}
            </Text>
            {FEET.map((foot) => (
              <Stack key={foot} gap={4}>
                <Text size="xs" c="dimmed">
                  {scans[foot] ? EDITOR_TEXTS.foot[foot] : `${EDITOR_TEXTS.foot[foot]} · ${EDITOR_TEXTS.noScan[foot]}`}
                </Text>
                {chips(field, positions, foot)}
              </Stack>
            ))}
          </SimpleGrid>
        ))}
      </Stack>
    </Stack>
  );
}
