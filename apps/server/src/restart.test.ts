// Restarting the server keeps every patient, and nobody is signed out: tokens, grants and keys are in the
// database, not in memory.

import type { PatientList } from "@solerx/domain/patient";
import type { Doctor, Store } from "@solerx/domain/store";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app";
import type { ServerConfig } from "./config";
import { openDatabase } from "./db/database";
import { DEMO_PASSWORD } from "./seed";
import { bearer, refreshTokens, signIn, toTokens } from "./test/sign-in";
import { createPostgresDatabase, createTempDataDir, testConfig } from "./test/test-app";

async function restartScenario(settings: Partial<ServerConfig>) {
  const config = testConfig(settings);

  const first = await buildApp(config);
  const tokens = await signIn(first, "demo@solerx.test", DEMO_PASSWORD);
  const auth = { headers: bearer(tokens.accessToken) };
  const [store] = (await first.inject({ url: `/api/v1/store/employee/${tokens.sub}`, ...auth })).json() as Store[];
  if (!store) throw new Error("no store");
  const [doctor] = (
    await first.inject({ url: `/api/v1/store/doctors/${store.storeID}/${store.companyID}`, ...auth })
  ).json() as Doctor[];
  const created = await first.inject({
    method: "POST",
    url: `/api/v1/profile/patient/${store.storeID}/create`,
    payload: { firstName: "Marie", lastName: "Curie", assignedToDoctor: doctor?.userID },
    ...auth,
  });
  expect(created.statusCode).toBe(201);
  await first.close();

  const second = await buildApp(config);
  try {
    // The old access token still verifies: the signing key came back from the database.
    const list = await second.inject({
      url: `/api/v1/profile/patients/${store.storeID}?companyID=${store.companyID}`,
      ...auth,
    });
    expect(list.statusCode).toBe(200);
    const { patients } = list.json() as PatientList;
    expect(patients.map((p) => p.userID)).toContain(created.json().userID);
    // So does the refresh token: its grant and the sign-in session are stored rows.
    const refreshed = toTokens(await refreshTokens(second, tokens.refreshToken));
    expect(refreshed.sub).toBe(tokens.sub);
    const stores = await second.inject({
      url: `/api/v1/store/employee/${tokens.sub}`,
      headers: bearer(refreshed.accessToken),
    });
    expect(stores.statusCode).toBe(200);
  } finally {
    await second.close();
  }
  // The demo data was not created a second time.
  const database = await openDatabase(config);
  try {
    const companies = await database.db.selectFrom("companies").select("name").execute();
    expect(companies.map((c) => c.name).sort()).toEqual(["Demo Clinic", "Other Clinic", "SoleRx Fabrication Lab"]);
  } finally {
    await database.close();
  }
}

describe("restart", () => {
  // Two starts of an on-disk database (initdb, then recovery): about 15 s on a quiet 2-core machine, over 30 s on a
  // loaded one, so the time limit is the one of a slow start, not the suite's default.
  it("keeps patients and sign-ins on the embedded database on disk", { timeout: 120_000 }, async () => {
    const dir = createTempDataDir();
    try {
      await restartScenario(dir.settings);
    } finally {
      dir.remove();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)("keeps patients and sign-ins on PostgreSQL", async () => {
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? "");
    try {
      await restartScenario(database.settings);
    } finally {
      await database.drop();
    }
  });
});
