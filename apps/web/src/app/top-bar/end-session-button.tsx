// The close icon of a patient screen (absent in the mobile-app view): the End session modal, which waits for
// unsaved data, closes the record and returns to the start address.
import { ActionIcon, Tooltip } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmModal } from "../../components/modals/confirm-modal";
import { paths } from "../../config/paths";
import { closePatientRecord } from "../../entities/patient/open-record";
import { waitForUnsavedWork } from "../../entities/patient/wait-for-saves";
import { SHELL_TEXTS } from "../texts";

export function EndSessionButton() {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label={SHELL_TEXTS.endSession}>
        <ActionIcon variant="default" size={36} aria-label={SHELL_TEXTS.endSession} onClick={() => setOpened(true)}>
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
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
