import { RouterProvider } from "react-router";
import { ErrorPanel } from "../components/errors/error-panel";
import { ERROR_TEXTS } from "../components/errors/texts";
import { AppProvider } from "./provider";
import { router } from "./router";

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

/** /config.json could not be read: nothing else can work, so say so and offer a reload. */
export function BootFailure() {
  return (
    <AppProvider>
      <ErrorPanel title={ERROR_TEXTS.errorScreenTitle} onAction={() => globalThis.location.reload()}>
        {ERROR_TEXTS.configFailed}
      </ErrorPanel>
    </AppProvider>
  );
}
