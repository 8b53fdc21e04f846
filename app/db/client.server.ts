import path from "node:path";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema";
import { migratePgliteClient, migratePostgresPool } from "./migrate.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: "postgres"; url: string }
  /** `dataDir` undefined means in memory (tests). */
  | { kind: "pglite"; dataDir?: string };

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.kind === "postgres" ? openPostgres(location.url) : openPglite(location.dataDir);
}

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.resolve(dataDir, "pglite");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  await migratePgliteClient(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
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
  await migratePostgresPool(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}
