// The one domain error class, and the shape every error answer of the API has.
import { type ApiEndpoint, apiErrorMessage, HTTP_STATUS_TEXTS } from "@solerx/domain";
import { z } from "zod";

/** Thrown by handlers and helpers; the error handler answers with its status and message (the spec's words). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }

  /** The error with the spec's message of `endpoint` for `status`. */
  static of(endpoint: ApiEndpoint, status: number): HttpError {
    return new HttpError(status, apiErrorMessage(endpoint, status));
  }
}

export const ErrorResponse = z.object({
  statusCode: z.number().int(),
  /** The status text: "Bad Request", "Forbidden" ... */
  error: z.string(),
  /** The spec's message for this call and status, or a readable reason. */
  message: z.string(),
  /** Validation errors: which field failed and why. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

const REASON_PHRASES: Readonly<Record<number, string>> = {
  ...HTTP_STATUS_TEXTS,
  405: "Method Not Allowed",
  409: "Conflict",
  412: "Precondition Failed",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
};

export function statusText(status: number): string {
  return REASON_PHRASES[status] ?? (status >= 500 ? "Internal Server Error" : "Error");
}

export function errorBody(status: number, message: string, issues?: ErrorResponse["issues"]): ErrorResponse {
  return { statusCode: status, error: statusText(status), message, ...(issues ? { issues } : {}) };
}

/** The error answers every API route documents (the success answers are each route's own). */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse]));
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Which entry of the spec's error catalogue (API_ERROR_MESSAGES) this route's errors use. */
    endpoint?: ApiEndpoint;
    /** Status of a request that fails its schema: 400 unless the spec names another (create patient: 422). */
    validationStatus?: number;
  }
}
