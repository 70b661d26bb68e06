// TanStack Query defaults: server state is fresh for half a minute, and only failures worth repeating repeat.
import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";

/** Client errors (4xx) and cancelled requests are answers, not accidents: asking again changes nothing. */
export function shouldRetry(failureCount: number, error: unknown, maxRetries = 2): boolean {
  if (failureCount >= maxRetries) return false;
  if (isApiError(error)) {
    if (error.kind === "aborted" || error.kind === "invalid-response") return false;
    if (error.status >= 400 && error.status < 500) return false;
  }
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => shouldRetry(failureCount, error),
      },
      mutations: { retry: false },
    },
  });
}
