// Every request, record, header and path schema of a route is the domain's (packages/domain contracts), so the
// web parses what it sends with the schema the server validates with: a route file builds none of its own.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = import.meta.dirname;

/** Building or deriving an object or enum schema; z.null() (204) and z.literal("OK") answer nothing to parse. */
const SCHEMA_BUILT =
  /\bz\.(?:object|looseObject|strictObject|enum|union|array|record|string|number)\(|\.(?:extend|pick|omit|merge|partial|safeExtend)\(/g;

function schemasBuiltIn(source: string): string[] {
  return [...source.matchAll(SCHEMA_BUILT)].map((match) => match[0]);
}

function routeFiles(): string[] {
  return (readdirSync(ROUTES, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => join(ROUTES, file));
}

describe("the routes' schemas", () => {
  it("are the domain's: no route file builds a schema", () => {
    const built = routeFiles().flatMap((file) =>
      schemasBuiltIn(readFileSync(file, "utf8")).map((call) => `${file.slice(ROUTES.length + 1)}: ${call}`),
    );
    expect(routeFiles().length).toBeGreaterThan(10);
    expect(built).toEqual([]);
  });

  it("finds a schema built in a route", () => {
    const route = "params: z.object({ orderID: Id }), body: OrderFlagsRequest.extend({ zebraID: PatientText })";
    expect(schemasBuiltIn(route)).toEqual(["z.object(", ".extend("]);
    expect(schemasBuiltIn("response: { 204: z.null() }")).toEqual([]);
  });
});
