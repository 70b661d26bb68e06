// The scanner agent end to end over real sockets: REST and WebSocket with a real ws client on an ephemeral port,
// the mock scanner told what to do through its control API, and a fake SoleRx server recording the upload flow.
import { request as httpRequest } from "node:http";
import {
  AgentHealth,
  type MockControl,
  MockState,
  PutTelemetryDeviceRequest,
  SCANNER_TEXTS,
  TelemetryScan,
} from "@solerx/domain/scan";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type RunningAgent, startAgent } from "./agent";
import { parseCommand } from "./protocol";
import { seedOf } from "./scan-service";
import { connect, control, APP_ORIGIN as origin, requestScan, SESSION_ID, TOKEN } from "./testing/agent-client";
import { type FakeServer, startFakeServer } from "./testing/fake-server";
import { fakeSource } from "./testing/fake-source";

let agent: RunningAgent;
let server: FakeServer;
let source: ReturnType<typeof fakeSource>;
let base: string;

const agentVersion = async () => AgentHealth.parse(await (await fetch(`${base}/hpagent/api/v1/health`)).json()).version;

async function start(mock: MockControl = {}) {
  await agent?.close();
  agent = await startAgent({
    port: 0,
    allowedOrigins: [origin],
    serverUrl: server.url,
    source,
    mock: { scanDurationMs: 40, downloadDurationMs: 50, ...mock },
  });
  base = `http://127.0.0.1:${agent.port}`;
}

beforeEach(async () => {
  server = await startFakeServer();
  source = fakeSource();
  await start();
});
afterEach(async () => {
  await agent.close();
  await server.close();
});

/** Connects a WebSocket now; the function it gives resolves once the mock scanner is scanning. */
async function watchScanning(): Promise<() => Promise<void>> {
  const watcher = await connect(agent.port);
  return async () => {
    await watcher.waitFor("OnDeviceStateChanged", (event) => event.device.state === "scanning");
    watcher.close();
  };
}

const uploads = () =>
  server.calls.filter((call) => call.path.includes("/agent/scans/") || call.path.startsWith("/blob"));

describe("scanner agent REST", () => {
  it("answers the health check with CORS for the web app only", async () => {
    const ok = await fetch(`${base}/hpagent/api/v1/health`, { headers: { origin } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "ok", version: "0.1.0", devices: 1, driver: "MOCK_SCANNER" });
    expect(ok.headers.get("access-control-allow-origin")).toBe(origin);
    const other = await fetch(`${base}/hpagent/api/v1/health`, { headers: { origin: "http://evil.test" } });
    expect(other.status).toBe(403);
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers 404 elsewhere", async () => {
    expect((await fetch(`${base}/nope`)).status).toBe(404);
  });

  it("scans, uploads through the server's three calls with the operator's token, and answers the measurement", async () => {
    const client = await connect(agent.port);
    const { status, body, uuid } = await requestScan(agent.port, { foot: "left", scanMode: "non-weighted" });
    expect(status).toBe(200);
    expect(body).toEqual({ uuid, name: "leftscan", measurementID: expect.any(String) });

    // The foot fits the patient: the left shoe size of the session's patient, in the mode sent.
    expect(source.requests).toEqual([
      { foot: "left", scanMode: "semi-weighted", shoeSize: { size: 9.5, unit: "WOMEN'S" }, seed: seedOf(SESSION_ID) },
    ]);
    const [register, put, complete] = uploads();
    expect(register).toMatchObject({ method: "POST", path: "/api/v1/agent/scans/file/upload_url" });
    expect(register?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(register?.body.toString() ?? "")).toEqual({
      session_id: SESSION_ID,
      subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT",
      metaData: {
        scanMode: "SEMI_WEIGHTED",
        product: "INSOLE",
        scannerType: "MOCK_SCANNER",
        measurements: { footLength: 259.5, ballWidth: 95, heelWidth: 62 },
      },
    });
    expect(put).toMatchObject({ method: "PUT", path: `/blob/${body.measurementID}` });
    expect(put?.contentType).toBe("application/octet-stream");
    // The presigned address is the authority for the PUT: the operator's token does not travel to it.
    expect(put?.authorization).toBeUndefined();
    expect(put?.body.toString()).toBe("DRACO-fake-left-semi-weighted-9.5");
    expect(complete).toMatchObject({
      method: "PATCH",
      path: `/api/v1/agent/scans/file/${body.measurementID}/complete_upload`,
      authorization: `Bearer ${TOKEN}`,
    });
    expect(server.completed.has(String(body.measurementID))).toBe(true);
    // The session's patient was looked up with the same token.
    expect(server.calls.filter((call) => call.path.startsWith("/api/v1/profile")).map((c) => c.authorization)).toEqual([
      `Bearer ${TOKEN}`,
      `Bearer ${TOKEN}`,
    ]);

    // Over the WebSocket: the device scanned, then the request's progress up to completion.
    await client.waitFor("OnDeviceStateChanged", (event) => event.device.state === "scanning");
    const progress = client.events.flatMap((event) =>
      event.type === "OnDeviceStateChanged" && event.scan?.uuid === uuid ? [event.scan.status] : [],
    );
    expect(progress).toEqual(["scanning", "uploading", "completed"]);
    const completed = await client.waitFor("OnDeviceStateChanged", (event) => event.scan?.status === "completed");
    expect(completed.scan?.measurementID).toBe(body.measurementID);
    client.close();
  });

  it("scans the right foot with the right shoe size, and the default size when the patient has none", async () => {
    expect((await requestScan(agent.port, { foot: "right", scanMode: "weighted" })).status).toBe(200);
    server.medicalProfile = null;
    expect((await requestScan(agent.port, { foot: "right", scanMode: "FOAMBOX" })).status).toBe(200);
    expect(source.requests).toEqual([
      { foot: "right", scanMode: "weighted", shoeSize: { size: 10, unit: "WOMEN'S" }, seed: seedOf(SESSION_ID) },
      { foot: "right", scanMode: "foambox", shoeSize: { size: 11, unit: "MEN'S" }, seed: seedOf(SESSION_ID) },
    ]);
    const subtypes = uploads()
      .filter((call) => call.path.endsWith("upload_url"))
      .map((call) => JSON.parse(call.body.toString()).subtype);
    expect(subtypes).toEqual(["SCAN_SUBTYPE_FLAT_RIGHT_FOOT", "SCAN_SUBTYPE_FLAT_RIGHT_FOOT"]);
  });

  it("refuses a scan request that is not the spec's, with 4xx and the reason, and scans nothing", async () => {
    const url = `${base}/hpagent/api/v1/scanner/mock-scanner-1/scan`;
    const good = {
      session_id: SESSION_ID,
      name: "leftscan",
      scan_mode: "SEMI_WEIGHTED",
      body_part: "FOOT_AND_ANKLE",
      product: "INSOLE",
      foot: "LEFT",
      side: "BOTH",
      location_id: SESSION_ID,
    };
    const headers = {
      origin,
      UUID: "3b241101-e2bb-4255-8caf-4136c566a962",
      "Content-Type": "application/json",
      authorization: `Bearer ${TOKEN}`,
    };
    const post = (body: unknown, extra: Record<string, string | undefined> = {}) => {
      const all = Object.fromEntries(
        Object.entries({ ...headers, ...extra }).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      return fetch(url, { method: "POST", headers: all, body: typeof body === "string" ? body : JSON.stringify(body) });
    };
    const cases: [string, Promise<Response>, number][] = [
      ["non-weighted is never sent as such", post({ ...good, scan_mode: "NON_WEIGHTED" }), 400],
      ["name and foot disagree", post({ ...good, name: "rightscan" }), 400],
      ["side other than BOTH", post({ ...good, side: "LEFT" }), 400],
      ["product other than INSOLE or AFO", post({ ...good, product: "HELMET" }), 400],
      ["session id not a uuid", post({ ...good, session_id: "12" }), 400],
      ["missing location", post({ ...good, location_id: undefined }), 400],
      ["not JSON", post("{"), 400],
      ["not a JSON content type", post(good, { "Content-Type": "text/plain" }), 400],
      ["no UUID header", post(good, { UUID: undefined }), 400],
      ["no bearer token", post(good, { authorization: undefined }), 401],
      ["a body far too large", post({ ...good, pad: "x".repeat(100_000) }), 413],
    ];
    for (const [name, response, status] of cases) {
      const answer = await response;
      expect(answer.status, name).toBe(status);
      expect(await answer.json(), name).toMatchObject({ statusCode: status, message: expect.any(String) });
    }
    expect(source.requests).toEqual([]);
    expect(uploads()).toEqual([]);
    // The same body is accepted as it is.
    expect((await post(good)).status).toBe(200);
  });

  it("answers Scanner not found for a device it does not have", async () => {
    const { status, body } = await requestScan(agent.port, { deviceId: "tiger-7" });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: "SCANNER_NOT_FOUND", message: SCANNER_TEXTS.notFound.title });
  });

  it("stops cleanly while a scan is under way: the scan answers that it failed, nothing is uploaded", async () => {
    await control(agent.port, { scanDurationMs: 10_000 });
    const scanning = await watchScanning();
    const pending = requestScan(agent.port);
    await scanning();
    const started = Date.now();
    await agent.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await pending).toMatchObject({ status: 500, body: { code: "SCAN_FAILED" } });
    expect(uploads()).toEqual([]);
    await start();
  });
});

describe("mock scanner control", () => {
  it("answers its state and refuses what it does not know", async () => {
    const state = MockState.parse(await (await fetch(`${base}/hpagent/mock/control`, { headers: { origin } })).json());
    expect(state).toEqual({
      scanner: "available",
      nextScan: "succeed",
      update: "none",
      openSession: "succeed",
      scanDurationMs: 40,
      downloadDurationMs: 50,
      version: "0.1.0",
    });
    expect((await control(agent.port, { scanner: "on fire" })).status).toBe(400);
    expect((await control(agent.port, { unknown: true })).status).toBe(400);
    expect((await control(agent.port, { scanDurationMs: -1 })).status).toBe(400);
    // Behind the guard: no browser page but the app's may change the mock.
    const foreign = await fetch(`${base}/hpagent/mock/control`, {
      method: "POST",
      headers: { origin: "http://evil.test", "content-type": "application/json" },
      body: JSON.stringify({ scanner: "absent" }),
    });
    expect(foreign.status).toBe(403);
    const noOrigin = await fetch(`${base}/hpagent/mock/control`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ scanner: "absent" }),
    });
    expect(noOrigin.status).toBe(403);
    expect((await control(agent.port, {})).status).toBe(200);
    expect(MockState.parse(await (await control(agent.port, {})).json()).scanner).toBe("available");
  });

  it("busy: the device says so, and a scan answers Scanner is busy", async () => {
    const client = await connect(agent.port);
    await control(agent.port, { scanner: "busy" });
    await client.waitFor("OnDeviceStateChanged", (event) => event.device.state === "busy");
    const { status, body } = await requestScan(agent.port);
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: "SCANNER_BUSY", message: SCANNER_TEXTS.scanErrors.busy });
    await control(agent.port, { scanner: "available" });
    await client.waitFor("OnDeviceAvailable");
    expect((await requestScan(agent.port)).status).toBe(200);
    client.close();
  });

  it("a second scan while one runs is busy", async () => {
    await control(agent.port, { scanDurationMs: 300 });
    const scanning = await watchScanning();
    const first = requestScan(agent.port);
    await scanning();
    expect((await requestScan(agent.port, { foot: "right" })).body).toMatchObject({ code: "SCANNER_BUSY" });
    expect((await first).status).toBe(200);
  });

  it("error: a scan answers Scanner is not working", async () => {
    await control(agent.port, { scanner: "error" });
    const { status, body } = await requestScan(agent.port);
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: "SCANNER_NOT_WORKING", message: SCANNER_TEXTS.scanErrors.notWorking });
  });

  it("absent: the device is detached, scans answer Scanner not found, and plugging it back attaches it", async () => {
    const client = await connect(agent.port);
    await control(agent.port, { scanner: "absent" });
    const detached = await client.waitFor("OnDeviceDetached");
    expect(detached.device).toMatchObject({ id: "mock-scanner-1", state: "detached" });
    expect(await (await fetch(`${base}/hpagent/api/v1/health`)).json()).toMatchObject({ devices: 0 });
    expect((await requestScan(agent.port)).body).toMatchObject({
      code: "SCANNER_NOT_FOUND",
      message: "Scanner not found",
    });
    // A page that connects now sees no device.
    const late = await connect(agent.port);
    await late.waitFor("OpenSessionStatus");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(late.events.map((event) => event.type)).toEqual(["OpenSessionStatus"]);

    const from = client.events.length;
    await control(agent.port, { scanner: "available" });
    await client.waitFor("OnDeviceAvailable", undefined, { from });
    expect(client.events.slice(from).map((event) => [event.type, "device" in event ? event.device.state : ""])).toEqual(
      [
        ["OnDeviceAttached", "attached"],
        ["OnDeviceAvailable", "available"],
      ],
    );
    expect((await requestScan(agent.port)).status).toBe(200);
    client.close();
    late.close();
  });

  it("absent from the start (--scanner=absent): no device until it is attached", async () => {
    await start({ scanner: "absent" });
    expect(await (await fetch(`${base}/hpagent/api/v1/health`)).json()).toMatchObject({ devices: 0 });
  });

  it("detach mid-scan: the scan answers Scanner Disconnected, the device is detached, nothing is uploaded", async () => {
    const client = await connect(agent.port);
    await control(agent.port, { nextScan: "detach", scanDurationMs: 100 });
    const { status, body, uuid } = await requestScan(agent.port);
    expect(status).toBe(410);
    expect(body).toMatchObject({ code: "SCANNER_DETACHED", message: SCANNER_TEXTS.disconnected.body });
    await client.waitFor("OnDeviceDetached");
    const failed = await client.waitFor(
      "OnDeviceStateChanged",
      (event) => event.scan?.uuid === uuid && event.scan.status === "failed",
    );
    expect(failed.scan?.code).toBe("SCANNER_DETACHED");
    expect(uploads()).toEqual([]);
    expect(MockState.parse(await (await control(agent.port, {})).json())).toMatchObject({ scanner: "absent" });
    client.close();
  });

  it("absent while a scan runs ends it as disconnected", async () => {
    await control(agent.port, { scanDurationMs: 5000 });
    const scanning = await watchScanning();
    const pending = requestScan(agent.port);
    await scanning();
    await control(agent.port, { scanner: "absent" });
    expect((await pending).body).toMatchObject({ code: "SCANNER_DETACHED" });
  });

  it("fail: one scan answers Something went wrong while scanning, the next succeeds", async () => {
    await control(agent.port, { nextScan: "fail" });
    const { status, body } = await requestScan(agent.port);
    expect(status).toBe(500);
    expect(body).toMatchObject({ code: "SCAN_FAILED", message: SCANNER_TEXTS.scanErrors.scanning });
    expect(uploads()).toEqual([]);
    expect((await requestScan(agent.port)).status).toBe(200);
  });

  it("corrupt-upload: the server refuses the file and the scan answers Something went wrong while uploading", async () => {
    await control(agent.port, { nextScan: "corrupt-upload" });
    const { status, body } = await requestScan(agent.port);
    expect(status).toBe(502);
    expect(body).toMatchObject({ code: "UPLOAD_FAILED", message: SCANNER_TEXTS.scanErrors.uploading });
    expect(server.completed.size).toBe(0);
  });

  it("a server that refuses any upload step makes the scan an upload failure", async () => {
    for (const step of ["upload_url", "put", "complete_upload"]) {
      server.failing.clear();
      server.failing.set(step, step === "upload_url" ? 403 : 412);
      const { status, body } = await requestScan(agent.port);
      expect(status, step).toBe(502);
      expect(body, step).toMatchObject({ code: "UPLOAD_FAILED" });
    }
    expect(server.completed.size).toBe(0);
  });

  it("a session refused: new WebSockets get OpenSessionFailed and are closed", async () => {
    await control(agent.port, { openSession: "fail" });
    const client = await connect(agent.port);
    const closed = new Promise<number>((resolve) => client.ws.once("close", resolve));
    expect((await client.waitFor("OpenSessionFailed")).reason).toEqual(expect.any(String));
    expect(await closed).toBe(1011);
    await control(agent.port, { openSession: "succeed" });
    const again = await connect(agent.port);
    expect(await again.waitFor("OpenSessionStatus")).toEqual({
      type: "OpenSessionStatus",
      status: "created",
      agent_version: "0.1.0",
    });
    again.close();
  });
});

describe("software update (SoftpaqUpdater)", () => {
  it("no update: CheckUpdate answers NoUpdatesAvailable", async () => {
    const client = await connect(agent.port);
    client.send({ type: "SoftpaqUpdater", action: "CheckUpdate", jwt: TOKEN });
    await client.waitFor("NoUpdatesAvailable");
    client.close();
  });

  it("optional: offered, downloaded with progress to 100, ready, installed; then the agent is current", async () => {
    await control(agent.port, { update: "optional" });
    const client = await connect(agent.port);
    client.send({ type: "SoftpaqUpdater", action: "CheckUpdate", jwt: TOKEN });
    expect(await client.waitFor("NewSoftpaqAvailable")).toEqual({
      type: "NewSoftpaqAvailable",
      version: "0.2.0",
      required: false,
    });
    client.send({ type: "SoftpaqUpdater", action: "DownloadSoftpaq" });
    expect(await client.waitFor("ReadyToInstall")).toEqual({ type: "ReadyToInstall", version: "0.2.0" });
    const percents = client.events.flatMap((event) => (event.type === "DownloadProgress" ? [event.percent] : []));
    expect(percents).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    client.send({ type: "SoftpaqUpdater", action: "RunInstaller" });
    await expect.poll(agentVersion).toBe("0.2.0");
    client.send({ type: "SoftpaqUpdater", action: "CheckUpdate", jwt: TOKEN });
    await client.waitFor("NoUpdatesAvailable");
    client.close();
  });

  it("required (--update=required): offered as required; CancelUpdate stops the download", async () => {
    await start({ update: "required", downloadDurationMs: 500 });
    const client = await connect(agent.port);
    client.send({ type: "SoftpaqUpdater", action: "CheckUpdate", jwt: TOKEN });
    expect(await client.waitFor("NewSoftpaqAvailable")).toMatchObject({ required: true });
    client.send({ type: "SoftpaqUpdater", action: "DownloadSoftpaq" });
    await client.waitFor("DownloadProgress", (event) => event.percent >= 10);
    client.send({ type: "SoftpaqUpdater", action: "CancelUpdate" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const count = client.events.length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(client.events.length).toBe(count);
    expect(client.events.some((event) => event.type === "ReadyToInstall")).toBe(false);
    // Nothing downloaded: the installer has nothing to run.
    client.send({ type: "SoftpaqUpdater", action: "RunInstaller" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await agentVersion()).toBe("0.1.0");
    client.close();
  });
});

describe("agent telemetry", () => {
  it("after SendTelemetryData, registers the devices in the site's group and reports each scan attempt", async () => {
    const site = "5e0a3f7c-2d4b-4c1a-9e8f-7a6b5c4d3e2f";
    const client = await connect(agent.port);
    // Nothing is reported before the page names its site.
    expect((await requestScan(agent.port)).status).toBe(200);
    client.send({ type: "SoftpaqUpdater", action: "CheckUpdate", jwt: "update-jwt" });
    await client.waitFor("NoUpdatesAvailable");
    client.send({ type: "SendTelemetryData", site_id: site });
    const telemetry = () => server.calls.filter((call) => call.path.startsWith("/api/v1/agent/telemetry/"));
    await expect.poll(() => telemetry().length).toBe(1);
    const [device] = telemetry();
    expect(device).toMatchObject({ method: "PUT", path: "/api/v1/agent/telemetry/devices" });
    expect(device?.authorization).toBe("Bearer update-jwt");
    expect(PutTelemetryDeviceRequest.parse(JSON.parse(device?.body.toString() ?? ""))).toMatchObject({
      fingerprint: "MOCK_SCANNER:MOCK-0001",
      groupID: site,
      state: "available",
      agentVersion: "0.1.0",
    });

    await control(agent.port, { nextScan: "detach" });
    const { uuid } = await requestScan(agent.port, { foot: "right" });
    await expect.poll(() => telemetry().filter((call) => call.path.endsWith("/scans")).length).toBe(1);
    const scan = telemetry().find((call) => call.path.endsWith("/scans"));
    expect(scan?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(TelemetryScan.parse(JSON.parse(scan?.body.toString() ?? ""))).toMatchObject({
      guid: uuid,
      groupID: site,
      fingerprint: "MOCK_SCANNER:MOCK-0001",
      side: "RIGHT",
      scanMode: "SEMI_WEIGHTED",
      result: "DETACHED",
      error: "SCANNER_DETACHED",
    });
    // The detach itself is a device change.
    await expect
      .poll(() =>
        telemetry()
          .filter((call) => call.path.endsWith("/devices"))
          .map((call) => JSON.parse(call.body.toString()).state),
      )
      .toEqual(["available", "detached"]);
    client.close();
  });
});

describe("scanner agent WebSocket", () => {
  it("opens the session and announces the mock scanner", async () => {
    const client = await connect(agent.port);
    await client.waitFor("OnDeviceAvailable");
    expect(client.events).toEqual([
      { type: "OpenSessionStatus", status: "created", agent_version: "0.1.0" },
      { type: "OnDeviceAvailable", device: expect.objectContaining({ model: "MOCK_SCANNER", state: "available" }) },
    ]);
    client.close();
  });

  it("ignores bad messages and keeps serving the socket and the agent", async () => {
    const client = await connect(agent.port);
    await client.waitFor("OnDeviceAvailable");
    const bad = [
      "not json",
      "null",
      "[]",
      JSON.stringify({ type: "Format" }),
      JSON.stringify({ type: "SoftpaqUpdater", action: "CheckUpdate" }),
      JSON.stringify({ type: "SoftpaqUpdater", action: "CheckUpdate", jwt: "" }),
      JSON.stringify({ type: "SoftpaqUpdater", action: "Explode" }),
      JSON.stringify({ type: "SendTelemetryData" }),
    ];
    for (const frame of bad) client.send(frame);
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    client.send({ type: "SoftpaqUpdater", action: "CheckUpdate", jwt: TOKEN });
    await client.waitFor("NoUpdatesAvailable");
    expect(client.events.map((event) => event.type)).toEqual([
      "OpenSessionStatus",
      "OnDeviceAvailable",
      "NoUpdatesAvailable",
    ]);

    // A frame over the size limit closes that socket (1009) and nothing else.
    const closed = new Promise<number>((resolve) => client.ws.once("close", resolve));
    client.send("x".repeat(100_000));
    expect(await closed).toBe(1009);
    const next = await connect(agent.port);
    await next.waitFor("OnDeviceAvailable");
    next.close();
  });

  it("refuses WebSocket connections from another origin", async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${agent.port}/hpagent`, { origin: "http://evil.test" });
    const error = await new Promise<Error>((resolve) => ws.once("error", resolve));
    expect(error.message).toMatch(/403/);
  });
});

/** A raw request, so the test sets any Host and Origin (fetch fixes Host to the address it dials). */
function rawRequest(options: { method?: string; path?: string; headers: Record<string, string> }): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: agent.port,
        method: options.method ?? "GET",
        path: options.path ?? "/hpagent/api/v1/health",
        headers: options.headers,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.once("error", reject);
    request.end();
  });
}

describe("scanner agent guard", () => {
  it("refuses a request naming another host (DNS rebinding), even from the app's origin", async () => {
    expect(await rawRequest({ headers: { host: "evil.example" } })).toBe(403);
    expect(await rawRequest({ headers: { host: `evil.example:${agent.port}`, origin } })).toBe(403);
    for (const path of ["/hpagent/api/v1/scanner/mock-scanner-1/scan", "/hpagent/mock/control"]) {
      expect(await rawRequest({ method: "POST", path, headers: { host: `evil.example:${agent.port}`, origin } })).toBe(
        403,
      );
    }
    for (const host of ["localhost", "127.0.0.1", "[::1]"]) {
      expect(await rawRequest({ headers: { host: `${host}:${agent.port}` } }), host).toBe(200);
    }
  });

  it("refuses a request that changes state without the app's origin", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      for (const path of ["/hpagent/api/v1/health", "/hpagent/api/v1/scanner/mock-scanner-1/scan"]) {
        expect(await rawRequest({ method, path, headers: { host: `localhost:${agent.port}` } }), method).toBe(403);
        const foreign = { host: `localhost:${agent.port}`, origin: "http://evil.test" };
        expect(await rawRequest({ method, path, headers: foreign }), method).toBe(403);
      }
      // The app's own origin passes the guard and reaches the routes (no route takes a write on health).
      expect(await rawRequest({ method, headers: { host: `localhost:${agent.port}`, origin } }), method).toBe(404);
    }
    expect(source.requests).toEqual([]);
  });

  it("answers reads from the app's origin or from no browser, and refuses other origins", async () => {
    const host = `localhost:${agent.port}`;
    expect(await rawRequest({ headers: { host, origin } })).toBe(200);
    expect(await rawRequest({ headers: { host } })).toBe(200);
    expect(await rawRequest({ headers: { host, origin: "http://evil.test" } })).toBe(403);
  });

  it("opens the WebSocket, which carries commands, only to the app's origin on a local host", async () => {
    for (const options of [{}, { origin: "http://evil.test" }, { origin, headers: { host: "evil.example" } }]) {
      const ws = new WebSocket(`ws://127.0.0.1:${agent.port}/hpagent`, options);
      const outcome = await new Promise<string>((resolve) => {
        ws.once("error", (error) => resolve(error.message));
        ws.once("open", () => resolve("open"));
      });
      ws.close();
      expect(outcome, JSON.stringify(options)).toMatch(/403/);
    }
  });

  it("answers the preflight of the scan request with the spec's headers allowed", async () => {
    const response = await fetch(`${base}/hpagent/api/v1/scanner/mock-scanner-1/scan`, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "uuid" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-headers")).toBe("authorization, content-type, uuid");
  });
});

describe("control endpoint with another driver", () => {
  it("does not exist", async () => {
    await agent.close();
    agent = await startAgent({
      port: 0,
      allowedOrigins: [origin],
      serverUrl: server.url,
      driver: {
        scannerType: "TIGER",
        listDevices: () => [],
        capture: () => Promise.reject(new Error("no device")),
        onEvent: () => () => {},
        close: () => {},
      },
    });
    expect((await control(agent.port, { scanner: "busy" })).status).toBe(404);
    expect(await (await fetch(`http://127.0.0.1:${agent.port}/hpagent/api/v1/health`)).json()).toMatchObject({
      driver: "TIGER",
      devices: 0,
    });
  });
});

describe("parseCommand", () => {
  it("refuses unknown and malformed messages and reads the spec's", () => {
    expect(parseCommand("{").ok).toBe(false);
    expect(parseCommand("null").ok).toBe(false);
    expect(parseCommand(JSON.stringify({ type: "Format" })).ok).toBe(false);
    expect(parseCommand(JSON.stringify({ type: "SoftpaqUpdater", action: "CheckUpdate" })).ok).toBe(false);
    expect(parseCommand(JSON.stringify({ type: "SendTelemetryData", site_id: "s" }))).toEqual({
      ok: true,
      command: { type: "SendTelemetryData", site_id: "s" },
    });
    for (const action of ["DownloadSoftpaq", "RunInstaller", "CancelUpdate"]) {
      expect(parseCommand(JSON.stringify({ type: "SoftpaqUpdater", action }))).toEqual({
        ok: true,
        command: { type: "SoftpaqUpdater", action },
      });
    }
  });
});

describe("seedOf", () => {
  it("gives one session one positive seed, and other sessions others", () => {
    expect(seedOf(SESSION_ID)).toBe(seedOf(SESSION_ID));
    expect(seedOf(SESSION_ID)).toBeGreaterThan(0);
    expect(seedOf(SESSION_ID)).not.toBe(seedOf("0f6c2a4d-1e2b-4f3a-8b9c-5d6e7f809112"));
  });
});
