// Which roles reach beyond their own company, and how far: the role rules the access layer (index.ts authorize,
// authorizeLab) decides with and the repository builds its scopes from (areas/repository.ts, areas/lab). Kept
// apart from index.ts so the data layer can read them without importing the access layer, which imports it.
import type { Role } from "@solerx/domain/common";

/** Roles that may read (never write) any company's resources; every such read is written to the audit log. */
export const CROSS_COMPANY_READERS: readonly Role[] = ["SUPER_ADMIN", "SUPPORT_ADMIN"];

/**
 * How far a cross-company reader reaches: SUPER_ADMIN (platform support) reads any company's resources;
 * SUPPORT_ADMIN (the fabrication lab's staff) only what an order needs, the patient data and scans of patients with
 * an order, never a clinic's patient list, doctors or audit log (issue 17 point 6).
 */
export type CrossCompanyReach = "all" | "ordered" | "none";

export function crossCompanyReach(roles: readonly Role[]): CrossCompanyReach {
  if (roles.includes("SUPER_ADMIN")) return "all";
  return roles.includes("SUPPORT_ADMIN") ? "ordered" : "none";
}

/** Lab staff: may read every company's orders and move them. */
const LAB_WRITERS: readonly Role[] = ["SUPPORT_ADMIN"];
/** May read every company's orders at the lab: the cross-company readers (SUPPORT_ADMIN, SUPER_ADMIN). */
const LAB_READERS: readonly Role[] = CROSS_COMPANY_READERS;

export function isLabReader(operator: { roles: readonly Role[] }): boolean {
  return operator.roles.some((role) => LAB_READERS.includes(role));
}

export function isLabWriter(operator: { roles: readonly Role[] }): boolean {
  return operator.roles.some((role) => LAB_WRITERS.includes(role));
}
