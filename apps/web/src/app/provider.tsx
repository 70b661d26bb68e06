// Everything around the router: theme, snackbars, server-state cache, the last-resort error boundary.
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { AppErrorBoundary } from "../components/errors/app-error-boundary";
import { createQueryClient } from "../lib/query-client";
import { cssVariablesResolver, theme } from "./theme";

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </QueryClientProvider>
    </MantineProvider>
  );
}
