import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

/** <project>/drizzle, found by walking up from this module (app/db/ in dev, a build chunk in production). */
function findMigrationsFolder() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta/_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Cannot find the drizzle/ migrations folder");
    dir = parent;
  }
}

const migrationsFolder = findMigrationsFolder();

// Any constant works; it only has to be the same for every app instance.
const MIGRATION_LOCK_ID = 72_410_031;

export async function migratePgliteClient(client: PGlite) {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
}

/**
 * Several app instances may start at once against one PostgreSQL: a session-level
 * advisory lock on one dedicated connection lets exactly one migrate while the others wait.
 */
export async function migratePostgresPool(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
