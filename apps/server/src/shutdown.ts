// Graceful shutdown (issue 17 point 9): on SIGTERM or SIGINT the server drains before it stops.
//   1. It takes no new work: /readyz answers 503 (a load balancer takes the replica out), /healthz still 200
//      (the process is alive, no orchestrator should kill it for being slow to stop), /metrics as usual (the
//      requests in flight show there), and any other request is
//      answered 503 with Retry-After and Connection: close, so a client or load balancer retries elsewhere.
//   2. Requests in flight finish and get their answer, a PDF or scan in the worker pool included: the pool stays
//      open until the last one has answered.
//   3. Then the listener, the database and the blob store close (app.close), the worker pool closes, and the
//      process exits 0.
// The drain is bounded (DRAIN_LIMIT_MS: the longest heavy-work time limit plus 10 s, so a job that runs to its own
// limit still gets its 503 out): past it the server logs what was still running and exits 1.
// registerDraining is part of every app (app.ts: its hooks must be the first, so every route has them); main.ts
// calls stopGracefully on a signal.
import type { FastifyInstance } from "fastify";
import { HEAVY_WORK_LIMITS } from "./workers/heavy-work";

/** Answered during the drain: liveness and metrics as usual (the drain shows in them), readiness as "stopping". */
const PROBES = new Set(["/healthz", "/readyz", "/metrics"]);
export const SHUTTING_DOWN_MESSAGE = "The server is shutting down; try again";
const RETRY_AFTER_SECONDS = 5;

/** The bound on a drain: a heavy job at its own time limit still answers within it. */
export function drainLimitMs(): number {
  return Math.max(...Object.values(HEAVY_WORK_LIMITS)) + 10_000;
}

/** What the app knows of its drain: started or not, and the requests still in flight. */
export interface Draining {
  readonly started: boolean;
  readonly inFlight: number;
  /** Refuses new work from now on. */
  start(): void;
  /** Resolves when no request is in flight (at once when none is). */
  idle(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    draining: Draining;
  }
}

function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query < 0 ? url : url.slice(0, query);
}

/** Counts requests in flight and refuses new work once the drain has started. */
export function registerDraining(app: FastifyInstance): void {
  let started = false;
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  const settle = () => {
    if (inFlight > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  const draining: Draining = {
    get started() {
      return started;
    },
    get inFlight() {
      return inFlight;
    },
    start() {
      started = true;
    },
    idle() {
      return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
  };
  app.decorate("draining", draining);
  // Fastify's callback form (nothing here waits): an async hook is a promise on every request. An answer sent
  // here ends the request: done is not called.
  app.addHook("onRequest", (request, reply, done) => {
    const path = pathOf(request.url);
    if (started && !PROBES.has(path)) {
      reply.header("connection", "close").header("retry-after", String(RETRY_AFTER_SECONDS));
      reply.code(503).send({ message: SHUTTING_DOWN_MESSAGE });
      return;
    }
    if (started && path === "/readyz") {
      reply.code(503).send({ status: "stopping", checks: { shutdown: "draining requests in flight" } });
      return;
    }
    // In flight until its answer is sent or its connection is gone, whichever comes first; a probe during the
    // drain is one too, and ends in a moment.
    inFlight++;
    reply.raw.once("close", () => {
      inFlight--;
      settle();
    });
    done();
  });
}

export interface StopOptions {
  signal: string;
  /** Closes what the app does not own (the heavy-work pool, the DATA_DIR lock), after the app has closed. */
  closeRest: () => Promise<void>;
  exit: (code: number) => void;
  /** The bound on the whole stop (drainLimitMs() by default). */
  limitMs?: number;
  /** A timer, replaceable by a test's clock; answers a function that cancels it. */
  startTimer?: (ms: number, fire: () => void) => () => void;
}

const realTimer = (ms: number, fire: () => void) => {
  const timer = setTimeout(fire, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/** Drains the app, closes it and what else the process holds, and exits: 0 when all went well, else 1. */
export async function stopGracefully(app: FastifyInstance, options: StopOptions): Promise<void> {
  const limitMs = options.limitMs ?? drainLimitMs();
  const startTimer = options.startTimer ?? realTimer;
  let exited = false;
  const exit = (code: number) => {
    if (exited) return;
    exited = true;
    cancel();
    options.exit(code);
  };
  const cancel = startTimer(limitMs, () => {
    app.log.error(
      { inFlight: app.draining.inFlight, limitMs },
      `the drain did not finish within ${limitMs / 1000} s: ${app.draining.inFlight} request(s) still in flight; exiting`,
    );
    exit(1);
  });
  app.draining.start();
  app.log.info(
    { signal: options.signal, inFlight: app.draining.inFlight, limitMs },
    `${options.signal} received: taking no new requests, finishing ${app.draining.inFlight} in flight`,
  );
  try {
    await app.draining.idle();
    if (exited) return;
    app.log.info("requests in flight finished; closing");
    await app.close();
    await options.closeRest();
    if (exited) return;
    app.log.info("stopped");
    exit(0);
  } catch (error) {
    app.log.error({ err: error }, "stop failed");
    exit(1);
  }
}
