// Get Started (spec 000 §2 "/getting-started"): create a patient with first name, last name and doctor.

import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import type { Doctor, Store } from "@solerx/domain/contracts";
import { doctorDisplayName, LIMITS } from "@solerx/domain/rules";
import { IconAlertCircle, IconUserPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { showSnackbar } from "../../../lib/snackbar";
import { useCreatePatient } from "../api/create-patient";
import { cleanNameInput, isValidName } from "../name-input";
import { GET_STARTED_TEXTS } from "../texts";

export interface GettingStartedScreenProps {
  store: Store;
  doctors: readonly Doctor[] | undefined;
  doctorsLoading: boolean;
  /** The new patient's record opens here. */
  onCreated: (userId: string) => void;
  onCancel: () => void;
}

type Field = "firstName" | "lastName" | "patientID";

export function GettingStartedScreen({
  store,
  doctors,
  doctorsLoading,
  onCreated,
  onCancel,
}: GettingStartedScreenProps) {
  const [values, setValues] = useState<Record<Field, string>>({ firstName: "", lastName: "", patientID: "" });
  const [doctorId, setDoctorId] = useState<string | null>(
    () => (doctors?.length === 1 ? doctors[0]?.userID : null) ?? null,
  );
  const create = useCreatePatient(store.storeID);

  // A store with a single doctor needs no choice.
  useEffect(() => {
    const only = doctors?.length === 1 ? doctors[0] : undefined;
    if (only) setDoctorId((current) => current ?? only.userID);
  }, [doctors]);

  const doctorKnown = !!doctorId && !!doctors?.some((doctor) => doctor.userID === doctorId);
  const valid =
    isValidName(values.firstName) &&
    isValidName(values.lastName) &&
    (values.patientID === "" || isValidName(values.patientID)) &&
    doctorKnown;

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const cleaned = cleanNameInput(event.currentTarget.value);
    setValues((current) => ({ ...current, [field]: cleaned.value }));
    // The spec's snackbar for stripped characters; the field keeps what is valid, so it is not marked invalid.
    if (cleaned.stripped) showSnackbar(GET_STARTED_TEXTS.invalidCharacters);
  };

  const reassign = isApiError(create.error) && create.error.message === GET_STARTED_TEXTS.reassignDoctor;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid || !doctorId || create.isPending) return;
    create.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        assignedToDoctor: doctorId,
        gender: "UNKNOWN",
        patientID: values.patientID.trim() || undefined,
      },
      { onSuccess: (created) => onCreated(created.userID) },
    );
  };

  const nameField = (field: Field, label: string, extra: Partial<React.ComponentProps<typeof TextInput>> = {}) => (
    <TextInput
      label={label}
      value={values[field]}
      onChange={change(field)}
      maxLength={LIMITS.nameMaxLength}
      autoComplete="off"
      {...extra}
    />
  );

  return (
    <Stack gap="lg" maw={720} mx="auto">
      <div>
        <Title order={1} fz={28}>
          {GET_STARTED_TEXTS.heading}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {GET_STARTED_TEXTS.intro}
        </Text>
      </div>
      <Paper withBorder radius="md" p="xl" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {nameField("firstName", GET_STARTED_TEXTS.firstName, { required: true })}
            {nameField("lastName", GET_STARTED_TEXTS.lastName, { required: true })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={GET_STARTED_TEXTS.doctor}
              placeholder={GET_STARTED_TEXTS.doctorPlaceholder}
              required
              data={(doctors ?? []).map((doctor) => ({ value: doctor.userID, label: doctorDisplayName(doctor) }))}
              value={doctorId}
              onChange={setDoctorId}
              disabled={doctorsLoading}
              nothingFoundMessage={GET_STARTED_TEXTS.noDoctors}
              error={reassign ? GET_STARTED_TEXTS.reassignDoctor : undefined}
              checkIconPosition="right"
              allowDeselect={false}
            />
            {nameField("patientID", GET_STARTED_TEXTS.referenceId, { placeholder: GET_STARTED_TEXTS.referenceIdHelp })}
          </SimpleGrid>
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
              disabled={!valid}
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
