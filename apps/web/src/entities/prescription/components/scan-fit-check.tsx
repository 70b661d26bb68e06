// Asks before fitting the prescription to the scans drops anything (docs/decisions.md "Issue 16 point 1"): on
// arrival at Orthotic Styles, Prescription or Order Review, when a foot without a scan holds values the clinician
// chose, or a reorder or saved Rx brought, a dialog names each of them. Go back and scan leaves them stored and
// goes to 3D Scan; Drop these values saves the fitted prescription. Nothing is written before that yes.
import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { IconScan } from "@tabler/icons-react";
import { SCAN_FIT_TEXTS as T } from "../texts";
import { usePatientPrescription } from "../use-patient-prescription";

export function ScanFitCheck({ onScan }: { onScan(): void }) {
  const prescription = usePatientPrescription();
  const opened = prescription.status === "ready" && prescription.dropped.length > 0;
  if (!opened) return null;
  const { dropped, scans, dropUnscanned } = prescription;
  return (
    <Modal
      opened
      onClose={onScan}
      title={T.title}
      centered
      size={520}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Stack gap="sm">
        <Text>{T.lead(scans)}</Text>
        <List spacing={4} aria-label={T.title}>
          {dropped.map((value) => (
            <List.Item key={value.path}>{value.text}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {T.advice}
        </Text>
      </Stack>
      <Group justify="flex-end" mt="xl" gap="sm">
        {/* red.9: white on red.8 is under the 4.5:1 WCAG AA asks (components/modals/confirm-modal). */}
        <Button variant="outline" color="red.9" onClick={dropUnscanned}>
          {T.drop}
        </Button>
        <Button onClick={onScan} leftSection={<IconScan size={18} aria-hidden />} data-autofocus>
          {T.scan}
        </Button>
      </Group>
    </Modal>
  );
}
