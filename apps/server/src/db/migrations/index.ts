// Every migration, in order. Listed statically (not a folder scan) so they run the same under tsx, in tests and
// in any bundle; a new migration is a new file plus one line here.
import type { Migration, MigrationProvider } from "kysely";
import * as initial from "./0001-initial";
import * as auditLog from "./0002-audit-log";
import * as signInFailures from "./0003-sign-in-failures";
import * as patientRecords from "./0004-patient-records";
import * as scans from "./0005-scans";
import * as orders from "./0006-orders";
import * as savedRxNameKey from "./0007-saved-rx-name-key";
import * as orderNotes from "./0008-order-notes";
import * as retention from "./0009-retention";
import * as patientListChanges from "./0011-patient-list-changes";
import * as accessNotifications from "./0012-access-notifications";
import * as recordWriteKeys from "./0013-record-write-keys";
import * as shoeSizeCopies from "./0014-shoe-size-copies";
import * as storeDetailsNotifications from "./0015-store-details-notifications";
import * as patientOwnerNotifications from "./0016-patient-owner-notifications";

const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-audit-log": auditLog,
  "0003-sign-in-failures": signInFailures,
  "0004-patient-records": patientRecords,
  "0005-scans": scans,
  "0006-orders": orders,
  "0007-saved-rx-name-key": savedRxNameKey,
  "0008-order-notes": orderNotes,
  "0009-retention": retention,
  "0011-patient-list-changes": patientListChanges,
  "0012-access-notifications": accessNotifications,
  "0013-record-write-keys": recordWriteKeys,
  "0014-shoe-size-copies": shoeSizeCopies,
  "0015-store-details-notifications": storeDetailsNotifications,
  "0016-patient-owner-notifications": patientOwnerNotifications,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return MIGRATIONS;
  },
};
