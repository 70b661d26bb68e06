// The scanner's state on the 3D Scan screen: "Scanner connecting...", the scanner that is ready, or the spec's text
// of what is wrong (Scanner not found, Scanner Not Available, USB Agent error).
import { Alert, Group, Loader, Paper, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconCheck } from "@tabler/icons-react";
import type { AgentState } from "../../../entities/scanner/lib/agent-state";
import {
  agentStatusDialog,
  isAgentConnecting,
  SCANNER_CONNECTING_TEXT,
} from "../../../entities/scanner/lib/scan-errors";
import { SCANNING_TEXTS } from "../texts";

export function ScannerStatus({ state }: { state: AgentState }) {
  if (isAgentConnecting(state.status)) {
    return (
      <Paper withBorder radius="md" px="md" py="sm">
        <Group gap="sm" role="status">
          <Loader size="xs" />
          <Text size="sm">{SCANNER_CONNECTING_TEXT}</Text>
        </Group>
      </Paper>
    );
  }
  const dialog = agentStatusDialog(state);
  if (dialog) {
    return (
      <Alert color="orange" variant="light" title={dialog.title} icon={<IconAlertTriangle aria-hidden />}>
        {dialog.body}
      </Alert>
    );
  }
  const device = state.devices[0];
  return (
    <Paper withBorder radius="md" px="md" py="sm">
      <Group gap="sm" role="status" wrap="nowrap">
        <ThemeIcon color="teal" variant="light" radius="xl" size="sm">
          <IconCheck size={14} aria-hidden />
        </ThemeIcon>
        <Text size="sm">
          {SCANNING_TEXTS.scanner}: {SCANNING_TEXTS.scannerReady(device?.name ?? "")}
        </Text>
      </Group>
    </Paper>
  );
}
