// The scanner agent's REST routes, behind the agents' one HTTP guard: the health check, the scan request of spec
// 000 §7 "Local scanner agent" (headers UUID, Content-Type, authorization; the AgentScanRequest body), and the
// mock scanner's control endpoint while the mock driver runs. Bad input answers 4xx with a reason, never throws.
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import {
  type AgentErrorResponse,
  type AgentHealth,
  AgentScanRequest,
  agentScanName,
  footOfAgentScan,
  MOCK_CONTROL_PATH,
  MockControl,
  type MockState,
  SCAN_ERRORS,
  SCANNER_AGENT_API,
} from "@solerx/domain/scan";
import { z } from "zod";
import { allowAppOrigin, checkRequest, type GuardPolicy } from "./http-guard";
import type { ScanService } from "./scan-service";
import { ScanError } from "./scanner-driver";

export interface RouteContext {
  policy: GuardPolicy;
  health: () => AgentHealth;
  scans: ScanService;
  /** Present only while the agent runs the mock scanner. */
  mock?: { state: () => MockState; control: (change: MockControl) => MockState };
}

/** A scan request's body is a few hundred bytes; anything far larger is not one. */
const MAX_BODY_BYTES = 16 * 1024;
const SCAN_PATH = new RegExp(`^${SCANNER_AGENT_API}/scanner/([^/]+)/scan$`);
const Uuid = z.uuid();

type Issue = { path: string; message: string };

class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly issues?: Issue[],
  ) {
    super(STATUS_CODES[status]);
  }
}

export async function handleHttp(request: IncomingMessage, response: ServerResponse, context: RouteContext) {
  try {
    await route(request, response, context);
  } catch (error) {
    if (error instanceof RequestError) {
      fail(response, error.status, { issues: error.issues });
      return;
    }
    fail(response, 500, {});
  }
}

async function route(request: IncomingMessage, response: ServerResponse, context: RouteContext) {
  const verdict = checkRequest(request, context.policy);
  if (!verdict.allowed) {
    fail(response, 403, { message: verdict.reason });
    return;
  }
  allowAppOrigin(response, verdict.appOrigin, {
    methods: "GET, POST, OPTIONS",
    headers: "authorization, content-type, uuid",
  });
  if (request.method === "OPTIONS") {
    response.writeHead(204).end();
    return;
  }
  const path = new URL(request.url ?? "/", "http://agent").pathname;

  if (request.method === "GET" && path === `${SCANNER_AGENT_API}/health`) {
    json(response, 200, context.health());
    return;
  }

  const scan = SCAN_PATH.exec(path);
  if (request.method === "POST" && scan) {
    await scanRoute(request, response, context, decodeURIComponent(scan[1] ?? ""));
    return;
  }

  if (context.mock && path === MOCK_CONTROL_PATH) {
    if (request.method === "GET") {
      json(response, 200, context.mock.state());
      return;
    }
    if (request.method === "POST") {
      const change = parse(MockControl, await readJson(request));
      json(response, 200, context.mock.control(change));
      return;
    }
  }
  fail(response, 404, {});
}

async function scanRoute(request: IncomingMessage, response: ServerResponse, context: RouteContext, deviceId: string) {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  if (!token) {
    fail(response, 401, { message: "A bearer token (the operator's) is needed to upload the scan" });
    return;
  }
  const uuid = String(request.headers.uuid ?? "");
  if (!Uuid.safeParse(uuid).success) throw new RequestError(400, [{ path: "UUID", message: "must be a UUID" }]);
  const body = parse(AgentScanRequest, await readJson(request));
  const name = agentScanName(footOfAgentScan(body));
  if (body.name !== name) {
    throw new RequestError(400, [{ path: "name", message: `must be ${name} for foot ${body.foot}` }]);
  }
  try {
    json(response, 200, await context.scans.scan({ uuid, deviceId, accessToken: token, request: body }));
  } catch (error) {
    if (!(error instanceof ScanError)) throw error;
    const { status, message } = SCAN_ERRORS[error.code];
    fail(response, status, { message, code: error.code });
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    request.resume();
    throw new RequestError(400, [{ path: "Content-Type", message: "must be application/json" }]);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new RequestError(413);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new RequestError(400, [{ path: "", message: "the body is not JSON" }]);
  }
}

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new RequestError(
    400,
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })),
  );
}

function fail(response: ServerResponse, status: number, extra: Partial<AgentErrorResponse>): void {
  const error = STATUS_CODES[status] ?? "Error";
  const body: AgentErrorResponse = { statusCode: status, error, message: extra.message ?? error };
  if (extra.code) body.code = extra.code;
  if (extra.issues) body.issues = extra.issues;
  if (response.headersSent) {
    response.destroy();
    return;
  }
  json(response, status, body);
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}
