// What jsdom lacks and Mantine needs: matchMedia, ResizeObserver and scrollIntoView. Imported first by every component test.
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

if (!globalThis.matchMedia) {
  globalThis.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Mantine's Select scrolls its chosen option into view; jsdom lays nothing out.
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

afterEach(() => cleanup());

// findBy… and waitFor wait for the state they ask about; on a loaded 2-core machine a render can take longer than
// the library's 1 s default, which failed tests that were right (seen with five test runs side by side).
configure({ asyncUtilTimeout: 5000 });
