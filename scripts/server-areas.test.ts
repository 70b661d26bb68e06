// The server's import rules by area (issue 18 point 4), proven on a fixture: an area reaching into another area's
// queries, a route holding an area's part of the repository, a file beside the areas reaching into queries and
// the shared db/ code importing an area each fail the check that `npm run lint` runs; imports through an area's
// index.ts, and the assembler building each area's part, pass.
import { describe, expect, it } from "vitest";
import { fixtureViolations } from "./cruise-fixture";

const src = "apps/server/src";

describe("server area rules", () => {
  it("fail each reach past an area's entry, and only those", async () => {
    const found = await fixtureViolations("server-areas");
    expect(found).toHaveLength(4);
    expect(found).toContainEqual({
      rule: "server-areas-through-entry",
      from: `${src}/areas/beta/queries.ts`,
      to: `${src}/areas/alpha/queries.ts`,
    });
    expect(found).toContainEqual({
      rule: "server-areas-entry-from-outside",
      from: `${src}/routes/thing.ts`,
      to: `${src}/areas/alpha/repository.ts`,
    });
    expect(found).toContainEqual({
      rule: "server-areas-assembler-through-parts",
      from: `${src}/areas/context.ts`,
      to: `${src}/areas/beta/queries.ts`,
    });
    expect(found).toContainEqual({
      rule: "server-db-below-areas",
      from: `${src}/db/schema-helper.ts`,
      to: `${src}/areas/alpha/index.ts`,
    });
  });
});
