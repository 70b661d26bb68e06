// The generator's warnings in words (their messages are DESIGN_WARNING_TEXTS of the domain, with the numbers that
// caused them), the feet's in order, each once.
import { List, Text, ThemeIcon } from "@mantine/core";
import type { DesignWarning } from "@solerx/domain/design";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { DESIGN_INSPECTION_TEXTS } from "../texts";

export function WarningsList({ warnings }: { warnings: readonly DesignWarning[] }) {
  if (warnings.length === 0) {
    return (
      <Text size="sm" c="dimmed" style={{ display: "flex", gap: 6, alignItems: "center" }}>
        <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
        {DESIGN_INSPECTION_TEXTS.warnings.none}
      </Text>
    );
  }
  return (
    <List
      spacing={6}
      size="sm"
      data-testid="design-warnings"
      icon={
        <ThemeIcon color="yellow.7" variant="light" size={22} radius="xl">
          <IconAlertTriangle size={14} aria-hidden />
        </ThemeIcon>
      }
    >
      {warnings.map((warning) => (
        <List.Item key={`${warning.code}-${warning.side ?? "both"}-${warning.message}`}>{warning.message}</List.Item>
      ))}
    </List>
  );
}

/** Each foot's warnings and those of no one foot, each message once. */
export function allWarnings(lists: readonly (readonly DesignWarning[])[]): DesignWarning[] {
  const seen = new Set<string>();
  return lists.flat().filter((warning) => {
    if (seen.has(warning.message)) return false;
    seen.add(warning.message);
    return true;
  });
}
