// Get Started (spec 000 §2 "/getting-started"): create a patient with first name, last name and doctor.

import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { CreatePatientRequest, type Doctor, type Store } from "@solerx/domain/contracts";
import { doctorDisplayName, LIMITS } from "@solerx/domain/rules";
import { IconAlertCircle, IconUserPlus } from "@tabler/icons-react";
import { useEffect } from "react";
import { isApiError } from "../../../lib/api-client";
import { showSnackbar } from "../../../lib/snackbar";
import { zodFormValidator } from "../../../lib/zod-form";
import { useCreatePatient } from "../api/create-patient";
import { cleanNameInput } from "../name-input";
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

interface FormValues {
  firstName: string;
  lastName: string;
  patientID: string;
  assignedToDoctor: string;
}

/** The request the form would send: an empty Reference ID is none at all. */
function requestOf(values: FormValues): CreatePatientRequest {
  return { ...values, gender: "UNKNOWN", patientID: values.patientID.trim() || undefined };
}

/** The API's own contract checks the form, so Save is on exactly when the server would accept the patient. */
const validateRequest = zodFormValidator(CreatePatientRequest);

export function GettingStartedScreen({
  store,
  doctors,
  doctorsLoading,
  onCreated,
  onCancel,
}: GettingStartedScreenProps) {
  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: {
      firstName: "",
      lastName: "",
      patientID: "",
      assignedToDoctor: (doctors?.length === 1 ? doctors[0]?.userID : undefined) ?? "",
    },
    validate: (values) => validateRequest(requestOf(values)),
  });
  const create = useCreatePatient(store.storeID);
  const { values } = form;

  // A store with a single doctor needs no choice.
  useEffect(() => {
    const only = doctors?.length === 1 ? doctors[0] : undefined;
    if (only && !form.getValues().assignedToDoctor) form.setFieldValue("assignedToDoctor", only.userID);
  }, [doctors, form]);

  const doctorKnown = !!doctors?.some((doctor) => doctor.userID === values.assignedToDoctor);
  const valid = doctorKnown && Object.keys(validateRequest(requestOf(values))).length === 0;

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const cleaned = cleanNameInput(event.currentTarget.value);
    form.setFieldValue(field, cleaned.value);
    // The spec's snackbar for stripped characters; the field keeps what is valid, so it is not marked invalid.
    if (cleaned.stripped) showSnackbar(GET_STARTED_TEXTS.invalidCharacters);
  };

  const reassign = isApiError(create.error) && create.error.message === GET_STARTED_TEXTS.reassignDoctor;

  const submit = form.onSubmit((submitted) => {
    if (!doctorKnown || create.isPending) return;
    create.mutate(CreatePatientRequest.parse(requestOf(submitted)), {
      onSuccess: (created) => onCreated(created.userID),
    });
  });

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
              value={values.assignedToDoctor || null}
              onChange={(doctorId) => form.setFieldValue("assignedToDoctor", doctorId ?? "")}
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
