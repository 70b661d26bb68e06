// Companies, stores, users and their memberships, scan sessions with their statuses, profiles, and the
// provider's storage and keys.
import { type Kysely, sql } from "kysely";

const ROLES = sql`('BASIC', 'COMPANY_EMPLOYEE', 'MEDICAL_DOCTOR', 'SITE_ADMIN', 'COMPANY_ADMIN', 'SUPER_ADMIN', 'SUPPORT_ADMIN')`;

// Kysely<any> is the migration convention: a migration must not depend on today's schema types.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("companies")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("hide_sensitive_data", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("stores")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("stores_company_idx").on("stores").column("company_id").execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("user_type", "text", (c) => c.notNull().check(sql`user_type in ('OPERATOR', 'PATIENT')`))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("gender", "text", (c) =>
      c.notNull().defaultTo("UNKNOWN").check(sql`gender in ('MALE', 'FEMALE', 'UNKNOWN')`),
    )
    .addColumn("email", "text")
    .addColumn("password_hash", "text")
    .addColumn("reference_id", "text")
    .addColumn("zebra_id", "text")
    .addColumn("birth_date", "date")
    .addColumn("current_owner_id", "uuid", (c) => c.references("users.id").onDelete("set null"))
    // A patient's newest scan session (its foreign key is added with the sessions table below).
    .addColumn("latest_session_id", "uuid")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // E-mail addresses are unique regardless of case, so "Demo@…" and "demo@…" are one account.
  await sql`create unique index users_email_idx on users (lower(email)) where email is not null`.execute(db);
  await db.schema.createIndex("users_company_idx").on("users").column("company_id").execute();
  // The patient list's order: a page of a company's most recently updated patients without sorting them all.
  await sql`create index users_patients_recent_idx on users (company_id, updated_at desc, id desc)
    where user_type = 'PATIENT'`.execute(db);

  await db.schema
    .createTable("memberships")
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("store_id", "uuid", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ${ROLES}`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("memberships_pk", ["user_id", "store_id", "role"])
    .execute();
  // The patient list and the doctor list read a store's members of one role.
  await db.schema
    .createIndex("memberships_store_role_idx")
    .on("memberships")
    .columns(["store_id", "role", "user_id"])
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("operator_id", "uuid", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("store_id", "uuid", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    // The session's statuses newest first: a copy of its session_statuses rows kept by areas/sessions/queries.ts, so the
    // patient list reads one array instead of aggregating the log for each of up to 100,000 patients.
    .addColumn("statuses", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index sessions_user_idx on sessions (user_id, created_at desc, id desc)`.execute(db);
  await db.schema
    .alterTable("users")
    .addForeignKeyConstraint("users_latest_session_fk", ["latest_session_id"], "sessions", ["id"])
    .onDelete("set null")
    .execute();

  await db.schema
    .createTable("session_statuses")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("session_id", "uuid", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index session_statuses_session_idx on session_statuses (session_id, id desc)`.execute(db);

  await db.schema
    .createTable("profiles")
    .addColumn("user_id", "uuid", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("last_valid_session_id", "uuid", (c) => c.references("sessions.id").onDelete("set null"))
    .addColumn("weight", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("medical_profile", "jsonb")
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("oidc_payloads")
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("payload", "jsonb", (c) => c.notNull())
    .addColumn("grant_id", "text")
    .addColumn("user_code", "text")
    .addColumn("uid", "text")
    .addColumn("expires_at", "timestamptz")
    .addColumn("consumed_at", "timestamptz")
    .addPrimaryKeyConstraint("oidc_payloads_pk", ["id", "type"])
    .execute();
  await sql`create index oidc_payloads_grant_idx on oidc_payloads (grant_id) where grant_id is not null`.execute(db);
  await sql`create index oidc_payloads_user_code_idx on oidc_payloads (user_code) where user_code is not null`.execute(
    db,
  );
  await sql`create index oidc_payloads_uid_idx on oidc_payloads (uid) where uid is not null`.execute(db);
  await sql`create index oidc_payloads_expires_idx on oidc_payloads (expires_at) where expires_at is not null`.execute(
    db,
  );

  await db.schema
    .createTable("server_keys")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  // users and sessions point at each other; the later of the two keys goes first, or neither table can be dropped.
  await db.schema.alterTable("users").dropConstraint("users_latest_session_fk").execute();
  // Reverse order of creation, so every table goes before the tables it references. No IF EXISTS: a table this
  // migration did not make is a bug to hear about, not to step over.
  for (const table of [
    "server_keys",
    "oidc_payloads",
    "profiles",
    "session_statuses",
    "sessions",
    "memberships",
    "users",
    "stores",
    "companies",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
