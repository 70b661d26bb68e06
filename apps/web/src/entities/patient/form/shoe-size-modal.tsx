// The Change shoe size modal (spec 000 §2 "Modals", §5): the tabs "Both feet wear same size shoes" and "Different
// shoe sizes", each foot's size, unit and width, and the pair-or-one-orthotic choice. It edits a copy and hands it
// back on Save; the caller decides where it goes (the form's values, or the record through savePatient).
import { Button, Group, Modal, Radio, Select, SimpleGrid, Stack, Tabs, Text } from "@mantine/core";
import type { ShoeWidth } from "@solerx/domain/common";
import { enabledPacks, PACKS, type Pack, packChoiceVisible, type ScanPresence } from "@solerx/domain/prescription";
import {
  SHOE_SIZE_UNITS,
  SHOE_WIDTH_LABELS,
  type ShoeSizeUnit,
  shoeSizeOptions,
  shoeWidthOptions,
} from "@solerx/domain/shoe-size";
import { useEffect, useState } from "react";
import { type FootShoe, fitFootShoe, fitShoeSizes, type ShoeSizes } from "./patient-form";
import { SHOE_SIZE_TEXTS } from "./texts";

type Foot = "both" | "left" | "right";

function FootRow({ foot, shoe, onChange }: { foot: Foot; shoe: FootShoe; onChange: (shoe: FootShoe) => void }) {
  const name = SHOE_SIZE_TEXTS[foot];
  // A changed unit caps the size to its range and a youth unit forces the standard width (fitFootShoe).
  const change = (next: Partial<FootShoe>) => onChange(fitFootShoe({ ...shoe, ...next }));
  return (
    <Stack gap={6} role="group" aria-label={name}>
      <Text fw={600} size="sm">
        {name}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label={SHOE_SIZE_TEXTS.size}
          aria-label={`${name} ${SHOE_SIZE_TEXTS.size}`}
          data={shoeSizeOptions(shoe.unit).map((size) => ({ value: String(size), label: String(size) }))}
          value={String(shoe.size)}
          onChange={(size) => size && change({ size: Number(size) })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={SHOE_SIZE_TEXTS.unit}
          aria-label={`${name} ${SHOE_SIZE_TEXTS.unit}`}
          // US YOUTH'S is listed but disabled, as the spec says of the third unit option.
          data={SHOE_SIZE_UNITS.map((unit) => ({ value: unit.value, label: unit.value, disabled: unit.disabled }))}
          value={shoe.unit}
          onChange={(unit) => unit && change({ unit: unit as ShoeSizeUnit })}
          allowDeselect={false}
        />
        <Select
          label={SHOE_SIZE_TEXTS.width}
          aria-label={`${name} ${SHOE_SIZE_TEXTS.width}`}
          data={shoeWidthOptions(shoe.unit).map((width) => ({ value: width, label: SHOE_WIDTH_LABELS[width] }))}
          value={shoe.width}
          onChange={(width) => width && change({ width: width as ShoeWidth })}
          allowDeselect={false}
        />
      </SimpleGrid>
    </Stack>
  );
}

export interface ShoeSizeModalProps {
  opened: boolean;
  onClose: () => void;
  value: ShoeSizes;
  onSave: (value: ShoeSizes) => void;
  /** Which foot scans exist; the pack choice shows only with one (spec 000 §5 "Pack options"). */
  scans?: ScanPresence;
  /** On the Prescription route a foot's row in "Different shoe sizes" shows only when that foot's scan exists. */
  prescriptionRoute?: boolean;
  saving?: boolean;
}

export function ShoeSizeModal({
  opened,
  onClose,
  value,
  onSave,
  scans = { left: false, right: false },
  prescriptionRoute = false,
  saving = false,
}: ShoeSizeModalProps) {
  const [draft, setDraft] = useState(() => fitShoeSizes(value));
  // Every opening starts from the value held outside, fitted to its units; Cancel drops the draft.
  useEffect(() => {
    if (opened) setDraft(fitShoeSizes(value));
  }, [opened, value]);
  const packs = enabledPacks(scans);
  const showLeft = !prescriptionRoute || scans.left;
  const showRight = !prescriptionRoute || scans.right;
  const set = (patch: Partial<ShoeSizes>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <Modal opened={opened} onClose={onClose} title={SHOE_SIZE_TEXTS.title} centered size={600}>
      <Tabs
        value={draft.differentSizes ? "different" : "same"}
        onChange={(tab) => set({ differentSizes: tab === "different" })}
      >
        <Tabs.List grow>
          <Tabs.Tab value="same">{SHOE_SIZE_TEXTS.sameTab}</Tabs.Tab>
          <Tabs.Tab value="different">{SHOE_SIZE_TEXTS.differentTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="same" pt="md">
          <FootRow foot="both" shoe={draft.both} onChange={(both) => set({ both })} />
        </Tabs.Panel>
        <Tabs.Panel value="different" pt="md">
          <Stack gap="md">
            {showRight && <FootRow foot="right" shoe={draft.right} onChange={(right) => set({ right })} />}
            {showLeft && <FootRow foot="left" shoe={draft.left} onChange={(left) => set({ left })} />}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      {packChoiceVisible(scans) && (
        <Radio.Group
          mt="lg"
          label={SHOE_SIZE_TEXTS.pack}
          value={draft.pack}
          onChange={(pack) => set({ pack: pack as Pack })}
        >
          <Group mt={6} gap="lg">
            {PACKS.map((pack) => (
              <Radio key={pack} value={pack} label={SHOE_SIZE_TEXTS.packLabels[pack]} disabled={!packs[pack]} />
            ))}
          </Group>
        </Radio.Group>
      )}
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onClose}>
          {SHOE_SIZE_TEXTS.cancel}
        </Button>
        <Button onClick={() => onSave(draft)} loading={saving}>
          {SHOE_SIZE_TEXTS.save}
        </Button>
      </Group>
    </Modal>
  );
}
