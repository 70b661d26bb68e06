// Reorder (spec 000 §4 "Reorder"), offered where the open record names an order (`?order_id=`) and on the Order
// screen: after a confirmation, the clone opens as the current record with no order, and its profile is saved 1 s
// later. One trigger shows at a time (the patient bar leaves it to the Order screen there): they share the modal.
import { Alert, Button, Stack, Text } from "@mantine/core";
import type { PatientRecord } from "@solerx/domain/patient";
import { IconCopyPlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { BarAction } from "../../../components/layouts/patient-info";
import { lazyModal } from "../../../components/modals/lazy-modal";
import { openPatientRecord } from "../../../entities/patient/open-record";
import { patientKeys } from "../../../entities/patient/query-keys";
import { markPrescriptionCreated, savePatient } from "../../../entities/patient/record-writer";
import { flushSaves } from "../../../entities/patient/save-queue-instance";
import { reportError } from "../../../lib/error-reporting";
import { createRecordModalState } from "../../../lib/record-modal-state";
import { createSharedState } from "../../../lib/shared-state";
import { showErrorSnackbar } from "../../../lib/snackbar";
import { ReorderRefused, reorderPatient } from "../lib/reorder-patient";
import { REORDER_TEXTS } from "../texts";

const ConfirmModal = lazyModal(() =>
  import("../../../components/modals/confirm-modal").then((module) => module.ConfirmModal),
);

// Module state, not component state: the top bar swaps its layout at 768 px, which remounts the patient bar, and
// an open confirmation must survive that (a tablet turned on its side), for the patient it was opened for only.
const confirmation = createRecordModalState();
const reordering = createSharedState<{ busy: boolean; refusal: string | null }>({ busy: false, refusal: null });

export interface ReorderButtonProps {
  record: PatientRecord;
  orderId: string;
  /** An icon of the patient bar (the default), or a labelled button (the Order screen). */
  variant?: "icon" | "button";
  /** Where the clone opens; the current screen by default. */
  afterReorderPath?: string;
}

export function ReorderButton({ record, orderId, variant = "icon", afterReorderPath }: ReorderButtonProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const opened = confirmation.useOpenFor(record.userID);
  const busy = reordering.use((state) => state.busy);
  const refusal = reordering.use((state) => state.refusal);
  const close = () => {
    reordering.set({ refusal: null });
    confirmation.close();
  };

  const confirm = async () => {
    reordering.set({ busy: true, refusal: null });
    try {
      await reorderPatient(record, orderId, {
        flush: flushSaves,
        open: (userId) => {
          openPatientRecord({ id: userId, orderId: null, reorderOf: orderId });
          markPrescriptionCreated(userId);
          navigate(`${afterReorderPath ?? pathname}?id=${encodeURIComponent(userId)}`);
        },
        save: (userId, medicalProfile, sessionID, delayMs) =>
          savePatient(userId, { medicalProfile }, { sessionID, action: "PRESCRIPTION_CREATED", delayMs }),
      });
      void queryClient.invalidateQueries({ queryKey: patientKeys.store(record.storeID) });
      close();
    } catch (error) {
      if (error instanceof ReorderRefused) {
        // Nothing was made: the confirmation stays open and says what to change.
        reordering.set({ busy: false, refusal: error.message });
        return;
      }
      // The spec's internal errors ("failed to create new user record", "error while creating session") are for
      // the log and the error report; the snackbar shows its generic try-again text for them.
      console.error(error);
      reportError(error, { step: "reorder" });
      showErrorSnackbar(error);
      close();
    } finally {
      reordering.set({ busy: false });
    }
  };

  return (
    <>
      {variant === "icon" ? (
        <BarAction label={REORDER_TEXTS.button} icon={IconCopyPlus} onClick={() => confirmation.open(record.userID)} />
      ) : (
        <Button
          variant="default"
          leftSection={<IconCopyPlus size={18} aria-hidden />}
          onClick={() => confirmation.open(record.userID)}
        >
          {REORDER_TEXTS.button}
        </Button>
      )}
      <ConfirmModal
        opened={opened}
        title={REORDER_TEXTS.title}
        cancelLabel={REORDER_TEXTS.cancel}
        confirmLabel={REORDER_TEXTS.confirm}
        onCancel={close}
        onConfirm={() => void confirm()}
        busy={busy}
      >
        <Stack gap="sm">
          <Text>{REORDER_TEXTS.body(orderId)}</Text>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
        </Stack>
      </ConfirmModal>
    </>
  );
}
