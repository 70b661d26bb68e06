// The patients area's part of the repository: a store's list, one record and creating one. Every read names the
// patient's store and company in the audit log.
import type { UserRecord } from "@solerx/domain/patient";
import type { AreaContext } from "../context";
import { findStore } from "../stores/index";
import {
  createPatient,
  findPatient,
  findPatientJson,
  listPatientsJson,
  type NewPatient,
  type PatientListOptions,
  type RecordJson,
} from "./queries";

export interface PatientsRepository {
  /** A page of the store's patients as the JSON text the list call answers, built by the database. */
  listJson(options: PatientListOptions): Promise<Buffer>;
  find(userID: string): Promise<UserRecord | undefined>;
  /** The record as the UserRecord JSON text GET /profile/user answers, built by the database, with its version. */
  findJson(userID: string): Promise<RecordJson | undefined>;
  /** Undefined when the store is not one of the operator's own. */
  create(patient: Omit<NewPatient, "operatorID" | "route">): Promise<{ userID: string; sessionID: string } | undefined>;
}

export function patientsRepository(context: AreaContext): PatientsRepository {
  return new PatientsArea(context);
}

/** A class, not an object of closures: built on every request, and under tsx each named closure is a __name call. */
class PatientsArea implements PatientsRepository {
  constructor(private readonly context: AreaContext) {}

  async listJson(options: PatientListOptions) {
    const { db, read, own, crossCompany, audit } = this.context;
    const result = await listPatientsJson(db, read, options);
    // The list shows names and birth dates: each read is one entry naming the store (and no patient).
    const companyID = crossCompany
      ? (await findStore(db, read, options.storeID))?.companyID
      : own.storeIDs.includes(options.storeID)
        ? own.companyID
        : undefined;
    if (companyID) await audit({ patientID: null, storeID: options.storeID, companyID });
    return result;
  }

  // The read and its audit entry are one statement (findPatient with a reader).
  find(userID: string) {
    const { db, read, operator, route } = this.context;
    return findPatient(db, read, userID, { userID: operator.userID, route });
  }

  findJson(userID: string) {
    const { db, read, operator, route } = this.context;
    return findPatientJson(db, read, userID, { userID: operator.userID, route });
  }

  create(patient: Omit<NewPatient, "operatorID" | "route">) {
    const { db, own, operator, route } = this.context;
    return createPatient(db, own, { ...patient, operatorID: operator.userID, route });
  }
}
