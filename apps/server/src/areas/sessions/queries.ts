// Scan sessions of patients and their status history. Statuses are written only here: each goes to the
// session_statuses log and to the session's statuses array (newest first), and a new session becomes the
// patient's latest; the patient list reads those copies instead of aggregating the log.

import type { SessionStatus } from "@solerx/domain/common";
import type { Session, SessionOwner } from "@solerx/domain/patient";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { type DataScope, inScope } from "../../db/scope";
import { isUuid } from "../../db/users";

export interface NewSession {
  /** The patient. */
  userID: string;
  operatorID: string;
  companyID: string;
  storeID: string;
}

/**
 * Creates a session with its first status and makes it the patient's latest; returns the session id. Pass a
 * transaction to make it part of one (the three writes belong together).
 */
export async function createSession(db: Db, session: NewSession, status: SessionStatus): Promise<string> {
  const { id } = await db
    .insertInto("sessions")
    .values({
      user_id: session.userID,
      operator_id: session.operatorID,
      company_id: session.companyID,
      store_id: session.storeID,
      statuses: sql<SessionStatus[]>`array[${status}::text]`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("session_statuses").values({ session_id: id, status }).execute();
  await db
    .updateTable("users")
    .set({ latest_session_id: id, updated_at: sql`now()` })
    .where("id", "=", session.userID)
    .execute();
  return id;
}

/** Adds a status to a session; the patient counts as updated. */
export async function addSessionStatus(db: Db, sessionID: string, status: SessionStatus): Promise<void> {
  await db.insertInto("session_statuses").values({ session_id: sessionID, status }).execute();
  const { user_id } = await db
    .updateTable("sessions")
    .set({ statuses: sql`array_prepend(${status}::text, statuses)` })
    .where("id", "=", sessionID)
    .returning("user_id")
    .executeTakeFirstOrThrow();
  await db.updateTable("users").set({ updated_at: sql`now()` }).where("id", "=", user_id).execute();
}

/** A session's statuses, newest first, from the log. */
export async function listSessionStatuses(db: Db, sessionID: string): Promise<SessionStatus[]> {
  const rows = await db
    .selectFrom("session_statuses")
    .select("status")
    .where("session_id", "=", sessionID)
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => row.status);
}

/** A session in the scope with its owners (operator, patient user, company, site) and its statuses, newest first. */
export async function findSession(db: Db, scope: DataScope, sessionID: string): Promise<Session | undefined> {
  if (!isUuid(sessionID)) return undefined;
  const row = await db
    .selectFrom("sessions")
    .select(["id", "operator_id", "user_id", "company_id", "store_id", "statuses"])
    .select((eb) =>
      eb
        .selectFrom("orders as o")
        .select("o.id")
        .whereRef("o.session_id", "=", "sessions.id")
        .orderBy("o.created_at", "desc")
        .orderBy("o.seq", "desc")
        .limit(1)
        .as("order_id"),
    )
    .where("id", "=", sessionID)
    .where(inScope(scope, { company: "company_id", store: "store_id" }))
    .executeTakeFirst();
  if (!row) return undefined;
  const owners: SessionOwner[] = [
    ...(row.operator_id ? [{ type: "OPERATOR" as const, id: row.operator_id }] : []),
    { type: "USER", id: row.user_id },
    { type: "COMPANY", id: row.company_id },
    { type: "SITE", id: row.store_id },
  ];
  return { sessionID: row.id, owners, sessionsStatuses: row.statuses, orderID: row.order_id ?? null };
}
