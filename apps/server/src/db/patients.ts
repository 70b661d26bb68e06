// Patients: the store's list, one record, and creation (user, store membership, first session, profile, doctor).
import {
  type BirthDate,
  DEFAULTS,
  type Gender,
  type PatientRecord,
  type PatientSummary,
  type SessionStatus,
} from "@solerx/domain";
import { type RawBuilder, sql } from "kysely";
import { appendAudit } from "./audit";
import type { Db } from "./database";
import { type DataScope, inScope, type WriteScope } from "./scope";
import { createSession } from "./sessions";
import { isUuid } from "./users";

/** One patient as the list query reads it. */
interface PatientRow {
  userID: string;
  firstName: string;
  lastName: string;
  referenceID: string | null;
  zebraID: string | null;
  gender: Gender;
  birthDate: string | null;
  currentOwnerID: string | null;
  companyID: string;
  storeID: string;
  createdAtMs: number;
  updatedAtMs: number;
  sessionID: string | null;
  statuses: SessionStatus[] | null;
}

/**
 * The list's columns, in one place: the select names each one, and the JSON tuple of a row is built from and
 * read back by this same list. The rows of a page come back aggregated into one JSON value of tuples, because the
 * embedded database hands over one large value far faster than 100,000 rows of separate columns (and PostgreSQL
 * does not mind either way).
 */
const PATIENT_COLUMNS: { [Name in keyof PatientRow]: RawBuilder<PatientRow[Name]> } = {
  userID: sql`u.id`,
  firstName: sql`u.first_name`,
  lastName: sql`u.last_name`,
  referenceID: sql`u.reference_id`,
  zebraID: sql`u.zebra_id`,
  gender: sql`u.gender`,
  birthDate: sql`u.birth_date::text`,
  currentOwnerID: sql`u.current_owner_id`,
  companyID: sql`u.company_id`,
  storeID: sql`m.store_id`,
  createdAtMs: sql`extract(epoch from u.created_at) * 1000`,
  updatedAtMs: sql`extract(epoch from u.updated_at) * 1000`,
  sessionID: sql`ls.id`,
  statuses: sql`ls.statuses`,
};
const COLUMN_NAMES = Object.keys(PATIENT_COLUMNS) as (keyof PatientRow)[];

function fromTuple(tuple: readonly unknown[]): PatientRow {
  return Object.fromEntries(COLUMN_NAMES.map((name, index) => [name, tuple[index]])) as unknown as PatientRow;
}

interface PatientFilter {
  /** Whose patients: every patient read carries the scope, whatever else the filter says. */
  scope: DataScope;
  storeID?: string;
  userID?: string;
  /** Only patients whose latest session has one of these statuses. */
  statuses?: readonly SessionStatus[] | undefined;
}

/** Patients (BASIC members of user type PATIENT) of the scope's stores, joined to their latest session. */
function patientsQuery(db: Db, filter: PatientFilter) {
  let query = db
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .leftJoin("sessions as ls", "ls.id", "u.latest_session_id")
    .where(inScope(filter.scope, { company: "u.company_id", store: "m.store_id" }))
    .where("m.role", "=", "BASIC")
    .where("u.user_type", "=", "PATIENT");
  if (filter.storeID) query = query.where("m.store_id", "=", filter.storeID);
  if (filter.userID) query = query.where("u.id", "=", filter.userID);
  if (filter.statuses && filter.statuses.length > 0) {
    query = query.where(sql<boolean>`ls.statuses && ${sql.val([...filter.statuses])}::text[]`);
  }
  return query;
}

/** A page of patients, most recently updated first. */
async function patientRows(db: Db, filter: PatientFilter, page: { offset: number; limit: number }) {
  const rows = patientsQuery(db, filter)
    .select(COLUMN_NAMES.map((name) => (PATIENT_COLUMNS[name] as RawBuilder<unknown>).as(name)))
    .orderBy("u.updated_at", "desc")
    .orderBy("u.id", "desc")
    .offset(page.offset)
    .limit(page.limit)
    .as("p");
  const tuple = sql.join(COLUMN_NAMES.map((name) => sql.ref(`p.${name}`)));
  const { patients } = await db
    .selectFrom(rows)
    .select(
      sql<unknown[][]>`coalesce(json_agg(json_build_array(${tuple})
        order by p."updatedAtMs" desc, p."userID" desc), '[]')`.as("patients"),
    )
    .executeTakeFirstOrThrow();
  // pg parses json; some drivers hand json over as text.
  const tuples = (typeof patients === "string" ? JSON.parse(patients) : patients) as unknown[][];
  return tuples.map(fromTuple);
}

function toBirthDate(value: string | null): BirthDate | null {
  if (!value) return null;
  const [year, month, day] = value.slice(0, 10).split("-").map(Number);
  return year && month && day ? { year, month, day } : null;
}

function toSummary(row: PatientRow): PatientSummary {
  return {
    userID: row.userID,
    firstName: row.firstName,
    lastName: row.lastName,
    patientID: row.referenceID,
    gender: row.gender,
    birthDate: toBirthDate(row.birthDate),
    assignedToDoctor: row.currentOwnerID,
    sessionID: row.sessionID,
    sessionsStatuses: row.statuses ?? [],
    createdAt: new Date(row.createdAtMs).toISOString(),
    updatedAt: new Date(row.updatedAtMs).toISOString(),
  };
}

export interface PatientListOptions {
  storeID: string;
  statuses?: readonly SessionStatus[] | undefined;
  offset: number;
  limit: number;
}

/** A page of the store's patients in the scope, most recently updated first, and how many there are in all. */
export async function listPatients(
  db: Db,
  scope: DataScope,
  options: PatientListOptions,
): Promise<{ total: number; patients: PatientSummary[] }> {
  if (!isUuid(options.storeID)) return { total: 0, patients: [] };
  const filter = { scope, storeID: options.storeID, statuses: options.statuses };
  const [count, rows] = await Promise.all([
    patientsQuery(db, filter)
      .select((eb) => eb.fn.countAll<string>().as("total"))
      .executeTakeFirstOrThrow(),
    patientRows(db, filter, options),
  ]);
  return { total: Number(count.total), patients: rows.map(toSummary) };
}

/**
 * A patient in the scope (a BASIC member of one of its stores), with its store; undefined otherwise, so a patient
 * of another company looks exactly like one that does not exist.
 */
export async function findPatient(db: Db, scope: DataScope, userID: string): Promise<PatientRecord | undefined> {
  if (!isUuid(userID)) return undefined;
  const [row] = await patientRows(db, { scope, userID }, { offset: 0, limit: 1 });
  if (!row) return undefined;
  return { ...toSummary(row), zebraID: row.zebraID, companyID: row.companyID, storeID: row.storeID };
}

export interface NewPatient {
  storeID: string;
  operatorID: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  referenceID: string | undefined;
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
  if (!isUuid(patient.storeID)) return undefined;
  return db.transaction().execute(async (trx) => {
    const store = await trx
      .selectFrom("stores as s")
      .select("s.company_id")
      .where("s.id", "=", patient.storeID)
      .where(inScope(scope, { company: "s.company_id", store: "s.id" }))
      .executeTakeFirst();
    if (!store) return undefined;
    const { id: userID } = await trx
      .insertInto("users")
      .values({
        company_id: store.company_id,
        user_type: "PATIENT",
        first_name: patient.firstName,
        last_name: patient.lastName,
        gender: patient.gender,
        reference_id: patient.referenceID || null,
        current_owner_id: patient.doctorID,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.insertInto("memberships").values({ user_id: userID, store_id: patient.storeID, role: "BASIC" }).execute();
    const sessionID = await createSession(
      trx,
      { userID, operatorID: patient.operatorID, companyID: store.company_id, storeID: patient.storeID },
      "SESSION_CREATED",
    );
    await trx
      .insertInto("profiles")
      .values({ user_id: userID, last_valid_session_id: sessionID, weight: DEFAULTS.createdPatientWeightLbs })
      .execute();
    await appendAudit(trx, {
      userID: patient.operatorID,
      action: "create",
      patientID: userID,
      storeID: patient.storeID,
      companyID: store.company_id,
      route: patient.route,
    });
    return { userID, sessionID };
  });
}
