// The API's contract, shared by the server (which validates with it) and the web app (which parses with it): zod
// schemas and types of requests and responses, the enums they carry and the texts the server may answer with.
// Only what an app uses is exported; a schema written ahead of its screen joins this list with that screen.
export { AppConfig } from "./contracts/app-config";
export { AuditAction, AuditEntry, AuditList, AuditQuery } from "./contracts/audit";
export { CreatePatientRequest, CreatePatientResponse } from "./contracts/create-patient";
export {
  Gender,
  OrderStatus,
  Product,
  Role,
  ScannerType,
  ScanSubtype,
  SessionStatus,
  ShoeWidth,
  Stack,
  SurfaceEncoding,
  UserType,
} from "./contracts/enums";
// Prescriptions, orders, the lab and the PDF (issue 11).
export {
  LabOrder,
  LabOrderList,
  LabOrderListQuery,
  LabOrderSummary,
  LabRepairRequest,
  LabStatusChangeRequest,
  TrackingLink,
} from "./contracts/lab";
export {
  API_ERROR_MESSAGES,
  APP_TEXTS,
  type ApiEndpoint,
  apiErrorMessage,
  genericErrorText,
  HTTP_STATUS_TEXTS,
  inactivityCountdownText,
  LAB_MESSAGES,
  ORDER_TEXTS,
  PATIENT_HAS_ORDERS_MESSAGE,
  REQUEST_ABORTED,
  SAVED_RX_NAME_INVALID_MESSAGE,
  SCAN_UPLOAD_MESSAGES,
  STALE_RECORD_MESSAGE,
  VALIDATION_MESSAGES,
} from "./contracts/messages";
export {
  CUSTOMER_CLIENT_DEVELOPMENT_SECRET,
  CUSTOMER_CLIENT_ID,
  DEVICE_CODE_GRANT_TYPE,
  DeviceAuthorizationResponse,
  DeviceFlowDiscovery,
  OAuthErrorResponse,
  ONBOARDING_AGENT_API,
  OnboardingAgentError,
  OnboardingDevice,
  OnboardingDeviceCode,
  TokenResponse,
} from "./contracts/onboarding";
export { OperatorAccess } from "./contracts/operator-access";
export {
  CreateOrderRequest,
  embossedText,
  MeasurementData,
  ORDER_IDEMPOTENCY_HEADER,
  ORDER_PDF_ATTACHMENT,
  Order,
  OrderEvent,
  OrderFlags,
  OrderFlagsRequest,
  OrderItem,
  OrderList,
  OrderListQuery,
  OrderProduct,
  OrderValidateResponse,
  PdfInputRequest,
  PdfInputResponse,
} from "./contracts/order";
export {
  BirthDate,
  PatientList,
  PatientListQuery,
  PatientRecord,
  PatientSummary,
} from "./contracts/patient";
export { PatientName, PatientText } from "./contracts/patient-fields";
export {
  Accommodations,
  defaultPrescription,
  PostingOptions,
  PostingSide,
  Prescription,
  type PrescriptionInput,
  ShellModifications,
  TopCovers,
  UiContextData,
} from "./contracts/prescription";
export * from "./contracts/prescription-options";
export {
  AddUserToSiteRequest,
  CanDeleteResponse,
  CopyFitStationProfileQuery,
  CreateSessionRequest,
  CreateSessionResponse,
  FitStationProfile,
  FitStationProfileResponse,
  fromProfileNotes,
  MedicalProfile,
  MedicalProfileResponse,
  MedicalProfileUpdateQuery,
  Session,
  SessionOwner,
  toProfileNotes,
  UpdateCurrentOwnerRequest,
  User,
  UserDetails,
} from "./contracts/profile";
export { RecordVersion } from "./contracts/record-version";
export {
  SAVED_RX_NAME_MAX_LENGTH,
  SavedRx,
  SavedRxDeleteRequest,
  SavedRxList,
  SavedRxListItem,
  SavedRxName,
  SavedRxQuery,
  SavedRxRenameAndSaveRequest,
  SavedRxRenameRequest,
  SavedRxUpsertRequest,
} from "./contracts/saved-rx";
export {
  AGENT_STATUSES,
  AgentScanRequest,
  type AgentStatus,
  BiometricUploadUrlQuery,
  CompleteUploadResponse,
  FootLandmarks,
  mockScanSamplePath,
  Point3,
  Scan,
  ScanDownloadResponse,
  ScanList,
  ScanMeasurements,
  ScanMeta,
  ScannerDevice,
  ScanProperties,
  SurfaceModel,
  SurfaceModelQuery,
  UploadMetaData,
  UploadUrlRequest,
  UploadUrlResponse,
} from "./contracts/scan";
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
} from "./contracts/scanner-agent";
export { SCANNER_TEXTS } from "./contracts/scanner-texts";
export {
  AgentSettings,
  appOrigins,
  DEFAULT_SERVER_PORT,
  type Env,
  isLocalUrl,
  LOCAL_HOSTNAMES,
  LOG_LEVELS,
  type LogLevel,
  parseSettings,
  ServerSettings,
  USB_AGENT_PACKAGE_PATH,
} from "./contracts/settings";
export { Doctor, DoctorList, Id, pageQuery, Store, StoreList } from "./contracts/store";
export {
  PutTelemetryDeviceRequest,
  TELEMETRY_EVENT_NAMES,
  TelemetryDevice,
  TelemetryEntities,
  TelemetryEntitiesQuery,
  TelemetryEvent,
  TelemetryGuid,
  TelemetryManifest,
  TelemetryScan,
  TelemetryStored,
} from "./contracts/telemetry";
