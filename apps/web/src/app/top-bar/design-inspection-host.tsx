// Design Inspection's overlay with its two scenes (spec 001 §2): InsoleVisualizer is the feature's own, and
// LandmarkSelection is the landmark screen's view, handed in here because features do not import each other.
// Loaded lazily by the top bar, with the button, so neither scene touches the first download.
import { lazy } from "react";
import { DesignInspectionHost } from "../../features/design-inspection/components/design-inspection-button";

const LandmarkSelectionView = lazy(() => import("../../features/landmarks/components/landmark-selection-view"));

export { DesignInspectionButton } from "../../features/design-inspection/components/design-inspection-button";

export function DesignInspectionWithLandmarks() {
  return <DesignInspectionHost LandmarkScene={LandmarkSelectionView} />;
}
