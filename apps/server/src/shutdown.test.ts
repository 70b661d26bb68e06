// Graceful shutdown (issue 17 point 9): a real server process, sent SIGTERM while a prescription PDF request is in
// flight, answers /readyz 503 and refuses new work while it drains, makes that PDF in its worker pool and answers
// it, then exits 0. The drain's bound is shown in-process on a clock the test moves.
import { type ChildProcess, spawn } from "node:child_process";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { buildApp } from "./app";
import { REPO_ROOT } from "./config";
import { DEMO_PASSWORD } from "./seed";
import { drainLimitMs, SHUTTING_DOWN_MESSAGE, stopGracefully } from "./shutdown";
import { firstStore } from "./test/orders";
import { createPatient } from "./test/patient-records";
import { signIn } from "./test/sign-in";
import { createTempDataDir, createTestApp, TEST_PUBLIC_URL, testConfig } from "./test/test-app";
import { HEAVY_WORK_LIMITS } from "./workers/heavy-work";

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

interface Answer {
  status: number;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

function read(response: IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.on("end", () =>
      resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
    );
    response.on("error", reject);
  });
}

/** A GET over a connection of its own. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "localhost", port, path, headers, agent: false }, (response) =>
      read(response).then(resolve, reject),
    );
    request.on("error", reject);
    request.end();
  });
}

/**
 * A GET whose answer is taken only once the server has closed the connection. The server counts a request in
 * flight until its response's "close", which Node emits on the tick after the response is written, before the
 * server's FIN goes out: after the FIN the count no longer holds it. (An answer read at once may be read before
 * that tick has run, and a signal sent then finds the request still counted.)
 */
function getToClose(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "localhost", port, allowHalfOpen: true });
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      socket.destroy();
      const text = Buffer.concat(chunks).toString();
      const split = text.indexOf("\r\n\r\n");
      const status = Number(text.slice(9, 12));
      resolve({ status, headers: {}, body: Buffer.from(split < 0 ? "" : text.slice(split + 4)) });
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

/**
 * A POST whose body is sent in two parts: the server has the request (it is in flight) but cannot answer it until
 * the test sends the rest.
 */
function heldPost(port: number, path: string, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const request = httpRequest({
    host: "localhost",
    port,
    path,
    method: "POST",
    headers: { ...headers, "content-type": "application/json", "content-length": String(bytes.length) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on("response", (response) => read(response).then(resolve, reject));
    request.on("error", reject);
  });
  request.write(bytes.subarray(0, half));
  return { answer, release: () => request.end(bytes.subarray(half)) };
}

/** Asks again until `done` holds for the answer (waits on the server's state, not on a time). */
async function until(ask: () => Promise<Answer>, done: (answer: Answer) => boolean): Promise<Answer> {
  for (;;) {
    const answer = await ask().catch(() => undefined);
    if (answer && done(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function metric(text: string, name: string): number {
  const line = text.split("\n").find((row) => row.startsWith(`${name} `));
  return line ? Number(line.split(" ")[1]) : Number.NaN;
}

/** Signs in, makes a patient, and leaves the database in `dataDir` for a server process to start on. */
async function prepare(settings: ReturnType<typeof createTempDataDir>["settings"]) {
  const app = await buildApp(testConfig(settings));
  try {
    const demo = await signIn(app, "demo@solerx.test", DEMO_PASSWORD);
    const { store, doctor } = await firstStore(app, demo);
    const patient = await createPatient(app, demo, store.storeID, { assignedToDoctor: doctor.userID });
    return { demo, store, patient };
  } finally {
    await app.close();
  }
}

function startServer(dataDir: string, port: number): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", join("apps", "server", "src", "main.ts")], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: TEST_PUBLIC_URL,
      LOG_LEVEL: "info",
      WEB_DIST: join(tmpdir(), "solerx-no-web-dist"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, output: () => output };
}

describe("graceful shutdown", () => {
  it("on SIGTERM answers /readyz 503, refuses new work, finishes the PDF in flight and exits 0", {
    timeout: 180_000,
  }, async () => {
    const dir = createTempDataDir();
    const port = await freePort();
    let server: ReturnType<typeof startServer> | undefined;
    try {
      const { demo, store, patient } = await prepare(dir.settings);
      server = startServer(dir.dataDir, port);
      const exited = new Promise<number | null>((resolve) => server?.child.on("exit", (code) => resolve(code)));
      await until(
        () => get(port, "/readyz"),
        (answer) => answer.status === 200,
      );
      const auth = { authorization: `Bearer ${demo.accessToken}` };

      const pdf = heldPost(
        port,
        "/api/v1/profile/create/PDFInput",
        auth,
        JSON.stringify({ ...patient, employeeID: demo.sub, storeID: store.storeID, sizeGender: "female" }),
      );
      // The held request and the metrics request itself, exactly: no earlier request is still counted, and this
      // one has left the count when its connection has closed.
      await until(
        () => getToClose(port, "/metrics"),
        (answer) => metric(answer.body.toString(), "http_requests_in_flight") === 2,
      );

      server.child.kill("SIGTERM");
      const stopping = await until(
        () => get(port, "/readyz"),
        (answer) => answer.status === 503,
      );
      expect(JSON.parse(stopping.body.toString())).toMatchObject({ status: "stopping" });
      // Over a connection that has closed: the probe is counted in flight until then.
      expect((await getToClose(port, "/healthz")).status).toBe(200);
      // The held request and this one.
      expect(metric((await get(port, "/metrics")).body.toString(), "http_requests_in_flight")).toBe(2);
      const refused = await get(port, `/api/v1/store/employee/${demo.sub}`, auth);
      expect([refused.status, JSON.parse(refused.body.toString()).message]).toEqual([503, SHUTTING_DOWN_MESSAGE]);
      expect(refused.headers["retry-after"]).toBe("5");

      // The rest of the body: the PDF is made in the worker pool, during the drain, and answered.
      pdf.release();
      const made = await pdf.answer;
      expect(made.status, made.body.toString()).toBe(200);
      const { data } = JSON.parse(made.body.toString()) as { data: string };
      expect(Buffer.from(data, "base64").subarray(0, 5).toString()).toBe("%PDF-");

      expect(await exited).toBe(0);
      const log = server.output();
      expect(log).toContain("SIGTERM received: taking no new requests, finishing 1 in flight");
      expect(log).toContain('"msg":"stopped"');
    } finally {
      if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
      dir.remove();
    }
  });

  it("exits 1 with a log line when requests are still in flight at the drain's bound", async () => {
    const testApp = await createTestApp();
    const { app } = testApp;
    const demo = await signIn(app, "demo@solerx.test", DEMO_PASSWORD);
    const errors = vi.spyOn(app.log, "error");
    await app.listen({ port: 0, host: "localhost" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    // A request whose body does not come until the test sends it.
    const held = heldPost(
      port,
      "/api/v1/profile/create/PDFInput",
      { authorization: `Bearer ${demo.accessToken}` },
      JSON.stringify({ sizeGender: "female" }),
    );
    held.answer.catch(() => {});
    await until(
      () => get(port, "/metrics"),
      (answer) => metric(answer.body.toString(), "http_requests_in_flight") >= 2,
    );

    let boundPasses: (() => void) | undefined;
    let bound: number | undefined;
    const exits: number[] = [];
    const stopped = stopGracefully(app, {
      signal: "SIGTERM",
      closeRest: async () => {},
      exit: (code) => exits.push(code),
      startTimer: (ms, fire) => {
        bound = ms;
        boundPasses = fire;
        return () => {};
      },
    });
    expect(bound).toBe(
      Math.max(HEAVY_WORK_LIMITS.pdfMs, HEAVY_WORK_LIMITS.scanMs, HEAVY_WORK_LIMITS.insoleMs) + 10_000,
    );
    expect(bound).toBe(drainLimitMs());
    expect(exits).toEqual([]);
    boundPasses?.();
    expect(exits).toEqual([1]);
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ inFlight: 1 }),
      `the drain did not finish within ${drainLimitMs() / 1000} s: 1 request(s) still in flight; exiting`,
    );
    held.release();
    await held.answer.catch(() => {});
    await stopped;
    await testApp.close();
  });
});
