import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { scanKeys } from "./query-keys";

describe("scan query keys", () => {
  it("lets one scan's data be dropped without touching another scan or the session lists", async () => {
    const client = new QueryClient();
    client.setQueryData(scanKeys.surfaceModel("a", "DRACO"), { data: "", encoding: "DRACO" });
    client.setQueryData(scanKeys.properties("a"), {});
    client.setQueryData(scanKeys.properties("b"), {});
    client.setQueryData(scanKeys.list("s"), []);
    client.removeQueries({ queryKey: scanKeys.scan("a") });
    expect(client.getQueryData(scanKeys.surfaceModel("a", "DRACO"))).toBeUndefined();
    expect(client.getQueryData(scanKeys.properties("a"))).toBeUndefined();
    expect(client.getQueryData(scanKeys.properties("b"))).toEqual({});
    expect(client.getQueryData(scanKeys.list("s"))).toEqual([]);
  });
});
