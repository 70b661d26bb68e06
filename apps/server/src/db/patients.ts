// Patients: the store's list, one record, and creation (user, store membership, first session, profile, doctor).
import {
  type BirthDate,
  DEFAULTS,
  type Gender,
  type PatientRecord,
  type PatientSummary,
  type SessionStatus,
} from "@solerx/domain";
import { sql } from "kysely";
import { appendAudit } from "./audit";
import type { Db } from "./database";
import { createSession } from "./sessions";
import { isUuid } from "./users";

/**
 * One patient as the list query returns it: a JSON array rather than a row object, in this order. The rows of a
 * page come back aggregated into one JSON value, because the embedded database hands over one large value far
 * faster than 100,000 rows of separate columns (and PostgreSQL does not mind either way).
 */
type PatientTuple = [
  id: string,
  firstName: string,
  lastName: string,
  referenceID: string | null,
  zebraID: string | null,
  gender: Gender,
  birthDate: string | null,
  currentOwnerID: string | null,
  companyID: string,
  storeID: string,
  createdAtMs: number,
  updatedAtMs: number,
  sessionID: string | null,
  statuses: SessionStatus[] | null,
];

interface PatientFilter {
  /** The caller's company: every patient read is scoped by it, whatever else the filter says. */
  companyID: string;
  storeIDs: readonly string[];
  userID?: string;
  /** Only patients whose latest session has one of these statuses. */
  statuses?: readonly SessionStatus[] | undefined;
}

/** Patients (BASIC members of user type PATIENT) of the stores, joined to their latest session. */
function patientsQuery(db: Db, filter: PatientFilter) {
  let query = db
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .leftJoin("sessions as ls", "ls.id", "u.latest_session_id")
    .where("u.company_id", "=", filter.companyID)
    .where("m.store_id", "in", [...filter.storeIDs])
    .where("m.role", "=", "BASIC")
    .where("u.user_type", "=", "PATIENT");
  if (filter.userID) query = query.where("u.id", "=", filter.userID);
  if (filter.statuses && filter.statuses.length > 0) {
    query = query.where(sql<boolean>`ls.statuses && ${sql.val([...filter.statuses])}::text[]`);
  }
  return query;
}

/** A page of patients as PatientTuples, most recently updated first. */
async function patientTuples(db: Db, filter: PatientFilter, page: { offset: number; limit: number }) {
  const rows = patientsQuery(db, filter)
    .select([
      "u.id",
      "u.first_name",
      "u.last_name",
      "u.reference_id",
      "u.zebra_id",
      "u.gender",
      "u.birth_date",
      "u.current_owner_id",
      "u.company_id",
      "m.store_id",
      "u.created_at",
      "u.updated_at",
      "ls.id as session_id",
      "ls.statuses",
    ])
    .orderBy("u.updated_at", "desc")
    .orderBy("u.id", "desc")
    .offset(page.offset)
    .limit(page.limit)
    .as("p");
  const { patients } = await db
    .selectFrom(rows)
    .select(
      sql<PatientTuple[]>`coalesce(json_agg(json_build_array(
        p.id, p.first_name, p.last_name, p.reference_id, p.zebra_id, p.gender, p.birth_date, p.current_owner_id,
        p.company_id, p.store_id, extract(epoch from p.created_at) * 1000, extract(epoch from p.updated_at) * 1000,
        p.session_id, p.statuses
      ) order by p.updated_at desc, p.id desc), '[]')`.as("patients"),
    )
    .executeTakeFirstOrThrow();
  // pg parses json; some drivers hand json over as text.
  return (typeof patients === "string" ? JSON.parse(patients) : patients) as PatientTuple[];
}

function toBirthDate(value: string | null): BirthDate | null {
  if (!value) return null;
  const [year, month, day] = value.slice(0, 10).split("-").map(Number);
  return year && month && day ? { year, month, day } : null;
}

function toSummary(tuple: PatientTuple): PatientSummary {
  const [id, firstName, lastName, referenceID, , gender, birthDate, currentOwnerID] = tuple;
  return {
    userID: id,
    firstName,
    lastName,
    patientID: referenceID,
    gender,
    birthDate: toBirthDate(birthDate),
    assignedToDoctor: currentOwnerID,
    sessionID: tuple[12],
    sessionsStatuses: tuple[13] ?? [],
    createdAt: new Date(tuple[10]).toISOString(),
    updatedAt: new Date(tuple[11]).toISOString(),
  };
}

export interface PatientListOptions {
  companyID: string;
  storeID: string;
  statuses?: readonly SessionStatus[] | undefined;
  offset: number;
  limit: number;
}

/** A page of the store's patients, most recently updated first, and how many there are in all. */
export async function listPatients(
  db: Db,
  options: PatientListOptions,
): Promise<{ total: number; patients: PatientSummary[] }> {
  const filter = { companyID: options.companyID, storeIDs: [options.storeID], statuses: options.statuses };
  const [count, tuples] = await Promise.all([
    patientsQuery(db, filter)
      .select((eb) => eb.fn.countAll<string>().as("total"))
      .executeTakeFirstOrThrow(),
    patientTuples(db, filter, options),
  ]);
  return { total: Number(count.total), patients: tuples.map(toSummary) };
}

/**
 * A patient of the company who is a BASIC member of one of the given stores (the caller's), with its store.
 * Undefined otherwise, so a patient of another company looks exactly like one that does not exist.
 */
export async function findPatientInStores(
  db: Db,
  userID: string,
  scope: { companyID: string; storeIDs: readonly string[] },
): Promise<PatientRecord | undefined> {
  if (!isUuid(userID) || scope.storeIDs.length === 0) return undefined;
  const [tuple] = await patientTuples(db, { ...scope, userID }, { offset: 0, limit: 1 });
  if (!tuple) return undefined;
  return { ...toSummary(tuple), zebraID: tuple[4], companyID: tuple[8], storeID: tuple[9] };
}

export interface NewPatient {
  companyID: string;
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
export async function createPatient(db: Db, patient: NewPatient): Promise<{ userID: string; sessionID: string }> {
  return db.transaction().execute(async (trx) => {
    const { id: userID } = await trx
      .insertInto("users")
      .values({
        company_id: patient.companyID,
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
      { userID, operatorID: patient.operatorID, companyID: patient.companyID, storeID: patient.storeID },
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
      companyID: patient.companyID,
      route: patient.route,
    });
    return { userID, sessionID };
  });
}
