// The Edit patient modal (spec 000 §2 "Modals", §5 "Edit patient"): the patient form prefilled from the record and
// its medical profile, Cancel and Save. Save hands the user details, the doctor (when changed) and the medical
// profile to the record writer at once (delay 0) and closes; the top bar shows the saved record.
import { Alert, Button, Center, Group, Loader, Modal, Stack } from "@mantine/core";
import type { MedicalProfile, PatientRecord } from "@solerx/domain/patient";
import { sessionOrderStatus } from "@solerx/domain/session";
import type { Doctor } from "@solerx/domain/store";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMedicalProfile } from "../../../entities/patient/api/get-medical-profile";
import { fromPatientRecord, toMedicalProfile, toUserDetails } from "../../../entities/patient/form/patient-form";
import { PatientFormFields } from "../../../entities/patient/form/patient-form-fields";
import { usePatientForm } from "../../../entities/patient/form/use-patient-form";
import { savePatient } from "../../../entities/patient/record-writer";
import { showErrorSnackbar } from "../../../lib/snackbar";
import { RECORD_TEXTS } from "../texts";

export interface EditPatientModalProps {
  opened: boolean;
  onClose: () => void;
  record: PatientRecord;
  doctors: readonly Doctor[] | undefined;
  hideSensitiveData: boolean;
  today?: () => Date;
}

function EditPatientForm({
  record,
  profile,
  doctors,
  hideSensitiveData,
  onClose,
  today,
}: Omit<EditPatientModalProps, "opened"> & { profile: MedicalProfile | null }) {
  const loaded = fromPatientRecord(record, profile, doctors);
  const patientForm = usePatientForm({
    initialValues: loaded.values,
    doctors,
    doctorCleared: loaded.doctorCleared,
    today,
  });
  const { form, canSave } = patientForm;

  const submit = form.onSubmit((values) => {
    if (!canSave) return;
    const doctorChanged = values.assignedToDoctor !== record.assignedToDoctor;
    // A profile update needs the scan session (spec 000 §5); a record without one saves its user and doctor.
    const sessionID = record.sessionID;
    savePatient(
      record.userID,
      {
        user: toUserDetails(values),
        ...(doctorChanged ? { doctorID: values.assignedToDoctor } : {}),
        ...(sessionID ? { medicalProfile: toMedicalProfile(values, profile, patientForm.today) } : {}),
      },
      { sessionID: sessionID ?? "", delayMs: 0 },
    ).catch(showErrorSnackbar);
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PatientFormFields
          patientForm={patientForm}
          doctors={doctors}
          hideSensitiveData={hideSensitiveData}
          poNumberOrdered={sessionOrderStatus(record.sessionsStatuses) !== undefined}
        />
        <Group justify="flex-end" mt="sm" gap="sm">
          <Button variant="default" onClick={onClose}>
            {RECORD_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={!canSave}>
            {RECORD_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EditPatientModal({
  opened,
  onClose,
  record,
  doctors,
  hideSensitiveData,
  today,
}: EditPatientModalProps) {
  const profile = useMedicalProfile(record.userID, opened);
  const ready = profile.isSuccess && doctors !== undefined;
  return (
    <Modal opened={opened} onClose={onClose} title={RECORD_TEXTS.editTitle} centered size={760}>
      {profile.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {profile.error.message}
        </Alert>
      ) : !ready ? (
        <Center py="xl">
          <Loader aria-label={RECORD_TEXTS.loading} />
        </Center>
      ) : (
        // Mounted per opening, so each opening starts from the stored record.
        opened && (
          <EditPatientForm
            record={record}
            profile={profile.data.medicalProfile}
            doctors={doctors}
            hideSensitiveData={hideSensitiveData}
            onClose={onClose}
            today={today}
          />
        )
      )}
    </Modal>
  );
}
