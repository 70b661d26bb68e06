// Which failures of a record write are worth another try (kept across a reload) and which are refusals of the write
// itself (issue 17 point 7: a refused write is not sent again on every reload).
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { classifySaveError } from "./save-queue-instance";

const answered = (status: number) => ApiError.fromResponse(status, "", JSON.stringify({ message: "x" }));

describe("classifySaveError", () => {
  it("retries what says nothing of the write (no answer, 5xx, an ended sign-in, a timeout, too many requests)", () => {
    expect(classifySaveError(new ApiError("network", 0, "offline", "offline"))).toBe("network");
    for (const status of [500, 503, 401, 408, 429]) expect(classifySaveError(answered(status))).toBe("server");
  });

  it("calls 412 stale and any other 4xx a refusal of the write", () => {
    expect(classifySaveError(answered(412))).toBe("stale");
    for (const status of [400, 403, 404, 409, 413, 422]) expect(classifySaveError(answered(status))).toBe("client");
  });
});
