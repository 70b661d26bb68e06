// The top bar's Notes button and its modal. The modal is rendered once by NotesHost, outside the top bar's one-row
// and two-row layouts, so a resize across the 768 px breakpoint does not drop what was typed. Save sends the open
// patient's medical profile with the new notes at once (spec 000 §4 "Session timing": "the medical profile is sent
// immediately on Save in the Notes modal").
import { ActionIcon } from "@mantine/core";
import { fromProfileNotes, type MedicalProfile, type PatientRecord, toProfileNotes } from "@solerx/domain/patient";
import { IconNotes } from "@tabler/icons-react";
import { lazyModal } from "../../../components/modals/lazy-modal";
import { useMedicalProfile } from "../../../entities/patient/api/get-medical-profile";
import { fromPatientRecord, toMedicalProfile } from "../../../entities/patient/form/patient-form";
import { useOpenPatient } from "../../../entities/patient/open-record";
import { savePatient } from "../../../entities/patient/record-writer";
import { useOpenPatientRecord } from "../../../entities/patient/use-open-patient-record";
import { createRecordModalState } from "../../../lib/record-modal-state";
import { showErrorSnackbar } from "../../../lib/snackbar";
import { NOTES_TEXTS } from "../texts";

const NotesModal = lazyModal(() => import("./notes-modal").then((module) => module.NotesModal));

/** The patient whose Notes modal is open; another record opening leaves it closed. */
const notesModal = createRecordModalState();

/** The profile to send: the stored one with the new notes, or, before the first save, the record's defaults. */
export function profileWithNotes(record: PatientRecord, stored: MedicalProfile | null, notes: string): MedicalProfile {
  if (stored) return { ...stored, notes: toProfileNotes(notes) };
  const { values } = fromPatientRecord(record, null, undefined);
  return toMedicalProfile({ ...values, notes }, null, new Date());
}

export function NotesButton() {
  const userId = useOpenPatient()?.id ?? null;
  return (
    <ActionIcon
      title={NOTES_TEXTS.button}
      variant="default"
      size={36}
      aria-label={NOTES_TEXTS.button}
      onClick={() => notesModal.open(userId)}
    >
      <IconNotes size={18} aria-hidden />
    </ActionIcon>
  );
}

export function NotesHost() {
  const opened = notesModal.useOpenFor(useOpenPatient()?.id);
  const close = notesModal.close;
  const record = useOpenPatientRecord().data;
  const profile = useMedicalProfile(record?.userID);
  const stored = profile.data?.medicalProfile ?? null;
  const sessionID = record?.sessionID;
  // Saving needs the record, its loaded profile and its scan session (a profile update needs one, spec 000 §5).
  const onSave =
    record && sessionID && profile.isSuccess
      ? (notes: string) => {
          close();
          savePatient(
            record.userID,
            { medicalProfile: profileWithNotes(record, stored, notes) },
            { sessionID, delayMs: 0 },
          ).catch(showErrorSnackbar);
        }
      : undefined;
  return <NotesModal opened={opened} onClose={close} initialNotes={fromProfileNotes(stored?.notes)} onSave={onSave} />;
}
