// The patient form's state on @mantine/form: its values, the messages the rules give now, and whether Save is on.
import { useForm } from "@mantine/form";
import type { Doctor } from "@solerx/domain/store";
import { useState } from "react";
import {
  canSavePatient,
  type FieldErrors,
  type PatientFormValues,
  patientFormErrors,
  type TextField,
} from "./patient-form";

export interface PatientFormOptions {
  initialValues: PatientFormValues;
  doctors: readonly Doctor[] | undefined;
  /** The stored doctor was not among the store's and was cleared: the field asks to reassign. */
  doctorCleared?: boolean;
  today?: () => Date;
}

export function usePatientForm({
  initialValues,
  doctors,
  doctorCleared = false,
  today = () => new Date(),
}: PatientFormOptions) {
  const form = useForm<PatientFormValues>({ mode: "controlled", initialValues });
  // Fields whose last keystroke had characters stripped: they show the spec's message until the next clean one.
  const [stripped, setStripped] = useState<Partial<Record<TextField | "notes", boolean>>>({});
  const context = { doctors, today: today() };
  const values = form.values;
  const errors: FieldErrors = patientFormErrors(values, context);
  return {
    form,
    values,
    errors,
    stripped,
    markStripped: (field: TextField | "notes", removed: boolean) =>
      setStripped((current) => (current[field] === removed ? current : { ...current, [field]: removed })),
    doctorCleared: doctorCleared && !values.assignedToDoctor,
    canSave: canSavePatient(values, context),
    today: context.today,
  };
}
export type PatientForm = ReturnType<typeof usePatientForm>;
