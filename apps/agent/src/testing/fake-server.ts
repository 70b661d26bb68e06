// A real small HTTP server standing in for the SoleRx server in the agent's tests: the session and medical
// profile reads (the patient's shoe size) and the three calls of the scan upload flow, each recorded with its
// authorization header, and each able to fail on demand.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Buffer;
}

export interface FakeServer {
  url: string;
  calls: RecordedCall[];
  /** The bytes PUT for each measurementID. */
  files: Map<string, Buffer>;
  completed: Set<string>;
  /** Steps answering this status instead: "upload_url", "put", "complete_upload". */
  failing: Map<string, number>;
  patientUserID: string;
  medicalProfile: Record<string, unknown> | null;
  close(): Promise<void>;
}

export async function startFakeServer(): Promise<FakeServer> {
  const state = {
    calls: [] as RecordedCall[],
    files: new Map<string, Buffer>(),
    completed: new Set<string>(),
    failing: new Map<string, number>(),
    patientUserID: randomUUID(),
    medicalProfile: {
      leftShoeSize: 9.5,
      leftGenderShoeSize: "WOMEN'S",
      rightShoeSize: 10,
      rightGenderShoeSize: "WOMEN'S",
    } as Record<string, unknown> | null,
  };
  let base = "";

  const server = createServer(async (request, response) => {
    const body = await read(request);
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    const method = request.method ?? "GET";
    state.calls.push({
      method,
      path,
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      body,
    });
    const send = (status: number, value?: unknown) =>
      response
        .writeHead(status, { "content-type": "application/json" })
        .end(value === undefined ? "" : JSON.stringify(value));
    const step = stepOf(method, path);
    const failure = step && state.failing.get(step);
    if (failure) return send(failure, { statusCode: failure, error: "Failed", message: `${step} told to fail` });

    let match = /^\/api\/v1\/profile\/session\/([^/]+)$/.exec(path);
    if (method === "GET" && match) {
      return send(200, {
        sessionID: match[1],
        owners: [{ type: "USER", id: state.patientUserID }],
        sessionsStatuses: ["SESSION_CREATED"],
      });
    }
    match = /^\/api\/v1\/profile\/user\/([^/]+)\/fitStationMedicalProfile$/.exec(path);
    if (method === "GET" && match) {
      if (match[1] !== state.patientUserID) return send(404);
      return send(200, { medicalProfile: state.medicalProfile, version: 1 });
    }
    if (method === "POST" && path === "/api/v1/agent/scans/file/upload_url") {
      const measurementID = randomUUID();
      return send(200, {
        measurementID,
        url: `${base}/blob/${measurementID}?signature=test`,
        method: "PUT",
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
        maxBytes: 50_000_000,
      });
    }
    match = /^\/blob\/([^/]+)$/.exec(path);
    if (method === "PUT" && match) {
      state.files.set(match[1] ?? "", body);
      return send(200);
    }
    match = /^\/api\/v1\/agent\/scans\/file\/([^/]+)\/complete_upload$/.exec(path);
    if (method === "PATCH" && match) {
      const file = state.files.get(match[1] ?? "");
      if (!file) return send(412, { message: "Precondition Failed file was not uploaded" });
      // Like the real server: a file that is not Draco is refused.
      if (file.subarray(0, 5).toString("latin1") !== "DRACO") return send(422, { message: "not a Draco file" });
      state.completed.add(match[1] ?? "");
      return send(200, { measurementID: match[1], isComplete: true });
    }
    if (path.startsWith("/api/v1/agent/telemetry/")) return send(200, { guid: "stored" });
    send(404);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(state, {
    url: base,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

function stepOf(method: string, path: string): string | undefined {
  if (method === "POST" && path.endsWith("/upload_url")) return "upload_url";
  if (method === "PUT" && path.startsWith("/blob/")) return "put";
  if (method === "PATCH" && path.endsWith("/complete_upload")) return "complete_upload";
  return undefined;
}

async function read(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
