// Coverings (spec 001 §3 topCovers): the top cover's material and length.
import { SimpleGrid } from "@mantine/core";
import { LENGTH_OPTIONS, TOP_COVER_MATERIAL_OPTIONS, type TopCovers } from "@solerx/domain/prescription";
import { patchGroup } from "../lib/update";
import { EDITOR_TEXTS } from "../texts";
import { LabelledSegments, OptionSelect } from "./controls";
import type { EditorSectionProps } from "./editor-props";

const L = EDITOR_TEXTS.labels;

export function CoveringsSection({ value, onChange }: Pick<EditorSectionProps, "value" | "onChange">) {
  const covers = value.topCovers;
  const set = (patch: Partial<TopCovers>) => onChange(patchGroup("topCovers", patch));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
      <OptionSelect
        label={L.topCoverMaterial}
        value={covers.topCoverMaterial}
        options={TOP_COVER_MATERIAL_OPTIONS}
        onChange={(topCoverMaterial) => set({ topCoverMaterial })}
      />
      <LabelledSegments
        label={L.topCoverLength}
        value={covers.topCoverLength}
        data={LENGTH_OPTIONS}
        onChange={(topCoverLength) => set({ topCoverLength })}
      />
    </SimpleGrid>
  );
}
