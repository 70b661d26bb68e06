// Delete patient (issue 9 §8): offered when the server says the patient can be deleted (no orders); asks for
// confirmation naming the patient; then deletes, drops the patient's pending saves, closes the record and goes to
// the patient list, which no longer has the patient. A patient with an order keeps the icon, dimmed, and it says why
// it cannot delete (issue 16 point 7) rather than offer a delete the server refuses.
import { ActionIcon, VisuallyHidden } from "@mantine/core";
import { PATIENT_HAS_ORDERS_MESSAGE } from "@solerx/domain/common";
import type { PatientRecord } from "@solerx/domain/patient";
import { IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useNavigate } from "react-router";
import { BarAction } from "../../../components/layouts/patient-info";
import { lazyModal } from "../../../components/modals/lazy-modal";
import { paths } from "../../../config/paths";
import { useCanDelete } from "../../../entities/patient/api/can-delete";
import { deletePatient } from "../../../entities/patient/api/delete-patient";
import { closePatientRecord } from "../../../entities/patient/open-record";
import { patientKeys } from "../../../entities/patient/query-keys";
import { discardSaves } from "../../../entities/patient/save-queue-instance";
import { isApiError } from "../../../lib/api-client";
import { createRecordModalState } from "../../../lib/record-modal-state";
import { createSharedState } from "../../../lib/shared-state";
import { showSnackbar } from "../../../lib/snackbar";
import { DELETE_TEXTS } from "../texts";

const ConfirmModal = lazyModal(() =>
  import("../../../components/modals/confirm-modal").then((module) => module.ConfirmModal),
);

// Module state, not component state: the top bar swaps its layout at 768 px, which remounts the patient bar, and
// an open confirmation must survive that (a tablet turned on its side), for the patient it was opened for only.
const confirmation = createRecordModalState();
const deleting = createSharedState({ busy: false });

export function DeletePatientButton({ record }: { record: PatientRecord }) {
  const canDelete = useCanDelete(record.userID);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const opened = confirmation.useOpenFor(record.userID);
  const busy = deleting.use((state) => state.busy);
  if (canDelete.data === undefined) return null;
  if (!canDelete.data.canDelete) return <DeleteRefused />;
  const name = `${record.firstName} ${record.lastName}`;

  const confirm = async () => {
    deleting.set({ busy: true });
    try {
      await deletePatient(record.userID);
    } catch (error) {
      // A refusal keeps the pending edits: they are dropped only once the patient is gone.
      confirmation.close();
      deleting.set({ busy: false });
      // 409: an order was placed meanwhile (PATIENT_HAS_ORDERS_MESSAGE); the button goes with the fresh answer.
      showSnackbar(isApiError(error) ? error.message : String(error));
      void queryClient.invalidateQueries({ queryKey: patientKeys.canDelete(record.userID) });
      return;
    }
    confirmation.close();
    deleting.set({ busy: false });
    discardSaves(record.userID);
    closePatientRecord();
    for (const key of [patientKeys.record, patientKeys.medicalProfile, patientKeys.canDelete]) {
      queryClient.removeQueries({ queryKey: key(record.userID) });
    }
    await queryClient.invalidateQueries({ queryKey: patientKeys.store(record.storeID) });
    navigate(paths.patients);
  };

  return (
    <>
      <BarAction
        label={DELETE_TEXTS.button}
        icon={IconTrash}
        color="red.8"
        onClick={() => confirmation.open(record.userID)}
      />
      <ConfirmModal
        opened={opened}
        title={DELETE_TEXTS.title}
        cancelLabel={DELETE_TEXTS.cancel}
        confirmLabel={DELETE_TEXTS.confirm}
        onCancel={confirmation.close}
        onConfirm={() => void confirm()}
        busy={busy}
        danger
      >
        {DELETE_TEXTS.body(name)}
      </ConfirmModal>
    </>
  );
}

/** The patient has an order: the icon stays where it is, dimmed, and says why on hover, focus and press. */
function DeleteRefused() {
  const reasonId = useId();
  return (
    <>
      <ActionIcon
        variant="subtle"
        size="sm"
        color="gray.6"
        aria-label={DELETE_TEXTS.button}
        aria-disabled
        aria-describedby={reasonId}
        title={PATIENT_HAS_ORDERS_MESSAGE}
        onClick={() => showSnackbar(PATIENT_HAS_ORDERS_MESSAGE, "info")}
        style={{ cursor: "not-allowed" }}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
      <VisuallyHidden id={reasonId}>{PATIENT_HAS_ORDERS_MESSAGE}</VisuallyHidden>
    </>
  );
}
