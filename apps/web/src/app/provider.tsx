// Everything around the router: theme, snackbars, server-state cache, the last-resort error boundary.
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { AppErrorBoundary } from "../components/errors/app-error-boundary";
import { connectRecordWriter } from "../entities/patient/record-cache";
import { createQueryClient } from "../lib/query-client";
import { anySnackbarShown, subscribeToFirstSnackbar } from "../lib/snackbar";
import { cssVariablesResolver, theme } from "./theme";

/** The snackbars' container loads with the first message (lib/snackbar): it shows nothing until there is one. */
const Notifications = lazy(() =>
  import("@mantine/notifications").then((module) => ({ default: module.Notifications })),
);

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Saves refresh what the screens show, and a stale write loads the newer record. An effect, not the initializer:
  // StrictMode runs an initializer twice and would leave the writer with the discarded client.
  useEffect(() => connectRecordWriter(queryClient), [queryClient]);
  const snackbars = useSyncExternalStore(subscribeToFirstSnackbar, anySnackbarShown);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {snackbars && (
        <Suspense fallback={null}>
          <Notifications position="top-right" zIndex={1000} />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </QueryClientProvider>
    </MantineProvider>
  );
}
