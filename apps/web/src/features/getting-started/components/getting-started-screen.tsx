// Get Started (spec 000 §2 "/getting-started"): every field of the patient (entities/patient/form), sent in one
// call that creates the patient with its medical profile.

import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { Doctor, Store } from "@solerx/domain/store";
import { IconAlertCircle, IconUserPlus } from "@tabler/icons-react";
import { useEffect } from "react";
import { defaultPatientFormValues, toCreatePatientRequest } from "../../../entities/patient/form/patient-form";
import { PatientFormFields } from "../../../entities/patient/form/patient-form-fields";
import { usePatientForm } from "../../../entities/patient/form/use-patient-form";
import { isApiError } from "../../../lib/api-client";
import { showSnackbar } from "../../../lib/snackbar";
import { useCreatePatient } from "../api/create-patient";
import { GET_STARTED_TEXTS } from "../texts";

export interface GettingStartedScreenProps {
  store: Store;
  doctors: readonly Doctor[] | undefined;
  doctorsLoading: boolean;
  /** The new patient's record opens here. */
  onCreated: (userId: string) => void;
  onCancel: () => void;
  /** Today, for the birth-date rule (tests fix it). */
  today?: () => Date;
}

export function GettingStartedScreen({
  store,
  doctors,
  doctorsLoading,
  onCreated,
  onCancel,
  today,
}: GettingStartedScreenProps) {
  const patientForm = usePatientForm({
    initialValues: {
      ...defaultPatientFormValues(),
      assignedToDoctor: (doctors?.length === 1 ? doctors[0]?.userID : undefined) ?? "",
    },
    doctors,
    today,
  });
  const { form, canSave, stripped } = patientForm;
  const create = useCreatePatient(store.storeID);

  // A store with a single doctor needs no choice.
  useEffect(() => {
    const only = doctors?.length === 1 ? doctors[0] : undefined;
    if (only && !form.getValues().assignedToDoctor) form.setFieldValue("assignedToDoctor", only.userID);
  }, [doctors, form]);

  // The spec's snackbar for stripped characters, besides the message on the field.
  const anyStripped = Object.values(stripped).some(Boolean);
  useEffect(() => {
    if (anyStripped) showSnackbar(GET_STARTED_TEXTS.invalidCharacters);
  }, [anyStripped]);

  const reassign = isApiError(create.error) && create.error.message === GET_STARTED_TEXTS.reassignDoctor;

  const submit = form.onSubmit((submitted) => {
    if (!canSave || create.isPending) return;
    create.mutate(toCreatePatientRequest(submitted, patientForm.today), {
      onSuccess: (created) => onCreated(created.userID),
    });
  });

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <div>
        <Title order={1} fz={28}>
          {GET_STARTED_TEXTS.heading}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {GET_STARTED_TEXTS.intro}
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <PatientFormFields
            patientForm={patientForm}
            doctors={doctors}
            doctorsLoading={doctorsLoading}
            hideSensitiveData={store.hideSensitiveData}
            doctorError={reassign ? GET_STARTED_TEXTS.reassignDoctor : undefined}
          />
          {create.isError && !reassign && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
              {create.error.message}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onCancel}>
              {GET_STARTED_TEXTS.cancel}
            </Button>
            <Button
              type="submit"
              disabled={!canSave}
              loading={create.isPending}
              leftSection={<IconUserPlus size={18} aria-hidden />}
            >
              {GET_STARTED_TEXTS.submit}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
