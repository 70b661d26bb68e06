// Demo logins have a published password, so a server others can reach creates them only when asked to.
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import type { DatabaseHandle } from "./db/database";
import { createTestDatabase, type TestDatabase, testConfig } from "./test/test-app";

const PRODUCTION = { PUBLIC_URL: "https://clinic.example.com", CUSTOMER_CLIENT_SECRET: "a-real-secret" };

let database: TestDatabase | undefined;
let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  await database?.drop();
  handle = undefined;
  database = undefined;
});

/** The companies on an empty database after the server's first start with these settings. */
async function companiesAfterFirstStart(env: Record<string, string>): Promise<string[]> {
  database = await createTestDatabase();
  handle = await database.open();
  const { seedDemoData, publicUrl } = loadConfig({ ...env, LOG_LEVEL: "silent" });
  const app = await buildApp(testConfig({ ...database.settings, seedDemoData, publicUrl }), { database: handle });
  try {
    return (await handle.db.selectFrom("companies").select("name").execute()).map((company) => company.name);
  } finally {
    await app.close();
  }
}

describe("demo data on first start", () => {
  it("is not created on an empty database when PUBLIC_URL is not local", async () => {
    expect(await companiesAfterFirstStart(PRODUCTION)).toEqual([]);
  });

  it("is created there when SEED_DEMO_DATA=true", async () => {
    expect((await companiesAfterFirstStart({ ...PRODUCTION, SEED_DEMO_DATA: "true" })).sort()).toEqual([
      "Demo Clinic",
      "Other Clinic",
      "SoleRx Fabrication Lab",
    ]);
  });
});
