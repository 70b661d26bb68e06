// The only way an /api/v1 handler reaches data: a repository built once per request for its operator (by the auth
// hook, plugins/auth.ts). Every statement carries the operator's scope (db/scope.ts), so another company's record is
// simply not found. A SUPER_ADMIN or SUPPORT_ADMIN gets a repository that reads across companies, never writes
// across them, and writes each read to the audit log before the answer leaves; anyone's reads of patient data are
// audited too. The one exception is the fabrication lab's part (repo.lab, lab/repository.ts): lab staff move
// every company's orders, and nothing else of theirs.
//
// This file only assembles: each area (a folder beside it) builds its part from the request's context
// (context.ts). A new area adds its folder, one line to Repository and a getter to ScopedRepository.

import type { Store } from "@solerx/domain/store";
import { CROSS_COMPANY_READERS } from "../access/roles";
import type { BlobStore } from "../blobs/blob-store";
import type { Db } from "../db/database";
import type { Operator } from "../db/operator-scope";
import type { DataScope, WriteScope } from "../db/scope";
import { appendAuditOfRead } from "./audit/index";
import { type AuditRepository, auditRepository } from "./audit/repository";
import type { AreaContext } from "./context";
import { type LabRepository, labRepository } from "./lab/repository";
import { type OrdersRepository, ordersRepository } from "./orders/repository";
import { type RecordsRepository, recordsRepository } from "./patients/records-repository";
import { type PatientsRepository, patientsRepository } from "./patients/repository";
import { type SavedRxRepository, savedRxRepository } from "./saved-rx/repository";
import { type ScansRepository, scansRepository } from "./scans/repository";
import { type SessionsRepository, sessionsRepository } from "./sessions/repository";
import { type StoresRepository, storesRepository } from "./stores/repository";
import { type TelemetryRepository, telemetryRepository } from "./telemetry/repository";

export type { LabRepository, SavedRxRepository };

export interface Repository {
  stores: StoresRepository;
  patients: PatientsRepository;
  sessions: SessionsRepository;
  /** Writes to one patient record and the reads of its profiles (patients/records-repository.ts). */
  records: RecordsRepository;
  audit: AuditRepository;
  scans: ScansRepository;
  /** A company's saved prescriptions; undefined for any company but the operator's own. */
  savedRx(companyID: string): SavedRxRepository | undefined;
  orders: OrdersRepository;
  /** The fabrication lab's orders of every company: lab staff only, undefined for others. */
  lab: LabRepository | undefined;
  telemetry: TelemetryRepository;
}

export interface RequestContext {
  operator: Operator;
  /**
   * The operator's stores as its scope was read with them (db/operator-scope.ts, kept by plugins/access-cache.ts):
   * the store list answers them without a round trip. Without them (a repository made outside a request), the list
   * is read.
   */
  ownStores?: readonly Store[];
  /** "METHOD /api/v1/route/:param", for the audit log. */
  route: string;
  /** Where scan files live: deleting a patient removes them too. */
  blobs: BlobStore;
}

export function createRepository(db: Db, { operator, ownStores, route, blobs }: RequestContext): Repository {
  const own = { companyID: operator.companyID, storeIDs: operator.storeIDs } satisfies WriteScope;
  const crossCompany = operator.roles.some((role) => CROSS_COMPANY_READERS.includes(role));
  const read: DataScope = crossCompany ? { companyID: null, storeIDs: null } : own;
  const context: AreaContext = {
    db,
    operator,
    route,
    blobs,
    own,
    read,
    crossCompany,
    audit: auditOf(db, operator.userID, route),
  };
  return new ScopedRepository(context, ownStores);
}

/**
 * The request's audit entry writer. Made here, not as the context's property, because a function defined as a
 * property gets its name set at run time under tsx (keepNames) on every request.
 */
function auditOf(db: Db, userID: string, route: string): AreaContext["audit"] {
  // Outside any transaction: batched with the other requests' entries of the turn (audit/queries.ts).
  return (owners, action = "read") => appendAuditOfRead(db, { userID, action, route, ...owners });
}

/**
 * Each area's part is built when the handler first reaches it: a request uses one or two of the ten, and building
 * all of them (about a hundred closures, each named at run time under tsx) was 9% of a small read's CPU (issue 17
 * point 8). Getters on the prototype, so a request's repository is one object and no closure of its own.
 */
class ScopedRepository implements Repository {
  #stores?: StoresRepository;
  #patients?: PatientsRepository;
  #sessions?: SessionsRepository;
  #records?: RecordsRepository;
  #audit?: AuditRepository;
  #scans?: ScansRepository;
  #savedRx?: (companyID: string) => SavedRxRepository | undefined;
  #orders?: OrdersRepository;
  #lab?: { part: LabRepository | undefined };
  #telemetry?: TelemetryRepository;

  constructor(
    private readonly context: AreaContext,
    private readonly ownStores: readonly Store[] | undefined,
  ) {}

  get stores(): StoresRepository {
    this.#stores ??= storesRepository(this.context, this.ownStores);
    return this.#stores;
  }
  get patients(): PatientsRepository {
    this.#patients ??= patientsRepository(this.context);
    return this.#patients;
  }
  get sessions(): SessionsRepository {
    this.#sessions ??= sessionsRepository(this.context);
    return this.#sessions;
  }
  get records(): RecordsRepository {
    this.#records ??= recordsRepository(this.context);
    return this.#records;
  }
  get audit(): AuditRepository {
    this.#audit ??= auditRepository(this.context);
    return this.#audit;
  }
  get scans(): ScansRepository {
    this.#scans ??= scansRepository(this.context);
    return this.#scans;
  }
  savedRx(companyID: string): SavedRxRepository | undefined {
    this.#savedRx ??= savedRxRepository(this.context);
    return this.#savedRx(companyID);
  }
  get orders(): OrdersRepository {
    this.#orders ??= ordersRepository(this.context);
    return this.#orders;
  }
  get lab(): LabRepository | undefined {
    this.#lab ??= { part: labRepository(this.context) };
    return this.#lab.part;
  }
  get telemetry(): TelemetryRepository {
    this.#telemetry ??= telemetryRepository(this.context);
    return this.#telemetry;
  }
}
