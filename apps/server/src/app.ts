// The server as one Fastify instance: database, security headers, API docs, the OpenID provider at /oauth, the
// API at /api/v1, the USB agent download and the web app. Tests build it and call app.inject; main.ts builds it and
// listens.
import { INPUT_LIMITS } from "@solerx/domain/common";
import Fastify, { type FastifyContextConfig, type FastifyInstance, type FastifySchema } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { createBlobStore, LocalBlobStore, S3BlobStore } from "./blobs/index";
import { BLOB_SWEEP_INTERVAL_MS, sweepOrphanBlobs } from "./blobs/orphans";
import { localBlobRoutes } from "./blobs/routes";
import { oauthUrls, type ServerConfig } from "./config";
import { uploadKeyState } from "./db/blob-owners";
import { type DatabaseHandle, migrateToLatest, openDatabase, refreshStatistics } from "./db/database";
import { purgeExpiredOidcPayloads } from "./oidc/adapter";
import { registerOidc } from "./oidc/index";
import { AccessCache } from "./plugins/access-cache";
import { createAccessTokenVerifier, requireAccessToken } from "./plugins/auth";
import { registerCompression } from "./plugins/compression";
import { registerDocs } from "./plugins/docs";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerJsonBounds } from "./plugins/json-bounds";
import { type MetricsSource, registerOperations, requestIdOf } from "./plugins/operations";
import { registerSecurity } from "./plugins/security";
import { keptSerializerCompiler } from "./plugins/serializer";
import { databaseLookups, registerTenancy } from "./plugins/tenancy";
import { registerWebApp } from "./plugins/web-app";
import { type RetentionJobOptions, retentionJob } from "./retention/job";
import { auditRoutes } from "./routes/audit/index";
import { designRoutes } from "./routes/design/index";
import { downloadRoutes } from "./routes/downloads";
import { labRoutes } from "./routes/lab/index";
import { legalRoutes } from "./routes/legal/eula";
import { orderRoutes } from "./routes/order/index";
import { pdfRoutes } from "./routes/pdf/index";
import { profileRoutes } from "./routes/profile/index";
import { savedRxRoutes } from "./routes/savedrx/index";
import { agentScanRoutes } from "./routes/scans/agent";
import { biometricRoutes } from "./routes/scans/biometric";
import { storeRoutes } from "./routes/store/index";
import { systemRoutes } from "./routes/system";
import { telemetryRoutes } from "./routes/telemetry/index";
import { seedDemoData } from "./seed";
import { registerDraining } from "./shutdown";
import { heavyWorkStats } from "./workers/heavy-work";

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's schema and config, so the tenancy walk can fill its query and body and read its scope. */
  schema: FastifySchema | undefined;
  config: FastifyContextConfig | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route the app registered, so tests can walk all of them (e.g. every /api/v1 route needs a token). */
    routeTable: readonly RouteEntry[];
  }
}

export interface BuildOptions {
  /** An already-open database; the app then leaves closing it to the caller. Otherwise it opens (and closes) its own. */
  database?: DatabaseHandle;
  /** The retention job's clock and timer (tests move them; retention/job.ts). */
  retention?: Pick<RetentionJobOptions, "now" | "startTimer">;
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** The heavy-work pool's queue (PDFs, scans, insoles), as /metrics reports it. */
const HEAVY_WORK_METRICS: readonly MetricsSource[] = [
  { name: "heavy_work_running", help: "Heavy jobs running in the worker pool", read: () => heavyWorkStats().running },
  { name: "heavy_work_queued", help: "Heavy jobs waiting for a worker", read: () => heavyWorkStats().queued },
  {
    name: "heavy_work_timed_out",
    help: "Heavy jobs stopped at their time limit since start",
    read: () => heavyWorkStats().timedOut,
  },
];

export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(config));
  const ownsDatabase = options.database === undefined;
  const app = Fastify({
    logger: { level: config.logLevel },
    // Every answer and log line carries the request's id (plugins/operations.ts); the caller's, when it sent one.
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Every JSON body (issue 17; routes taking files set their own limit).
    bodyLimit: INPUT_LIMITS.jsonMaxBodyBytes,
    // Behind a TLS-terminating load balancer (an https PUBLIC_URL), the client address comes from X-Forwarded-For.
    trustProxy: config.publicUrl.startsWith("https:"),
  });
  try {
    const { db } = database;
    await migrateToLatest(db);
    if (config.seedDemoData && (await seedDemoData(db))) app.log.info("demo data created");
    if (database.kind === "pglite") await refreshStatistics(db);
    const blobs = await createBlobStore(config, db);
    const routeTable: RouteEntry[] = [];
    app.decorate("routeTable", routeTable);
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) {
        routeTable.push({ method, url: route.url, schema: route.schema, config: route.config });
      }
    });

    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(keptSerializerCompiler);
    // First of the hooks, so every route has it: a stopping server finishes what it has and takes nothing new.
    registerDraining(app);
    registerErrorHandler(app);
    await registerSecurity(app, config, blobs.externalOrigin);
    await registerCompression(app);
    await registerDocs(app, config);

    const inFlight: MetricsSource = {
      name: "http_requests_in_flight",
      help: "Requests received and not yet answered (a stopping server drains them: shutdown.ts)",
      read: () => app.draining.inFlight,
    };
    await registerOperations(app, { database, blobs, sources: [...HEAVY_WORK_METRICS, inFlight] });
    await app.register(systemRoutes, { config });
    await app.register(legalRoutes, { config });
    await app.register(downloadRoutes, { agentPackage: config.agentPackage });
    await registerOidc(app, { db, config });
    // The local store's signed addresses (S3 serves its own).
    if (blobs instanceof LocalBlobStore) {
      await app.register(localBlobRoutes, { store: blobs, uploadKeyState: (key) => uploadKeyState(db, key) });
    }

    const { issuer, apiResource } = oauthUrls(config);
    const verifyAccessToken = createAccessTokenVerifier(db, { issuer, audience: apiResource });
    const accessCache = new AccessCache(database.accessChanges);
    await app.register(
      async (api) => {
        requireAccessToken(api, db, verifyAccessToken, blobs, accessCache);
        registerTenancy(api, databaseLookups(db, database.accessChanges));
        registerJsonBounds(api);
        // Routes get no database: each request's scoped repository (request.repo) is their only way to data.
        await api.register(storeRoutes, { prefix: "/store" });
        await api.register(profileRoutes, { prefix: "/profile" });
        await api.register(pdfRoutes, { prefix: "/profile", blobs });
        await api.register(auditRoutes, { prefix: "/audit" });
        await api.register(agentScanRoutes, { prefix: "/agent/scans", blobs });
        await api.register(telemetryRoutes, { prefix: "/agent/telemetry" });
        await api.register(biometricRoutes, { prefix: "/biometric/scans", blobs });
        await api.register(savedRxRoutes, { prefix: "/savedrx" });
        await api.register(orderRoutes, { prefix: "/order", blobs });
        await api.register(labRoutes, { prefix: "/lab", blobs });
        await api.register(designRoutes, { prefix: "/design", blobs });
      },
      { prefix: "/api/v1" },
    );

    await registerWebApp(app, config.webDist);

    // Expired provider rows are never read (the adapter filters them); this keeps the table small.
    const purge = () =>
      purgeExpiredOidcPayloads(db).catch((error: unknown) => app.log.warn({ err: error }, "purge failed"));
    const purgeTimer = setInterval(purge, PURGE_INTERVAL_MS).unref();
    // Files no row owns go at start (a killed upload's part file) and daily (blobs/orphans.ts).
    const sweep = (atStart: boolean) =>
      sweepOrphanBlobs(db, blobs, { now: new Date(), atStart })
        .then((removed) => {
          if (removed.length > 0) app.log.info({ removed: removed.length }, "orphan files removed");
        })
        .catch((error: unknown) => app.log.warn({ err: error }, "orphan file sweep failed"));
    const sweepTimer = setInterval(() => sweep(false), BLOB_SWEEP_INTERVAL_MS).unref();
    let startSweep: Promise<void> | undefined;
    // The privacy policy's retention: patients blocked, then purged, daily (retention/).
    const retention = retentionJob({ db, blobs, log: app.log, ...options.retention });
    app.addHook("onReady", async () => {
      retention.start();
      await purge();
      // Not awaited: listing a large store must not hold up the start; closing waits for it. Its listing is taken
      // here, before the server listens, so no upload begun after the start is in it.
      startSweep = sweep(true);
    });
    app.addHook("onClose", async () => {
      await startSweep;
      await retention.stop();
      clearInterval(purgeTimer);
      clearInterval(sweepTimer);
      if (blobs instanceof S3BlobStore) blobs.close();
      if (ownsDatabase) await database.close();
    });
    return app;
  } catch (error) {
    await app.close().catch(() => {});
    if (ownsDatabase) await database.close().catch(() => {});
    throw error;
  }
}
