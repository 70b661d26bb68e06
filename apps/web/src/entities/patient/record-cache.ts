// The app's query client, as the save queue sees it: a save refreshes what the screens show, and a write's
// If-Match takes the version last read. A module of its own so the provider can connect it on the first screen
// without loading the queue, which comes with the first record opened.
import type { QueryClient } from "@tanstack/react-query";

let queryClient: QueryClient | null = null;

export function connectRecordWriter(client: QueryClient): void {
  queryClient = client;
}

export function recordQueryClient(): QueryClient | null {
  return queryClient;
}
