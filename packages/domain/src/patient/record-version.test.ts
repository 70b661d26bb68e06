import { describe, expect, it } from "vitest";
import { RECORD_IDEMPOTENCY_HEADER, RecordVersion, RecordWriteHeaders } from "./record-version";

// The route's cases (routes/profile/idempotent-writes.test.ts): a key that is not a UUID is a 400.
describe("a record write's headers", () => {
  it("take an idempotency key that is a UUID, or none, beside any other header", () => {
    const key = "00000000-0000-4000-8000-000000000001";
    expect(RecordWriteHeaders.safeParse({ [RECORD_IDEMPOTENCY_HEADER]: key, "if-match": '"3"' }).success).toBe(true);
    expect(RecordWriteHeaders.safeParse({ "if-match": '"3"' }).success).toBe(true);
    expect(RecordWriteHeaders.safeParse({ [RECORD_IDEMPOTENCY_HEADER]: "once" }).success).toBe(false);
  });
  it("count versions from 0", () => {
    expect(RecordVersion.safeParse({ version: 0 }).success).toBe(true);
    expect(RecordVersion.safeParse({ version: -1 }).success).toBe(false);
  });
});
