// The Edit patient modal, read-only for now: the record's details, so the operator can check whom they opened.

import { Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import type { PatientRecord } from "@solerx/domain/contracts";
import { PATIENT_BAR_TEXTS } from "../../../components/layouts/texts";
import { formatDate } from "../../../lib/time-format";
import { RECORD_TEXTS } from "../texts";

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
    <Modal opened={opened} onClose={onClose} title={PATIENT_BAR_TEXTS.editPatient} centered size={520}>
      <SimpleGrid cols={2} spacing="lg" verticalSpacing="md">
        <Detail label={RECORD_TEXTS.firstName} value={record.firstName} />
        <Detail label={RECORD_TEXTS.lastName} value={record.lastName} />
        <Detail label={RECORD_TEXTS.referenceId} value={record.patientID ?? ""} />
        <Detail label={RECORD_TEXTS.doctor} value={doctorName ?? ""} />
        <Detail label={RECORD_TEXTS.store} value={storeName ?? ""} />
        <Detail label={RECORD_TEXTS.created} value={formatDate(record.createdAt)} />
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
