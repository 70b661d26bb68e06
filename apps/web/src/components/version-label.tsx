// The version label, shown outside production (spec 000 §2 "Shell").

import { Text } from "@mantine/core";
import type { Stack } from "@solerx/domain/contracts";

export function versionLabelText(version: string, stack: Stack): string {
  return `${version.startsWith("v") ? version : `v${version}`} · ${stack}`;
}

export function VersionLabel({ version, stack }: { version: string; stack: Stack }) {
  if (stack === "prod") return null;
  return (
    <Text
      size="xs"
      c="dimmed"
      style={{
        position: "fixed",
        left: 12,
        bottom: 8,
        zIndex: 150,
        pointerEvents: "none",
        background: "rgba(255,255,255,0.85)",
        padding: "2px 8px",
        borderRadius: 6,
      }}
    >
      {versionLabelText(version, stack)}
    </Text>
  );
}
