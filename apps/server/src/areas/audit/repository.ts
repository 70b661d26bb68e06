// The audit area's part of the repository: a patient's audit log, for the patient's company admins and
// cross-company readers.
import type { AuditEntry } from "@solerx/domain/audit";
import type { DataScope } from "../../db/scope";
import type { AreaContext, Page } from "../context";
import { findPatient } from "../patients/index";
import { listAudit } from "./queries";

export interface AuditRepository {
  /** A patient's audit log: for the patient's company admins, and cross-company readers. */
  forPatient(patientID: string, page: Page): Promise<AuditEntry[]>;
}

export function auditRepository({ db, operator, own, read, crossCompany, audit }: AreaContext): AuditRepository {
  const isAdmin = operator.roles.includes("COMPANY_ADMIN");
  return {
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
  };
}
