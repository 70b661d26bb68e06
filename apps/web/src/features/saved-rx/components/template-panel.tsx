// What a saved Rx carries besides the four groups: the orthotic style and the pack it gives a patient it is
// applied to (spec 001 §4: the pack is taken from a saved prescription).
import { Input, NativeSelect, SegmentedControl, SimpleGrid } from "@mantine/core";
import type { Prescription } from "@solerx/domain/contracts";
import { normalisePack, ORTHOTIC_STYLE_TITLES, type OrthoticStyleTitle, PACKS, type Pack } from "@solerx/domain/rules";
import { useId } from "react";
import { SectionCard } from "../../../components/layouts/section-card";
import { chosenStyleTitle, withStyle } from "../../../entities/prescription/lib/style";
import { type PrescriptionUpdate, patchGroup } from "../../../entities/prescription/lib/update";
import { SAVED_RX_EDIT_TEXTS as T } from "../texts";

export function TemplatePanel({
  value,
  onChange,
}: {
  value: Prescription;
  onChange(update: PrescriptionUpdate): void;
}) {
  const id = useId();
  const pack = normalisePack(value.uiContextData.pack) ?? "Pair";
  return (
    <SectionCard title={T.template}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
        <NativeSelect
          label={T.style}
          value={chosenStyleTitle(value) ?? ""}
          data={[...ORTHOTIC_STYLE_TITLES]}
          onChange={(event) => {
            const title = event.currentTarget.value as OrthoticStyleTitle;
            onChange((rx) => withStyle(rx, title));
          }}
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
    </SectionCard>
  );
}
