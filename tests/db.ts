import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { seedCatalogue } from "~/modules/catalogue/seed.server";

/**
 * Tests reset their tables between cases, paid orders included, which the database otherwise
 * keeps (migration 0039's `orders_kept`): their connections say so. A test of the rule itself
 * turns it off for its transaction (`set local app.delete_any_order = 'off'`).
 */
const DELETE_ANY_ORDER = "set app.delete_any_order = 'on'";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server in TEST_DATABASE_URL (the Postgres leg of `npm test`).
 * `close()` drops it again; `url` is set on PostgreSQL.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject("pgliteTemplate");
    const handle = await openDatabase({ kind: "pglite", template: template ? new Blob([readFileSync(template)]) : undefined });
    await handle.pglite!.exec(DELETE_ANY_ORDER);
    return handle;
  }

  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // A copy of the database the run migrated once (tests/pglite-template.global.ts).
  const template = inject("postgresTemplate");
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.query(`alter database ${name} ${DELETE_ANY_ORDER}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    ...handle,
    /** For tests that open a second pool, standing for a second app instance. */
    url: url.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Two app instances sharing one fresh, seeded database: on PostgreSQL each has its own
 * connection pool; on PGlite, which one process owns, both use the one embedded database.
 */
export async function createTwoInstances() {
  const first = await createTestDatabase();
  const second: DatabaseHandle = first.url ? await openDatabase({ kind: "postgres", url: first.url }) : first;
  await seedCatalogue(first.db);
  return {
    first,
    second,
    close: async () => {
      if (second !== first) await second.close();
      await first.close();
    },
  };
}
