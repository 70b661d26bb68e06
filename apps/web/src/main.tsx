import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, BootFailure } from "./app";
import { preloadLazyModals } from "./components/modals/lazy-modal";
import { hydrateTabState } from "./entities/session/tab-state";
import { installAuth } from "./features/auth/install";
import { loadConfig } from "./lib/config";
import { initErrorReporting } from "./lib/error-reporting";
import { currentStack } from "./lib/stack";

/** Long enough for the first screen's own downloads to go first. */
const AFTER_FIRST_SCREEN_MS = 1500;

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);

hydrateTabState();
installAuth();

loadConfig()
  .then((config) => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    // Error reporting (a large SDK, loaded only when a DSN is set) starts after the first screen, never before;
    // so do the downloads of the modals that may be needed later.
    setTimeout(() => {
      preloadLazyModals();
      initErrorReporting(config, currentStack()).catch((error: unknown) => {
        console.error("Error reporting could not start", error);
      });
    }, AFTER_FIRST_SCREEN_MS);
  })
  .catch((error: unknown) => {
    console.error("The app settings could not be loaded", error);
    root.render(<BootFailure />);
  });
