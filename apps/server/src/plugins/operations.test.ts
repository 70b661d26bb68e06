// Issue 17 point 9, the operations a clinic's IT expects: /healthz (the process answers), /readyz (the database
// answers, its migrations are current, the blob store takes a file), Prometheus metrics, and a request id on every
// answer that the logs carry.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

describe("health and readiness", () => {
  it("/healthz answers 200 while the process runs", async () => {
    const response = await testApp.app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("/readyz checks the database, its migrations and the blob store, and says which failed", async () => {
    const ready = await testApp.app.inject({ url: "/readyz" });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok", migrations: "ok", blobs: "ok" } });

    // A migration the database has not run: not ready, and the answer names it.
    await sql`delete from kysely_migration where name = '0007-saved-rx-name-key'`.execute(testApp.db);
    const behind = await testApp.app.inject({ url: "/readyz" });
    expect(behind.statusCode).toBe(503);
    expect(behind.json().checks.migrations).toMatch(/0007-saved-rx-name-key/);
    expect(behind.json().checks.database).toBe("ok");
  });
});

describe("metrics", () => {
  it("serves Prometheus metrics with request durations per route", async () => {
    await testApp.app.inject({ url: "/check.txt" });
    const response = await testApp.app.inject({ url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/check\.txt"/);
    expect(response.body).toMatch(/process_cpu_seconds_total/);
    // The heavy-work pool's queue (PDFs, scans).
    expect(response.body).toMatch(/^heavy_work_queued \d+$/m);
  });
});

describe("request ids", () => {
  it("answers with a request id, and keeps one the caller sent", async () => {
    const fresh = await testApp.app.inject({ url: "/check.txt" });
    expect(fresh.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    const kept = await testApp.app.inject({ url: "/check.txt", headers: { "x-request-id": "web-report-1234" } });
    expect(kept.headers["x-request-id"]).toBe("web-report-1234");
    const hostile = await testApp.app.inject({
      url: "/check.txt",
      headers: { "x-request-id": "a\u0000b".repeat(200) },
    });
    expect(hostile.headers["x-request-id"]).not.toContain("\u0000");
  });
});
