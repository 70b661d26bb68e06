import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { patientKeys } from "./query-keys";

describe("patient query keys", () => {
  it("lets a new patient of a store make that store's list stale, and no other store's", async () => {
    const client = new QueryClient();
    client.setQueryData(patientKeys.ofStore("store-1", "company-1"), { total: 0, patients: [] });
    client.setQueryData(patientKeys.ofStore("store-2", "company-1"), { total: 0, patients: [] });
    await client.invalidateQueries({ queryKey: patientKeys.store("store-1") });
    expect(client.getQueryState(patientKeys.ofStore("store-1", "company-1"))?.isInvalidated).toBe(true);
    expect(client.getQueryState(patientKeys.ofStore("store-2", "company-1"))?.isInvalidated).toBe(false);
  });
});
