// The version label, shown outside production (spec 000 §2 "Shell"): the page's footer (a contentinfo landmark),
// below the screen rather than fixed over it, so it covers no control and no content sits outside a landmark.
import { Box, Text } from "@mantine/core";
import type { Stack } from "@solerx/domain/common";

/** The footer's height; the screen above it is this much shorter than the window, so a short screen needs no scroll. */
export const VERSION_FOOTER_HEIGHT = 28;

export function versionLabelText(version: string, stack: Stack): string {
  return `${version.startsWith("v") ? version : `v${version}`} · ${stack}`;
}

export function versionLabelShown(stack: Stack): boolean {
  return stack !== "prod";
}

export function VersionLabel({ version, stack }: { version: string; stack: Stack }) {
  if (!versionLabelShown(stack)) return null;
  return (
    <Box
      component="footer"
      h={VERSION_FOOTER_HEIGHT}
      px={{ base: "sm", sm: "xl" }}
      style={{ display: "flex", alignItems: "center", background: "var(--solerx-page-bg)" }}
    >
      <Text size="xs" c="gray.7">
        {versionLabelText(version, stack)}
      </Text>
    </Box>
  );
}
