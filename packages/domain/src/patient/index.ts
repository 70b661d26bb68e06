// Topic entry of @solerx/domain: patient records: list, create, the medical profile, record versions, birth date and
// weight rules. Only what other topics and the apps import is listed here.
export { birthDateToTimestamp, parseBirthDate, timestampToBirthDate } from "./birth-date";
export { CreatePatientRequest, CreatePatientResponse } from "./create-patient";
export { BirthDate, PatientList, PatientListQuery, PatientParams, PatientRecord, PatientSummary } from "./patient";
export { PatientName, PatientText } from "./patient-fields";
export {
  AddUserToSiteRequest,
  CanDeleteResponse,
  CopyFitStationProfileQuery,
  CreateSessionRequest,
  CreateSessionResponse,
  CreateUserRequest,
  CreateUserResponse,
  FitStationProfile,
  FitStationProfileResponse,
  fromProfileNotes,
  MedicalProfile,
  MedicalProfileRequest,
  MedicalProfileResponse,
  MedicalProfileUpdateQuery,
  ProfileNotes,
  Session,
  SessionOwner,
  SessionParams,
  toProfileNotes,
  UpdateCurrentOwnerRequest,
  User,
  UserDetails,
  UserParams,
  UserRecord,
} from "./profile";
export { RECORD_IDEMPOTENCY_HEADER, RecordVersion, RecordWriteHeaders } from "./record-version";
export { kgToLbs, roundWeight, weightInLbs } from "./weight";
