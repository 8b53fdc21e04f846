import { existsSync, readFileSync } from "node:fs";
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

/** One migration the code knows (drizzle/meta/_journal.json): `when` is what drizzle records as its created_at. */
export interface KnownMigration {
  tag: string;
  when: number;
}

/** The migrations in this code, oldest first. */
export function codeMigrations(folder = migrationsFolder): KnownMigration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: KnownMigration[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** What a database has applied: how many migrations and the newest one's time (0 and 0 for a new database). */
export interface AppliedMigrations {
  count: number;
  latestWhen: number;
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

export async function appliedMigrations(query: Query): Promise<AppliedMigrations> {
  const [exists] = (await query("select to_regclass('drizzle.__drizzle_migrations') is not null as present")).rows as { present: boolean }[];
  if (!exists?.present) return { count: 0, latestWhen: 0 };
  const [row] = (await query("select count(*)::int as count, coalesce(max(created_at), 0)::text as latest from drizzle.__drizzle_migrations")).rows as {
    count: number;
    latest: string;
  }[];
  return { count: Number(row?.count ?? 0), latestWhen: Number(row?.latest ?? 0) };
}

export class DatabaseNewerThanCodeError extends Error {
  constructor(applied: AppliedMigrations, known: KnownMigration[]) {
    const latest = known.at(-1);
    super(
      `The database was written by a newer version of this site: it has ${applied.count} migrations applied ` +
        `(the newest from ${new Date(applied.latestWhen).toISOString()}), and this code knows ${known.length} ` +
        `(the newest, ${latest?.tag ?? "none"}, from ${latest ? new Date(latest.when).toISOString() : "-"}). ` +
        "It was not opened for writing. Run the newer version of the code, or restore a backup made by this one.",
    );
    this.name = "DatabaseNewerThanCodeError";
  }
}

/** Refuses a database that has migrations this code does not know: migrating it would write over a newer schema. */
export function assertNotNewer(applied: AppliedMigrations, known = codeMigrations()) {
  const latest = known.at(-1)?.when ?? 0;
  if (applied.count > known.length || applied.latestWhen > latest) throw new DatabaseNewerThanCodeError(applied, known);
}

/** Whether every migration of the code is applied (and none the code does not know). */
export function migrationsUpToDate(applied: AppliedMigrations, known = codeMigrations()) {
  return applied.count === known.length && applied.latestWhen === (known.at(-1)?.when ?? 0);
}

export async function migratePgliteClient(client: PGlite) {
  assertNotNewer(await appliedMigrations((text) => client.query(text)));
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
      assertNotNewer(await appliedMigrations((text) => client.query(text)));
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
