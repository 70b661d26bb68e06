// Issue 11, orders: a company's saved prescriptions (saved Rx templates), orders as placed with their flags,
// status and tracking link, each order's history (placed, every lab step, a repair opened) and its attachments
// (files in the blob store, such as pres.pdf). Every table carries company_id (and the order tables store_id), so
// each statement filters its own rows by the operator's scope.
import { type Kysely, sql } from "kysely";

const ORDER_STATUSES = sql`('Processing', 'Fabricating', 'Shipped', 'Cancelled')`;

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("saved_prescriptions")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("file_data", "jsonb", (c) => c.notNull())
    .addColumn("created_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    // A template is named by its file name within its company; a rename to a taken name is refused by this too.
    .addUniqueConstraint("saved_prescriptions_company_name_key", ["company_id", "file_name"])
    .execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Orders placed in the same instant still list newest first.
    .addColumn("seq", "bigint", (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("store_id", "uuid", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    // The patient and its session: no cascade, so a patient (or session) with an order cannot be deleted, whatever
    // path tries (the profile routes refuse it first with 409).
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id"))
    .addColumn("session_id", "uuid", (c) => c.notNull().references("sessions.id"))
    .addColumn("reorder_of_id", "uuid", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("repair_of_id", "uuid", (c) => c.references("orders.id"))
    // The employee who placed it (a lab staff member for a repair order) and the patient's doctor then.
    .addColumn("created_by", "uuid", (c) => c.notNull().references("users.id"))
    .addColumn("doctor_id", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("idempotency_key", "uuid")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("Processing").check(sql`status in ${ORDER_STATUSES}`))
    .addColumn("tracking_link", "text")
    .addColumn("zebra_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("expert_review", "boolean", (c) => c.notNull().defaultTo(false))
    // The order as placed.
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("gender", "text", (c) => c.notNull().check(sql`gender in ('MALE', 'FEMALE', 'UNKNOWN')`))
    .addColumn("weight", "double precision", (c) => c.notNull())
    .addColumn("left_scan_id", "uuid", (c) => c.references("scans.id"))
    .addColumn("right_scan_id", "uuid", (c) => c.references("scans.id"))
    .addColumn("items", "jsonb", (c) => c.notNull())
    .addColumn("delivery_option", "text", (c) => c.notNull())
    .addColumn("prescription", "jsonb", (c) => c.notNull())
    .addColumn("leroy_meta", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("orders_has_scan", sql`left_scan_id is not null or right_scan_id is not null`)
    // The same key in the same company is the same placing (POST /order/create's idempotency-key).
    .addUniqueConstraint("orders_company_idempotency_key", ["company_id", "idempotency_key"])
    .execute();
  // A session has at most one order of its own; repair orders of it are more rows with repair_of_id set. This
  // index, not a read before the insert, is what makes two parallel placings end in one order.
  await sql`create unique index orders_session_once_idx on orders (session_id) where repair_of_id is null`.execute(db);
  // An order has at most one repair order: a second press of the lab's button answers the first.
  await sql`create unique index orders_repair_once_idx on orders (repair_of_id) where repair_of_id is not null`.execute(
    db,
  );
  // A store's orders newest first (the clinic's list), every company's (the lab's list, optionally by status).
  await sql`create index orders_store_recent_idx on orders (store_id, created_at desc, seq desc)`.execute(db);
  await sql`create index orders_recent_idx on orders (created_at desc, seq desc)`.execute(db);
  await sql`create index orders_status_recent_idx on orders (status, created_at desc, seq desc)`.execute(db);
  await sql`create index orders_user_idx on orders (user_id)`.execute(db);

  await db.schema
    .createTable("order_events")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("order_id", "uuid", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("store_id", "uuid", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ${ORDER_STATUSES}`))
    .addColumn("tracking_link", "text")
    .addColumn("note", "text")
    // Who, by id and by name as it was then (the history reads the same after a user is renamed or removed).
    .addColumn("by_user_id", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("by_name", "text", (c) => c.notNull())
    .execute();
  await sql`create index order_events_order_idx on order_events (order_id, id)`.execute(db);

  await db.schema
    .createTable("order_attachments")
    .addColumn("order_id", "uuid", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("store_id", "uuid", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("blob_key", "text", (c) => c.notNull().unique())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull())
    .addColumn("created_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("order_attachments_pk", ["order_id", "name"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["order_attachments", "order_events", "orders", "saved_prescriptions"]) {
    await db.schema.dropTable(table).execute();
  }
}
