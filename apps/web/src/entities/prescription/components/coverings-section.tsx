// Coverings (spec 001 §3 topCovers): the top cover's material and length.
import { SimpleGrid } from "@mantine/core";
import {
  LENGTH_OPTIONS,
  type Prescription,
  TOP_COVER_MATERIAL_OPTIONS,
  type TopCovers,
} from "@solerx/domain/contracts";
import { EDITOR_TEXTS } from "../texts";
import { LabelledSegments, OptionSelect } from "./controls";
import type { EditorChange } from "./editor-change";

const L = EDITOR_TEXTS.labels;

export function CoveringsSection({ value, onChange }: { value: Prescription; onChange: EditorChange }) {
  const covers = value.topCovers;
  const set = (patch: Partial<TopCovers>) => onChange((rx) => ({ ...rx, topCovers: { ...rx.topCovers, ...patch } }));
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
