// /api/v1/agent/telemetry (spec 000 §7 "Agent telemetry", §8): the scanner agent registers its devices under its
// group (a site: the store it reports for, its SendTelemetryData site_id), reads the group's manifest, and
// reports scan attempts and events. Each error answers the spec's text for its call (a failing database too:
// the error handler reads getManifest's and postTelemetryScan's 500 texts from the route's endpoint).

import { DomainError } from "@solerx/domain/errors";
import {
  PutTelemetryDeviceRequest,
  TELEMETRY_EVENT_NAMES,
  TelemetryDevice,
  TelemetryEntities,
  TelemetryEntitiesQuery,
  TelemetryEvent,
  TelemetryGroupParams,
  TelemetryManifest,
  TelemetryScan,
  TelemetryStored,
} from "@solerx/domain/scan";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { repoOf } from "../../access/index";
import type { RecordOutcome } from "../../areas/telemetry/index";
import { errorResponses } from "../../errors";

const TAGS = ["telemetry"];
const KNOWN_EVENTS: ReadonlySet<string> = new Set(TELEMETRY_EVENT_NAMES);

export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered before the routes that need a device, so a group's first device can be put before its scans.
  app.put(
    "/devices",
    {
      config: {
        endpoint: "putTelemetryDevice",
        validationStatus: 422,
        tenancy: { kind: "store", id: { body: "groupID" } },
      },
      schema: {
        tags: TAGS,
        summary: "Registers a device of the group (with device) or updates a known one; the manifest moves on",
        body: PutTelemetryDeviceRequest,
        response: { 200: TelemetryDevice, ...errorResponses(401, 403, 404, 422, 500) },
      },
    },
    async (request) => {
      const outcome = await repoOf(request).telemetry.putDevice(request.body);
      if (outcome === "unknownDevice") throw DomainError.of("putTelemetryDevice", 404);
      if (outcome === "unknownGroup") throw DomainError.of("putTelemetryDevice", 403);
      return outcome.device;
    },
  );

  app.get(
    "/:groupID/getManifest",
    {
      config: {
        endpoint: "getManifest",
        validationStatus: 422,
        tenancy: { kind: "store", id: { param: "groupID" }, notFound: "getManifest" },
      },
      schema: {
        tags: TAGS,
        summary: "The group's telemetry manifest: what its agents report, how often, and its devices",
        params: TelemetryGroupParams,
        response: { 200: TelemetryManifest, ...errorResponses(401, 403, 404, 422, 500) },
      },
    },
    async (request) => {
      const manifest = await repoOf(request).telemetry.manifest(request.params.groupID);
      if (!manifest) throw DomainError.of("getManifest", 404);
      return manifest;
    },
  );

  const stored = (outcome: RecordOutcome, endpoint: "postTelemetryScan" | "postTelemetryEvent") => {
    if (outcome === "duplicate") throw DomainError.of(endpoint, 409);
    if (outcome === "unknownDevice") throw DomainError.of("postTelemetryScan", 404);
    if (outcome === "unknownGroup") throw DomainError.of(endpoint, 403);
  };

  app.post(
    "/scans",
    {
      config: {
        endpoint: "postTelemetryScan",
        validationStatus: 422,
        tenancy: { kind: "store", id: { body: "groupID" } },
      },
      schema: {
        tags: TAGS,
        summary: "Records a scan attempt of a registered device; a GUID is accepted once",
        body: TelemetryScan,
        response: { 201: TelemetryStored, ...errorResponses(401, 403, 404, 409, 422, 500) },
      },
    },
    async (request, reply) => {
      stored(await repoOf(request).telemetry.recordScan(request.body), "postTelemetryScan");
      return reply.code(201).send({ guid: request.body.guid });
    },
  );

  app.post(
    "/events",
    {
      config: {
        endpoint: "postTelemetryEvent",
        validationStatus: 422,
        tenancy: { kind: "store", id: { body: "groupID" } },
      },
      schema: {
        tags: TAGS,
        summary: "Records an agent event; an unknown event name is 404, a GUID is accepted once",
        description: `Known events: ${TELEMETRY_EVENT_NAMES.join(", ")}.`,
        body: TelemetryEvent,
        response: { 201: TelemetryStored, ...errorResponses(401, 403, 404, 409, 422, 500) },
      },
    },
    async (request, reply) => {
      if (!KNOWN_EVENTS.has(request.body.event)) throw DomainError.of("postTelemetryEvent", 404);
      stored(await repoOf(request).telemetry.recordEvent(request.body), "postTelemetryEvent");
      return reply.code(201).send({ guid: request.body.guid });
    },
  );

  app.get(
    "/entities/get",
    {
      config: { tenancy: { kind: "store", id: { query: "groupID" } } },
      schema: {
        tags: TAGS,
        summary: "The group's devices and its latest scan attempts and events (newest first, limit each)",
        querystring: TelemetryEntitiesQuery,
        response: { 200: TelemetryEntities, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => repoOf(request).telemetry.entities(request.query.groupID, request.query.limit),
  );
};
