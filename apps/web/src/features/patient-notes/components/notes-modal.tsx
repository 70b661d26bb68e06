// The Notes modal: the open patient's notes in a textarea, Cancel and Save (spec 000 §2 "Modals"). Characters the
// spec forbids in text areas are removed as typed with its invalid-characters message, and Save stays off while
// the notes hold one (notes stored before the rule may).
import { Button, Group, Modal, Text, Textarea } from "@mantine/core";
import { INPUT_LIMITS, isValidText, stripInvalidCharacters } from "@solerx/domain/common";
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
  /** Saves the notes; absent until the record and its medical profile are loaded. */
  onSave?: (notes: string) => void;
}) {
  const [notes, setNotes] = useState(initialNotes);
  const [stripped, setStripped] = useState(false);
  // Each opening starts from the saved notes (Cancel discards); the modal stays mounted so it closes properly and
  // gives the focus back to what opened it.
  useEffect(() => {
    if (opened) {
      setNotes(initialNotes);
      setStripped(false);
    }
  }, [opened, initialNotes]);
  const valid = isValidText(notes, { multiline: true });
  return (
    <Modal opened={opened} onClose={onClose} title={NOTES_TEXTS.title} centered size={520}>
      <Textarea
        label={NOTES_TEXTS.label}
        value={notes}
        onChange={(event) => {
          const cleaned = stripInvalidCharacters(event.currentTarget.value, { multiline: true });
          setNotes(cleaned.value);
          setStripped(cleaned.removed);
        }}
        error={stripped || !valid ? NOTES_TEXTS.invalidCharacters : undefined}
        // The API's limit: the textarea stops taking characters there (issue 17).
        maxLength={INPUT_LIMITS.notesMaxLength}
        autosize
        minRows={5}
        maxRows={12}
        data-autofocus
      />
      {!onSave && (
        <Text size="sm" c="gray.7" mt="sm">
          {NOTES_TEXTS.loading}
        </Text>
      )}
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button variant="default" onClick={onClose}>
          {NOTES_TEXTS.cancel}
        </Button>
        <Button disabled={!onSave || !valid} onClick={() => onSave?.(notes)}>
          {NOTES_TEXTS.save}
        </Button>
      </Group>
    </Modal>
  );
}
