// The close icon of a patient screen (absent in the mobile-app view): the End session modal, which waits for
// unsaved data, closes the record and returns to the start address. The modal is rendered once by EndSessionHost,
// beside the top bar's layouts, and its state is the module's: the layout switch at 768 px re-makes the icon (a
// window resized; a full-page screenshot does it too), which must not close a modal the clinician is answering.
import { ActionIcon } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { lazyModal } from "../../components/modals/lazy-modal";
import { paths } from "../../config/paths";
import { closePatientRecord, useOpenPatient } from "../../entities/patient/open-record";
import { waitForUnsavedWork } from "../../entities/patient/wait-for-saves";
import { createRecordModalState } from "../../lib/record-modal-state";
import { SHELL_TEXTS } from "../texts";

const ConfirmModal = lazyModal(() =>
  import("../../components/modals/confirm-modal").then((module) => module.ConfirmModal),
);

const endSession = createRecordModalState();

export function EndSessionButton() {
  const userId = useOpenPatient()?.id ?? null;
  return (
    <ActionIcon
      title={SHELL_TEXTS.endSession}
      variant="default"
      size={36}
      aria-label={SHELL_TEXTS.endSession}
      onClick={() => endSession.open(userId)}
    >
      <IconX size={18} aria-hidden />
    </ActionIcon>
  );
}

export function EndSessionHost() {
  const navigate = useNavigate();
  const opened = endSession.useOpenFor(useOpenPatient()?.id);
  return (
    <ConfirmModal
      opened={opened}
      title={SHELL_TEXTS.endSessionTitle}
      cancelLabel={SHELL_TEXTS.no}
      confirmLabel={SHELL_TEXTS.yes}
      onCancel={endSession.close}
      onConfirm={async () => {
        endSession.close();
        await waitForUnsavedWork();
        closePatientRecord();
        navigate(paths.home);
      }}
    >
      {SHELL_TEXTS.endSessionBody}
    </ConfirmModal>
  );
}
