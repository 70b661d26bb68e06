// A loopback HTTP proxy that breaks requests on purpose (issue 17 point 7): in front of the server, it drops
// requests, delays them, cuts a request mid-body (the server never sees it whole), cuts an answer mid-body or
// drops it after the server made the write (the client never learns it), all from a seeded random, so a failing
// run can be run again. Only the requests `faulted` picks are broken; everything else, and every request while
// faults are off, passes untouched. A server that is down (killed, restarting) is a closed connection, as a
// browser sees one.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { seededRandom } from "@solerx/geometry";

export interface FaultRates {
  /** Closed before anything reaches the server. */
  drop: number;
  /** Half the body reaches the server, then both connections close. */
  cutRequest: number;
  /** The server answers (the write is made), the client gets half the answer's body, then a closed connection. */
  cutAnswer: number;
  /** The server answers (the write is made), the client gets a closed connection and no answer. */
  dropAnswer: number;
  /** Held up to maxDelayMs before it goes on (whatever else happens to it). */
  delay: number;
}

export type FaultKind = "drop" | "cutRequest" | "cutAnswer" | "dropAnswer";

export interface FaultCounts {
  requests: number;
  /** Requests `faulted` picked while faults were on. */
  eligible: number;
  passed: number;
  delayed: number;
  drop: number;
  cutRequest: number;
  cutAnswer: number;
  dropAnswer: number;
  /** The server was not there (killed, restarting): the client got a closed connection. */
  serverDown: number;
}

export interface FaultProxyOptions {
  /** The loopback port to listen on. */
  port: number;
  /** The server's port on localhost. */
  targetPort: number;
  seed: number;
  rates: FaultRates;
  maxDelayMs: number;
  faulted(request: IncomingMessage): boolean;
}

export interface FaultProxy {
  url: string;
  counts: FaultCounts;
  /** Faults on or off (off: every request passes, as for the setup and the final reads). */
  setEnabled(enabled: boolean): void;
  stop(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const random = seededRandom(options.seed);
  const counts: FaultCounts = {
    requests: 0,
    eligible: 0,
    passed: 0,
    delayed: 0,
    drop: 0,
    cutRequest: 0,
    cutAnswer: 0,
    dropAnswer: 0,
    serverDown: 0,
  };
  let enabled = false;
  const sockets = new Set<Socket>();

  const pick = (): FaultKind | null => {
    let roll = random();
    for (const kind of ["drop", "cutRequest", "cutAnswer", "dropAnswer"] as const) {
      if (roll < options.rates[kind]) return kind;
      roll -= options.rates[kind];
    }
    return null;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    counts.requests += 1;
    const eligible = enabled && options.faulted(request);
    const fault = eligible ? pick() : null;
    if (eligible) {
      counts.eligible += 1;
      if (random() < options.rates.delay) {
        counts.delayed += 1;
        await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * options.maxDelayMs)));
      }
    }
    if (fault === "drop") {
      counts.drop += 1;
      request.socket.destroy();
      return;
    }
    const body = await readBody(request);
    const upstream = http.request({
      host: "127.0.0.1",
      port: options.targetPort,
      method: request.method,
      path: request.url,
      headers: request.headers,
      agent: false,
    });
    upstream.on("error", () => {
      if (fault === null) counts.serverDown += 1;
      request.socket.destroy();
    });
    if (fault === "cutRequest") {
      counts.cutRequest += 1;
      upstream.flushHeaders();
      upstream.write(body.subarray(0, Math.floor(body.length / 2)));
      // Give the half a moment on the wire, then close both sides: the server never has the whole body.
      setTimeout(() => {
        upstream.destroy();
        request.socket.destroy();
      }, 20);
      return;
    }
    upstream.on("response", async (answer) => {
      if (fault === "dropAnswer") {
        answer.resume();
        answer.on("end", () => {
          counts.dropAnswer += 1;
          request.socket.destroy();
        });
        return;
      }
      if (fault === "cutAnswer") {
        const full = await readBody(answer);
        counts.cutAnswer += 1;
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        response.write(full.subarray(0, Math.floor(full.length / 2)));
        response.once("drain", () => request.socket.destroy());
        setTimeout(() => request.socket.destroy(), 20);
        return;
      }
      counts.passed += 1;
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.end(body);
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => request.socket.destroy());
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    setEnabled: (on) => {
      enabled = on;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
