// The retention periods of the privacy policy as dates: blocked a year after the last activity, purged three
// years after that, orders kept six years (the longer of the tax and commercial periods).
import { describe, expect, it } from "vitest";
import { RETENTION_YEARS, retentionCutoffs, yearsBefore } from "./rules";

describe("retention periods", () => {
  it("are the spec's: 3 years blocked, orders the longer of 4 (tax) and 6 (commercial) years", () => {
    expect(RETENTION_YEARS).toEqual({ relationshipEnds: 1, blocked: 3, orders: 6 });
  });

  it("count calendar years back from now", () => {
    const now = new Date("2030-06-15T10:00:00.000Z");
    expect(retentionCutoffs(now)).toEqual({
      block: new Date("2029-06-15T10:00:00.000Z"),
      purge: new Date("2026-06-15T10:00:00.000Z"),
      orders: new Date("2024-06-15T10:00:00.000Z"),
    });
  });

  it("take 29 February to 28 February in a common year", () => {
    expect(yearsBefore(new Date("2028-02-29T00:00:00.000Z"), 1)).toEqual(new Date("2027-02-28T00:00:00.000Z"));
    expect(yearsBefore(new Date("2028-02-29T00:00:00.000Z"), 4)).toEqual(new Date("2024-02-29T00:00:00.000Z"));
  });
});
