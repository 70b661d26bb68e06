// One pass of the retention (rules.ts) over every patient of every company: the server's own housekeeping, not an
// operator's request (no scope, no audit entry: the audit log is never touched, its entries stay as written).
//   - block: a patient whose relationship ended is kept, but no longer shown or editable (blocked_at; every read
//     and write of patients skips it: areas/patients/queries.ts, areas/patients/record-write.ts, db/resource-owners.ts);
//   - purge: three years later the record goes (user, memberships, profile and medical profile, sessions, scans
//     and their files). Orders within their tax and commercial period stay, with their own copy of what the lab
//     needs (names, gender, weight, items, prescription, notes, pres.pdf); the patient's row then stays with no
//     personal data (purged_at) for those orders to reference, with the sessions and emptied scan rows they name,
//     and goes with the last of them.
import { sql } from "kysely";
import { scanFilesOf } from "../db/blob-owners";
import type { Db } from "../db/database";
import { OPEN_ORDER_STATUSES, type RetentionCutoffs, retentionCutoffs } from "./rules";

export interface RetentionOutcome {
  blocked: number;
  purged: number;
  ordersRemoved: number;
  /** Blob keys whose rows are gone: the caller deletes the files (after the rows, as a patient's deletion does). */
  blobKeys: string[];
}

const openStatuses = () => sql.join(OPEN_ORDER_STATUSES.map((status) => sql.lit(status)));

/** The patient's (a users.id column) latest activity: a write to the record, a session step, a scan, an order's step. */
function lastActivity(patient: string) {
  const id = sql.ref(patient);
  return sql<Date>`greatest(
    (select greatest(u2.created_at, u2.updated_at) from users u2 where u2.id = ${id}),
    (select p.updated_at from profiles p where p.user_id = ${id}),
    (select max(greatest(x.created_at, ss.created_at)) from sessions x
       left join session_statuses ss on ss.session_id = x.id where x.user_id = ${id}),
    (select max(greatest(sc.created_at, sc.completed_at)) from scans sc
       join sessions x on x.id = sc.session_id where x.user_id = ${id}),
    (select max(greatest(o.created_at, o.updated_at, e.at)) from orders o
       left join order_events e on e.order_id = o.id where o.user_id = ${id}))`;
}

function hasOpenOrder(patient: string) {
  return sql<boolean>`exists (select 1 from orders o where o.user_id = ${sql.ref(patient)}
    and o.status in (${openStatuses()}))`;
}

/**
 * The patient (row alias `u`) whose relationship ended before `cutoff`: nothing done since, no order open. The
 * record's own dates come first: every write to the record moves updated_at, so most patients are ruled out
 * without the subqueries (a pass over 100,000 recent patients reads one column each).
 */
function endedBefore(cutoff: Date) {
  return sql<boolean>`(u.updated_at < ${cutoff} and u.created_at < ${cutoff}
    and ${lastActivity("u.id")} < ${cutoff} and not ${hasOpenOrder("u.id")})`;
}

/** Patients without an order are purged this many to a statement. */
const PURGE_BATCH = 500;

export async function applyRetention(db: Db, now: Date): Promise<RetentionOutcome> {
  const cutoffs = retentionCutoffs(now);
  const blocked = await db
    .updateTable("users as u")
    .set({ blocked_at: now })
    .where("u.user_type", "=", "PATIENT")
    .where("u.blocked_at", "is", null)
    .where(endedBefore(cutoffs.block))
    .executeTakeFirst();
  const outcome: RetentionOutcome = {
    blocked: Number(blocked.numUpdatedRows),
    purged: 0,
    ordersRemoved: 0,
    blobKeys: [],
  };
  // Those past the purge date, and those purged earlier whose kept orders may now have passed their periods.
  const candidates = await db
    .selectFrom("users as u")
    .select(["u.id", sql<boolean>`exists (select 1 from orders o where o.user_id = u.id)`.as("ordered")])
    .where("u.user_type", "=", "PATIENT")
    .where((eb) => eb.or([eb("u.purged_at", "is not", null), endedBefore(cutoffs.purge)]))
    .execute();
  // Most have no order: their rows go in batches, everything with them.
  const plain = candidates.filter((candidate) => !candidate.ordered).map((candidate) => candidate.id);
  for (let start = 0; start < plain.length; start += PURGE_BATCH) {
    const purged = await purgeWithoutOrders(db, plain.slice(start, start + PURGE_BATCH), cutoffs);
    outcome.purged += purged.count;
    outcome.blobKeys.push(...purged.blobKeys);
  }
  for (const { id } of candidates.filter((candidate) => candidate.ordered)) {
    const purged = await purgePatient(db, id, now, cutoffs);
    if (!purged) continue;
    if (purged.newlyPurged) outcome.purged++;
    outcome.ordersRemoved += purged.ordersRemoved;
    outcome.blobKeys.push(...purged.blobKeys);
  }
  return outcome;
}

/**
 * Patients with no order, purged whole in one transaction: checked again under their rows' locks (still due, still
 * no order), then the users and, by the schema's cascades, memberships, profiles, sessions with their statuses and
 * scans.
 */
async function purgeWithoutOrders(db: Db, userIDs: readonly string[], cutoffs: RetentionCutoffs) {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("users as u")
      .select("u.id")
      .where("u.id", "in", userIDs)
      .where("u.purged_at", "is", null)
      .where(endedBefore(cutoffs.purge))
      .where(sql<boolean>`not exists (select 1 from orders o where o.user_id = u.id)`)
      .forUpdate()
      .execute();
    const ids = due.map((row) => row.id);
    const blobKeys = await scanFilesOf(trx, ids);
    if (ids.length > 0) await trx.deleteFrom("users").where("id", "in", ids).execute();
    return { count: ids.length, blobKeys };
  });
}

interface KeptOrder {
  id: string;
  repair_of_id: string | null;
  session_id: string;
  left_scan_id: string | null;
  right_scan_id: string | null;
  expired: boolean;
}

/** The orders past their periods that can go: not one a kept repair order still points at. */
function removableOrders(orders: readonly KeptOrder[]): Set<string> {
  const removable = new Set(orders.filter((order) => order.expired).map((order) => order.id));
  for (let changed = true; changed; ) {
    changed = false;
    for (const order of orders) {
      if (order.repair_of_id && !removable.has(order.id) && removable.delete(order.repair_of_id)) changed = true;
    }
  }
  return removable;
}

/** Purges one patient in one transaction, checking again under its row's lock that it is due. */
async function purgePatient(db: Db, userID: string, now: Date, cutoffs: RetentionCutoffs) {
  return db.transaction().execute(async (trx) => {
    const patient = await trx
      .selectFrom("users as u")
      .select(["u.id", "u.purged_at"])
      .where("u.id", "=", userID)
      .where((eb) => eb.or([eb("u.purged_at", "is not", null), endedBefore(cutoffs.purge)]))
      .forUpdate()
      .executeTakeFirst();
    if (!patient) return undefined;
    const orders: KeptOrder[] = await trx
      .selectFrom("orders as o")
      .select([
        "o.id",
        "o.repair_of_id",
        "o.session_id",
        "o.left_scan_id",
        "o.right_scan_id",
        sql<boolean>`(greatest(o.created_at, o.updated_at,
          (select max(e.at) from order_events e where e.order_id = o.id)) < ${cutoffs.orders}
          and o.status not in (${openStatuses()}))`.as("expired"),
      ])
      .where("o.user_id", "=", userID)
      .execute();
    const removable = [...removableOrders(orders)];
    const kept = orders.filter((order) => !removable.includes(order.id));
    const blobKeys: string[] = [];
    if (removable.length > 0) {
      const attachments = await trx
        .selectFrom("order_attachments")
        .select("blob_key")
        .where("order_id", "in", removable)
        .execute();
      blobKeys.push(...attachments.map((attachment) => attachment.blob_key));
      // One statement: an order and its repair go together (the repair's key is checked at the statement's end).
      await trx.deleteFrom("orders").where("id", "in", removable).execute();
    }
    // Every scan's files go, those of scans a kept order names too: an order keeps its own copy, not the scan.
    blobKeys.push(...(await scanFilesOf(trx, [userID])));
    if (kept.length === 0) {
      // The user and, by the schema's cascades, its memberships, profile, sessions with their statuses and scans.
      await trx.deleteFrom("users").where("id", "=", userID).execute();
    } else {
      await keepForOrders(trx, userID, kept, now);
    }
    return { newlyPurged: patient.purged_at === null, ordersRemoved: removable.length, blobKeys };
  });
}

/** What remains of a purged patient while orders are kept: rows with no personal data, only what they reference. */
async function keepForOrders(trx: Db, userID: string, kept: readonly KeptOrder[], now: Date): Promise<void> {
  const keptScans = kept.flatMap((order) => [order.left_scan_id, order.right_scan_id]).filter((id) => id !== null);
  const keptSessions = kept.map((order) => order.session_id);
  const sessionsOfPatient = trx.selectFrom("sessions").select("id").where("user_id", "=", userID);
  let scansToDelete = trx.deleteFrom("scans").where("session_id", "in", sessionsOfPatient);
  if (keptScans.length > 0) scansToDelete = scansToDelete.where("id", "not in", keptScans);
  await scansToDelete.execute();
  if (keptScans.length > 0) {
    // Emptied: no measurements, no file, no file to come (is_complete false, so no key of it is served).
    await trx
      .updateTable("scans")
      .set({
        meta: "{}",
        properties: null,
        is_complete: false,
        blob_key: null,
        file_size: null,
        completed_at: null,
      })
      .where("id", "in", keptScans)
      .execute();
  }
  await trx
    .deleteFrom("sessions")
    .where("user_id", "=", userID)
    .where("id", "not in", keptSessions)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom("scans as sc").select("sc.id").whereRef("sc.session_id", "=", "sessions.id"))),
    )
    .execute();
  await trx.deleteFrom("profiles").where("user_id", "=", userID).execute();
  await trx.deleteFrom("memberships").where("user_id", "=", userID).execute();
  await trx
    .updateTable("users")
    .set({
      first_name: "",
      last_name: "",
      gender: "UNKNOWN",
      reference_id: null,
      zebra_id: null,
      birth_date: null,
      current_owner_id: null,
      blocked_at: sql`coalesce(blocked_at, ${now})`,
      purged_at: sql`coalesce(purged_at, ${now})`,
    })
    .where("id", "=", userID)
    .execute();
}
