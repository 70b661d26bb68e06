// The open record's save status (issue 9 §5): saving, saved, offline, failed with Retry, or reloaded after a
// stale write. A polite live region, so a screen reader hears the change without losing its place; a fixed
// width, so the bar does not shift as the words change.
import { Group, Loader, Text, VisuallyHidden } from "@mantine/core";
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconRefresh, IconReload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { BarAction } from "../../components/layouts/patient-info";
import type { SaveStatus } from "../../entities/patient/save-queue";
import { retryFailedSaves } from "../../entities/patient/save-queue-instance";
import { useSaveStatus } from "../../entities/patient/use-save-status";
import { RECORD_STATUS_TEXTS as TEXTS } from "../texts";

interface Look {
  label: string;
  hint?: string;
  icon: ReactNode;
  color: string;
}

function lookOf(status: SaveStatus): Look {
  switch (status) {
    case "pending":
    case "saving":
      return { label: TEXTS.saving, icon: <Loader size={14} aria-hidden />, color: "gray.7" };
    case "offline":
      return {
        label: TEXTS.offline,
        hint: TEXTS.offlineHint,
        // The words in the bar's dark grey (orange text is too faint on white, and under a modal's overlay).
        icon: <IconCloudOff size={16} color="var(--mantine-color-orange-8)" aria-hidden />,
        color: "gray.8",
      };
    case "failed":
      return {
        label: TEXTS.failed,
        hint: TEXTS.failedHint,
        icon: <IconAlertTriangle size={16} aria-hidden />,
        color: "red.8",
      };
    case "stale":
      return { label: TEXTS.stale, hint: TEXTS.staleHint, icon: <IconReload size={16} aria-hidden />, color: "gray.7" };
    default:
      // Nothing written yet: what shows was read from the server, so it is saved.
      return { label: TEXTS.saved, icon: <IconCloudCheck size={16} aria-hidden />, color: "gray.7" };
  }
}

export function RecordStatus({ userId }: { userId: string }) {
  const status = useSaveStatus(userId);
  const look = lookOf(status);
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }} data-save-status={status}>
      <Group gap={4} wrap="nowrap" role="status" aria-live="polite" title={look.hint} c={look.color} w="6.5em">
        {look.icon}
        <Text span size="sm" c={look.color} style={{ whiteSpace: "nowrap" }}>
          <VisuallyHidden>{TEXTS.prefix} </VisuallyHidden>
          {look.label}
          {look.hint && <VisuallyHidden>. {look.hint}</VisuallyHidden>}
        </Text>
      </Group>
      {status === "failed" && (
        <BarAction label={TEXTS.retry} icon={IconRefresh} color="red.8" onClick={() => retryFailedSaves(userId)} />
      )}
    </Group>
  );
}
