// The spec's pure rules: constants, timings and the functions over them. No I/O, no state; every app imports
// them from here, so a rule is written once. Only what an app uses is exported.

// Scanning (issue 10): the scan request the web app sends the local scanner agent.
export {
  type AgentScanInput,
  agentScanHeaders,
  agentScanRequest,
  type Foot,
  footOfAgentScan,
  scanSubtypeOf,
} from "./rules/agent-scan";
// Patient records (issue 9): the birth date rule and its timestamp form in the medical profile.
export { birthDateToTimestamp, parseBirthDate, timestampToBirthDate } from "./rules/birth-date";
export {
  AGENT,
  DEFAULTS,
  INPUT_LIMITS,
  LIMITS,
  ONBOARDING_TIMING,
  type OnboardingTiming,
  ORDER_LIMITS,
  SAVE_TIMING,
  SESSION_TIMING,
  type SessionTiming,
  UI_TIMING,
} from "./rules/constants";
export { doctorDisplayName, truncateDoctorName } from "./rules/doctor-name";
export { attachmentContentType, isAttachmentName } from "./rules/order-attachments";
export { flagChangeNote, flagsMayChange } from "./rules/order-flags";
export { orderProduct } from "./rules/order-product";
export {
  orderQuantity,
  orderQuantityFaults,
  QUANTITY_MESSAGES,
  type QuantityFault,
  type QuantitySource,
} from "./rules/order-quantity";
// Orders and the lab (issue 11).
export { type OrderBlocker, orderBlockers } from "./rules/order-ready";
export {
  orderRecordFault,
  RECORD_MESSAGES,
  type RecordedOrder,
  type RecordFault,
  type RecordSizes,
  recordName,
} from "./rules/order-record";
export {
  allowedNextStatuses,
  canMoveOrder,
  canOpenRepair,
  needsTrackingLink,
  sessionStatusOfOrderStep,
} from "./rules/order-status";
export {
  enabledPacks,
  normalisePack,
  oneFootModeAfterScanLoad,
  orderTypeText,
  PACKS,
  type Pack,
  packAfterScanLoad,
  packChoiceVisible,
  packForScans,
  packSides,
  type ScanPresence,
  scannedFeetOutsidePack,
  scansAreEnough,
} from "./rules/pack";
// Scan loading (issue 10): which scans of a session the web app uses, and the prescription fitted to them.
export { type DroppedValue, droppedByScans } from "./rules/prescription-drops";
export { fitPrescriptionToScans, fitSide, fitToScans } from "./rules/prescription-sides";
export {
  optionLabel,
  type PrescriptionCategory,
  prescriptionDiagnosis,
  prescriptionSections,
  RX_FIELD_LABELS,
  type RxRow,
  type RxSection,
} from "./rules/prescription-summary";
// Scan modes (issue 10): the synthetic foot generator, the agent and the web app share them.
export {
  agentScanName,
  DEFAULT_SCAN_MODE,
  normaliseScanMode,
  SCAN_MODE_VALUES,
  type ScanModeValue,
} from "./rules/scan-mode";
export { currentScanMode, pickLatestScans, scanSettingsDiffer } from "./rules/scans";
export {
  accessTokenRefreshAt,
  automaticSignOutAt,
  countdownSeconds,
  criticalLogoutWarningAt,
  inactivityLogoutAt,
  inactivityWarningAt,
  softLogoutWarningAt,
} from "./rules/session";
export { isDuplicateSnackbar, snackbarDuration, snackbarText } from "./rules/snackbar";
export { deriveStack } from "./rules/stack";
export {
  highestPriorityStatus,
  isOrderSessionStatus,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  orderStatusLabel,
  sessionOrderStatus,
} from "./rules/status";
// Orthotic style presets (issue 16 point 4): what each style sets, applied without taking the clinician's values.
export {
  applyStylePreset,
  type PresetChange,
  type PresetRow,
  planStylePreset,
  STYLE_PRESETS,
  type StylePreset,
  type StylePresetPlan,
  stylePresetRows,
  styleTitleOf,
} from "./rules/style-presets";
export {
  ORTHOTIC_STYLE_KEYS,
  ORTHOTIC_STYLE_NAMES,
  ORTHOTIC_STYLE_TITLES,
  ORTHOTIC_STYLES,
  type OrthoticStyleKey,
  type OrthoticStyleTitle,
  orthoticStyleName,
} from "./rules/styles";
export {
  FORBIDDEN_TEXT_CHARACTERS,
  hasSpecialCharacters,
  isValidText,
  limitLength,
  normaliseSavedRxName,
  savedRxNameKey,
  stripInvalidCharacters,
} from "./rules/text";
export { kgToLbs, roundWeight, weightInLbs } from "./rules/weight";
// The shoe-size model (issue 18 point 1), also its own entry point @solerx/domain/shoe-size.
export * from "./shoe-size";
