// The one error model of the API (issue 18): the error anything on the server throws (a route, the access checks,
// the data layer), and the one shape of every error answer, which the server documents and sends and the web
// parses. Which catalogue text a call answers is the spec's (common/messages API_ERROR_MESSAGES).
import { z } from "zod";
import { type ApiEndpoint, apiErrorMessage, HTTP_STATUS_TEXTS, STANDARD_REASON_PHRASES } from "../common";

/** One field that failed and why: "body.firstName", "querystring.limit"; "" for the body as a whole. */
export const ErrorIssue = z.object({ path: z.string(), message: z.string() });
export type ErrorIssue = z.infer<typeof ErrorIssue>;

/** Every error answer of the API. */
export const ErrorResponse = z.object({
  statusCode: z.number().int(),
  /** The status text: "Bad Request", "Forbidden" ... */
  error: z.string(),
  /** The spec's message for this call and status, or a readable reason. */
  message: z.string(),
  /** Which fields failed and why (a body that fails its schema, an order that cannot be placed). */
  issues: z.array(ErrorIssue).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** The reason phrase of a status; the answers' `error`. */
const REASON_PHRASES: Readonly<Record<number, string>> = {
  ...HTTP_STATUS_TEXTS,
  ...STANDARD_REASON_PHRASES,
  405: "Method Not Allowed",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
};

export function statusText(status: number): string {
  return REASON_PHRASES[status] ?? (status >= 500 ? "Internal Server Error" : "Error");
}

/** The error answer of `status` with `message` (and the failing fields). */
export function errorBody(status: number, message: string, issues?: readonly ErrorIssue[]): ErrorResponse {
  return { statusCode: status, error: statusText(status), message, ...(issues ? { issues: [...issues] } : {}) };
}

export interface DomainErrorDetails {
  /** The catalogue entry the message comes from (API_ERROR_MESSAGES), when it is the spec's. */
  endpoint?: ApiEndpoint | undefined;
  issues?: readonly ErrorIssue[] | undefined;
  /**
   * The message is the failing call's own catalogue text for the status when the call has one (the error handler
   * knows the call), and this error's message otherwise: thrown where the call is not known (the data layer).
   */
  callsOwn?: boolean;
}

/** A refusal with its status and message: the server's error handler answers it as errorBody. */
export class DomainError extends Error {
  readonly endpoint: ApiEndpoint | undefined;
  readonly issues: readonly ErrorIssue[] | undefined;
  readonly callsOwn: boolean;

  constructor(
    /** The HTTP status it answers (statusCode, as Fastify and the answer name it). */
    readonly statusCode: number,
    message: string,
    details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.endpoint = details.endpoint;
    this.issues = details.issues;
    this.callsOwn = details.callsOwn ?? false;
  }

  /** The spec's message of `endpoint` for `status`. */
  static of(endpoint: ApiEndpoint, status: number, issues?: readonly ErrorIssue[]): DomainError {
    return new DomainError(status, apiErrorMessage(endpoint, status), { endpoint, issues });
  }

  /** The failing call's own message for `status`, else the one of `fallback` (DomainErrorDetails.callsOwn). */
  static ofCall(status: number, fallback: ApiEndpoint): DomainError {
    return new DomainError(status, apiErrorMessage(fallback, status), { endpoint: fallback, callsOwn: true });
  }
}
