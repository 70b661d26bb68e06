// The top bar's Notes button and its modal.
import { ActionIcon } from "@mantine/core";
import { IconNotes } from "@tabler/icons-react";
import { useState } from "react";
import { lazyModal } from "../../../components/modals/lazy-modal";
import { NOTES_TEXTS } from "../texts";

const NotesModal = lazyModal(() => import("./notes-modal").then((module) => module.NotesModal));

export function NotesButton() {
  const [opened, setOpened] = useState(false);

  return (
    <>
      <ActionIcon
        title={NOTES_TEXTS.button}
        variant="default"
        size={36}
        aria-label={NOTES_TEXTS.button}
        onClick={() => setOpened(true)}
      >
        <IconNotes size={18} aria-hidden />
      </ActionIcon>
      <NotesModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
