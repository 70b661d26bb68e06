// Every migration, in order. Listed statically (not a folder scan) so they run the same under tsx, in tests and
// in any bundle; a new migration is a new file plus one line here.
import type { Migration, MigrationProvider } from "kysely";
import * as initial from "./0001-initial";

const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": initial,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return MIGRATIONS;
  },
};
