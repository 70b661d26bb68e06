import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, BootFailure } from "./app";
import { hydrateTabState } from "./entities/session/tab-state";
import { installAuth } from "./features/auth/install";
import { loadConfig } from "./lib/config";
import { initErrorReporting } from "./lib/error-reporting";
import { currentStack } from "./lib/stack";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
const root = createRoot(container);

hydrateTabState();
installAuth();

loadConfig()
  .then(async (config) => {
    try {
      await initErrorReporting(config, currentStack());
    } catch (error) {
      console.error("Error reporting could not start", error);
    }
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error("The app settings could not be loaded", error);
    root.render(<BootFailure />);
  });
