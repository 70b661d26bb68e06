// The Edit patient modal's first cut: the record's details; editing them comes with the patient-record issue.

import { Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import type { PatientRecord } from "@solerx/domain";
import { RECORD_TEXTS, SHELL_TEXTS } from "../../../messages";

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: "0.04em" }}>
        {label}
      </Text>
      <Text>{value || "—"}</Text>
    </Stack>
  );
}

export function PatientDetailsModal({
  opened,
  onClose,
  record,
  doctorName,
  storeName,
}: {
  opened: boolean;
  onClose: () => void;
  record: PatientRecord;
  doctorName: string | null;
  storeName: string | null;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={SHELL_TEXTS.editPatient} centered size={520}>
      <SimpleGrid cols={2} spacing="lg" verticalSpacing="md">
        <Detail label={RECORD_TEXTS.firstName} value={record.firstName} />
        <Detail label={RECORD_TEXTS.lastName} value={record.lastName} />
        <Detail label={RECORD_TEXTS.referenceId} value={record.patientID ?? ""} />
        <Detail label={RECORD_TEXTS.doctor} value={doctorName ?? ""} />
        <Detail label={RECORD_TEXTS.store} value={storeName ?? ""} />
        <Detail label={RECORD_TEXTS.created} value={dateFormat.format(new Date(record.createdAt))} />
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="xl">
        {RECORD_TEXTS.editLater}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{RECORD_TEXTS.close}</Button>
      </Group>
    </Modal>
  );
}
