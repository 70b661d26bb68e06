// Tenancy: what each /api/v1 route declares about its resource (config.tenancy), and the rule deciding whether
// the caller may use it. plugins/tenancy.ts enforces the declaration before every handler and refuses, at
// start-up, a route that declares nothing.
import type { ApiEndpoint, Role } from "@solerx/domain/common";
import { DomainError } from "@solerx/domain/errors";
import type { SessionOwner } from "@solerx/domain/patient";
import type { FastifyRequest } from "fastify";
import type { Repository } from "../areas/repository";
import type { Operator } from "../db/operator-scope";
import { crossCompanyReach, isLabReader, isLabWriter } from "./roles";

/**
 * Where a route carries the id of a resource: a path parameter, a query parameter, a field of its body, or the id
 * of the body's `owners` entry of one type (POST /profile/session/create names its user, company and site so).
 */
export type IdSource = { param: string } | { query: string } | { body: string } | { owner: SessionOwner["type"] };

/**
 * Kinds of resource that belong to a company (and, except the company itself, to stores of it). A doctor is a
 * user of the company who is a MEDICAL_DOCTOR of its stores (a patient's assigned doctor, an order's owner). An
 * order lives at the store it was placed for.
 */
export type ResourceKind = "store" | "patient" | "session" | "company" | "doctor" | "scan" | "order";

export interface ResourceScope {
  kind: ResourceKind;
  id: IdSource;
  /** For a store: a companyID the request carries must be the store's company. */
  companyID?: IdSource;
  /**
   * Only callers holding one of these roles in the resource's company may use the route (company-wide: no store
   * membership needed), besides SUPER_ADMIN and SUPPORT_ADMIN reading. Without it, store membership decides.
   */
  roles?: readonly Role[];
  /** Whose 404 message a missing resource gets (default: the kind's: store "NotFound", session "Session not found" ...). */
  notFound?: ApiEndpoint;
}

/** The caller itself: the id must be the caller's own user id. */
export interface SelfScope {
  kind: "self";
  id: IdSource;
}

export type TenancyScope =
  | SelfScope
  /** One resource: a store, a patient (with its stores), a scan session (its store and patient), a company ... */
  | ResourceScope
  /**
   * Several: a route touching more than one resource (a patient and its new doctor) declares each; one that also
   * takes the caller's own id (an employeeID) declares it as self.
   */
  | readonly (ResourceScope | SelfScope)[]
  /** Operator-only: the route reads or changes no resource of any company, only the caller's own. */
  | { kind: "none" }
  /**
   * The fabrication lab (routes/lab): lab staff only (SUPPORT_ADMIN; SUPER_ADMIN may read), whatever company the
   * order is of; the order, when the route names one, must exist. Everyone else gets 403.
   */
  | LabScope;

export interface LabScope {
  kind: "lab";
  order?: IdSource;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** How the route's resource is scoped; required on every /api/v1 route (plugins/tenancy.ts). */
    tenancy?: TenancyScope;
  }
}

/** Where a resource lives. storeIDs null: the company as a whole, no store in particular. */
export interface ResourceOwner {
  companyID: string;
  storeIDs: readonly string[] | null;
  /** An order, or the data of a patient with an order (its record, sessions, scans): what the lab may read. */
  ordered: boolean;
}

/**
 * May the operator use the resource? Its own company's resources through a membership of one of the resource's
 * stores (or, where the route names roles, through one of those roles); anything, but only to read, as a
 * SUPER_ADMIN, and an order's patient data and scans as a SUPPORT_ADMIN (crossCompanyReach; the repository audits
 * both).
 */
export function authorize(
  operator: Operator,
  owner: ResourceOwner,
  request: { write: boolean; roles?: readonly Role[] | undefined },
): boolean {
  if (owner.companyID === operator.companyID) {
    if (request.roles) {
      if (request.roles.some((role) => operator.roles.includes(role))) return true;
    } else if (owner.storeIDs === null || owner.storeIDs.some((storeID) => operator.storeIDs.includes(storeID))) {
      return true;
    }
  }
  if (request.write) return false;
  const reach = crossCompanyReach(operator.roles);
  // A role-only route (the audit log) is a company administrator's, never the lab's.
  return reach === "all" || (reach === "ordered" && owner.ordered && !request.roles);
}

/**
 * May the operator use the lab's routes? Reads: SUPPORT_ADMIN or SUPER_ADMIN; writes (a status change, a repair
 * order): SUPPORT_ADMIN, the lab's staff. The one exception to "no role writes across companies", and only for
 * orders and the session statuses they record (docs/decisions.md "Orders and the lab").
 */
export function authorizeLab(operator: Operator, request: { write: boolean }): boolean {
  return request.write ? isLabWriter(operator) : isLabReader(operator);
}

/** The signed-in operator; the auth hook has set it on every /api/v1 request. */
export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw new DomainError(401, "Unauthorized");
  return request.operator;
}

/** The operator's scoped repository; the auth hook has made it for every /api/v1 request. */
export function repoOf(request: FastifyRequest): Repository {
  if (!request.repo) throw new DomainError(401, "Unauthorized");
  return request.repo;
}
