// The audit log of patient records as GET /audit returns it: who read or changed which record, when, from which
// store. Not in the spec: an access trail is what a clinic owes its patients; company admins read it.
import { z } from "zod";
import { Id, pageQuery } from "../store";

export const AuditAction = z.enum(["read", "create", "update", "delete"]);
export type AuditAction = z.infer<typeof AuditAction>;

/** Most entries one GET /audit answers; page with offset for more. */
export const AUDIT_PAGE_LIMIT = 1000;

export const AuditQuery = pageQuery(AUDIT_PAGE_LIMIT).extend({ patientID: Id });

export const AuditEntry = z.object({
  /** Who: the signed-in operator's user id. */
  userID: Id,
  action: AuditAction,
  /** The patient record; null for a read of a store's patient list. */
  patientID: Id.nullable(),
  /** The store through which the record was reached. */
  storeID: Id.nullable(),
  /** The record's company (the reader's own company is its user's). */
  companyID: Id,
  /** The API route, as declared: "GET /api/v1/profile/user/:userID" (never a query string). */
  route: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
/** Newest first. */
export const AuditList = z.array(AuditEntry);
export type AuditList = z.infer<typeof AuditList>;
