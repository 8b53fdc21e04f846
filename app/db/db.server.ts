import type { Env } from "~/env.server";
import { openDatabase, type Database, type DatabaseHandle } from "./client.server";

// Kept on globalThis so that Vite's module reloads in development reuse one connection
// (PGlite allows a single owner of its data directory).
const store = globalThis as typeof globalThis & { __appDatabase?: DatabaseHandle };

export async function connectDatabase(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">): Promise<DatabaseHandle> {
  store.__appDatabase ??= await openDatabase(env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.DATA_DIR });
  return store.__appDatabase;
}

/** The application's database; available once the server has started. */
export function db(): Database {
  if (!store.__appDatabase) throw new Error("The database is not connected yet");
  return store.__appDatabase.db;
}

export function databaseHandle(): DatabaseHandle | undefined {
  return store.__appDatabase;
}

export async function closeDatabase() {
  const handle = store.__appDatabase;
  store.__appDatabase = undefined;
  await handle?.close();
}
