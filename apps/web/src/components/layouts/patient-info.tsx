// The patient info bar of the top bar (spec 000 §2 "Shell"): name with the edit icon, Reference ID, assigned
// doctor and store.
import { ActionIcon, Group, Skeleton, Stack, Text } from "@mantine/core";
import { type Icon, IconBuildingStore, IconPencil, IconStethoscope } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { PATIENT_BAR_TEXTS } from "./texts";

export interface PatientInfoProps {
  firstName: string;
  lastName: string;
  referenceId: string | null;
  /** Already truncated for display. */
  doctorName: string | null;
  storeName: string | null;
  onEdit: () => void;
  /** The record's save status, after the name. */
  status?: ReactNode;
  /** The record's actions (reorder, delete), after the edit icon. */
  actions?: ReactNode;
  /**
   * The details may take more than one line (a phone's two-row top bar), so none is dropped: the spec lists name,
   * Reference ID, doctor and store. On one row they share the line, each cut with an ellipsis.
   */
  wrapDetails?: boolean;
}

/** One of the patient bar's small icon buttons (edit, reorder, delete, retry a failed save). */
export function BarAction({
  label,
  icon: BarIcon,
  color,
  onClick,
}: {
  label: string;
  icon: Icon;
  color?: string;
  onClick: () => void;
}) {
  return (
    <ActionIcon variant="subtle" size="sm" color={color} title={label} aria-label={label} onClick={onClick}>
      <BarIcon size={16} aria-hidden />
    </ActionIcon>
  );
}

export function PatientInfo({
  firstName,
  lastName,
  referenceId,
  doctorName,
  storeName,
  onEdit,
  status,
  actions,
  wrapDetails = false,
}: PatientInfoProps) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }} role="group" aria-label={PATIENT_BAR_TEXTS.patientBar}>
      <Group gap={6} wrap="nowrap">
        <Text fw={700} fz="lg" lh={1.25} truncate style={{ minWidth: 0 }}>
          {firstName} {lastName}
        </Text>
        <BarAction label={PATIENT_BAR_TEXTS.editPatient} icon={IconPencil} onClick={onEdit} />
        {actions}
        {status}
      </Group>
      <Group gap="md" wrap={wrapDetails ? "wrap" : "nowrap"} c="dimmed" fz="sm" style={{ minWidth: 0, rowGap: 0 }}>
        <Text span size="sm" style={{ whiteSpace: "nowrap" }}>
          {PATIENT_BAR_TEXTS.referenceId}:{" "}
          <Text span ff="monospace" size="sm" c="dark.6">
            {referenceId || "—"}
          </Text>
        </Text>
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconStethoscope size={15} aria-hidden />
          {doctorName === null ? (
            <Skeleton h={12} w={90} />
          ) : (
            <Text size="sm" truncate>
              {doctorName}
            </Text>
          )}
        </Group>
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconBuildingStore size={15} aria-hidden />
          {storeName === null ? (
            <Skeleton h={12} w={90} />
          ) : (
            <Text size="sm" truncate>
              {storeName}
            </Text>
          )}
        </Group>
      </Group>
    </Stack>
  );
}

export function PatientInfoSkeleton() {
  return (
    <Stack gap={6}>
      <Skeleton h={16} w={180} />
      <Skeleton h={12} w={260} />
    </Stack>
  );
}
