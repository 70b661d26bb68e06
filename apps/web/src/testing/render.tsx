// Renders a component as the app does: theme, server-state cache and a router at the given address.
import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, type RenderResult, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { cssVariablesResolver, theme } from "../app/theme";
import { createQueryClient } from "../lib/query-client";

/** The app's query client without retries, as the component tests use it. */
export function testQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return queryClient;
}

export function renderWithApp(
  ui: ReactNode,
  { path = "/", queryClient = testQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
): RenderResult {
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * Renders routes in a data router (as the app's router is), for what needs one: useBlocker, navigation between
 * the routes. `router.state.location` tells where the app is.
 */
export function renderRoutes(
  routes: RouteObject[],
  { path = "/", queryClient = testQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router };
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
