// Demo data for a first start (two clinics with their stores, doctors and operator logins, and the fabrication
// lab with its staff login) and synthetic patients in bulk for load tests and benchmarks.
import type { Role } from "@solerx/domain/common";
import { sql } from "kysely";
import type { Db } from "./db/database";
import { hashPassword } from "./oidc/account";

export const DEMO_PASSWORD = "solerx-demo";
export const DEMO_LOGINS = [
  { email: "demo@solerx.test", password: DEMO_PASSWORD, company: "Demo Clinic" },
  { email: "other@solerx.test", password: DEMO_PASSWORD, company: "Other Clinic" },
  { email: "lab@solerx.test", password: DEMO_PASSWORD, company: "SoleRx Fabrication Lab" },
] as const;

interface DemoCompany {
  name: string;
  stores: { name: string; address: string }[];
  doctors: { firstName: string; lastName: string; gender: "MALE" | "FEMALE" }[];
  /** The login; its membership of every store has this role (COMPANY_EMPLOYEE unless said). */
  operator: { email: string; firstName: string; lastName: string; role?: Role };
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    name: "Demo Clinic",
    stores: [
      { name: "Demo Clinic — Downtown", address: "120 Market Street, Suite 400, San Francisco, CA 94105" },
      { name: "Demo Clinic — Riverside", address: "2875 Riverside Boulevard, Sacramento, CA 95818" },
    ],
    doctors: [
      { firstName: "Emily", lastName: "Carter", gender: "FEMALE" },
      { firstName: "Rahul", lastName: "Mehta", gender: "MALE" },
      { firstName: "Sofia", lastName: "Alvarez", gender: "FEMALE" },
    ],
    operator: { email: "demo@solerx.test", firstName: "Dana", lastName: "Demo" },
  },
  {
    name: "Other Clinic",
    stores: [{ name: "Other Clinic — Lakeside", address: "455 North Lake Shore Drive, Chicago, IL 60611" }],
    doctors: [{ firstName: "Oliver", lastName: "Grant", gender: "MALE" }],
    operator: { email: "other@solerx.test", firstName: "Owen", lastName: "Other" },
  },
  {
    // The lab that makes every clinic's insoles: its staff (SUPPORT_ADMIN) see and move orders of all companies.
    name: "SoleRx Fabrication Lab",
    stores: [{ name: "SoleRx Fabrication Lab — Workshop", address: "77 Foundry Lane, Unit 3, Oakland, CA 94607" }],
    doctors: [],
    operator: { email: "lab@solerx.test", firstName: "Lena", lastName: "Lab", role: "SUPPORT_ADMIN" },
  },
];

/**
 * Creates the demo companies when the database has no company at all; returns whether it did. One transaction,
 * under an advisory lock, so two replicas starting on an empty database seed it once.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  // The usual case, a database in use, costs one query and no password hashing.
  if (await db.selectFrom("companies").select("id").limit(1).executeTakeFirst()) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('solerx-demo-seed'))`.execute(trx);
    const existing = await trx.selectFrom("companies").select("id").limit(1).executeTakeFirst();
    if (existing) return false;
    for (const company of DEMO_COMPANIES) {
      const { id: companyID } = await trx
        .insertInto("companies")
        .values({ name: company.name, hide_sensitive_data: false })
        .returning("id")
        .executeTakeFirstOrThrow();
      const stores = await trx
        .insertInto("stores")
        .values(company.stores.map((store) => ({ company_id: companyID, ...store })))
        .returning("id")
        .execute();
      const doctors =
        company.doctors.length === 0
          ? []
          : await trx
              .insertInto("users")
              .values(
                company.doctors.map((doctor) => ({
                  company_id: companyID,
                  user_type: "OPERATOR" as const,
                  first_name: doctor.firstName,
                  last_name: doctor.lastName,
                  gender: doctor.gender,
                })),
              )
              .returning("id")
              .execute();
      const { id: operatorID } = await trx
        .insertInto("users")
        .values({
          company_id: companyID,
          user_type: "OPERATOR",
          first_name: company.operator.firstName,
          last_name: company.operator.lastName,
          email: company.operator.email,
          password_hash: passwordHash,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const memberships = stores.flatMap((store) => [
        ...doctors.map((doctor) => ({ user_id: doctor.id, store_id: store.id, role: "MEDICAL_DOCTOR" as Role })),
        { user_id: operatorID, store_id: store.id, role: company.operator.role ?? ("COMPANY_EMPLOYEE" as Role) },
      ]);
      await trx.insertInto("memberships").values(memberships).execute();
    }
    return true;
  });
}

const FIRST_NAMES = (
  "Olivia Liam Emma Noah Ava Elijah Sophia James Isabella Lucas Mia Mateo Amelia Benjamin Harper Henry " +
  "Evelyn Alexander Abigail Daniel Chloe Samuel Grace Jacob Aria Wei Priya Omar Yuki Fatima"
).split(" ");
const LAST_NAMES = (
  "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez " +
  "Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark " +
  "Ramirez Lewis Robinson Walker Young Nguyen Patel Kim Chen Okafor Schmidt Rossi Novak"
).split(" ");
/** Status histories of synthetic sessions (oldest first): most patients were just created, some went further. */
const STATUS_HISTORIES = [
  ["SESSION_CREATED"],
  ["SESSION_CREATED"],
  ["SESSION_CREATED", "MEASUREMENT_DATA_CAPTURED"],
  ["SESSION_CREATED", "MEASUREMENT_DATA_CAPTURED", "PRESCRIPTION_CREATED"],
  ["SESSION_CREATED", "MEASUREMENT_DATA_CAPTURED", "PRESCRIPTION_CREATED", "PRESCRIPTION_UPDATED"],
  ["SESSION_CREATED", "MEASUREMENT_DATA_CAPTURED", "PRESCRIPTION_CREATED", "PRESCRIPTION_UPDATED", "ORDER_CREATED"],
];
const BATCH_SIZE = 10_000;

/** The first store of Demo Clinic (by name, as the store list orders it) with its operator and doctors. */
async function syntheticTarget(db: Db) {
  const store = await db
    .selectFrom("stores as s")
    .innerJoin("companies as c", "c.id", "s.company_id")
    .select(["s.id", "s.company_id"])
    .where("c.name", "=", DEMO_COMPANIES[0]?.name ?? "")
    .orderBy("s.name")
    .orderBy("s.id")
    .executeTakeFirst();
  if (!store) throw new Error("Demo Clinic has no store: seed the demo data first");
  const members = await db
    .selectFrom("memberships")
    .select(["user_id", "role"])
    .where("store_id", "=", store.id)
    .where("role", "in", ["MEDICAL_DOCTOR", "COMPANY_EMPLOYEE"])
    .orderBy("user_id")
    .execute();
  const doctors = members.filter((m) => m.role === "MEDICAL_DOCTOR").map((m) => m.user_id);
  const operator = members.find((m) => m.role === "COMPANY_EMPLOYEE")?.user_id;
  if (doctors.length === 0 || !operator) throw new Error("Demo Clinic's first store needs a doctor and an operator");
  return { storeID: store.id, companyID: store.company_id, operatorID: operator, doctors };
}

/**
 * Adds `count` patients to Demo Clinic's first store, each with a membership, a session with a status history and
 * a profile. Set-based: one statement per batch of 10,000 builds every row from generate_series.
 */
export async function addSyntheticPatients(db: Db, count: number): Promise<number> {
  if (count <= 0) return 0;
  const target = await syntheticTarget(db);
  const offset = Number(
    (
      await db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("user_type", "=", "PATIENT")
        .executeTakeFirstOrThrow()
    ).n,
  );
  const json = (value: unknown) => JSON.stringify(value);
  for (let start = 1; start <= count; start += BATCH_SIZE) {
    const end = Math.min(count, start + BATCH_SIZE - 1);
    await sql`
      with numbers as (
        select i, ${offset}::int + i as n, gen_random_uuid() as user_id, gen_random_uuid() as session_id,
               -- Older than every patient already there, however long ago they were made (a slow test
               -- machine): the list's newest stays a patient someone made.
               least(now(), (select min(updated_at) from users where user_type = 'PATIENT'))
                 - make_interval(secs => ${offset}::int + i) as at
        from generate_series(${start}::int, ${end}::int) as i
      ),
      histories as (
        select n, user_id, session_id, at, ${json(STATUS_HISTORIES)}::jsonb -> (n % ${STATUS_HISTORIES.length}) as history
        from numbers
      ),
      new_users as (
        insert into users (id, company_id, user_type, first_name, last_name, gender, reference_id, birth_date,
                           current_owner_id, latest_session_id, created_at, updated_at)
        select user_id, ${target.companyID}::uuid, 'PATIENT',
               ${json(FIRST_NAMES)}::jsonb ->> (n % ${FIRST_NAMES.length}),
               ${json(LAST_NAMES)}::jsonb ->> ((n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}),
               (array['MALE', 'FEMALE', 'UNKNOWN'])[1 + n % 3],
               'SYN-' || lpad(n::text, 7, '0'),
               date '1940-01-01' + (n * 7919 % 27000),
               (${json(target.doctors)}::jsonb ->> (n % ${target.doctors.length}))::uuid,
               session_id, at, at
        from histories
      ),
      new_memberships as (
        insert into memberships (user_id, store_id, role)
        select user_id, ${target.storeID}::uuid, 'BASIC' from histories
      ),
      new_sessions as (
        insert into sessions (id, user_id, operator_id, company_id, store_id, statuses, created_at)
        select session_id, user_id, ${target.operatorID}::uuid, ${target.companyID}::uuid, ${target.storeID}::uuid,
               array(select value from jsonb_array_elements_text(history) with ordinality as h(value, position)
                     order by position desc),
               at
        from histories
      ),
      new_statuses as (
        insert into session_statuses (session_id, status, created_at)
        select session_id, h.status, at
        from histories cross join lateral jsonb_array_elements_text(history) with ordinality as h(status, position)
        order by n, h.position
      )
      insert into profiles (user_id, last_valid_session_id, weight)
      select user_id, session_id, 70 from histories
    `.execute(db);
  }
  // Fresh statistics (and a visibility map for index-only scans) so the planner sees a store of this size;
  // the embedded database has no autovacuum to do it.
  await sql`vacuum analyze users, memberships, sessions, session_statuses, profiles`.execute(db);
  return count;
}
