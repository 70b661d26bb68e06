import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";

describe("the embedded database", () => {
  it("lets the event loop turn between queries: a chain of them never holds every other request", async () => {
    // PGlite runs each query on this thread. Queries queued back to back (one request's, or many requests'
    // behind one connection) used to run in one turn of the loop, /check.txt waiting for all of them.
    const { db, close } = await openDatabase({ pgliteDataDir: "memory://" });
    try {
      let turned = false;
      setImmediate(() => {
        turned = true;
      });
      const seen: boolean[] = [];
      await Promise.all(
        Array.from({ length: 5 }, async () => {
          await sql`select 1`.execute(db);
          seen.push(turned);
        }),
      );
      expect(seen[0]).toBe(true);
    } finally {
      await close();
    }
  });
});
