// Every field of the patient (spec 000 §3 "Patient", §5 "Edit patient"), shared by Get Started and Edit patient.
// Characters the rule refuses are stripped as typed and the spec's message is shown on the field; the birth date's
// message marks its three inputs invalid.
import {
  Button,
  Group,
  Input,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { Gender } from "@solerx/domain/common";
import { INPUT_LIMITS, LIMITS, limitLength, stripInvalidCharacters } from "@solerx/domain/common";
import type { ScanPresence } from "@solerx/domain/prescription";
import { SHOE_WIDTH_LABELS, shoeSizeLabel } from "@solerx/domain/shoe-size";
import type { Doctor } from "@solerx/domain/store";
import { doctorDisplayName } from "@solerx/domain/store";
import { IconShoe } from "@tabler/icons-react";
import { useId, useState } from "react";
import { GENDER_LABELS } from "../texts";
import {
  type FootShoe,
  feetOf,
  formWeightInLbs,
  type ShoeSizes,
  type TextField,
  weightIsPresent,
} from "./patient-form";
import { ShoeSizeModal } from "./shoe-size-modal";
import { SHOE_SIZE_TEXTS, PATIENT_FORM_TEXTS as T } from "./texts";
import type { PatientForm } from "./use-patient-form";

const GENDERS: readonly Gender[] = ["MALE", "FEMALE", "UNKNOWN"];

function shoeText(shoe: FootShoe): string {
  return `${shoeSizeLabel(shoe)} · ${SHOE_WIDTH_LABELS[shoe.width]}`;
}

/** The shoe sizes in one line: "11 US MEN'S · REGULAR", or each foot's when they differ. */
export function shoeSizesText(shoes: ShoeSizes): string {
  const { left, right } = feetOf(shoes);
  if (!shoes.differentSizes) return shoeText(left);
  return `${SHOE_SIZE_TEXTS.left}: ${shoeText(left)}; ${SHOE_SIZE_TEXTS.right}: ${shoeText(right)}`;
}

export interface PatientFormFieldsProps {
  patientForm: PatientForm;
  doctors: readonly Doctor[] | undefined;
  doctorsLoading?: boolean;
  /** The company's hideSensitiveData: birth date and gender are not shown (their values are kept). */
  hideSensitiveData: boolean;
  /** A doctor error from the server (Get Started's "Please, reassign doctor"). */
  doctorError?: string;
  scans?: ScanPresence;
  /**
   * The record's session has an order: its PO number (the zebraID the order's flags copied) stays as placed, so
   * the record, the Order screen, the lab and the PDF show one value. A reorder's clone starts without one.
   */
  poNumberOrdered?: boolean;
}

export function PatientFormFields({
  patientForm,
  doctors,
  doctorsLoading = false,
  hideSensitiveData,
  doctorError,
  scans,
  poNumberOrdered = false,
}: PatientFormFieldsProps) {
  const { form, values, errors, stripped, markStripped, doctorCleared } = patientForm;
  const [shoeModal, setShoeModal] = useState(false);
  const birthErrorId = useId();
  const shoeTextId = useId();

  const textInput = (
    field: TextField,
    label: string,
    extra: { required?: boolean; optional?: boolean; lockedBecause?: string } = {},
  ) => (
    <TextInput
      label={label}
      description={extra.lockedBecause ?? (extra.optional ? T.optional : undefined)}
      disabled={extra.lockedBecause !== undefined}
      required={extra.required}
      value={values[field]}
      onChange={(event) => {
        const cleaned = stripInvalidCharacters(event.currentTarget.value);
        form.setFieldValue(field, limitLength(cleaned.value, LIMITS.nameMaxLength));
        markStripped(field, cleaned.removed);
      }}
      error={stripped[field] ? T.invalidCharacters : errors[field]}
      maxLength={LIMITS.nameMaxLength}
      autoComplete="off"
    />
  );

  const birthPart = (
    field: "birthDay" | "birthMonth" | "birthYear",
    label: string,
    placeholder: string,
    max: number,
  ) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={values[field]}
      onChange={(event) => form.setFieldValue(field, stripInvalidCharacters(event.currentTarget.value).value)}
      maxLength={max}
      inputMode="numeric"
      autoComplete="off"
      error={!!errors.birthDate}
      aria-describedby={errors.birthDate ? birthErrorId : undefined}
    />
  );

  const weightMissing = !weightIsPresent(values.weight);
  const doctorMessage = doctorError ?? (doctorCleared ? T.reassignDoctor : undefined);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {textInput("firstName", T.firstName, { required: true })}
        {textInput("lastName", T.lastName, { required: true })}
        {textInput("patientID", T.referenceId, { optional: true })}
        {textInput("zebraID", T.poNumber, {
          optional: true,
          ...(poNumberOrdered ? { lockedBecause: T.poNumberOrdered } : {}),
        })}
      </SimpleGrid>
      {!hideSensitiveData && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Input.Wrapper
            label={T.birthDate}
            description={T.optional}
            error={errors.birthDate}
            errorProps={{ id: birthErrorId }}
            labelElement="div"
          >
            <Group gap="xs" wrap="nowrap" grow mt={4} role="group" aria-label={T.birthDate}>
              {birthPart("birthDay", T.day, T.dayPlaceholder, 2)}
              {birthPart("birthMonth", T.month, T.monthPlaceholder, 2)}
              {birthPart("birthYear", T.year, T.yearPlaceholder, 4)}
            </Group>
          </Input.Wrapper>
          <Radio.Group
            label={T.gender}
            value={values.gender}
            onChange={(gender) => form.setFieldValue("gender", gender as Gender)}
          >
            <Group mt={8} gap="md">
              {GENDERS.map((gender) => (
                <Radio key={gender} value={gender} label={GENDER_LABELS[gender]} />
              ))}
            </Group>
          </Radio.Group>
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={T.doctor}
          placeholder={T.doctorPlaceholder}
          required
          // Names longer than 42 characters show as their first 40 and an ellipsis.
          data={(doctors ?? []).map((doctor) => ({ value: doctor.userID, label: doctorDisplayName(doctor) }))}
          value={values.assignedToDoctor || null}
          onChange={(doctorId) => form.setFieldValue("assignedToDoctor", doctorId ?? "")}
          disabled={doctorsLoading}
          nothingFoundMessage={T.noDoctors}
          error={doctorMessage}
          checkIconPosition="right"
          allowDeselect={false}
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <NumberInput
            style={{ flex: 1 }}
            label={T.weight}
            required
            value={values.weight}
            onChange={(weight) => form.setFieldValue("weight", typeof weight === "number" ? weight : "")}
            min={0}
            allowNegative={false}
            decimalScale={1}
            step={0.1}
            hideControls
            // The pounds of a kg weight show under the input, so the input stays level with the unit toggle.
            inputWrapperOrder={["label", "input", "description", "error"]}
            error={errors.weight ? T.weightMin : undefined}
            description={
              values.weightUnit === "kg" && !weightMissing ? `= ${T.inPounds(formWeightInLbs(values))}` : undefined
            }
          />
          {/* A radio group (Mantine's role), aligned with the number input below its label. */}
          <SegmentedControl
            aria-label={T.weightUnit}
            mt={25}
            data={[
              { value: "lbs", label: "lbs" },
              { value: "kg", label: "kg" },
            ]}
            value={values.weightUnit}
            onChange={(unit) => form.setFieldValue("weightUnit", unit as "lbs" | "kg")}
          />
        </Group>
      </SimpleGrid>
      <Input.Wrapper label={T.shoeSize} labelElement="div">
        <Group gap="sm" mt={4} wrap="wrap">
          <Text size="sm" data-testid="shoe-size-summary" id={shoeTextId}>
            {shoeSizesText(values.shoes)}
          </Text>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconShoe size={16} aria-hidden />}
            onClick={() => setShoeModal(true)}
            aria-describedby={shoeTextId}
          >
            {T.changeShoeSize}
          </Button>
        </Group>
      </Input.Wrapper>
      <Textarea
        label={T.notes}
        value={values.notes}
        onChange={(event) => {
          const cleaned = stripInvalidCharacters(event.currentTarget.value, { multiline: true });
          form.setFieldValue("notes", cleaned.value);
          markStripped("notes", cleaned.removed);
        }}
        error={stripped.notes ? T.invalidCharacters : errors.notes}
        // The API's limit: the textarea stops taking characters there (issue 17).
        maxLength={INPUT_LIMITS.notesMaxLength}
        autosize
        minRows={2}
        maxRows={6}
      />
      <ShoeSizeModal
        opened={shoeModal}
        onClose={() => setShoeModal(false)}
        value={values.shoes}
        scans={scans}
        onSave={(shoes) => {
          form.setFieldValue("shoes", shoes);
          setShoeModal(false);
        }}
      />
    </Stack>
  );
}
