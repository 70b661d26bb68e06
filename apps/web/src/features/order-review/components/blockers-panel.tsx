// What still blocks the order (order/order-ready: first name, last name, gender, at least one scan), each with the
// way to fix it: the Edit patient modal for the patient's details, the 3D Scan screen for a scan.
import { Alert, Button, Group, List } from "@mantine/core";
import type { OrderBlocker } from "@solerx/domain/order";
import { IconAlertTriangle, IconPencil, IconScan } from "@tabler/icons-react";
import { REVIEW_TEXTS as T } from "../texts";

export function BlockersPanel({
  blockers,
  onEditPatient,
  onScan,
}: {
  blockers: readonly OrderBlocker[];
  onEditPatient(): void;
  onScan(): void;
}) {
  if (blockers.length === 0) return null;
  const patientFix = blockers.some((blocker) => blocker !== "scan");
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={T.blockersTitle}>
      <List size="sm" spacing={2}>
        {blockers.map((blocker) => (
          <List.Item key={blocker}>{T.blocker[blocker]}</List.Item>
        ))}
      </List>
      <Group gap="sm" mt="sm">
        {patientFix && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEditPatient}
          >
            {T.editPatient}
          </Button>
        )}
        {blockers.includes("scan") && (
          <Button size="xs" variant="default" leftSection={<IconScan size={14} aria-hidden />} onClick={onScan}>
            {T.toScan}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
