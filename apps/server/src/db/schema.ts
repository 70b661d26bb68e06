// The database as Kysely sees it: one table type per table, matching migrations/.
import type { AuditAction } from "@solerx/domain/audit";
import type { Gender, OrderStatus, Role, ScanSubtype, SessionStatus, UserType } from "@solerx/domain/common";
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/** A timestamptz column: read as Date, written as Date or left to its default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  hide_sensitive_data: Generated<boolean>;
  created_at: Timestamp;
}

export interface StoresTable {
  id: Generated<string>;
  company_id: string;
  name: string;
  address: string;
  created_at: Timestamp;
  /** Moved by the database on every write that can change the store's patient list (migration 0004). */
  patients_version: Generated<string>;
}

/** Which patients each move of a store's patients_version was about (migration 0011); user_id null: "rebuild". */
export interface PatientListChangesTable {
  store_id: string;
  version: string;
  user_id: string | null;
}

export interface UsersTable {
  id: Generated<string>;
  company_id: string;
  user_type: UserType;
  first_name: string;
  last_name: string;
  gender: Generated<Gender>;
  /** Sign-in e-mail (operators); unique, compared lower-cased. */
  email: string | null;
  password_hash: string | null;
  /** The spec's patientID, shown as Reference ID. */
  reference_id: string | null;
  /** Manufacturing reference, shown as PO number. */
  zebra_id: string | null;
  /** ISO date (YYYY-MM-DD); read it with ::text so no time zone shifts it. */
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** The assigned doctor (a user id). */
  current_owner_id: string | null;
  /** The patient's newest session; kept by areas/sessions/queries.ts createSession. */
  latest_session_id: string | null;
  /** The patient record's version: every write to the patient adds one (If-Match, RecordVersion). */
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** A patient whose relationship with the clinic ended (retention/): kept, but no longer shown or editable. */
  blocked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A patient purged with orders still kept: the row has no personal data left (retention/). */
  purged_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface MembershipsTable {
  user_id: string;
  store_id: string;
  role: Role;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  /** The patient. */
  user_id: string;
  operator_id: string | null;
  company_id: string;
  store_id: string;
  /** Statuses newest first, a copy of session_statuses kept by areas/sessions/queries.ts (write statuses only through it). */
  statuses: ColumnType<SessionStatus[], SessionStatus[] | undefined, SessionStatus[]>;
  created_at: Timestamp;
}

export interface SessionStatusesTable {
  /** Increasing: orders statuses written in one transaction, where created_at is equal. */
  id: Generated<string>;
  session_id: string;
  status: SessionStatus;
  created_at: Timestamp;
}

export interface ProfilesTable {
  user_id: string;
  last_valid_session_id: string | null;
  weight: number;
  medical_profile: ColumnType<unknown, string | null | undefined, string | null>;
  updated_at: Timestamp;
}

/** Stateful artefacts of oidc-provider (sessions, grants, codes, refresh tokens, interactions ...). */
export interface OidcPayloadsTable {
  id: string;
  /** The provider's model name: Session, Grant, AuthorizationCode, RefreshToken ... */
  type: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

/** Key material that must survive restarts and be shared by replicas: token signing keys, cookie keys. */
export interface ServerKeysTable {
  name: string;
  value: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

/** Append-only (the database refuses UPDATE, DELETE and TRUNCATE): who read or changed which patient record. */
export interface AuditLogTable {
  /** Increasing: orders entries written in the same instant. */
  id: Generated<string>;
  /** Who: the operator's user id. */
  user_id: string;
  action: AuditAction;
  /** Null for a read of a store's patient list. */
  patient_id: string | null;
  store_id: string | null;
  /** The record's company. */
  company_id: string;
  /** "METHOD /api/v1/route/:param", never with a query string. */
  route: string;
  at: Timestamp;
}

/** Failed sign-ins per account (oidc/sign-in-limits.ts). */
export interface SignInFailuresTable {
  id: Generated<string>;
  account: string;
  address: string;
  at: Timestamp;
}

/** A scan of a session; its file is uploaded to upload_key and, once checked, kept at blob_key (blobs/). */
export interface ScansTable {
  /** The measurementID. */
  id: string;
  seq: Generated<string>;
  session_id: string;
  company_id: string;
  store_id: string;
  subtype: ScanSubtype;
  /** scanMode, product, scannerType and the scanner's measurements (UploadMetaData). */
  meta: ColumnType<unknown, string, string>;
  upload_key: string;
  /** Null until complete_upload. */
  blob_key: string | null;
  is_complete: Generated<boolean>;
  /** Bytes of the accepted file (bigint: read as a string on PostgreSQL). */
  file_size: ColumnType<string | number | null, number | null | undefined, number | null>;
  /** ScanProperties, computed at complete_upload. */
  properties: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface TelemetryDevicesTable {
  /** The group (site). */
  store_id: string;
  fingerprint: string;
  company_id: string;
  device: ColumnType<unknown, string, string>;
  state: string;
  agent_version: string | null;
  registered_at: Timestamp;
  updated_at: Timestamp;
}

export interface TelemetryManifestsTable {
  store_id: string;
  company_id: string;
  version: Generated<number>;
  collect_scans: Generated<boolean>;
  collect_events: Generated<boolean>;
  upload_interval_seconds: Generated<number>;
  updated_at: Timestamp;
}

export interface TelemetryScansTable {
  guid: string;
  store_id: string;
  company_id: string;
  fingerprint: string;
  side: string;
  scan_mode: string;
  started_at: Timestamp;
  duration_ms: number;
  result: string;
  error: string | null;
  received_at: Timestamp;
}

export interface TelemetryEventsTable {
  guid: string;
  store_id: string;
  company_id: string;
  event: string;
  fingerprint: string | null;
  occurred_at: Timestamp;
  data: ColumnType<unknown, string | null, string | null>;
  received_at: Timestamp;
}

/** A company's saved prescription (saved Rx template), named by its file name (unique in the company). */
export interface SavedPrescriptionsTable {
  id: Generated<string>;
  company_id: string;
  /** The name as kept (normalised) and shown. */
  file_name: string;
  /** The name two templates of a company may not share (the domain's savedRxNameKey). */
  name_key: string;
  /** The prescription object, as the Prescription schema parsed it. */
  file_data: ColumnType<unknown, string, string>;
  created_by: string | null;
  updated_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An order as placed (POST /order/create) or a repair order the lab opened, with its flags and lab status. */
export interface OrdersTable {
  id: Generated<string>;
  seq: Generated<string>;
  company_id: string;
  store_id: string;
  /** The patient. */
  user_id: string;
  session_id: string;
  reorder_of_id: string | null;
  repair_of_id: string | null;
  /** The employee who placed it (the lab's staff member for a repair order). */
  created_by: string;
  /** The patient's doctor (current owner) when it was placed. */
  doctor_id: string | null;
  /** POST /order/create's idempotency-key; unique per company. */
  idempotency_key: string | null;
  status: Generated<OrderStatus>;
  tracking_link: string | null;
  /** The PO number. */
  zebra_id: Generated<string>;
  expert_review: Generated<boolean>;
  first_name: string;
  last_name: string;
  gender: Gender;
  /** Pounds. */
  weight: number;
  left_scan_id: string | null;
  right_scan_id: string | null;
  items: ColumnType<unknown, string, string>;
  delivery_option: string;
  prescription: ColumnType<unknown, string, string>;
  leroy_meta: string;
  /** The patient's notes as the order was placed with them (migration 0007). */
  notes: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One step of an order's life, oldest first by id: placed, each lab status change, a repair opened. */
export interface OrderEventsTable {
  id: Generated<string>;
  order_id: string;
  company_id: string;
  store_id: string;
  at: Timestamp;
  status: OrderStatus;
  tracking_link: string | null;
  note: string | null;
  by_user_id: string | null;
  /** The name of who made the step, as it was then. */
  by_name: string;
}

/** A file of an order in the blob store (pres.pdf, the prescription as placed). */
export interface OrderAttachmentsTable {
  order_id: string;
  company_id: string;
  store_id: string;
  name: string;
  blob_key: string;
  content_type: string;
  /** Bytes (bigint: read as a string on PostgreSQL). */
  size: ColumnType<string | number, number, number>;
  created_by: string | null;
  created_at: Timestamp;
}

/** Per operator, the idempotency-key of each patient record write made with one (areas/patients/record-write-keys.ts). */
export interface RecordWriteKeysTable {
  operator_id: string;
  idempotency_key: string;
  patient_id: string;
  /** "METHOD /api/v1/route/:param": a key names one write of one route. */
  route: string;
  /** The version the write answered. */
  version: number;
  created_at: Generated<Timestamp>;
}

export interface Database {
  companies: CompaniesTable;
  stores: StoresTable;
  patient_list_changes: PatientListChangesTable;
  users: UsersTable;
  memberships: MembershipsTable;
  sessions: SessionsTable;
  session_statuses: SessionStatusesTable;
  profiles: ProfilesTable;
  oidc_payloads: OidcPayloadsTable;
  server_keys: ServerKeysTable;
  sign_in_failures: SignInFailuresTable;
  audit_log: AuditLogTable;
  scans: ScansTable;
  telemetry_devices: TelemetryDevicesTable;
  telemetry_manifests: TelemetryManifestsTable;
  telemetry_scans: TelemetryScansTable;
  telemetry_events: TelemetryEventsTable;
  saved_prescriptions: SavedPrescriptionsTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  order_attachments: OrderAttachmentsTable;
  record_write_keys: RecordWriteKeysTable;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type StoreRow = Selectable<StoresTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type NewMembership = Insertable<MembershipsTable>;
export type SessionRow = Selectable<SessionsTable>;
