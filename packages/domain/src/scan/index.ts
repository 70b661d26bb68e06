// Topic entry of @solerx/domain: scans, scan modes, uploads, the local scanner agent's wire and texts, and the
// agent's telemetry. Only what other topics and the apps import is listed here.
export {
  type AgentScanInput,
  agentScanHeaders,
  agentScanRequest,
  type Foot,
  footOfAgentScan,
  scanSubtypeOf,
} from "./agent-scan";
export {
  AGENT_STATUSES,
  AgentScanRequest,
  type AgentStatus,
  BiometricUploadUrlQuery,
  CompleteUploadResponse,
  FootLandmarks,
  LANDMARK_NAMES,
  type LandmarkName,
  MeasurementParams,
  mockScanSamplePath,
  Point3,
  Scan,
  ScanDownloadResponse,
  ScanList,
  ScanMeasurements,
  ScanMeta,
  ScannerDevice,
  ScanParams,
  ScanProperties,
  SurfaceModel,
  SurfaceModelQuery,
  UploadMetaData,
  UploadUrlRequest,
  UploadUrlResponse,
} from "./scan";
export { agentScanName, DEFAULT_SCAN_MODE, normaliseScanMode, SCAN_MODE_VALUES, type ScanModeValue } from "./scan-mode";
export {
  AgentCommand,
  AgentErrorResponse,
  AgentEvent,
  AgentHealth,
  AgentScanResult,
  agentScanPath,
  DeviceState,
  MOCK_CONTROL_PATH,
  MockControl,
  MockState,
  SCAN_ERRORS,
  SCANNER_AGENT_API,
  SCANNER_AGENT_PATH,
  ScanErrorCode,
  ScanProgress,
} from "./scanner-agent";
export { SCANNER_TEXTS } from "./scanner-texts";
export { currentScanMode, pickLatestScans, scanSettingsDiffer } from "./scans";
export {
  PutTelemetryDeviceRequest,
  TELEMETRY_EVENT_NAMES,
  TelemetryDevice,
  TelemetryEntities,
  TelemetryEntitiesQuery,
  TelemetryEvent,
  TelemetryGroupParams,
  TelemetryGuid,
  TelemetryManifest,
  TelemetryScan,
  TelemetryStored,
} from "./telemetry";
