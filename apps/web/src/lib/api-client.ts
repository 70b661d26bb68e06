// THE client of every HTTP call the app makes: the API under /api/v1 with the bearer token, and the few calls
// outside it (settings, the identity provider). Every response is parsed with the zod schema the call names, and
// every failure becomes an ApiError carrying the spec's text (spec 000 §8 "Default HTTP texts"); an error answer is
// read with the domain's ErrorResponse.
import {
  API_ERROR_MESSAGES,
  genericErrorText,
  HTTP_STATUS_TEXTS,
  LAB_MESSAGES,
  PATIENT_HAS_ORDERS_MESSAGE,
  REQUEST_ABORTED,
  STALE_RECORD_MESSAGE,
  VALIDATION_MESSAGES,
} from "@solerx/domain/common";
import { type ErrorIssue, ErrorResponse } from "@solerx/domain/errors";
import type { z } from "zod";
import { parseJsonWith } from "./json";
import { trackWait } from "./long-waits";

export const API_BASE = "/api/v1";

export type ApiErrorKind = "http" | "aborted" | "network" | "invalid-response";

/**
 * Messages the server may send that the app shows as they are (spec 000 §8, spec 001 §8, §5), our two of the
 * patient record (a stale write, 412; a patient with an order that cannot be deleted, 409) and the lab's refusals.
 */
const KNOWN_SERVER_MESSAGES: ReadonlySet<string> = new Set<string>([
  ...Object.values(API_ERROR_MESSAGES).flatMap((byStatus) => Object.values(byStatus) as string[]),
  ...Object.values(VALIDATION_MESSAGES),
  STALE_RECORD_MESSAGE,
  PATIENT_HAS_ORDERS_MESSAGE,
  ...Object.values(LAB_MESSAGES),
]);

export function isKnownServerMessage(message: string): boolean {
  return KNOWN_SERVER_MESSAGES.has(message);
}

/** The spec's default text of a non-OK status: "404 Not Found", or the generic text for other statuses. */
export function defaultHttpText(status: number, statusText: string, body: string): string {
  const text = HTTP_STATUS_TEXTS[status];
  return text ? `${status} ${text}` : genericErrorText(status, statusText, body);
}

/**
 * What the app reads of an error answer (the domain's ErrorResponse): its message and failing fields. The status
 * and its text come with the answer itself, so a body without them (a proxy's, another server's) still speaks.
 */
const ErrorAnswer = ErrorResponse.pick({ message: true, issues: true });

/** The message and issues of an error body `{ statusCode, error, message, issues? }`, if it is one. */
export function serverErrorOf(body: string): Pick<ErrorResponse, "message" | "issues"> | null {
  const answer = parseJsonWith(ErrorAnswer, body);
  return answer && answer.message.trim() !== "" ? answer : null;
}

export interface HttpErrorDescription {
  /** What the app shows: the server's message when it is one the spec knows, else the default text. */
  message: string;
  defaultText: string;
  serverMessage: string | null;
  /** The fields the server said failed, and why. */
  issues?: readonly ErrorIssue[];
}

export function describeHttpError(status: number, statusText: string, body: string): HttpErrorDescription {
  const defaultText = defaultHttpText(status, statusText, body);
  const answer = serverErrorOf(body);
  const serverMessage = answer?.message ?? null;
  const message = serverMessage !== null && isKnownServerMessage(serverMessage) ? serverMessage : defaultText;
  return { message, defaultText, serverMessage, ...(answer?.issues ? { issues: answer.issues } : {}) };
}

export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    message: string,
    /** The spec's default text for this failure. */
    readonly defaultText: string,
    /** The server's own `message`, known to the spec or not. */
    readonly serverMessage: string | null = null,
    /** The raw response body, when there was one. */
    readonly body: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** The id the server logged the request under (its X-Request-Id), for an error report to name. */
  requestId: string | null = null;

  /** The fields the server said failed, and why (a body that failed its schema, an order it could not place). */
  issues: readonly ErrorIssue[] = [];

  static fromResponse(status: number, statusText: string, body: string, requestId: string | null = null): ApiError {
    const { message, defaultText, serverMessage, issues } = describeHttpError(status, statusText, body);
    const error = new ApiError("http", status, message, defaultText, serverMessage, body);
    error.requestId = requestId;
    error.issues = issues ?? [];
    return error;
  }

  static aborted(cause?: unknown): ApiError {
    return new ApiError("aborted", 0, REQUEST_ABORTED, REQUEST_ABORTED, null, null, { cause });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A thrown value that means the request was cancelled (AbortController, AbortSignal.timeout). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "name" in error &&
    ((error as { name: unknown }).name === "AbortError" || (error as { name: unknown }).name === "TimeoutError")
  );
}

export interface ApiClientHooks {
  /** The current access token, refreshed first when it is about to expire; null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** A 401 arrived with a token: refresh it once; true when a new token is available. */
  onUnauthorized?(): Promise<boolean>;
}

let hooks: ApiClientHooks = { getAccessToken: async () => null };

/** The auth feature registers itself here, so the client never imports a feature. */
export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

/** The operator's access token for a message that is not an API call (the scanner agent's CheckUpdate jwt). */
export function currentAccessToken(): Promise<string | null> {
  return hooks.getAccessToken();
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<S extends z.ZodType> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A path under /api/v1, e.g. `/store/employee/{id}`; sent with the bearer token. */
  path?: string;
  /** Any other address (settings, identity provider); sent without a token unless `auth` says so. */
  url?: string;
  query?: Query;
  json?: unknown;
  form?: Record<string, string>;
  schema: S;
  signal?: AbortSignal;
  auth?: boolean;
  headers?: Record<string, string>;
}

export function buildUrl(base: string, query?: Query): string {
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return base;
  return `${base}${base.includes("?") ? "&" : "?"}${search}`;
}

/** Every call is a wait the shell can see (lib/long-waits): a call unanswered for long shows the System Error. */
export function apiRequest<S extends z.ZodType>(options: RequestOptions<S>): Promise<z.output<S>> {
  return trackWait(sendRequest(options));
}

/** A call answering bytes rather than JSON (an order's attachment): the body as a Blob of the answer's type. */
export function apiBlobRequest(options: Omit<RequestOptions<z.ZodType>, "schema">): Promise<Blob> {
  return trackWait(
    send({ ...options, accept: "*/*" }).then((response) => readBody(() => response.blob(), options.signal)),
  );
}

async function sendRequest<S extends z.ZodType>(options: RequestOptions<S>): Promise<z.output<S>> {
  const response = await send(options);
  const text = await readBody(() => response.text(), options.signal);
  let data: unknown;
  try {
    data = text === "" ? undefined : JSON.parse(text);
  } catch (cause) {
    throw invalidResponse(response, text, cause);
  }
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw invalidResponse(response, text, parsed.error);
  return parsed.data;
}

/** Sends the request (again once after a 401 the auth feature could refresh); a non-OK answer throws. */
async function send(options: Omit<RequestOptions<z.ZodType>, "schema"> & { accept?: string }): Promise<Response> {
  const target = options.path !== undefined ? `${API_BASE}${options.path}` : options.url;
  if (target === undefined) throw new Error("apiRequest needs a path or a url");
  const url = buildUrl(target, options.query);
  const withToken = options.auth ?? options.path !== undefined;

  const once = async (): Promise<Response> => {
    const headers: Record<string, string> = { Accept: options.accept ?? "application/json", ...options.headers };
    // Our API logs every request under this id (plugins/operations.ts); an error report names it.
    if (options.path !== undefined) headers[REQUEST_ID_HEADER] = newRequestId();
    let body: BodyInit | undefined;
    if (options.form) {
      body = new URLSearchParams(options.form);
      headers["Content-Type"] = "application/x-www-form-urlencoded";
    } else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers["Content-Type"] = "application/json";
    }
    if (withToken) {
      const token = await hooks.getAccessToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    try {
      return await fetch(url, { method: options.method ?? "GET", headers, body, signal: options.signal });
    } catch (error) {
      if (isAbortError(error) || options.signal?.aborted) throw ApiError.aborted(error);
      const detail = error instanceof Error ? error.message : String(error);
      const text = genericErrorText(0, "Network error", detail);
      throw new ApiError("network", 0, text, text, null, null, { cause: error });
    }
  };

  let response = await once();
  if (response.status === 401 && withToken && hooks.onUnauthorized && (await hooks.onUnauthorized())) {
    response = await once();
  }
  if (!response.ok) {
    const text = await readBody(() => response.text(), options.signal);
    throw ApiError.fromResponse(response.status, response.statusText, text, response.headers.get(REQUEST_ID_HEADER));
  }
  return response;
}

const REQUEST_ID_HEADER = "X-Request-Id";

/** A random id; crypto.randomUUID exists only in secure contexts, and a clinic may serve plain http on its LAN. */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Reads an answer's body; a request cancelled while its body arrives says Request aborted. A connection lost while
 * the body arrives is a network error like one lost before the answer (the save queue retries it): the request
 * may have been carried out, only its answer is cut.
 */
async function readBody<T>(read: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw ApiError.aborted(error);
    const detail = error instanceof Error ? error.message : String(error);
    const text = genericErrorText(0, "Network error", detail);
    throw new ApiError("network", 0, text, text, null, null, { cause: error });
  }
}

function invalidResponse(response: Response, body: string, cause: unknown): ApiError {
  const message = genericErrorText(response.status, response.statusText, "unexpected response");
  return new ApiError("invalid-response", response.status, message, message, null, body, { cause });
}
