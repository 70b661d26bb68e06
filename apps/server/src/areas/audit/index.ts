// The audit area's public entry: appending entries (every area's writes and reads of patient data) and reading a
// patient's log. Its part of the repository (repository.ts) is assembled by ../repository.ts alone.
export {
  appendAudit,
  appendAuditEntries,
  appendAuditOfRead,
  listAudit,
  type NewAuditEntry,
  orderOwners,
} from "./queries";
