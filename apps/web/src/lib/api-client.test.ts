import { PATIENT_HAS_ORDERS_MESSAGE, STALE_RECORD_MESSAGE } from "@solerx/domain/common";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  ApiError,
  apiRequest,
  buildUrl,
  configureApiClient,
  defaultHttpText,
  describeHttpError,
  isKnownServerMessage,
} from "./api-client";

describe("HTTP error texts", () => {
  it("maps the spec's statuses to their default texts", () => {
    expect(defaultHttpText(400, "Bad Request", "")).toBe("400 Bad Request");
    expect(defaultHttpText(401, "", "")).toBe("401 Unauthorized");
    expect(defaultHttpText(403, "", "")).toBe("403 Forbidden");
    expect(defaultHttpText(404, "", "")).toBe("404 Not Found");
    expect(defaultHttpText(500, "", "")).toBe("500 Internal Server Error");
    expect(defaultHttpText(502, "", "")).toBe("502 Bad Gateway");
    expect(defaultHttpText(503, "", "")).toBe("503 Service Unavailable");
  });

  it("uses the generic text for any other status", () => {
    expect(defaultHttpText(418, "I'm a teapot", "short and stout")).toBe(
      "Generic Error: 418; I'm a teapot; short and stout",
    );
    expect(defaultHttpText(422, "Unprocessable Entity", '{"a":1}')).toBe(
      'Generic Error: 422; Unprocessable Entity; {"a":1}',
    );
  });

  it("shows a known server message and keeps both texts", () => {
    const body = JSON.stringify({ statusCode: 404, error: "Not Found", message: "User not found" });
    expect(describeHttpError(404, "Not Found", body)).toEqual({
      message: "User not found",
      defaultText: "404 Not Found",
      serverMessage: "User not found",
    });
    const reassign = JSON.stringify({
      statusCode: 422,
      error: "Unprocessable Entity",
      message: "Please, reassign doctor",
    });
    expect(describeHttpError(422, "Unprocessable Entity", reassign).message).toBe("Please, reassign doctor");
  });

  it("keeps the default text for an unknown server message, exposing the server's", () => {
    const body = JSON.stringify({ statusCode: 500, error: "Internal Server Error", message: "db exploded at line 3" });
    expect(describeHttpError(500, "Internal Server Error", body)).toEqual({
      message: "500 Internal Server Error",
      defaultText: "500 Internal Server Error",
      serverMessage: "db exploded at line 3",
    });
    expect(describeHttpError(502, "Bad Gateway", "<html>proxy</html>").serverMessage).toBeNull();
  });

  it("reads an error answer with the domain's ErrorResponse: its message and failing fields", () => {
    const issues = [{ path: "userID", message: "The session is not the patient's" }];
    const body = JSON.stringify({ statusCode: 400, error: "Bad Request", message: "Could not create Order", issues });
    expect(describeHttpError(400, "Bad Request", body)).toEqual({
      message: "Could not create Order",
      defaultText: "400 Bad Request",
      serverMessage: "Could not create Order",
      issues,
    });
    expect(ApiError.fromResponse(400, "Bad Request", body).issues).toEqual(issues);
    // Not an error answer: a message that is no text, fields that are not fields.
    expect(describeHttpError(400, "Bad Request", JSON.stringify({ message: 3 })).serverMessage).toBeNull();
    expect(describeHttpError(400, "", JSON.stringify({ message: "x", issues: "y" })).serverMessage).toBeNull();
  });

  it("knows the spec's per-endpoint messages", () => {
    expect(isKnownServerMessage("Surface Model Not Found")).toBe(true);
    expect(isKnownServerMessage("Patient not found")).toBe(true);
    expect(isKnownServerMessage("something else")).toBe(false);
    // Ours, of the patient record: a stale write and a patient with an order.
    expect(isKnownServerMessage(STALE_RECORD_MESSAGE)).toBe(true);
    expect(isKnownServerMessage(PATIENT_HAS_ORDERS_MESSAGE)).toBe(true);
  });

  it("builds query strings without empty values", () => {
    expect(buildUrl("/x", { a: 1, b: undefined, c: "d e" })).toBe("/x?a=1&c=d+e");
    expect(buildUrl("/x?y=1", { a: 1 })).toBe("/x?y=1&a=1");
    expect(buildUrl("/x", {})).toBe("/x");
  });
});

describe("apiRequest", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    configureApiClient({ getAccessToken: async () => "token-1" });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;
  const json = (status: number, body: unknown, statusText = "") =>
    new Response(JSON.stringify(body), { status, statusText, headers: { "content-type": "application/json" } });

  it("sends the bearer token to /api/v1 and parses with the schema", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { name: "Downtown", extra: true }));
    const result = await apiRequest({ path: "/store/1", schema: z.object({ name: z.string() }) });
    expect(result).toEqual({ name: "Downtown" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/store/1");
    expect(headersOf(init).Authorization).toBe("Bearer token-1");
  });

  it("sends no token to other addresses unless asked", async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await apiRequest({ url: "/config.json", schema: z.object({}) });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(headersOf(init).Authorization).toBeUndefined();
  });

  it("posts JSON and form bodies", async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    await apiRequest({ method: "POST", path: "/x", json: { a: 1 }, schema: z.object({}) });
    await apiRequest({
      method: "POST",
      url: "/oauth/token",
      form: { grant_type: "refresh_token" },
      schema: z.object({}),
    });
    const [, jsonInit] = fetchMock.mock.calls[0] ?? [];
    expect(jsonInit?.body).toBe('{"a":1}');
    expect(headersOf(jsonInit)["Content-Type"]).toBe("application/json");
    const [, formInit] = fetchMock.mock.calls[1] ?? [];
    expect(String(formInit?.body)).toBe("grant_type=refresh_token");
    expect(headersOf(formInit)["Content-Type"]).toBe("application/x-www-form-urlencoded");
  });

  it("throws an ApiError with the spec's text for a non-OK answer", async () => {
    fetchMock.mockResolvedValueOnce(json(404, { statusCode: 404, error: "Not Found", message: "User not found" }));
    const error = await apiRequest({ path: "/profile/user/1", schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "http", status: 404, message: "User not found", defaultText: "404 Not Found" });
  });

  it("sends each API call with its own request id and keeps the server's on an error (for the error report)", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ statusCode: 500, error: "x", message: "y" }), {
        status: 500,
        headers: { "x-request-id": "server-id-123" },
      }),
    );
    const error = await apiRequest({ path: "/profile/user/1", schema: z.unknown() }).catch((e: unknown) => e);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(headersOf(init)["X-Request-Id"]).toMatch(/^[0-9a-f]{32}$/);
    expect(error).toMatchObject({ requestId: "server-id-123" });
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await apiRequest({ url: "/config.json", schema: z.object({}) });
    expect(headersOf(fetchMock.mock.calls[1]?.[1])["X-Request-Id"]).toBeUndefined();
  });

  it("says Request aborted for a cancelled request", async () => {
    fetchMock.mockRejectedValueOnce(new DOMException("The operation was aborted.", "AbortError"));
    const error = await apiRequest({ path: "/x", schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "aborted", message: "Request aborted" });
  });

  it("refuses an answer that does not match the schema", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { name: 42 }, "OK"));
    const error = await apiRequest({ path: "/x", schema: z.object({ name: z.string() }) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "invalid-response", status: 200 });
  });

  it("refreshes once after a 401 and repeats the call", async () => {
    let token = "old";
    const onUnauthorized = vi.fn(async () => {
      token = "new";
      return true;
    });
    configureApiClient({ getAccessToken: async () => token, onUnauthorized });
    fetchMock.mockResolvedValueOnce(json(401, { message: "Unauthorized" })).mockResolvedValueOnce(json(200, { ok: 1 }));
    await expect(apiRequest({ path: "/x", schema: z.object({ ok: z.number() }) })).resolves.toEqual({ ok: 1 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const [, retry] = fetchMock.mock.calls[1] ?? [];
    expect(headersOf(retry).Authorization).toBe("Bearer new");
  });
});
