import path from "node:path";
import { chmodSync, mkdirSync, statSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema";
import { migratePgliteClient, migratePostgresPool } from "./migrate.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction: what a function that must run inside its caller's transaction takes. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The rows of a raw `execute`: both drivers (node-postgres and PGlite) answer it with `{ rows }`. */
export async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The embedded database's own client (backups take their snapshot through it, decision 027). */
  pglite?: PGlite;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: "postgres"; url: string }
  /**
   * `dataDir` undefined means in memory (tests); `template`, a `dumpDataDir` of an already
   * migrated database, spares an in-memory one the initdb and the migrations.
   */
  | { kind: "pglite"; dataDir?: string; template?: Blob };

/**
 * mkdir -p, one level at a time. Node's recursive mkdirSync never returns where a parent
 * refuses new entries with ENOENT (anything under /proc): the start would hang silently.
 */
export function makeDirectory(dir: string) {
  const target = path.resolve(dir);
  const missing: string[] = [];
  for (let current = target; ; current = path.dirname(current)) {
    const stat = statSync(current, { throwIfNoEntry: false });
    if (stat) {
      if (!stat.isDirectory()) throw Object.assign(new Error(`${current} is not a directory`), { code: "ENOTDIR", path: current });
      break;
    }
    missing.unshift(current);
    if (path.dirname(current) === current) break;
  }
  // Owner only: the database files (PGlite writes them 0666 whatever the umask) and uploads live below.
  for (const level of missing) mkdirSync(level, { mode: 0o700 });
}

/**
 * DATA_DIR and the folders under it that hold the database and stored files are the owner's
 * alone, set at every start (an older install, or a copy, may have 0755): other local users
 * cannot read password hashes from the write-ahead log or anyone's uploads.
 */
export function lockDownDataDir(dataDir: string) {
  const root = path.resolve(dataDir);
  makeDirectory(root);
  for (const dir of [root, path.join(root, "pglite"), path.join(root, "files")]) {
    if (statSync(dir, { throwIfNoEntry: false })?.isDirectory()) chmodSync(dir, 0o700);
  }
}

function describeFsError(error: unknown, dir: string) {
  const { code, path: where = dir } = error as NodeJS.ErrnoException;
  if (code === "ENOTDIR") return `${where} is a file, not a directory`;
  if (code === "EACCES" || code === "EPERM") return `no permission to create or write ${where}`;
  if (code === "ENOENT") return `${where} cannot be created there`;
  if (code === "EROFS") return `${where} is on a read-only file system`;
  return (error as Error).message;
}

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.kind === "postgres" ? openPostgres(location.url) : openPglite(location.dataDir, location.template);
}

async function openPglite(dataDir?: string, template?: Blob): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.resolve(dataDir, "pglite");
    try {
      makeDirectory(dir);
      lockDownDataDir(dataDir);
    } catch (error) {
      throw new Error(`DATA_DIR (${path.resolve(dataDir)}) cannot hold the embedded database: ${describeFsError(error, dir)}`);
    }
    client = new PGlite(dir);
    try {
      await client.waitReady;
    } catch (error) {
      throw new Error(
        `The embedded database in DATA_DIR (${dir}) cannot be opened: ${(error as Error).message}. ` +
          "Is the directory damaged, or written by another PGlite version? Point DATA_DIR elsewhere, or set DATABASE_URL.",
      );
    }
  } else {
    client = new PGlite(template ? { loadDataDir: template } : undefined);
  }
  await client.waitReady;
  try {
    await migratePgliteClient(client);
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite: client,
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process.
  pool.on("error", () => undefined);
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Cannot reach the PostgreSQL server in DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    await migratePostgresPool(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}
