// The session's scan settings in one line, with a way back to change them.
import { Anchor, Group, Text, VisuallyHidden } from "@mantine/core";
import type { ScanSettings } from "../../../entities/scan/scan-settings";
import { PRODUCT_LABELS, SCAN_MODE_LABELS } from "../../../entities/scan/texts";
import { SCANNING_TEXTS } from "../texts";

function settingsSummaryText(settings: ScanSettings): string {
  return [
    SCAN_MODE_LABELS[settings.scanMode].label,
    PRODUCT_LABELS[settings.product].label,
    settings.oneFoot ? SCANNING_TEXTS.oneOrthotic : SCANNING_TEXTS.pair,
  ].join(" · ");
}

export function SettingsSummary({ settings, onChange }: { settings: ScanSettings; onChange(): void }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {SCANNING_TEXTS.settingsSummary}:
      </Text>
      <Text size="sm" fw={600}>
        {settingsSummaryText(settings)}
      </Text>
      <Anchor component="button" type="button" size="sm" onClick={onChange}>
        {SCANNING_TEXTS.changeSettings}
        <VisuallyHidden> {SCANNING_TEXTS.settingsSummary.toLowerCase()}</VisuallyHidden>
      </Anchor>
    </Group>
  );
}
