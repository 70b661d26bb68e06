import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { shouldRetry } from "./query-client";

describe("query retries", () => {
  it("repeats server and network failures, not client errors or cancellations", () => {
    expect(shouldRetry(0, ApiError.fromResponse(503, "Service Unavailable", ""))).toBe(true);
    expect(shouldRetry(2, ApiError.fromResponse(503, "Service Unavailable", ""))).toBe(false);
    expect(shouldRetry(0, ApiError.fromResponse(404, "Not Found", ""))).toBe(false);
    expect(shouldRetry(0, ApiError.aborted())).toBe(false);
    expect(shouldRetry(0, new TypeError("network"))).toBe(true);
  });
});
