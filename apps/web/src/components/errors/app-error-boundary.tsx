// Catches what a screen throws while rendering: the spec's error-boundary text, and a report when reporting is on.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportError } from "../../lib/error-reporting";
import { EndSessionAction, ErrorPanel } from "./error-panel";
import { ERROR_TEXTS } from "./texts";

interface Props {
  children: ReactNode;
}

export class AppErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError(error, { componentStack: info.componentStack });
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorPanel
          title={ERROR_TEXTS.errorScreenTitle}
          onAction={() => globalThis.location.reload()}
          extraActions={<EndSessionAction />}
        >
          {ERROR_TEXTS.boundary}
        </ErrorPanel>
      );
    }
    return this.props.children;
  }
}
