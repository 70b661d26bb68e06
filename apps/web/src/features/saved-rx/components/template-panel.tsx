// What a saved Rx carries besides the four groups: the orthotic style and the pack it gives a patient it is
// applied to (spec 001 §4: the pack is taken from a saved prescription). A style comes with its preset, asked first
// where it would replace a value chosen in the draft, as on Orthotic Styles.
import { Box, Input, NativeSelect, SegmentedControl, SimpleGrid } from "@mantine/core";
import type { Prescription } from "@solerx/domain/prescription";
import {
  normalisePack,
  ORTHOTIC_STYLE_TITLES,
  type OrthoticStyleTitle,
  PACKS,
  type Pack,
  type ScanPresence,
  styleTitleOf,
} from "@solerx/domain/prescription";
import { useId } from "react";
import { SectionCard } from "../../../components/layouts/section-card";
import { type PrescriptionUpdate, patchGroup } from "../../../entities/prescription/lib/update";
import { StylePresetOutcomeText, useStylePreset } from "../../../entities/prescription/use-style-preset";
import { SAVED_RX_EDIT_TEXTS as T } from "../texts";

export function TemplatePanel({
  value,
  scans,
  onChange,
}: {
  value: Prescription;
  /** The feet the template is for: both, a saved Rx being for no patient in particular. */
  scans: ScanPresence;
  onChange(update: PrescriptionUpdate): void;
}) {
  const id = useId();
  const preset = useStylePreset({ prescription: value, scans, change: onChange });
  const pack = normalisePack(value.uiContextData.pack) ?? "Pair";
  return (
    <SectionCard title={T.template}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
        <NativeSelect
          label={T.style}
          value={styleTitleOf(value) ?? ""}
          data={[...ORTHOTIC_STYLE_TITLES]}
          onChange={(event) => preset.choose(event.currentTarget.value as OrthoticStyleTitle)}
        />
        <Input.Wrapper label={T.pack} labelElement="div" id={id}>
          <SegmentedControl
            aria-labelledby={`${id}-label`}
            mt={4}
            fullWidth
            value={pack}
            data={[...PACKS]}
            color="brand"
            onChange={(next) => onChange(patchGroup("uiContextData", { pack: next as Pack }))}
          />
        </Input.Wrapper>
      </SimpleGrid>
      <Box role="status" mt={preset.outcome ? "md" : 0}>
        {preset.outcome && <StylePresetOutcomeText outcome={preset.outcome} />}
      </Box>
      {preset.dialog}
    </SectionCard>
  );
}
