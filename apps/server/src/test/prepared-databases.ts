// vitest's global setup: when the run ends, the databases test-app.ts prepared for it (a seeded PGlite dump in the
// temp folder, a seeded template database on TEST_DATABASE_URL's server) are removed.
import { readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { SEEDED_DUMP_PREFIX, seededTemplateName, testRunId } from "./test-run";

export default function setup(): () => Promise<void> {
  return async () => {
    const run = testRunId();
    for (const file of readdirSync(tmpdir()).filter(
      (name) => name.startsWith(SEEDED_DUMP_PREFIX) && name.includes(`-seeded-${run}.tar`),
    )) {
      rmSync(join(tmpdir(), file), { force: true });
    }
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const template = seededTemplateName();
      const found = await admin.query("select 1 from pg_database where datname = $1", [template]);
      if (found.rowCount === 0) return;
      await admin.query(`alter database ${template} is_template false`);
      await admin.query(`drop database if exists ${template} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
