// The Edit patient modal of the open record, opened by the edit icon of the patient bar. It is rendered once, outside
// the top bar's one-row and two-row layouts, so crossing the 768 px breakpoint (a phone turned, a window resized)
// does not unmount it and drop what was typed.

import { lazyModal } from "../../components/modals/lazy-modal";
import { useOpenPatientRecord } from "../../entities/patient/use-open-patient-record";
import { useDoctors } from "../../entities/store/api/get-doctors";
import { useStore } from "../../entities/store/api/get-store";
import { createRecordModalState } from "../../lib/record-modal-state";

const EditPatientModal = lazyModal(() =>
  import("../../features/patient-record/components/edit-patient-modal").then((module) => module.EditPatientModal),
);

/** The patient whose Edit patient modal is open; another record opening leaves it closed. */
const editing = createRecordModalState();

export function openEditPatient(userId: string): void {
  editing.open(userId);
}

export function EditPatientHost() {
  const record = useOpenPatientRecord().data;
  const doctors = useDoctors(record ? { storeID: record.storeID, companyID: record.companyID } : null);
  const store = useStore(record?.storeID);
  const opened = editing.useOpenFor(record?.userID);
  if (!record) return null;
  return (
    <EditPatientModal
      opened={opened}
      onClose={editing.close}
      record={record}
      doctors={doctors.data}
      // Until the store is known, birth date and gender stay hidden rather than flash.
      hideSensitiveData={store.data?.hideSensitiveData ?? true}
    />
  );
}
