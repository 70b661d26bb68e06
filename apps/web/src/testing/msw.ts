// The network-level fetch mock of the component tests: msw answers the app's real fetch calls. Node's fetch
// cannot take the relative addresses a browser page uses, so they are resolved against the page first.
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

export const server = setupServer();

/** Starts msw around the current test file; any request without a handler fails the test. */
export function startMockNetwork(): void {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
    const mocked = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      mocked(typeof input === "string" ? new URL(input, globalThis.location.href).toString() : input, init);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
