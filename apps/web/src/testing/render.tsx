// Renders a component as the app does: theme, server-state cache and a router at the given address.
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, type RenderResult, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { cssVariablesResolver, theme } from "../app/theme";
import { createQueryClient } from "../lib/query-client";

export function renderWithApp(ui: ReactNode, { path = "/" }: { path?: string } = {}): RenderResult {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * Lets lazily loaded modals (components/modals/lazy-modal) finish loading, also under fake timers: a few rounds of
 * promise callbacks inside act. Import the modal's module in the test first, so loading it needs no file access.
 */
export async function flushLazy(): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    await act(async () => {
      await new Promise<void>((resolve) => queueMicrotask(resolve));
    });
  }
}
