// The top bar's Notes button and its modal.
import { ActionIcon, Tooltip } from "@mantine/core";
import { IconNotes } from "@tabler/icons-react";
import { useState } from "react";
import { NOTES_TEXTS } from "../texts";
import { NotesModal } from "./notes-modal";

export function NotesButton() {
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Tooltip label={NOTES_TEXTS.button}>
        <ActionIcon variant="default" size={36} aria-label={NOTES_TEXTS.button} onClick={() => setOpened(true)}>
          <IconNotes size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <NotesModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
