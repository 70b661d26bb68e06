// One foot's landmarks as a list: the 3D view's text alternative and its keyboard way. Each row selects its
// landmark (the marker in the view too) and, focused, moves it with the arrow keys: up and down along the foot,
// left and right across it, 1 mm a press, 5 mm with Shift. Its name is what a screen reader reads ("First
// metatarsal head 12 mm from the suggestion, left foot"); a moved landmark has its own reset.
import { ActionIcon, Badge, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import type { LandmarkName } from "@solerx/domain/scan";
import { IconArrowBackUp } from "@tabler/icons-react";
import type { KeyboardEvent } from "react";
import { type LandmarkEditor, NUDGE_MM, NUDGE_SHIFT_MM } from "../hooks/use-landmark-editor";
import { distanceFromSuggestion, type FootEdits, landmarkNames } from "../lib/landmark-edits";
import { LANDMARK_TEXTS, type Side } from "../texts";
import classes from "./landmark-list.module.css";

/** Arrow keys as moves in the foot's plan: [along the axis, across it], in steps. */
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [1, 0],
  ArrowDown: [-1, 0],
  ArrowRight: [0, 1],
  ArrowLeft: [0, -1],
};

/**
 * Between a row's name and its status: no gap on screen (a flex row drops a lone space) but a word break for whoever
 * reads the text: without it the row reads "Heel centreSuggested" (axe's label-content-name-mismatch, WCAG 2.5.3).
 */
const SPACE = " ";

export function LandmarkList({
  side,
  foot,
  editor,
  helpId,
}: {
  side: Side;
  foot: FootEdits;
  editor: LandmarkEditor;
  helpId: string;
}) {
  const onKeyDown = (name: LandmarkName) => (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? NUDGE_SHIFT_MM : NUDGE_MM;
    editor.select({ side, name });
    editor.nudge(side, name, arrow[0] * step, arrow[1] * step);
  };
  return (
    <Stack gap={2} role="list" aria-label={LANDMARK_TEXTS.listLabel(side)}>
      {landmarkNames(foot).map((name) => {
        const distance = distanceFromSuggestion(foot, name);
        const moved = foot.moved[name] !== undefined;
        const selected = editor.selected?.side === side && editor.selected.name === name;
        return (
          <Group key={name} role="listitem" gap={4} wrap="nowrap" className={classes.row} data-selected={selected}>
            <UnstyledButton
              className={classes.select}
              aria-pressed={selected}
              aria-label={LANDMARK_TEXTS.status(name, side, moved ? distance : null)}
              aria-describedby={helpId}
              onClick={() => editor.select({ side, name })}
              onKeyDown={onKeyDown(name)}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={8} wrap="nowrap">
                  <span className={classes.dot} data-moved={moved} aria-hidden />
                  <Text size="sm" fw={selected ? 600 : 500}>
                    {LANDMARK_TEXTS.name(name)}
                  </Text>
                </Group>
                {SPACE}
                {moved ? (
                  <Badge variant="light" color="orange" size="sm" radius="sm" className={classes.badge}>
                    {`${Math.round(distance)} mm`}
                  </Badge>
                ) : (
                  <Text size="xs" c="dimmed">
                    {LANDMARK_TEXTS.suggested}
                  </Text>
                )}
              </Group>
            </UnstyledButton>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={32}
              aria-label={LANDMARK_TEXTS.resetOne(name, side)}
              title={LANDMARK_TEXTS.resetOne(name, side)}
              disabled={!moved}
              onClick={() => editor.reset(side, name)}
              className={classes.reset}
              data-hidden={!moved}
            >
              <IconArrowBackUp size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
