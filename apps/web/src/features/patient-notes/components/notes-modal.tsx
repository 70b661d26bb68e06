// The Notes modal: the open patient's notes in a textarea, Cancel and Save. The notes are part of the medical
// profile, which is sent on Save; until the profile can be saved, Save stays off and says so, rather than
// pretending to keep what was typed.
import { Button, Group, Modal, Text, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { NOTES_TEXTS } from "../texts";

export function NotesModal({
  opened,
  onClose,
  initialNotes = "",
  onSave,
}: {
  opened: boolean;
  onClose: () => void;
  initialNotes?: string;
  /** Saves the notes; absent while the medical profile cannot be saved yet. */
  onSave?: (notes: string) => void;
}) {
  const [notes, setNotes] = useState(initialNotes);
  // Each opening starts from the saved notes; the modal stays mounted so it closes properly and gives the focus
  // back to what opened it.
  useEffect(() => {
    if (opened) setNotes(initialNotes);
  }, [opened, initialNotes]);
  return (
    <Modal opened={opened} onClose={onClose} title={NOTES_TEXTS.title} centered size={520}>
      <Textarea
        label={NOTES_TEXTS.label}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        autosize
        minRows={5}
        maxRows={12}
        data-autofocus
      />
      {!onSave && (
        <Text size="sm" c="gray.7" mt="sm">
          {NOTES_TEXTS.saveLater}
        </Text>
      )}
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onClose}>
          {NOTES_TEXTS.cancel}
        </Button>
        <Button disabled={!onSave} onClick={() => onSave?.(notes)}>
          {NOTES_TEXTS.save}
        </Button>
      </Group>
    </Modal>
  );
}
