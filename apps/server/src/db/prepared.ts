// Prepared statements for the hot reads (issue 17 point 8): a statement carrying PREPARED's mark is sent to
// PostgreSQL as a named statement, so each pooled connection parses and plans it once and then only binds values.
// Only marked statements, because a statement's text is its name: marked ones are fixed texts (the values are
// parameters), and a connection keeps at most MAX_PER_CONNECTION of them. Statements run before the schema is
// current (migrations) are never marked, so no kept plan outlives a change of the tables it reads. The embedded
// database has no connection to spare a parse on: the mark is only a comment there.
import { createHash } from "node:crypto";
import { sql } from "kysely";
import type pg from "pg";

const MARK = "/* prepared */";
/** Put in a statement (raw: at its end; a builder: `.modifyEnd(PREPARED)`) to prepare it on PostgreSQL. */
export const PREPARED = sql.raw(` ${MARK}`);
const MAX_PER_CONNECTION = 64;

const names = new Map<string, string>();
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `solerx_${createHash("sha256").update(text).digest("base64url").slice(0, 24)}`;
    if (names.size < 1000) names.set(text, name);
  }
  return name;
}

/** Makes the pooled connection send marked statements as named (prepared) ones. */
export function prepareMarkedStatements(client: pg.PoolClient): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === "string" && config.includes(MARK)) {
      const name = nameOf(config);
      if (prepared.has(name) || prepared.size < MAX_PER_CONNECTION) {
        prepared.add(name);
        return query({ name, text: config, values }, callback);
      }
    }
    return query(config, values, callback);
  }) as typeof client.query;
}
