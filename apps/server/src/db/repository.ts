// The only way an /api/v1 handler reaches data: a repository built once per request for its operator (by the auth
// hook, plugins/auth.ts). Every statement carries the operator's scope (db/scope.ts), so another company's record is
// simply not found. A SUPER_ADMIN or SUPPORT_ADMIN gets a repository that reads across companies, never writes
// across them, and writes each read to the audit log before the answer leaves; anyone's reads of patient data are
// audited too. The one exception is the fabrication lab's part (repo.lab, db/lab-repository.ts): lab staff move
// every company's orders, and nothing else of theirs.
import type {
  AuditAction,
  AuditEntry,
  Doctor,
  FitStationProfile,
  MedicalProfile,
  MedicalProfileResponse,
  Order,
  OrderValidateResponse,
  PatientRecord,
  Prescription,
  PutTelemetryDeviceRequest,
  SavedRx,
  SavedRxListItem,
  ScanProperties,
  ScanSubtype,
  Session,
  SessionStatus,
  Store,
  TelemetryEntities,
  TelemetryEvent,
  TelemetryManifest,
  TelemetryScan,
  UploadMetaData,
  UserDetails,
} from "@solerx/domain";
import type { BlobStore } from "../blobs/blob-store";
import { appendAudit, listAudit, type NewAuditEntry, orderOwners } from "./audit";
import type { Db } from "./database";
import { createLabRepository, type LabRepository } from "./lab-repository";
import type { Operator } from "./operator-scope";
import {
  attachmentContentType,
  attachmentKey,
  findAttachment,
  findOrder,
  isAttachmentName,
  listStoreOrders,
  type NewOrder,
  type OrderWriter,
  type PlaceOutcome,
  placeOrder,
  recordAttachment,
  setOrderFlags,
  validateOrder,
} from "./orders";
import {
  addUserToSite,
  canDeletePatient,
  copyFitStationProfile,
  createPatientSession,
  createUser,
  deletePatient,
  findFitStationProfile,
  findMedicalProfile,
  type NewSessionOwners,
  updateCurrentOwner,
  updateFitStationProfile,
  updateMedicalProfile,
  updateUser,
  type WriteContext,
  type WritePrecondition,
} from "./patient-writes";
import { createPatient, findPatient, listPatientsJson, type NewPatient, type PatientListOptions } from "./patients";
import { deleteSavedRx, findSavedRx, listSavedRx, type RenameOutcome, renameSavedRx, upsertSavedRx } from "./saved-rx";
import { type CompleteOutcome, completeScan, createScan, findScan, listScans, type StoredScan } from "./scans";
import { CROSS_COMPANY_READERS, type DataScope, type WriteScope } from "./scope";
import { findSession } from "./sessions";
import { findCompanyUser, findStore, isDoctorOfStore, listDoctors, listStores } from "./stores";
import {
  findManifest,
  listEntities,
  type PutDeviceOutcome,
  putDevice,
  type RecordOutcome,
  recordEvent,
  recordScan,
} from "./telemetry";

type Page = { offset: number; limit: number };

export interface Repository {
  stores: {
    /** The operator's own stores, by name. */
    listMine(): Promise<Store[]>;
    find(storeID: string): Promise<Store | undefined>;
    doctors(storeID: string, page: Page): Promise<Doctor[]>;
    /** Whether the user is a doctor of the store, both in the operator's own company and stores. */
    isDoctor(userID: string, storeID: string): Promise<boolean>;
    /** A user of the operator's company by id, with its name (a patient's assigned doctor). */
    doctor(userID: string): Promise<Doctor | undefined>;
  };
  patients: {
    /** A page of the store's patients as the JSON text the list call answers, built by the database. */
    listJson(options: PatientListOptions): Promise<Buffer>;
    find(userID: string): Promise<PatientRecord | undefined>;
    /** Undefined when the store is not one of the operator's own. */
    create(
      patient: Omit<NewPatient, "operatorID" | "route">,
    ): Promise<{ userID: string; sessionID: string } | undefined>;
  };
  sessions: {
    find(sessionID: string): Promise<Session | undefined>;
  };
  /**
   * Writes to one patient record (db/patient-writes.ts) and the reads of its profiles. ifMatch: the version the
   * writer read (If-Match); each write answers the new version, or throws its refusal (recordRefused). A write
   * named by an idempotency-key it was made with before answers that version again (db/record-write-keys.ts).
   */
  records: {
    /** A patient user of the store (the operator's first store when none is named); undefined: no such store. */
    createUser(
      user: UserDetails & { storeID?: string | undefined },
    ): Promise<{ userID: string; version: number } | undefined>;
    update(userID: string, user: UserDetails, precondition?: WritePrecondition): Promise<number>;
    addToSite(userID: string, storeID: string, precondition?: WritePrecondition): Promise<number>;
    assignDoctor(userID: string, doctorID: string, precondition?: WritePrecondition): Promise<number>;
    createSession(owners: NewSessionOwners, ifMatch?: number): Promise<{ sessionID: string; version: number }>;
    canDelete(userID: string): Promise<boolean | undefined>;
    /**
     * Deletes the patient's rows, then its scans' files from the blob store; answers the keys of files that
     * could not be removed (the route logs them), the rows being gone already.
     */
    delete(userID: string, ifMatch?: number): Promise<{ blobsLeft: string[] }>;
    fitStationProfile(userID: string): Promise<(FitStationProfile & { version: number }) | undefined>;
    updateFitStationProfile(
      userID: string,
      profile: FitStationProfile,
      precondition?: WritePrecondition,
    ): Promise<number>;
    medicalProfile(userID: string): Promise<MedicalProfileResponse | undefined>;
    updateMedicalProfile(
      userID: string,
      options: { sessionID: string; action?: SessionStatus | undefined; update: boolean; profile: MedicalProfile },
      precondition?: WritePrecondition,
    ): Promise<number>;
    copyFitStationProfile(
      userID: string,
      from: { oldUserID: string; sessionID: string; oldSessionID: string },
      precondition?: WritePrecondition,
    ): Promise<number>;
  };
  audit: {
    /** A patient's audit log: for the patient's company admins, and cross-company readers. */
    forPatient(patientID: string, page: Page): Promise<AuditEntry[]>;
  };
  /** Scans of sessions (db/scans.ts); reads and writes are audited under the session's patient. */
  scans: {
    /** Undefined when the session is not one of the operator's own stores'. */
    create(scan: { sessionID: string; subtype: ScanSubtype; meta: UploadMetaData }): Promise<StoredScan | undefined>;
    find(measurementID: string): Promise<StoredScan | undefined>;
    list(sessionID: string): Promise<StoredScan[]>;
    complete(
      measurementID: string,
      file: { blobKey: string; size: number; properties: ScanProperties },
    ): Promise<CompleteOutcome>;
  };
  /**
   * A company's saved prescriptions (db/saved-rx.ts); undefined for any company but the operator's own, since
   * templates are a clinic's own work and no one reads or writes another company's.
   */
  savedRx(companyID: string): SavedRxRepository | undefined;
  /** Orders of the operator's stores (db/orders.ts); reads and writes are audited under the order's patient. */
  orders: {
    /** Throws orderRefused when the body cannot become an order (400 "Could not create Order"). */
    place(body: NewOrder, idempotencyKey: string | undefined): Promise<PlaceOutcome>;
    validate(
      parsed: { success: true; data: NewOrder } | { success: false; issues: OrderValidateResponse["issues"] },
      raw: Record<string, unknown>,
    ): Promise<OrderValidateResponse>;
    /** Undefined when the order is not one of the operator's stores'; "frozen" once the lab has started it. */
    setFlags(
      orderID: string,
      flags: { expertReview: boolean; zebraID?: string | undefined },
    ): Promise<Order | undefined | "frozen">;
    find(orderID: string): Promise<Order | undefined>;
    listByStore(storeID: string, page: Page): Promise<{ total: number; orders: Order[] }>;
    /**
     * Stores the file in the blob store (orders/<company>/<order>/<name>) and names it on the order, replacing one
     * of the same name; undefined when the order is not one of the operator's stores'. The name is the server's
     * own (pres.pdf): lower-case letters, digits, - _ . (isAttachmentName).
     */
    addAttachment(orderID: string, file: { name: string; bytes: Uint8Array }): Promise<Order | undefined>;
    /** The attachment's bytes and type; undefined when the order or the attachment (or its file) is not there. */
    attachment(orderID: string, name: string): Promise<{ bytes: Uint8Array; contentType: string } | undefined>;
  };
  /** The fabrication lab's orders of every company: lab staff only (db/lab-repository.ts), undefined for others. */
  lab: LabRepository | undefined;
  /** The scanner agents' telemetry of a group (a store of the operator's; db/telemetry.ts). */
  telemetry: {
    putDevice(put: PutTelemetryDeviceRequest): Promise<PutDeviceOutcome>;
    manifest(groupID: string): Promise<TelemetryManifest | undefined>;
    recordScan(scan: TelemetryScan): Promise<RecordOutcome>;
    recordEvent(event: TelemetryEvent): Promise<RecordOutcome>;
    entities(groupID: string, limit: number): Promise<TelemetryEntities>;
  };
}

export interface SavedRxRepository {
  list(): Promise<SavedRxListItem[]>;
  get(fileName: string): Promise<SavedRx | undefined>;
  upsert(fileName: string, fileData: Prescription): Promise<SavedRx>;
  /** Whether there was one of that name to delete. */
  delete(fileName: string): Promise<boolean>;
  rename(fileName: string, newFileName: string): Promise<RenameOutcome>;
  renameAndSave(fileName: string, newFileName: string, fileData: Prescription): Promise<RenameOutcome>;
}

export interface RequestContext {
  operator: Operator;
  /** "METHOD /api/v1/route/:param", for the audit log. */
  route: string;
  /** Where scan files live: deleting a patient removes them too. */
  blobs: BlobStore;
}

export function createRepository(db: Db, { operator, route, blobs }: RequestContext): Repository {
  const own = { companyID: operator.companyID, storeIDs: operator.storeIDs } satisfies WriteScope;
  const crossCompany = operator.roles.some((role) => CROSS_COMPANY_READERS.includes(role));
  const read: DataScope = crossCompany ? { companyID: null, storeIDs: null } : own;
  const isAdmin = operator.roles.includes("COMPANY_ADMIN");

  /** One entry of the operator's, on this route: a read unless the action says otherwise. */
  const audit = (entry: Omit<NewAuditEntry, "userID" | "action" | "route">, action: AuditAction = "read") =>
    appendAudit(db, { userID: operator.userID, action, route, ...entry });
  /** A read that only a cross-company reader's scope allowed is audited; the operator's own store reads are not. */
  const auditStoreRead = async (store: Store | undefined) => {
    if (store && crossCompany) await audit({ patientID: null, storeID: store.storeID, companyID: store.companyID });
  };

  /** A scan is the patient's data: each read or write of one is an entry under the session's patient. */
  const auditScan = (action: "read" | "create" | "update", scan: StoredScan) =>
    audit({ patientID: scan.patientID, storeID: scan.storeID, companyID: scan.companyID }, action);

  /** An order is the patient's data: each read of one is an entry under its patient. */
  const auditOrder = (order: Order) => audit(orderOwners(order));
  const orderWriter: OrderWriter = { scope: own, operatorID: operator.userID, route };

  const writing = (ifMatch: number | undefined): WriteContext => ({
    scope: own,
    operatorID: operator.userID,
    route,
    ifMatch,
  });
  const keyed = (precondition: WritePrecondition = {}): WriteContext => ({
    ...writing(precondition.ifMatch),
    idempotencyKey: precondition.idempotencyKey,
  });
  /** A read of a patient's profile is audited like a read of the record. */
  const audited = async <T extends { storeID: string | null; companyID: string }>(
    userID: string,
    found: T | undefined,
  ) => {
    if (found) await audit({ patientID: userID, storeID: found.storeID, companyID: found.companyID });
    return found;
  };

  return {
    stores: {
      listMine: () => listStores(db, own),
      async find(storeID) {
        const store = await findStore(db, read, storeID);
        await auditStoreRead(store);
        return store;
      },
      async doctors(storeID, page) {
        if (crossCompany) await auditStoreRead(await findStore(db, read, storeID));
        return listDoctors(db, read, storeID, page);
      },
      isDoctor: (userID, storeID) => isDoctorOfStore(db, own, userID, storeID),
      async doctor(userID) {
        const found = await findCompanyUser(db, read, userID);
        if (!found) return undefined;
        if (crossCompany && found.companyID !== own.companyID) {
          await audit({ patientID: null, storeID: null, companyID: found.companyID });
        }
        return { userID: found.userID, firstName: found.firstName, lastName: found.lastName };
      },
    },
    patients: {
      async listJson(options) {
        const result = await listPatientsJson(db, read, options);
        // The list shows names and birth dates: each read is one entry naming the store (and no patient).
        const companyID = crossCompany
          ? (await findStore(db, read, options.storeID))?.companyID
          : own.storeIDs.includes(options.storeID)
            ? own.companyID
            : undefined;
        if (companyID) await audit({ patientID: null, storeID: options.storeID, companyID });
        return result;
      },
      async find(userID) {
        const patient = await findPatient(db, read, userID);
        if (patient) await audit({ patientID: patient.userID, storeID: patient.storeID, companyID: patient.companyID });
        return patient;
      },
      create: (patient) => createPatient(db, own, { ...patient, operatorID: operator.userID, route }),
    },
    sessions: {
      async find(sessionID) {
        const session = await findSession(db, read, sessionID);
        const owner = (type: string) => session?.owners.find((o) => o.type === type)?.id ?? null;
        // Every session has a company (a NOT NULL column), so every session read is recorded.
        const companyID = owner("COMPANY");
        if (companyID) await audit({ patientID: owner("USER"), storeID: owner("SITE"), companyID });
        return session;
      },
    },
    records: {
      createUser: ({ storeID, ...user }) =>
        createUser(db, writing(undefined), { ...user, storeID: storeID ?? own.storeIDs[0] ?? "" }),
      update: (userID, user, precondition) => updateUser(db, keyed(precondition), userID, user),
      addToSite: (userID, storeID, precondition) => addUserToSite(db, keyed(precondition), userID, storeID),
      assignDoctor: (userID, doctorID, precondition) => updateCurrentOwner(db, keyed(precondition), userID, doctorID),
      createSession: (owners, ifMatch) => createPatientSession(db, writing(ifMatch), owners),
      canDelete: (userID) => canDeletePatient(db, read, userID),
      async delete(userID, ifMatch) {
        const keys = await deletePatient(db, writing(ifMatch), userID);
        const outcomes = await Promise.allSettled(keys.map((key) => blobs.delete(key)));
        return { blobsLeft: keys.filter((_key, index) => outcomes[index]?.status === "rejected") };
      },
      async fitStationProfile(userID) {
        const found = await audited(userID, await findFitStationProfile(db, read, userID));
        return (
          found && {
            lastValidScanningSession: found.lastValidScanningSession,
            weight: found.weight,
            version: found.version,
          }
        );
      },
      updateFitStationProfile: (userID, profile, precondition) =>
        updateFitStationProfile(db, keyed(precondition), userID, profile),
      async medicalProfile(userID) {
        const found = await audited(userID, await findMedicalProfile(db, read, userID));
        return found && { medicalProfile: found.medicalProfile, version: found.version };
      },
      updateMedicalProfile: (userID, options, precondition) =>
        updateMedicalProfile(db, keyed(precondition), userID, options),
      copyFitStationProfile: (userID, from, precondition) =>
        copyFitStationProfile(db, keyed(precondition), userID, from),
    },
    scans: {
      async create(scan) {
        const created = await createScan(db, own, scan);
        if (created) await auditScan("create", created);
        return created;
      },
      async find(measurementID) {
        const scan = await findScan(db, read, measurementID);
        if (scan) await auditScan("read", scan);
        return scan;
      },
      async list(sessionID) {
        const scans = await listScans(db, read, sessionID);
        if (scans[0]) await auditScan("read", scans[0]);
        return scans;
      },
      async complete(measurementID, file) {
        const outcome = await completeScan(db, own, measurementID, file);
        if (typeof outcome === "object") await auditScan("update", outcome.completed);
        return outcome;
      },
    },
    savedRx(companyID) {
      if (companyID !== own.companyID) return undefined;
      const context = { companyID, userID: operator.userID };
      return {
        list: () => listSavedRx(db, companyID),
        get: (fileName) => findSavedRx(db, companyID, fileName),
        upsert: (fileName, fileData) => upsertSavedRx(db, context, fileName, fileData),
        delete: (fileName) => deleteSavedRx(db, companyID, fileName),
        rename: (fileName, newFileName) => renameSavedRx(db, context, { fileName, newFileName }),
        renameAndSave: (fileName, newFileName, fileData) =>
          renameSavedRx(db, context, { fileName, newFileName, fileData }),
      };
    },
    orders: {
      async place(body, idempotencyKey) {
        const outcome = await placeOrder(db, orderWriter, body, idempotencyKey);
        // A retry's answer is the order read again; the placing wrote its own "create" entry.
        if (outcome.replayed) await auditOrder(outcome.order);
        return outcome;
      },
      validate: (parsed, raw) => validateOrder(db, own, parsed, raw),
      setFlags: (orderID, flags) => setOrderFlags(db, orderWriter, orderID, flags),
      async find(orderID) {
        const order = await findOrder(db, read, orderID);
        if (order) await auditOrder(order);
        return order;
      },
      async listByStore(storeID, page) {
        const list = await listStoreOrders(db, read, storeID, page);
        // Like the patient list: one entry naming the store (a cross-company reader's page, each order's patient).
        if (crossCompany) {
          for (const order of list.orders) await auditOrder(order);
        } else if (own.storeIDs.includes(storeID)) {
          await audit({ patientID: null, storeID, companyID: own.companyID });
        }
        return list;
      },
      async addAttachment(orderID, file) {
        if (!isAttachmentName(file.name)) throw new Error(`invalid attachment name: ${JSON.stringify(file.name)}`);
        const order = await findOrder(db, own, orderID);
        if (!order) return undefined;
        const blobKey = attachmentKey(order, file.name);
        await blobs.put(blobKey, file.bytes);
        await recordAttachment(db, orderWriter, order, {
          name: file.name,
          blobKey,
          contentType: attachmentContentType(file.name),
          size: file.bytes.length,
        });
        return findOrder(db, own, orderID);
      },
      async attachment(orderID, name) {
        const found = await findAttachment(db, read, orderID, name);
        if (!found) return undefined;
        await audit({ patientID: found.patientID, storeID: found.storeID, companyID: found.companyID });
        const bytes = await blobs.get(found.blobKey);
        return bytes && { bytes, contentType: found.contentType };
      },
    },
    lab: createLabRepository(db, { operator, route }),
    telemetry: {
      putDevice: (put) => putDevice(db, own, put),
      manifest: (groupID) => findManifest(db, read, groupID),
      recordScan: (scan) => recordScan(db, own, scan),
      recordEvent: (event) => recordEvent(db, own, event),
      entities: (groupID, limit) => listEntities(db, read, groupID, limit),
    },
    audit: {
      async forPatient(patientID, page) {
        if (!crossCompany && !isAdmin) return [];
        const scope: DataScope = crossCompany ? read : { companyID: own.companyID, storeIDs: null };
        // The patient's own store and company name the entry; looked up in the same scope as the log.
        const patient = await findPatient(db, scope, patientID);
        if (!patient) return [];
        // Reading another company's log is a cross-company read too, recorded before the answer is made.
        if (crossCompany && patient.companyID !== own.companyID) {
          await audit({ patientID, storeID: patient.storeID, companyID: patient.companyID });
        }
        return listAudit(db, scope, patientID, page);
      },
    },
  };
}
