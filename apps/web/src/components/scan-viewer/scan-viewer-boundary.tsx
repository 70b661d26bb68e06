// Whatever the 3D view throws (a lost or refused WebGL context, a shader that will not compile) ends in the
// viewer's text, never in the screen's error page: the rest of the screen keeps working without the picture.
import { Component, type ReactNode } from "react";
import { reportError } from "../../lib/error-reporting";

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

export class ScanViewerBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, { area: "scan-viewer" });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
