// A bar that stays under the top bar while a long screen scrolls beneath it (the Prescription screen's category
// buttons, Saved Rx's actions), on the page's own background so what scrolls under it does not show through.
import { Box } from "@mantine/core";
import type { ReactNode } from "react";

export function StickyBar({ children }: { children: ReactNode }) {
  return (
    <Box
      py="xs"
      style={{
        position: "sticky",
        top: "var(--app-shell-header-height, 0px)",
        zIndex: 5,
        background: "var(--solerx-page-bg)",
      }}
    >
      {children}
    </Box>
  );
}
