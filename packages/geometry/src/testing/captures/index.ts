// Test scans shaped as real captures are (issue 33 point 7): each shape a function of a synthetic foot answering
// the mesh, its kind and the foot's landmarks in the mesh's frame; poseCapture puts any of them in a scanner's
// frame and units. See each file for the capture it stands for.
export { allCaptures, type NamedCapture } from "./all";
export { type AnkleCutOptions, ankleCut, MAX_CUT_TILT } from "./ankle-cut";
export { type Capture, type CaptureKind, type CaptureOptions, scaled } from "./capture";
export { withDebris } from "./debris";
export { type FoamBlockOptions, foamBlock } from "./foam-block";
export { type LowerLegOptions, withLowerLeg } from "./lower-leg";
export { boundaryLoops, partCount } from "./mesh-ops";
export { type PhoneCaptureOptions, phoneCapture } from "./phone";
export { anyPose, CAPTURE_UNITS_PER_MM, type CaptureUnits, type PosedCapture, poseCapture } from "./pose";
export { seatedWithLeg } from "./seated";
