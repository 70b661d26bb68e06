// Tenancy as a mechanism: every /api/v1 route declares which resources it touches and where their ids are
// (config.tenancy, see access.ts: path, query or body), a route that declares nothing, or takes an id in its body
// that it does not declare, stops the server at start-up, and one preHandler resolves every declared resource in
// one query and authorizes the caller against each one's company and stores before any handler runs: 404 when one
// does not exist, 403 when the caller may not use it. This is the first wall; the second is the operator's scoped
// repository (areas/repository.ts), which filters by company in the SQL itself, so a forgotten declaration leaks
// nothing either.

import { DomainError } from "@solerx/domain/errors";
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from "fastify";
import {
  authorize,
  authorizeLab,
  type IdSource,
  type LabScope,
  operatorOf,
  type ResourceOwner,
  type ResourceScope,
  type SelfScope,
  type TenancyScope,
} from "../access/index";
import { labRefused } from "../areas/lab/index";
import { batchPerTurn } from "../db/batch";
import type { Db } from "../db/database";
import type { Notifications } from "../db/notifications";
import { type ResourceRef, resolveOwners } from "../db/resource-owners";
import { OwnerCache } from "./owner-cache";

/** What the check reads; the database's by default, a fake in the mechanism's own tests. */
export interface TenancyLookups {
  /** The owner of each ref, in order; undefined where there is no such resource. */
  owners(refs: readonly ResourceRef[]): Promise<(ResourceOwner | undefined)[]>;
}

/**
 * The database's: the refs of every request of one turn resolved in one statement (db/batch.ts). Owners are the
 * same whoever asks (the caller is authorized against them afterwards), so one request's refs never see another's.
 * With the database's change messages, patients' owners are kept (owner-cache.ts): a request naming only kept
 * patients reads nothing.
 */
export function databaseLookups(db: Db, changes?: Pick<Notifications, "live" | "subscribe">): TenancyLookups {
  const batched = batchPerTurn(async (requests: readonly (readonly ResourceRef[])[]) => {
    const found = await resolveOwners(db, requests.flat());
    let start = 0;
    return requests.map((refs) => {
      start += refs.length;
      return found.slice(start - refs.length, start);
    });
  });
  if (!changes) return { owners: batched };
  const cache = new OwnerCache(changes);
  return {
    async owners(refs) {
      const kept = refs.map((ref) => (ref.kind === "patient" ? cache.patient(ref.id.toLowerCase()) : undefined));
      if (kept.every((owner) => owner !== undefined)) return kept;
      const mark = cache.mark();
      const found = await batched(refs);
      refs.forEach((ref, index) => {
        const owner = found[index];
        if (ref.kind === "patient" && owner) cache.keepPatient(mark, ref.id.toLowerCase(), owner);
      });
      return found;
    },
  };
}

/** The 404 message of a missing resource when the route names none. */
const NOT_FOUND_ENDPOINT = {
  store: "store",
  patient: "patient",
  session: "session",
  company: undefined,
  doctor: "user",
  // Each scan route names its own text (complete_upload's, the surface model's ...).
  scan: undefined,
  order: "getOrder",
} as const;
const READ_METHODS = new Set(["GET", "HEAD"]);

type Declared = ResourceScope | SelfScope | { kind: "none" };

function labScopeOf(scope: TenancyScope): LabScope | undefined {
  return !Array.isArray(scope) && (scope as { kind?: string }).kind === "lab" ? (scope as LabScope) : undefined;
}

/** Every entry of a declaration, one or several (a lab declaration stands alone: see labScopeOf). */
function entriesOf(scope: TenancyScope): readonly Declared[] {
  if (labScopeOf(scope)) return [];
  return Array.isArray(scope) ? scope : [scope as Declared];
}

const isResource = (entry: Declared): entry is ResourceScope => entry.kind !== "none" && entry.kind !== "self";

/** The resources a declaration names (not "none", "self" or "lab"). */
function resourcesOf(scope: TenancyScope): readonly ResourceScope[] {
  return entriesOf(scope).filter(isResource);
}

/** The caller's own ids a declaration names ("self"). */
function selvesOf(scope: TenancyScope): readonly SelfScope[] {
  return entriesOf(scope).filter((entry): entry is SelfScope => entry.kind === "self");
}

function sourcesOf(scope: TenancyScope): IdSource[] {
  const lab = labScopeOf(scope);
  if (lab) return lab.order ? [lab.order] : [];
  return entriesOf(scope).flatMap((entry) => {
    if (entry.kind === "none") return [];
    if (isResource(entry)) return entry.companyID ? [entry.id, entry.companyID] : [entry.id];
    return [entry.id];
  });
}

function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? "");
}

function keysOf(part: unknown): string[] {
  const object = part as { shape?: object; properties?: object } | undefined;
  return Object.keys(object?.shape ?? object?.properties ?? {});
}

/** A field holding an id (a uuid, possibly optional or nullable; zod or JSON schema): the ids a body must declare. */
function isIdField(field: unknown): boolean {
  const json = field as { type?: unknown; format?: unknown };
  if (json?.type === "string" && json.format === "uuid") return true;
  let def = (field as { _zod?: { def?: { type?: string; format?: string; innerType?: unknown } } })?._zod?.def;
  while (def && (def.type === "optional" || def.type === "nullable" || def.type === "default")) {
    def = (def.innerType as { _zod?: { def?: typeof def } })?._zod?.def;
  }
  return def?.type === "string" && def.format === "uuid";
}

function bodyIdFields(schema: FastifySchema | undefined): string[] {
  const body = schema?.body as { shape?: Record<string, unknown>; properties?: Record<string, unknown> } | undefined;
  const shape = body?.shape ?? body?.properties ?? {};
  return Object.keys(shape).filter((key) => isIdField(shape[key]));
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
  const sources = sourcesOf(scope);
  for (const source of sources) {
    if ("param" in source && !pathParams(route.url).includes(source.param)) {
      throw new Error(`${name}: its tenancy scope reads path parameter :${source.param}, which the path lacks`);
    }
    if ("query" in source && !keysOf(route.schema?.querystring).includes(source.query)) {
      throw new Error(`${name}: its tenancy scope reads query parameter ${source.query}, which its schema lacks`);
    }
    if ("body" in source && !keysOf(route.schema?.body).includes(source.body)) {
      throw new Error(`${name}: its tenancy scope reads body field ${source.body}, which its schema lacks`);
    }
    if ("owner" in source && !keysOf(route.schema?.body).includes("owners")) {
      throw new Error(`${name}: its tenancy scope reads an owner of type ${source.owner}, but its body has no owners`);
    }
  }
  // An id in a body is checked like one in the path, so one the declaration forgets is refused here.
  const declaredBody = new Set(sources.flatMap((source) => ("body" in source ? [source.body] : [])));
  for (const field of bodyIdFields(route.schema)) {
    if (!declaredBody.has(field)) {
      throw new Error(`${name}: its body takes the id ${field}, which its tenancy scope does not declare`);
    }
  }
}

/** The id the source names; undefined when the request does not carry it. */
function idIn(request: FastifyRequest, source: IdSource): string | undefined {
  if ("owner" in source) {
    const owners = (request.body as { owners?: { type?: unknown; id?: unknown }[] } | undefined)?.owners;
    const id = Array.isArray(owners) ? owners.find((owner) => owner?.type === source.owner)?.id : undefined;
    return typeof id === "string" ? id : undefined;
  }
  const [bag, key] =
    "param" in source
      ? [request.params, source.param]
      : "query" in source
        ? [request.query, source.query]
        : [request.body, source.body];
  const value = (bag as Record<string, unknown> | undefined)?.[key];
  return typeof value === "string" ? value : undefined;
}

function requiredIdIn(request: FastifyRequest, source: IdSource): string {
  const id = idIn(request, source);
  if (id !== undefined) return id;
  const where =
    "param" in source
      ? `params.${source.param}`
      : "query" in source
        ? `querystring.${source.query}`
        : "body" in source
          ? `body.${source.body}`
          : `body.owners ${source.owner}`;
  throw new DomainError(400, `${where}: required`);
}

/** A declared id: body ids are optional where the schema says so; path and query ids are required. */
function declaredIdIn(request: FastifyRequest, source: IdSource): string | undefined {
  return "body" in source || "owner" in source ? idIn(request, source) : requiredIdIn(request, source);
}

/** The route's 403: its endpoint's message, or a plain one. */
function forbiddenOf(request: FastifyRequest): DomainError {
  const endpoint = request.routeOptions.config.endpoint;
  return endpoint ? DomainError.of(endpoint, 403) : new DomainError(403, "Forbidden");
}

function routeName(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url}`;
}

/** Adds the declaration check and the authorization to every route of the instance (the /api/v1 scope). */
export function registerTenancy(api: FastifyInstance, lookups: TenancyLookups): void {
  api.addHook("onRoute", checkDeclaration);
  // Fastify's callback form: a route that names no resource (the store list, the audit log) is authorized without
  // waiting, and an async hook is a promise and a microtask on every request (issue 17 point 8).
  api.addHook("preHandler", (request, _reply, done) => {
    const lookup = authorizeRequest(request, lookups);
    if (lookup) lookup.then(() => done(), done);
    else done();
  });
}

/**
 * Throws the route's 403 or 404 when the caller may not use what it names; answers a promise when the owners must
 * be looked up first (it rejects the same way), undefined when the request is authorized already.
 */
function authorizeRequest(request: FastifyRequest, lookups: TenancyLookups): Promise<void> | undefined {
  const scope = request.routeOptions.config.tenancy;
  // Unreachable (onRoute refused the route), but a missing declaration must never mean "allowed".
  if (!scope) throw new Error(`${routeName(request)} has no tenancy scope`);
  const operator = operatorOf(request);
  // No closures per request here: each named one is a call to tsx's __name (keepNames) on every request.
  for (const self of selvesOf(scope)) {
    const id = declaredIdIn(request, self.id);
    if (id !== undefined && id !== operator.userID) throw forbiddenOf(request);
  }
  const write = !READ_METHODS.has(request.method);
  const lab = labScopeOf(scope);
  if (lab) {
    if (!authorizeLab(operator, { write })) throw labRefused("labOnly");
    return lab.order ? authorizeLabOrder(request, lookups, requiredIdIn(request, lab.order)) : undefined;
  }
  const declared = resourcesOf(scope).flatMap((resource) => {
    const id = declaredIdIn(request, resource.id);
    return id === undefined ? [] : [{ resource, id }];
  });
  return declared.length === 0 ? undefined : authorizeOwners(request, lookups, declared, write);
}

async function authorizeLabOrder(request: FastifyRequest, lookups: TenancyLookups, orderID: string) {
  const [owner] = await lookups.owners([{ kind: "order", id: orderID }]);
  if (!owner) throw DomainError.of(request.routeOptions.config.endpoint ?? "getOrder", 404);
}

async function authorizeOwners(
  request: FastifyRequest,
  lookups: TenancyLookups,
  declared: readonly { resource: ResourceScope; id: string }[],
  write: boolean,
) {
  const operator = operatorOf(request);
  const owners = await lookups.owners(declared.map(({ resource, id }) => ({ kind: resource.kind, id })));
  declared.forEach(({ resource }, index) => {
    const owner = owners[index];
    if (!owner) {
      const notFoundEndpoint = resource.notFound ?? NOT_FOUND_ENDPOINT[resource.kind];
      throw notFoundEndpoint ? DomainError.of(notFoundEndpoint, 404) : new DomainError(404, "Not Found");
    }
    if (resource.companyID) {
      const companyID = idIn(request, resource.companyID);
      if (companyID !== undefined && companyID !== owner.companyID) throw forbiddenOf(request);
    }
    if (!authorize(operator, owner, { write, roles: resource.roles })) throw forbiddenOf(request);
  });
}
