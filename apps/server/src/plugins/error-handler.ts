// The one error handler of the server: a request that fails its schema is 400 (or the route's declared status)
// with the failing fields; a DomainError, thrown anywhere (a route, the access checks, the data layer), is its
// status, message and issues; heavy work the worker pool refused or stopped is 503 with its message; anything else
// becomes a 5xx whose details are logged, never sent. What a route changes of it, it says in its config
// (errors.ts RouteErrorSettings), never with an error handler of its own.
import { API_ERROR_MESSAGES } from "@solerx/domain/common";
import { DomainError, type ErrorIssue, errorBody } from "@solerx/domain/errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { PoolError } from "../workers/pool";

/** Seconds a client is asked to wait after the heavy-work pool refused or stopped its job. */
const POOL_RETRY_AFTER_SECONDS = 5;

function validationIssues(error: FastifyError): ErrorIssue[] {
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

function answerInvalid(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const config = request.routeOptions.config;
  const issues = validationIssues(error);
  const ruleMessages = config.ruleMessages ?? [];
  const rule = ruleMessages.find((message) => issues.some((issue) => issue.message === message));
  if (rule !== undefined) {
    return reply.code(400).send(
      errorBody(
        400,
        rule,
        issues.filter((issue) => issue.message === rule),
      ),
    );
  }
  const status = config.validationStatus ?? 400;
  const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
  return reply.code(status).send(errorBody(status, messageFor(request, status, summary), issues));
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) return answerInvalid(error, request, reply);
  if (error instanceof DomainError) {
    const message = error.callsOwn ? messageFor(request, error.statusCode, error.message) : error.message;
    return reply.code(error.statusCode).send(errorBody(error.statusCode, message, error.issues));
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
  const fallback = request.routeOptions.config.serverError ?? "Internal Server Error";
  return reply.code(status).send(errorBody(status, messageFor(request, status, fallback)));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}
