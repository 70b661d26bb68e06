// Topic entry of @solerx/domain: the audit log of patient records. Only what other topics and the apps import is
// listed here.
export { AuditAction, AuditEntry, AuditList, AuditQuery } from "./audit";
