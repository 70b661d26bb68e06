// Tenancy as a mechanism: every /api/v1 route declares how its resource is scoped (config.tenancy, see access.ts),
// a route that declares nothing stops the server at start-up, and one preHandler resolves the declared resource
// and authorizes the caller against its company and stores before any handler runs: 404 when it does not exist,
// 403 when the caller may not use it. Reads that need it are written to the audit log here too.
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from "fastify";
import {
  authorize,
  type IdSource,
  operatorOf,
  type ResourceKind,
  type ResourceOwner,
  type TenancyScope,
} from "../access";
import { appendAudit, type NewAuditEntry } from "../db/audit";
import type { Db } from "../db/database";
import { companyOwner, patientOwner, sessionOwner, storeOwner } from "../db/resource-owners";
import { HttpError } from "../errors";

/** What the check reads and writes; the database's by default, fakes in the mechanism's own tests. */
export interface TenancyLookups {
  owners: Record<ResourceKind, (id: string) => Promise<ResourceOwner | undefined>>;
  appendAudit(entry: NewAuditEntry): Promise<void>;
}

export function databaseLookups(db: Db): TenancyLookups {
  return {
    owners: {
      store: (id) => storeOwner(db, id),
      patient: (id) => patientOwner(db, id),
      session: (id) => sessionOwner(db, id),
      company: (id) => companyOwner(db, id),
    },
    appendAudit: (entry) => appendAudit(db, entry),
  };
}

/** The 404 message of a missing resource when the route names none. */
const NOT_FOUND_ENDPOINT = { store: "store", patient: "patient", session: "session", company: undefined } as const;
const READ_METHODS = new Set(["GET", "HEAD"]);

function sourcesOf(scope: TenancyScope): IdSource[] {
  if (scope.kind === "none") return [];
  if (scope.kind === "store" && scope.companyID) return [scope.id, scope.companyID];
  return [scope.id];
}

function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? "");
}

function queryKeys(schema: FastifySchema | undefined): string[] {
  const querystring = schema?.querystring as { shape?: object; properties?: object } | undefined;
  return Object.keys(querystring?.shape ?? querystring?.properties ?? {});
}

/** Refuses a route without a declaration, or one whose declaration names a parameter the route does not have. */
export function checkDeclaration(route: Pick<RouteOptions, "method" | "url" | "config" | "schema">): void {
  const name = `${[route.method].flat().join(",")} ${route.url}`;
  const scope = route.config?.tenancy;
  if (!scope) {
    throw new Error(
      `${name} declares no tenancy scope: every /api/v1 route must set config.tenancy to say whose resource it ` +
        'touches (self, store, patient, session, company, or "none"; see apps/server/src/access.ts)',
    );
  }
  for (const source of sourcesOf(scope)) {
    if ("param" in source && !pathParams(route.url).includes(source.param)) {
      throw new Error(`${name}: its tenancy scope reads path parameter :${source.param}, which the path lacks`);
    }
    if ("query" in source && !queryKeys(route.schema).includes(source.query)) {
      throw new Error(`${name}: its tenancy scope reads query parameter ${source.query}, which its schema lacks`);
    }
  }
}

/** The id the source names; undefined when the request does not carry it. */
function idIn(request: FastifyRequest, source: IdSource): string | undefined {
  const [bag, key] = "param" in source ? [request.params, source.param] : [request.query, source.query];
  const value = (bag as Record<string, unknown> | undefined)?.[key];
  return typeof value === "string" ? value : undefined;
}

function requiredIdIn(request: FastifyRequest, source: IdSource): string {
  const id = idIn(request, source);
  if (id !== undefined) return id;
  const where = "param" in source ? `params.${source.param}` : `querystring.${source.query}`;
  throw new HttpError(400, `${where}: required`);
}

function routeName(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url}`;
}

/** Adds the declaration check and the authorization to every route of the instance (the /api/v1 scope). */
export function registerTenancy(api: FastifyInstance, lookups: TenancyLookups): void {
  api.decorateRequest("granted", null);
  api.addHook("onRoute", checkDeclaration);
  api.addHook("preHandler", async (request) => {
    const scope = request.routeOptions.config.tenancy;
    // Unreachable (onRoute refused the route), but a missing declaration must never mean "allowed".
    if (!scope) throw new Error(`${routeName(request)} has no tenancy scope`);
    const operator = operatorOf(request);
    const endpoint = request.routeOptions.config.endpoint;
    const forbidden = () => (endpoint ? HttpError.of(endpoint, 403) : new HttpError(403, "Forbidden"));

    if (scope.kind === "none") return;
    if (scope.kind === "self") {
      if (requiredIdIn(request, scope.id) !== operator.userID) throw forbidden();
      request.granted = { companyID: operator.companyID, storeIDs: operator.storeIDs, patientID: null };
      return;
    }

    const owner = await lookups.owners[scope.kind](requiredIdIn(request, scope.id));
    if (!owner) {
      const notFoundEndpoint = scope.notFound ?? NOT_FOUND_ENDPOINT[scope.kind];
      throw notFoundEndpoint ? HttpError.of(notFoundEndpoint, 404) : new HttpError(404, "Not Found");
    }
    if (scope.kind === "store" && scope.companyID) {
      const companyID = idIn(request, scope.companyID);
      if (companyID !== undefined && companyID !== owner.companyID) throw forbidden();
    }
    const grant = authorize(operator, owner, { write: !READ_METHODS.has(request.method), roles: scope.roles });
    if (!grant) throw forbidden();
    request.granted = { companyID: owner.companyID, storeIDs: grant.storeIDs, patientID: owner.patientID };
    // Written before the handler runs, so no read goes unrecorded (an audit failure fails the read).
    if (grant.adminRead || scope.auditRead) {
      await lookups.appendAudit({
        userID: operator.userID,
        action: "read",
        patientID: owner.patientID,
        storeID: grant.storeIDs[0] ?? null,
        companyID: owner.companyID,
        route: routeName(request),
      });
    }
  });
}
