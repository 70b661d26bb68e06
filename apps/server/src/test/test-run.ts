// The name of this run of the suite (vitest.config.ts names it once, and every worker inherits it), and of what it
// prepares: the migrated and seeded databases test-app.ts makes for a run belong to that run, so a change to a
// migration or to the seed is never met by an older run's copy. The global teardown (prepared-databases.ts)
// removes them.

export function testRunId(): string {
  return process.env.SOLERX_TEST_RUN || `solo${process.pid}`;
}

/** The seeded PGlite dump's file name in the temp folder starts so (its PGlite version follows). */
export const SEEDED_DUMP_PREFIX = "solerx-pglite-";

/** The migrated and seeded PostgreSQL database of this run, the template each seeded test database copies. */
export function seededTemplateName(): string {
  return `solerx_template_${testRunId()
    .replace(/[^a-z0-9]/gi, "")
    .toLowerCase()}`;
}
