// Patients: the store's list, one record, and creation (user, store membership, first session, profile, doctor).
import { DEFAULTS, type Gender, type SessionStatus } from "@solerx/domain/common";
import type { MedicalProfile, UserRecord } from "@solerx/domain/patient";
import { sql } from "kysely";
import { batchPerTurn, ONE_AT_A_TIME, perDatabase } from "../../db/batch";
import { CompiledPerScope } from "../../db/compiled-per-scope";
import type { Db } from "../../db/database";
import { parsePgArray } from "../../db/pg-array";
import { PREPARED } from "../../db/prepared";
import { type DataScope, inScope, type WriteScope } from "../../db/scope";
import { isUuid } from "../../db/users";
import { appendAudit } from "../audit/index";
import { createSession } from "../sessions/index";
import { assembleList, type KeptList, type KeptRows, keepList, keptList, patchList } from "./list-cache";
import { storeMedicalProfile } from "./profile-writes";
import { insertPatientUser } from "./user-writes";

interface PatientFilter {
  /** Whose patients: every patient read carries the scope, whatever else the filter says. */
  scope: DataScope;
  storeID?: string;
  userID?: string;
  /** Only these patients (the changed ones a kept list is patched with). */
  userIDs?: readonly string[];
  /** Only these patients, as one array parameter (the same statement text for any number: record reads). */
  anyOfUserIDs?: readonly string[];
  /** Only patients whose latest session has one of these statuses. */
  statuses?: readonly SessionStatus[] | undefined;
}

/** Patients (BASIC members of user type PATIENT, not blocked) of the scope's stores, joined to their latest session. */
function patientsQuery(db: Db, filter: PatientFilter) {
  let query = db
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .leftJoin("sessions as ls", "ls.id", "u.latest_session_id")
    .where(inScope(filter.scope, { company: "u.company_id", store: "m.store_id" }))
    .where("m.role", "=", "BASIC")
    .where("u.user_type", "=", "PATIENT")
    // A blocked patient (retention/) is kept, never shown.
    .where("u.blocked_at", "is", null);
  if (filter.storeID) query = query.where("m.store_id", "=", filter.storeID);
  if (filter.userID) query = query.where("u.id", "=", filter.userID);
  if (filter.userIDs) query = query.where("u.id", "in", [...filter.userIDs]);
  if (filter.anyOfUserIDs) query = query.where(sql<boolean>`u.id = any(${filter.anyOfUserIDs}::uuid[])`);
  if (filter.statuses && filter.statuses.length > 0) {
    query = query.where(sql<boolean>`ls.statuses && ${sql.val([...filter.statuses])}::text[]`);
  }
  return query;
}

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, "Z"). */
const isoTime = (column: string) =>
  sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** PatientSummary's fields as json_build_object's arguments; p is a row of patientRows. */
const SUMMARY_FIELDS = sql`
  'userID', p.id,
  'firstName', p.first_name,
  'lastName', p.last_name,
  'patientID', p.reference_id,
  'zebraID', p.zebra_id,
  'gender', p.gender,
  'birthDate', case when p.birth_date is null then null else json_build_object(
    'day', extract(day from p.birth_date)::int,
    'month', extract(month from p.birth_date)::int,
    'year', extract(year from p.birth_date)::int) end,
  'assignedToDoctor', p.current_owner_id,
  'sessionID', p.session_id,
  'sessionsStatuses', coalesce(p.statuses, '{}'),
  'createdAt', ${isoTime("p.created_at")},
  'updatedAt', ${isoTime("p.updated_at")}`;

/**
 * One patient of the list as the PatientSummary JSON object, built by the database. The list answers this JSON as
 * it comes (routes/profile/index.ts): 100,000 rows built once, in SQL, instead of read as rows, mapped, re-validated
 * and stringified again in Node. p is the ordered page (columns of patientsQuery).
 */
const SUMMARY_JSON = sql`json_build_object(${SUMMARY_FIELDS})`;

/**
 * One patient as the UserRecord JSON object (the record with its store, company and version, and the spec's
 * operators.currentOwner, the assigned doctor), built by the database like the list's rows: GET /profile/user
 * answers it as it comes.
 */
const RECORD_JSON = sql`json_build_object(${SUMMARY_FIELDS},
  'storeID', p.store_id,
  'companyID', p.company_id,
  'version', p.version,
  'operators', json_build_object('currentOwner', p.current_owner_id))`;

/** Pages up to this size are read in index order with no sort (the first page of the list screen). */
const SMALL_PAGE = 1000;

/** The ordered page of patients (one row past the page, to tell whether more follow), most recently updated first. */
function pageRows(db: Db, filter: PatientFilter, page: { offset: number; limit: number }) {
  return patientRows(db, filter)
    .select(sql<number>`row_number() over (order by u.updated_at desc, u.id desc)`.as("position"))
    .orderBy("u.updated_at", "desc")
    .orderBy("u.id", "desc")
    .offset(page.offset)
    .limit(page.limit + 1);
}

/** The patients' columns SUMMARY_JSON and a record read take (one row per store the patient is a member of). */
function patientRows(db: Db, filter: PatientFilter) {
  return patientsQuery(db, filter).select([
    "u.id",
    "u.first_name",
    "u.last_name",
    "u.reference_id",
    "u.zebra_id",
    "u.gender",
    "u.birth_date",
    "u.current_owner_id",
    "u.created_at",
    "u.updated_at",
    "u.company_id",
    "u.version",
    "m.store_id",
    "ls.id as session_id",
    "ls.statuses",
  ]);
}

/**
 * A page of the store's patients in the scope, most recently updated first, as the PatientList JSON text. No
 * count: one row past the page says whether more follow (hasMore), and the total is known, for free, only when the
 * page reaches the end of the list. json_agg takes the rows in the page's order: a plain aggregate over an ordered
 * subquery keeps it (json_agg has no parallel form that could interleave them), and the tests check the order.
 */
export async function listPatientsJson(db: Db, scope: DataScope, options: PatientListOptions): Promise<Buffer> {
  if (!isUuid(options.storeID)) return Buffer.from(JSON.stringify({ total: 0, hasMore: false, patients: [] }));
  const filter = { scope, storeID: options.storeID, statuses: options.statuses };
  const { limit, offset } = options;
  const build = async (trx: Db) => {
    const { rows } = await sql<{ patients: string; rows: number | string }>`
      select coalesce(json_agg(${SUMMARY_JSON}) filter (where p.position <= ${offset + limit}), '[]')::text as patients,
        count(*) as rows
      from (${pageRows(trx, filter, options)}) p`.execute(trx);
    const found = Number(rows[0]?.rows ?? 0);
    const hasMore = found > limit;
    const total = hasMore ? null : offset + found;
    return `{"total":${total},"hasMore":${hasMore},"patients":${rows[0]?.patients ?? "[]"}}`;
  };
  if (limit <= SMALL_PAGE) return Buffer.from(await build(db));

  // A large page is kept until the store's list changes (areas/patients/list-cache.ts), and a whole list is patched
  // with the patients a change was about. The key holds all the answer depends on, the scope's part included, so a
  // kept list is only ever answered to a scope that built it.
  const storeInScope = scope.storeIDs === null || scope.storeIDs.includes(options.storeID);
  const key = JSON.stringify([options.storeID, scope.companyID, storeInScope, options.statuses ?? [], offset, limit]);
  const current = await listVersion(db, options.storeID);
  if (current === undefined) return Buffer.from(await build(db));
  const kept = keptList(db, key);
  if (kept?.version === current) return kept.json;
  // Repeatable read: the version read is the one the list was built or patched at, whatever commits meanwhile.
  const fresh = await db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const version = await listVersion(trx, options.storeID);
      if (version === undefined) return undefined;
      const patched = kept?.rows
        ? await patchKept(trx, { ...kept, rows: kept.rows }, version, filter, limit)
        : undefined;
      if (patched) return { list: patched, how: "patched" as const };
      return { list: await buildWhole(trx, version, filter, options), how: "built" as const };
    });
  if (!fresh) return Buffer.from(await build(db));
  keepList(db, key, fresh.list, fresh.how);
  return fresh.list.json;
}

/** updated_at to the microsecond, then the id: ordered as text exactly as the list is (most recent first). */
const SORT_KEY = sql<string>`to_char(p.updated_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS') || p.id::text`;

/** A large page built whole, with each row's sort key and byte length so a whole list can be patched later. */
async function buildWhole(trx: Db, version: string, filter: PatientFilter, page: PatientListOptions) {
  const { offset, limit } = page;
  // A large page is sorted whole (the planner rightly prefers one sort to 100,000 index probes); PostgreSQL's
  // default 4 MB of sort memory would spill it to disk, which took about 40% of the whole list's time.
  await sql`set local work_mem = '64MB'`.execute(trx);
  // The aggregates take the rows in the page's order (see listPatientsJson), the same order for all three.
  const { rows } = await sql<{ patients: string | null; keys: string | null; lengths: string | null; rows: string }>`
    select string_agg(r.json, ',') filter (where r.position <= ${offset + limit}) as patients,
      string_agg(r.key, ',') filter (where r.position <= ${offset + limit}) as keys,
      string_agg(octet_length(r.json)::text, ',') filter (where r.position <= ${offset + limit}) as lengths,
      count(*) as rows
    from (select ${SUMMARY_JSON}::text as json, ${SORT_KEY} as key, p.position
          from (${pageRows(trx, filter, page)}) p) r`.execute(trx);
  const [row] = rows;
  const found = Number(row?.rows ?? 0);
  const hasMore = found > limit;
  return assembleList(
    version,
    { total: hasMore ? null : offset + found, hasMore, whole: offset === 0 && !hasMore },
    {
      json: row?.patients ?? "",
      keys: row?.keys ? row.keys.split(",") : [],
      lengths: row?.lengths ? row.lengths.split(",").map(Number) : [],
    },
  );
}

/** Past this many changed patients, building the list again costs about what patching it does. */
const MAX_PATCHED_PATIENTS = 1000;

/**
 * The kept whole list brought to `version` with the patients the changes since were about; undefined when it
 * cannot be (a change log row is missing or pruned, a statement touched too many patients, or the list outgrew the
 * page), and the list is then built again.
 */
async function patchKept(
  trx: Db,
  kept: KeptList & { rows: KeptRows },
  version: string,
  filter: PatientFilter & { storeID: string },
  limit: number,
): Promise<KeptList | undefined> {
  const { rows } = await sql<{ versions: number; unknown: number; users: string[] | string | null }>`
    select count(distinct version)::int as versions, count(*) filter (where user_id is null)::int as unknown,
      array_agg(distinct user_id) filter (where user_id is not null) as users
    from patient_list_changes
    where store_id = ${filter.storeID}::uuid and version > ${kept.version}::bigint and version <= ${version}::bigint`.execute(
    trx,
  );
  const [log] = rows;
  const users = log?.users ? parsePgArray(log.users) : [];
  const complete = log !== undefined && log.versions === Number(version) - Number(kept.version) && log.unknown === 0;
  if (!complete || users.length > MAX_PATCHED_PATIENTS) return undefined;
  const changed =
    users.length === 0
      ? { rows: [] }
      : await sql<{ key: string; json: string }>`
    select ${SORT_KEY} as key, ${SUMMARY_JSON}::text as json
    from (${pageRows(trx, { ...filter, userIDs: users }, { offset: 0, limit: users.length })}) p`.execute(trx);
  const list = patchList(kept, version, new Set(users), changed.rows);
  return (list.rows?.keys.length ?? 0) > limit ? undefined : list;
}

/** The store's patient-list version (moved by the database on every change to the list), or undefined. */
async function listVersion(db: Db, storeID: string): Promise<string | undefined> {
  const { rows } = await sql<{ version: string }>`
    select patients_version::text as version from stores where id = ${storeID}::uuid${PREPARED}`.execute(db);
  return rows[0]?.version;
}

export interface PatientListOptions {
  storeID: string;
  statuses?: readonly SessionStatus[] | undefined;
  offset: number;
  limit: number;
}

/** Who reads a record: the statement that reads it writes this reader's audit entry ("read") too. */
export interface RecordReader {
  userID: string;
  /** "METHOD /api/v1/route/:param", for the audit log. */
  route: string;
}

/** A record as the database built it: the UserRecord JSON text, and its version (the ETag). */
export interface RecordJson {
  json: string;
  version: number;
}

/**
 * A patient in the scope (a BASIC member of one of its stores), with its store; undefined otherwise, so a patient
 * of another company looks exactly like one that does not exist. With a reader, the same statement writes the
 * reader's audit entry when the record is found: the answer exists only once its entry does. Outside a transaction
 * the reads of one turn in the same scope are one statement (recordReads).
 */
export async function findPatientJson(
  db: Db,
  scope: DataScope,
  userID: string,
  reader?: RecordReader,
): Promise<RecordJson | undefined> {
  if (!isUuid(userID)) return undefined;
  const read = { scope, userID: userID.toLowerCase(), reader };
  if (db.isTransaction) return (await readPatients(db, scope, [read])).get(read.userID);
  return recordReads(db)(read);
}

/** findPatientJson's record as an object. */
export async function findPatient(
  db: Db,
  scope: DataScope,
  userID: string,
  reader?: RecordReader,
): Promise<UserRecord | undefined> {
  const found = await findPatientJson(db, scope, userID, reader);
  return found && (JSON.parse(found.json) as UserRecord);
}

interface RecordRead {
  scope: DataScope;
  /** Lower case, as the database answers it. */
  userID: string;
  reader: RecordReader | undefined;
}

/** The scope as a key: reads batch only with reads of the very same scope. */
const scopeKey = (scope: DataScope) => `${scope.companyID ?? "*"}/${scope.storeIDs?.join(",") ?? "*"}`;

/**
 * The database's batcher of record reads (db/batch.ts): a turn's reads grouped by scope, one statement per scope,
 * each carrying that scope as SQL; a caller gets its own patient or nothing. One batch at a time, since each
 * statement writes the reads' audit entries and commits.
 */
const recordReads = perDatabase((db: Db) =>
  batchPerTurn(async (reads: readonly RecordRead[]) => {
    const groups = new Map<string, { scope: DataScope; reads: RecordRead[] }>();
    for (const read of reads) {
      const key = scopeKey(read.scope);
      const group = groups.get(key) ?? { scope: read.scope, reads: [] };
      group.reads.push(read);
      groups.set(key, group);
    }
    const found = new Map<string, Map<string, RecordJson>>();
    await Promise.all(
      [...groups].map(async ([key, group]) => found.set(key, await readPatients(db, group.scope, group.reads))),
    );
    return reads.map(({ scope, userID }) => found.get(scopeKey(scope))?.get(userID));
  }, ONE_AT_A_TIME),
);

/**
 * The scope's patients among the reads' ids, by id (a patient of several of its stores with the first store by
 * id), and one audit entry per read that names a reader and whose patient is found, in one statement.
 */
async function readPatients(db: Db, scope: DataScope, reads: readonly RecordRead[]) {
  const audited = reads.flatMap((read) => (read.reader ? [{ ...read.reader, patientID: read.userID }] : []));
  const column = <T>(pick: (entry: (typeof audited)[number]) => T) => audited.map(pick);
  const values: RecordReadValues = [
    [...new Set(reads.map((read) => read.userID))],
    column((entry) => entry.userID),
    column((entry) => entry.patientID),
    column((entry) => entry.route),
  ];
  const { rows } = await db.executeQuery<{ id: string; record: string; version: number }>(
    recordStatements(db).bind(scopeKey(scope), values, (bound) => recordRead(db, scope, bound)),
  );
  return new Map<string, RecordJson>(rows.map((row) => [row.id, { json: row.record, version: row.version }]));
}

/** The statement of readPatients: values are the ids read, then the audit entries' readers, patients and routes. */
function recordRead(db: Db, scope: DataScope, [ids, readers, patients, routes]: RecordReadValues) {
  return sql`
    with found as (
      select distinct on (p.id) ${RECORD_JSON}::text as record, p.id, p.store_id, p.company_id, p.version
      from (${patientRows(db, { scope, anyOfUserIDs: ids })}) p
      order by p.id, p.store_id
    ), logged as (
      insert into audit_log (user_id, action, patient_id, store_id, company_id, route)
      select r.user_id, 'read', f.id, f.store_id, f.company_id, r.route
      from unnest(${readers}::uuid[], ${patients}::uuid[], ${routes}::text[]) as r(user_id, patient_id, route)
      join found f on f.id = r.patient_id
    )
    select id, record, version from found${PREPARED}`.compile(db);
}

type RecordReadValues = readonly [string[], string[], string[], string[]];

/** The record read's statement, compiled once per scope (db/compiled-per-scope.ts). */
const recordStatements = perDatabase(() => new CompiledPerScope<RecordReadValues>());

export interface NewPatient {
  storeID: string;
  operatorID: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  referenceID: string | undefined;
  zebraID?: string | undefined;
  /** Get Started's medical profile; its patientID and birth date win over referenceID. */
  medicalProfile?: MedicalProfile | undefined;
  /** The assigned doctor; the caller has checked that it is a doctor of the store. */
  doctorID: string;
  /** The API route creating it, for the audit log. */
  route: string;
}

/**
 * Everything Get Started needs, in one transaction: the patient user in the store's company with its doctor, its
 * BASIC membership in the store, its first scan session (SESSION_CREATED), its profile (weight 70 on creation) and
 * the audit entry of its creation (so no patient exists without one).
 */
export async function createPatient(
  db: Db,
  scope: WriteScope,
  patient: NewPatient,
): Promise<{ userID: string; sessionID: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const created = await insertPatientUser(trx, scope, patient.storeID, patient);
    if (!created) return undefined;
    const { userID, companyID } = created;
    const sessionID = await createSession(
      trx,
      { userID, operatorID: patient.operatorID, companyID, storeID: patient.storeID },
      "SESSION_CREATED",
    );
    await trx
      .insertInto("profiles")
      .values({ user_id: userID, last_valid_session_id: sessionID, weight: DEFAULTS.createdPatientWeightLbs })
      .execute();
    if (patient.medicalProfile) await storeMedicalProfile(trx, userID, patient.medicalProfile);
    await appendAudit(trx, {
      userID: patient.operatorID,
      action: "create",
      patientID: userID,
      storeID: patient.storeID,
      companyID,
      route: patient.route,
    });
    return { userID, sessionID };
  });
}
