// /api/v1/agent/telemetry: devices, the group's manifest, scan attempts and events, with every error of the
// spec's catalogue for them (404, 409, 422, 403 and the 500 texts), on PGlite and (TEST_DATABASE_URL) PostgreSQL.
import { randomUUID } from "node:crypto";
import type { TelemetryEntities, TelemetryManifest } from "@solerx/domain/scan";
import type { Store } from "@solerx/domain/store";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let other: Tokens;
let group: string;
let otherGroup: string;

function call(method: "GET" | "POST" | "PUT", url: string, payload?: object, tokens: Tokens = demo) {
  return testApp.app.inject({
    method,
    url: `/api/v1/agent/telemetry${url}`,
    headers: bearer(tokens.accessToken),
    ...(payload ? { payload } : {}),
  });
}

const DEVICE = {
  id: "7",
  name: "Foot scanner",
  model: "iQUBE_E303",
  model_id: "E303",
  serial: "SN-0042",
  firmware: "2.1.0",
  state: "AVAILABLE",
  type: "FOOT",
  version: "3",
};

function scan(overrides: object = {}) {
  return {
    guid: randomUUID(),
    fingerprint: "iqube-SN-0042",
    groupID: group,
    side: "RIGHT",
    scanMode: "WEIGHTED",
    startedAt: "2026-11-23T10:00:00.000Z",
    durationMs: 4200,
    result: "SUCCESS",
    ...overrides,
  };
}

function event(overrides: object = {}) {
  return {
    guid: randomUUID(),
    groupID: group,
    event: "OnDeviceStateChanged",
    fingerprint: "iqube-SN-0042",
    occurredAt: "2026-11-23T10:00:01.000Z",
    data: { state: "BUSY", progress: 0.5, retry: false },
    ...overrides,
  };
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  other = await signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD);
  const storesOf = async (tokens: Tokens) =>
    (
      await testApp.app.inject({ url: `/api/v1/store/employee/${tokens.sub}`, headers: bearer(tokens.accessToken) })
    ).json() as Store[];
  group = (await storesOf(demo))[0]?.storeID ?? "";
  otherGroup = (await storesOf(other))[0]?.storeID ?? "";
});
afterAll(() => testApp?.close());

describe("devices and the manifest", () => {
  it("getManifest: 404 Manifest file not found before the group's first device, 422 for a malformed id", async () => {
    const none = await call("GET", `/${group}/getManifest`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("Manifest file not found");
    const malformed = await call("GET", "/not-a-group/getManifest");
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toBe("Provided data is incorrect");
  });

  it("PUT devices: registers, updates, and moves the manifest's version; 404 for an unknown device", async () => {
    const unknown = await call("PUT", "/devices", { fingerprint: "iqube-SN-0042", groupID: group, state: "BUSY" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Device with given fingerprint not found");

    const registered = await call("PUT", "/devices", {
      fingerprint: "iqube-SN-0042",
      groupID: group,
      device: DEVICE,
      agentVersion: "1.4.0",
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({ fingerprint: "iqube-SN-0042", state: "AVAILABLE", device: DEVICE });
    const first = (await call("GET", `/${group}/getManifest`)).json() as TelemetryManifest;
    expect(first).toMatchObject({
      groupID: group,
      version: 1,
      collect: { scans: true, events: true },
      uploadIntervalSeconds: 300,
      devices: [{ fingerprint: "iqube-SN-0042", model: "iQUBE_E303", state: "AVAILABLE" }],
    });

    const updated = await call("PUT", "/devices", { fingerprint: "iqube-SN-0042", groupID: group, state: "BUSY" });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ state: "BUSY", agentVersion: "1.4.0" });
    const second = (await call("GET", `/${group}/getManifest`)).json() as TelemetryManifest;
    expect(second.version).toBe(2);
    expect(second.devices[0]?.state).toBe("BUSY");
  });

  it("PUT devices: 422 for a malformed body, 403 for another company's group", async () => {
    const malformed = await call("PUT", "/devices", { fingerprint: "has spaces", groupID: group, device: DEVICE });
    expect(malformed.statusCode).toBe(422);
    const foreign = await call("PUT", "/devices", { fingerprint: "x", groupID: group, device: DEVICE }, other);
    expect(foreign.statusCode).toBe(403);
    const manifest = await call("GET", `/${group}/getManifest`, undefined, other);
    expect(manifest.statusCode).toBe(403);
    expect(manifest.body).not.toContain("iqube");
  });
});

describe("scan attempts and events", () => {
  it("POST scans: stores an attempt once; 409 on its GUID again, 404 for an unknown device", async () => {
    const attempt = scan();
    const stored = await call("POST", "/scans", attempt);
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toEqual({ guid: attempt.guid });
    const again = await call("POST", "/scans", { ...attempt, guid: attempt.guid.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("scan with provided GUID already exist in DB");
    const unknown = await call("POST", "/scans", scan({ fingerprint: "never-registered" }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("There is no device with provided fingerprint");
  });

  it("POST scans: 422 Unprocessable entity for a malformed attempt, 403 Request forbidden elsewhere", async () => {
    for (const bad of [scan({ guid: "nope" }), scan({ durationMs: -1 }), scan({ result: "MAYBE" }), { guid: 1 }]) {
      const response = await call("POST", "/scans", bad);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe("Unprocessable entity");
    }
    const foreign = await call("POST", "/scans", scan(), other);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe("Request forbidden");
    // Another company's group with its own device: its fingerprint means nothing in this one.
    await call("PUT", "/devices", { fingerprint: "other-1", groupID: otherGroup, device: DEVICE }, other);
    const crossed = await call("POST", "/scans", scan({ fingerprint: "other-1" }));
    expect(crossed.statusCode).toBe(404);
  });

  it("POST events: stores a known event once; 404 Event not found for an unknown one, 409 on its GUID again", async () => {
    const known = event();
    expect((await call("POST", "/events", known)).statusCode).toBe(201);
    const again = await call("POST", "/events", known);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("event with provided GUID already exist in DB");
    const unknown = await call("POST", "/events", event({ event: "SelfDestruct" }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Event not found");
    const tooMany = event({ data: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) });
    expect((await call("POST", "/events", tooMany)).statusCode).toBe(422);
  });

  it("GET entities: the group's devices and its latest attempts and events, only for its company", async () => {
    const entities = (await call("GET", `/entities/get?groupID=${group}`)).json() as TelemetryEntities;
    expect(entities.devices.map((d) => d.fingerprint)).toEqual(["iqube-SN-0042"]);
    expect(entities.scans).toHaveLength(1);
    expect(entities.scans[0]).toMatchObject({ side: "RIGHT", result: "SUCCESS", durationMs: 4200 });
    expect(entities.events).toHaveLength(1);
    expect(entities.events[0]).toMatchObject({
      event: "OnDeviceStateChanged",
      data: { state: "BUSY", progress: 0.5, retry: false },
    });
    const limited = (await call("GET", `/entities/get?groupID=${group}&limit=1`)).json() as TelemetryEntities;
    expect(limited.scans).toHaveLength(1);
    const foreign = await call("GET", `/entities/get?groupID=${group}`, undefined, other);
    expect(foreign.statusCode).toBe(403);
  });
});

describe("a failing database", () => {
  async function withoutTable<T>(table: string, request: () => Promise<T>): Promise<T> {
    await sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_gone`)}`.execute(testApp.db);
    try {
      return await request();
    } finally {
      await sql`alter table ${sql.table(`${table}_gone`)} rename to ${sql.table(table)}`.execute(testApp.db);
    }
  }

  it("answers each call's own 500 text", async () => {
    const manifest = await withoutTable("telemetry_manifests", () => call("GET", `/${group}/getManifest`));
    expect(manifest.statusCode).toBe(500);
    expect(manifest.json().message).toBe("Error while communicating with database");
    const attempt = await withoutTable("telemetry_scans", () => call("POST", "/scans", scan()));
    expect(attempt.statusCode).toBe(500);
    expect(attempt.json().message).toBe("Internal server error");
  });
});
