// The lab's write requests: a status change and a repair, refusing what the database cannot store.
import { describe, expect, it } from "vitest";
import { UNSTORABLE_MESSAGE } from "../common";
import { LabRepairRequest, LabStatusChangeRequest } from "./lab";

// The route's cases (routes/lab/lab.test.ts): a repair needs a reason; a text the database cannot store is a 400.
describe("the lab's requests", () => {
  it("open a repair with a reason, trimmed", () => {
    expect(LabRepairRequest.parse({ reason: " cracked heel " }).reason).toBe("cracked heel");
    expect(LabRepairRequest.safeParse({ reason: " " }).success).toBe(false);
    expect(LabRepairRequest.safeParse({ reason: "a\u0000b" }).error?.issues[0]?.message).toBe(UNSTORABLE_MESSAGE);
  });
  it("change a status with a note and an http(s) tracking link", () => {
    const shipped = { status: "Shipped", trackingLink: "https://track.example/1", note: "boxed" };
    expect(LabStatusChangeRequest.safeParse(shipped).success).toBe(true);
    expect(LabStatusChangeRequest.safeParse({ ...shipped, trackingLink: "ftp://x" }).success).toBe(false);
    expect(LabStatusChangeRequest.safeParse({ ...shipped, note: "\ud800" }).success).toBe(false);
  });
});
