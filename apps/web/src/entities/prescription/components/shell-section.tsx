// Shell (spec 001 §3 shellModifications): rigidity, shape, length, heel seat, arch, and the side modifications.
import { SimpleGrid, Stack } from "@mantine/core";
import {
  ARCH_MODIFICATION_OPTIONS,
  HEEL_SEAT_OPTIONS,
  LENGTH_OPTIONS,
  MORTONS_EXTENSION_TYPE_OPTIONS,
  type RxSide,
  SHELL_RIGIDITY_OPTIONS,
  SHELL_SHAPE_OPTIONS,
  type ShellModifications,
} from "@solerx/domain/prescription";
import { patchGroup } from "../lib/update";
import { EDITOR_TEXTS } from "../texts";
import { LabelledSegments, OptionSelect, SideChoice } from "./controls";
import type { EditorSectionProps } from "./editor-props";

const L = EDITOR_TEXTS.labels;

export function ShellSection({ value, scans, onChange }: EditorSectionProps) {
  const shell = value.shellModifications;
  const set = (patch: Partial<ShellModifications>) => onChange(patchGroup("shellModifications", patch));
  const setCutout = (cutout: "firstRay" | "heel", side: RxSide) =>
    onChange((rx) => ({
      ...rx,
      shellModifications: {
        ...rx.shellModifications,
        cutouts: { ...rx.shellModifications.cutouts, [cutout]: side },
      },
    }));
  const setMortons = (patch: Partial<ShellModifications["mortonsExtension"]>) =>
    onChange((rx) => ({
      ...rx,
      shellModifications: {
        ...rx.shellModifications,
        mortonsExtension: { ...rx.shellModifications.mortonsExtension, ...patch },
      },
    }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="md">
        <LabelledSegments
          label={L.shellRigidity}
          value={shell.shellRigidity}
          data={SHELL_RIGIDITY_OPTIONS}
          onChange={(shellRigidity) => set({ shellRigidity })}
        />
        <LabelledSegments
          label={L.shellLength}
          value={shell.shellLength}
          data={LENGTH_OPTIONS}
          onChange={(shellLength) => set({ shellLength })}
        />
        <OptionSelect
          label={L.shellShape}
          value={shell.shellShape}
          options={SHELL_SHAPE_OPTIONS}
          onChange={(shellShape) => set({ shellShape })}
        />
        <OptionSelect
          label={L.heelSeat}
          value={shell.heelSeat}
          options={HEEL_SEAT_OPTIONS}
          onChange={(heelSeat) => set({ heelSeat })}
        />
        <OptionSelect
          label={L.archModification}
          value={shell.archModification}
          options={ARCH_MODIFICATION_OPTIONS}
          onChange={(archModification) => set({ archModification })}
        />
        <OptionSelect
          label={L.mortonsExtension}
          value={shell.mortonsExtension.type}
          options={MORTONS_EXTENSION_TYPE_OPTIONS}
          // The side is none while the type is none (spec 001 §5); choosing a type keeps the side chosen before.
          onChange={(type) => setMortons(type === "none" ? { type, side: "none" } : { type })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
        <SideChoice
          label={L.firstRayCutout}
          value={shell.cutouts.firstRay}
          scans={scans}
          onChange={(side) => setCutout("firstRay", side)}
        />
        <SideChoice
          label={L.heelCutout}
          value={shell.cutouts.heel}
          scans={scans}
          onChange={(side) => setCutout("heel", side)}
        />
        <SideChoice
          label={EDITOR_TEXTS.mortonsSide}
          value={shell.mortonsExtension.side}
          scans={scans}
          disabled={shell.mortonsExtension.type === "none"}
          onChange={(side) => setMortons({ side })}
        />
        <SideChoice
          label={L.medialFlange}
          value={shell.medialFlange}
          scans={scans}
          onChange={(medialFlange) => set({ medialFlange })}
        />
        <SideChoice
          label={L.lateralFlange}
          value={shell.lateralFlange}
          scans={scans}
          onChange={(lateralFlange) => set({ lateralFlange })}
        />
      </SimpleGrid>
    </Stack>
  );
}
