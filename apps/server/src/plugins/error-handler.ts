// One error handler for the whole server: schema failures become 400 (or the route's declared status) with the
// failing fields, HttpError becomes its status and the spec's message, and anything else becomes a 5xx whose
// details are logged, never sent. Heavy work the worker pool refused or stopped is 503 with its message.
import { API_ERROR_MESSAGES } from "@solerx/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type ErrorResponse, errorBody, HttpError } from "../errors";
import { PoolError } from "../workers/pool";

/** Seconds a client is asked to wait after the heavy-work pool refused or stopped its job. */
const POOL_RETRY_AFTER_SECONDS = 5;

function validationIssues(error: FastifyError): NonNullable<ErrorResponse["issues"]> {
  const context = error.validationContext ?? "request";
  return (error.validation ?? []).map((issue) => ({
    path: `${context}${issue.instancePath.replaceAll("/", ".")}`.replace(/\.$/, ""),
    message: issue.message ?? "is invalid",
  }));
}

/** The spec's message of the route's call for this status, when the catalogue has one; the fallback otherwise. */
export function messageFor(request: FastifyRequest, status: number, fallback: string): string {
  const endpoint = request.routeOptions.config.endpoint;
  const own: Readonly<Record<number, string>> | undefined = endpoint ? API_ERROR_MESSAGES[endpoint] : undefined;
  return own?.[status] ?? fallback;
}

export interface ErrorHandling {
  /** The text of a 5xx the spec gives no message for on the route's call (the default "Internal Server Error"). */
  serverError?: string;
}

export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  handling: ErrorHandling = {},
) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const status = request.routeOptions.config.validationStatus ?? 400;
    const issues = validationIssues(error);
    const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
    return reply.code(status).send(errorBody(status, messageFor(request, status, summary), issues));
  }
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
  }
  if (error instanceof PoolError) {
    // Heavy work over its time limit or beyond the queue (workers/pool.ts): the server is well, the job is not done.
    request.log.warn({ err: error }, "heavy work refused or stopped");
    reply.header("retry-after", String(POOL_RETRY_AFTER_SECONDS));
    return reply.code(503).send(errorBody(503, error.message));
  }
  const status = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 500;
  if (status < 500) {
    // Fastify's own client errors (malformed JSON, empty body, wrong content type, rate limit) explain themselves.
    return reply.code(status).send(errorBody(status, messageFor(request, status, error.message)));
  }
  request.log.error({ err: error }, "request failed");
  const fallback = handling.serverError ?? "Internal Server Error";
  return reply.code(status).send(errorBody(status, messageFor(request, status, fallback)));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}
