// The close icon of a patient screen (absent in the mobile-app view): the End session modal, which waits for
// unsaved data, closes the record and returns to the start address.
import { ActionIcon } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { lazyModal } from "../../components/modals/lazy-modal";
import { paths } from "../../config/paths";
import { closePatientRecord } from "../../entities/patient/open-record";
import { waitForUnsavedWork } from "../../entities/patient/wait-for-saves";
import { SHELL_TEXTS } from "../texts";

const ConfirmModal = lazyModal(() =>
  import("../../components/modals/confirm-modal").then((module) => module.ConfirmModal),
);

export function EndSessionButton() {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon
        title={SHELL_TEXTS.endSession}
        variant="default"
        size={36}
        aria-label={SHELL_TEXTS.endSession}
        onClick={() => setOpened(true)}
      >
        <IconX size={18} aria-hidden />
      </ActionIcon>
      <ConfirmModal
        opened={opened}
        title={SHELL_TEXTS.endSessionTitle}
        cancelLabel={SHELL_TEXTS.no}
        confirmLabel={SHELL_TEXTS.yes}
        onCancel={() => setOpened(false)}
        onConfirm={async () => {
          setOpened(false);
          await waitForUnsavedWork();
          closePatientRecord();
          navigate(paths.home);
        }}
      >
        {SHELL_TEXTS.endSessionBody}
      </ConfirmModal>
    </>
  );
}
