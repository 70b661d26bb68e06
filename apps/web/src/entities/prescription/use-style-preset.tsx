// Choosing an orthotic style with its preset (issue 16 point 4), for whoever holds a prescription (the open
// patient's on Orthotic Styles, a saved Rx's draft): values still at the template's or the current style's preset
// follow the new style at once; values the clinician or a saved Rx set are listed in a confirmation (old → new) and
// replaced only with "Apply preset". What the choice did stays shown (outcome) until the next one.
import { List, Stack, Text } from "@mantine/core";
import type { Prescription } from "@solerx/domain/prescription";
import {
  applyStylePreset,
  type OrthoticStyleTitle,
  type PresetChange,
  planStylePreset,
  type ScanPresence,
} from "@solerx/domain/prescription";
import { type ReactNode, useState } from "react";
import { ConfirmModal } from "../../components/modals/confirm-modal";
import type { PrescriptionUpdate } from "./lib/update";
import { STYLE_PRESET_TEXTS as T } from "./texts";

/** What the last choice did: the values it changed and those it kept as they were chosen. */
export interface StylePresetOutcome {
  title: OrthoticStyleTitle;
  changed: PresetChange[];
  kept: PresetChange[];
}

export function useStylePreset({
  prescription,
  scans,
  change,
}: {
  prescription: Prescription;
  scans: ScanPresence;
  change(update: PrescriptionUpdate): void;
}): { choose(title: OrthoticStyleTitle): void; dialog: ReactNode; outcome: StylePresetOutcome | null } {
  const [asking, setAsking] = useState<OrthoticStyleTitle | null>(null);
  const [outcome, setOutcome] = useState<StylePresetOutcome | null>(null);
  const conflicts = asking ? planStylePreset(prescription, asking, scans).conflicts : [];

  const apply = (title: OrthoticStyleTitle, overwrite: boolean) => {
    const plan = planStylePreset(prescription, title, scans);
    change((rx) => applyStylePreset(rx, title, scans, { overwrite }));
    setOutcome({
      title,
      changed: overwrite ? [...plan.changes, ...plan.conflicts] : plan.changes,
      kept: overwrite ? [] : plan.conflicts,
    });
    setAsking(null);
  };

  const choose = (title: OrthoticStyleTitle) => {
    if (planStylePreset(prescription, title, scans).conflicts.length > 0) setAsking(title);
    else apply(title, false);
  };

  const dialog = (
    <ConfirmModal
      opened={asking !== null}
      title={asking ? T.confirmTitle(asking) : ""}
      cancelLabel={T.keepValues}
      confirmLabel={T.applyPreset}
      // Enter on the dialog keeps what the clinician chose.
      focusCancel
      // Closing the dialog is the safe answer: the style is chosen and nothing the clinician chose changes.
      onCancel={() => asking && apply(asking, false)}
      onConfirm={() => asking && apply(asking, true)}
    >
      <Stack gap="sm">
        <Text>{asking ? T.confirmIntro(asking) : ""}</Text>
        <ChangeList changes={conflicts} />
        <Text size="sm" c="dimmed">
          {T.confirmNote}
        </Text>
      </Stack>
    </ConfirmModal>
  );
  return { choose, dialog, outcome };
}

function ChangeList({ changes }: { changes: PresetChange[] }) {
  return (
    <List size="sm" spacing={4}>
      {changes.map((item) => (
        <List.Item key={item.key}>{T.change(item)}</List.Item>
      ))}
    </List>
  );
}

/** What a choice did: the values it changed (old → new) and those kept as they were chosen. */
export function StylePresetOutcomeText({ outcome }: { outcome: StylePresetOutcome }) {
  if (outcome.changed.length === 0 && outcome.kept.length === 0) {
    return <Text size="sm">{T.unchanged(outcome.title)}</Text>;
  }
  return (
    <Stack gap={6}>
      {outcome.changed.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            {T.changed(outcome.title)}
          </Text>
          <ChangeList changes={outcome.changed} />
        </div>
      )}
      {outcome.kept.length > 0 && (
        <div>
          <Text size="sm" fw={600}>
            {T.kept}
          </Text>
          <List size="sm" spacing={4}>
            {outcome.kept.map((item) => (
              <List.Item key={item.key}>{T.row({ label: item.label, value: item.from })}</List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
