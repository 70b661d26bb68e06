// What a clinic's IT runs the server with (issue 17 point 9): /healthz (the process answers), /readyz (the
// database answers, its migrations are current, the blob store takes a file), Prometheus metrics at /metrics, and
// a request id on every answer, kept from the caller's X-Request-Id (the web app's error reports carry it) or made
// here, and written with every log line of the request.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { BlobStore } from "../blobs/blob-store";
import { type DatabaseHandle, pendingMigrations } from "../db/database";

export const REQUEST_ID_HEADER = "x-request-id";
/** A caller's request id is kept when it is a short plain token; anything else is replaced by one of ours. */
const CALLER_REQUEST_ID = /^[\w.-]{8,100}$/;

/** Fastify's genReqId: the caller's request id when it is a plain token, else a new one. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === "string" && CALLER_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Gauges a part of the server reports itself (a worker pool's queue), read when /metrics is scraped. */
export interface MetricsSource {
  name: string;
  help: string;
  read(): number;
}

export interface OperationsOptions {
  database: Pick<DatabaseHandle, "db" | "pool">;
  blobs: BlobStore;
  /** More gauges (worker pools …). */
  sources?: readonly MetricsSource[];
}

type CheckResult = "ok" | string;

async function check(run: () => Promise<CheckResult>): Promise<CheckResult> {
  try {
    return await run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export async function registerOperations(app: FastifyInstance, options: OperationsOptions): Promise<void> {
  const { database, blobs } = options;
  // Hooks with nothing to wait for take Fastify's callback, not a promise: each async hook is a promise and a
  // microtask on every request (issue 17 point 8).
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method, route and status",
    labelNames: ["method", "route", "status_code"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // Each series' child, kept: prom-client otherwise sorts and joins the labels on every observation (1.5% of a
  // small answer's CPU in the api-load profile). Bounded: routes times methods times the statuses they answer.
  const series = new Map<string, Histogram.Internal<"method" | "route" | "status_code">>();
  app.addHook("onResponse", (request, reply, done) => {
    // The route's pattern, never the raw URL: ids in paths would make a series per patient.
    const route = request.routeOptions.url ?? "unmatched";
    const key = `${reply.statusCode} ${request.method} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = durations.labels({ method: request.method, route, status_code: String(reply.statusCode) });
      series.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
  const pool = database.pool;
  if (pool) {
    const gauges = [
      ["db_pool_connections", "Database connections open", () => pool.totalCount],
      ["db_pool_idle_connections", "Database connections idle", () => pool.idleCount],
      ["db_pool_waiting_requests", "Queries waiting for a database connection", () => pool.waitingCount],
    ] as const;
    for (const [name, help, read] of gauges) addGauge(registry, { name, help, read });
  }
  for (const source of options.sources ?? []) addGauge(registry, source);

  const plain = { tags: ["system"], security: [] };
  app.get("/healthz", { schema: { ...plain, summary: "Liveness: the process answers" } }, async () => ({
    status: "ok",
  }));
  app.get(
    "/readyz",
    { schema: { ...plain, summary: "Readiness: database, migrations, blob store" } },
    async (_r, reply) => {
      const checks = {
        database: await check(async () => {
          await database.db.selectNoFrom((eb) => eb.val(1).as("one")).execute();
          return "ok";
        }),
        migrations: await check(async () => {
          const pending = await pendingMigrations(database.db);
          return pending.length === 0 ? "ok" : `pending: ${pending.join(", ")}`;
        }),
        blobs: await check(async () => {
          const key = `health/ready-${randomUUID()}`;
          await blobs.put(key, new Uint8Array([1]));
          await blobs.delete(key);
          return "ok";
        }),
      };
      const ready = Object.values(checks).every((result) => result === "ok");
      return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not ready", checks });
    },
  );
  app.get("/metrics", { schema: { ...plain, summary: "Prometheus metrics" } }, async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
}

function addGauge(registry: Registry, source: MetricsSource): void {
  new Gauge({
    name: source.name,
    help: source.help,
    registers: [registry],
    collect() {
      this.set(source.read());
    },
  });
}
