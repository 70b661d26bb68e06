// /api/v1/store: the operator's stores, a store's doctors, one store, and what another company may not see.
import { randomUUID } from "node:crypto";
import type { Store } from "@solerx/domain/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let other: Tokens;
let demoStores: Store[];
let otherStores: Store[];

async function get(tokens: Tokens, url: string) {
  return testApp.app.inject({ url, headers: bearer(tokens.accessToken) });
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  other = await signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD);
  demoStores = (await get(demo, `/api/v1/store/employee/${demo.sub}`)).json();
  otherStores = (await get(other, `/api/v1/store/employee/${other.sub}`)).json();
});
afterAll(() => testApp?.close());

describe("GET /api/v1/store/employee/:userID", () => {
  it("answers exactly the operator's two stores", () => {
    expect(demoStores.map((s) => s.name)).toEqual(["Demo Clinic — Downtown", "Demo Clinic — Riverside"]);
    for (const store of demoStores) {
      expect(store).toMatchObject({ company: "Demo Clinic", address: expect.stringMatching(/, CA \d{5}$/) });
    }
    expect(new Set(demoStores.map((s) => s.companyID)).size).toBe(1);
    expect(otherStores.map((s) => s.name)).toEqual(["Other Clinic — Lakeside"]);
  });

  it("carries the company's hideSensitiveData flag on each store", async () => {
    expect(demoStores.map((s) => s.hideSensitiveData)).toEqual([false, false]);
    await testApp.db
      .updateTable("companies")
      .set({ hide_sensitive_data: true })
      .where("id", "=", otherStores[0]?.companyID ?? "")
      .execute();
    const [lakeside] = (await get(other, `/api/v1/store/employee/${other.sub}`)).json();
    expect(lakeside.hideSensitiveData).toBe(true);
    const single = (await get(other, `/api/v1/store/${lakeside.storeID}`)).json();
    expect(single.hideSensitiveData).toBe(true);
    await testApp.db
      .updateTable("companies")
      .set({ hide_sensitive_data: false })
      .where("id", "=", lakeside.companyID)
      .execute();
  });

  it("refuses another user's id (403) and a malformed id (400)", async () => {
    expect((await get(demo, `/api/v1/store/employee/${other.sub}`)).statusCode).toBe(403);
    const malformed = await get(demo, "/api/v1/store/employee/not-a-uuid");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/params\.userID/);
  });
});

describe("GET /api/v1/store/doctors/:storeID/:companyID", () => {
  it("lists the store's three doctors by last name", async () => {
    const store = demoStores[0] as Store;
    const response = await get(demo, `/api/v1/store/doctors/${store.storeID}/${store.companyID}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((d: { lastName: string }) => d.lastName)).toEqual(["Alvarez", "Carter", "Mehta"]);
  });

  it("pages with offset and limit, up to 10000", async () => {
    const store = demoStores[1] as Store;
    const base = `/api/v1/store/doctors/${store.storeID}/${store.companyID}`;
    const page = await get(demo, `${base}?offset=1&limit=1`);
    expect(page.json().map((d: { lastName: string }) => d.lastName)).toEqual(["Carter"]);
    expect((await get(demo, `${base}?limit=10000`)).statusCode).toBe(200);
    expect((await get(demo, `${base}?limit=10001`)).statusCode).toBe(400);
    expect((await get(demo, `${base}?offset=-1`)).statusCode).toBe(400);
  });

  it("refuses a company that is not the store's", async () => {
    const store = demoStores[0] as Store;
    expect((await get(demo, `/api/v1/store/doctors/${store.storeID}/${randomUUID()}`)).statusCode).toBe(403);
  });

  it("answers 404 for a store that does not exist", async () => {
    const response = await get(demo, `/api/v1/store/doctors/${randomUUID()}/${demoStores[0]?.companyID}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("NotFound");
  });
});

describe("GET /api/v1/store/:storeID", () => {
  it("answers the store", async () => {
    const store = demoStores[1] as Store;
    const response = await get(demo, `/api/v1/store/${store.storeID}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(store);
  });

  it("answers 404 NotFound for a store that does not exist", async () => {
    const response = await get(demo, `/api/v1/store/${randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: "NotFound" });
  });
});

describe("another company's operator", () => {
  it("gets 403 or 404, never data, for Demo Clinic's stores and doctors", async () => {
    for (const store of demoStores) {
      for (const url of [
        `/api/v1/store/${store.storeID}`,
        `/api/v1/store/doctors/${store.storeID}/${store.companyID}`,
        `/api/v1/store/doctors/${store.storeID}/${otherStores[0]?.companyID}`,
        `/api/v1/store/employee/${demo.sub}`,
      ]) {
        const response = await get(other, url);
        expect([403, 404], url).toContain(response.statusCode);
        expect(response.body).not.toContain("Demo Clinic");
      }
    }
  });
});
