// The router's error element: a screen that failed to load (chunk failure or the 120 s time-out) or threw.
import { useEffect } from "react";
import { useRouteError } from "react-router";
import { reportError } from "../../lib/error-reporting";
import { isChunkLoadError } from "../../lib/lazy-route";
import { EndSessionAction, ErrorPanel } from "./error-panel";
import { ERROR_TEXTS } from "./texts";

export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, { where: "route" });
  }, [error]);
  const chunk = isChunkLoadError(error);
  return (
    <ErrorPanel
      title={chunk ? ERROR_TEXTS.initializingView : ERROR_TEXTS.errorScreenTitle}
      onAction={() => globalThis.location.reload()}
      extraActions={<EndSessionAction />}
    >
      {ERROR_TEXTS.boundary}
    </ErrorPanel>
  );
}
