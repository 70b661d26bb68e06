// Topic entry of @solerx/domain: the insole design (issue 19): the prescription turned into millimetres and
// degrees per foot, the design API's wire (side, format, the report) and the warnings the numbers show. Sits
// above prescription and shoe-size. Only what other topics and the apps import is listed here.
export {
  CUTOUT_KINDS,
  Cutout,
  DESIGN_WARNING_CODES,
  DESIGN_ZONES,
  DesignChecks,
  DesignFormat,
  DesignInsoleQuery,
  DesignReport,
  DesignSessionParams,
  DesignSide,
  DesignSideReport,
  DesignWarning,
  DesignWarningCode,
  DesignZone,
  LengthEnd,
  PAD_KINDS,
  Pad,
  PadKind,
  type RxGeometry,
  RxGeometrySide,
} from "./design-contracts";
export {
  DESIGN_FILE_TYPES,
  DESIGN_MESSAGES,
  DesignInsoleFileQuery,
  designInsolePath,
  INSOLE_ATTACHMENT_NAMES,
  insoleAttachmentName,
  insoleFileName,
  labOrderInsolePath,
  orderInsoleMark,
  orderInsolePath,
} from "./design-files";
export {
  CUTOUT_NAMES,
  DESIGN_WARNING_TEXTS,
  LANDMARK_WORDS,
  PAD_NAMES,
} from "./design-warning-texts";
export { designWarnings } from "./design-warnings";
export {
  distanceMm,
  type FootFrame,
  footFrame,
  LANDMARK_FIGURES,
  type LandmarkFigures,
  landmarkFigures,
  measurementsWithLandmarks,
  nudgeInPlan,
} from "./landmark-measurements";
export { type RxGeometryInput, rxGeometry, shellThickness } from "./rx-geometry";
export { heelSeatMm, inchesToMm, MIN_CUP_ABOVE_SKIVE_MM, SHELL_FLOOR_MM, shoeLengthMm } from "./rx-numbers";
export {
  ClinicianLandmarks,
  effectiveLandmarks,
  LEROY_META_MESSAGE,
  LeroyMetaText,
  movedLandmarks,
  readVisualizerMeta,
  VisualizerMeta,
  VisualizerSettings,
  withClinicianLandmarks,
  writeVisualizerMeta,
} from "./visualizer-meta";
