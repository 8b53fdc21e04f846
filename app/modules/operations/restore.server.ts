import { randomUUID } from "node:crypto";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { SECRET_FILE } from "~/modules/accounts/secret.server";
import type { FileStorage } from "~/modules/storage/storage.server";
import { hashFile, readArchive, type ArchiveTrust, type Manifest } from "./archive.server";
import { countSql, TABLES_SQL } from "./backup.server";

export type RestoreTarget = { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string; dataDir: string };

export interface RestoreOptions {
  archive: string;
  target: RestoreTarget;
  /** Replace what the target holds instead of refusing a non-empty one. */
  force?: boolean;
  /** Local storage (DATA_DIR/files) receives the files; false with S3 (only the keys are checked). */
  localFiles: boolean;
  /** With S3: the bucket in which the manifest's keys are looked up. */
  bucket?: Pick<FileStorage, "stat">;
  /** The key the archive's signature is checked with (decision 070). */
  trust: ArchiveTrust;
}

export interface RestoreReport {
  manifest: Manifest;
  tables: number;
  rows: number;
  files: number;
  /** With S3: keys the database refers to that the bucket does not have. */
  missingKeys: string[];
}

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

/**
 * SQL from pg_dump for a plain session: psql's meta-commands (\restrict) dropped, and settings
 * an older server does not know (a dump from PGlite's PostgreSQL 18 into PostgreSQL 15).
 */
export function loadableSql(sql: string) {
  return sql
    .split("\n")
    .filter((line) => !/^\\(un)?restrict\b/.test(line) && !/^SET transaction_timeout\b/.test(line))
    .join("\n");
}

async function nonEmptyDir(dir: string) {
  return (await readdir(dir).catch(() => [])).length > 0;
}

async function postgresTables(client: pg.Client) {
  return (await client.query({ text: TABLES_SQL, rowMode: "array" })).rows.map((row: unknown[]) => String(row[0]));
}

async function compareCounts(manifest: Manifest, counted: Record<string, number>) {
  const problems: string[] = [];
  for (const [table, rows] of Object.entries(manifest.database.tables)) {
    if (counted[table] !== rows) problems.push(`${table}: ${rows} in the archive, ${counted[table] ?? "no table"} restored`);
  }
  if (problems.length)
    throw new RestoreRefusedError(`The restored database does not match the archive's manifest, so it was not kept:\n  ${problems.join("\n  ")}`);
}

/**
 * Restores an archive (decision 027). First the whole archive is read and checked against its
 * manifest (sizes, SHA-256) and the manifest against its signature (decision 070): a truncated,
 * altered or foreign archive is refused before anything is written. The target must be empty unless forced. The database is loaded and its row counts
 * compared with the manifest before it is kept (a PostgreSQL transaction that commits only
 * then; for PGlite a staging directory renamed into place); files are written to a staging
 * folder, checked, then moved.
 */
export async function restoreArchive(options: RestoreOptions): Promise<RestoreReport> {
  const manifest = await readArchive(options.archive, undefined, options.trust);
  const dataDir = path.resolve(options.target.dataDir);
  const filesDir = path.join(dataDir, "files");
  const pgliteDir = path.join(dataDir, "pglite");

  if (!options.force) {
    if (options.target.kind === "pglite" && (await nonEmptyDir(pgliteDir)))
      throw new RestoreRefusedError(`${pgliteDir} already holds a database; restore into an empty DATA_DIR, or pass --force to replace it.`);
    if (options.localFiles && (await nonEmptyDir(filesDir)))
      throw new RestoreRefusedError(`${filesDir} already holds files; restore into an empty DATA_DIR, or pass --force to replace them.`);
  }

  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const staging = path.join(dataDir, `.restore-${randomUUID()}`);
  await mkdir(staging, { mode: 0o700 });
  let pgClient: pg.Client | undefined;
  try {
    // Second pass: unpack into staging (the checks run again as it goes).
    await readArchive(
      options.archive,
      async (entry, stream) => {
        if (entry.startsWith("files/") && !options.localFiles) return void stream.resume();
        if (entry.includes("..") || path.isAbsolute(entry)) throw new Error(`unsafe path ${entry}`);
        const target = path.join(staging, entry);
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await pipeline(stream, createWriteStream(target, { mode: 0o600 }));
      },
      options.trust,
    );
    for (const entry of manifest.entries) {
      if (entry.path.startsWith("files/") && !options.localFiles) continue;
      const actual = await hashFile(path.join(staging, entry.path));
      if (actual.sha256 !== entry.sha256) throw new RestoreRefusedError(`${entry.path} did not unpack as the manifest says; nothing was restored.`);
    }
    const sql = loadableSql(await readFile(path.join(staging, "database.sql"), "utf8"));
    const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);

    if (options.target.kind === "pglite") {
      const client = new PGlite(path.join(staging, "pglite"));
      try {
        await client.exec(sql);
        await client.exec("set search_path to public");
        const tables = (await client.query<{ name: string }>(TABLES_SQL.replace("table_name from", "table_name as name from"))).rows.map((row) => row.name);
        const counted = Object.fromEntries(
          (await client.query<[string, string]>(countSql(tables), [], { rowMode: "array" })).rows.map(([t, n]) => [t, Number(n)]),
        );
        await compareCounts(manifest, counted);
      } finally {
        await client.close();
      }
    } else {
      pgClient = new pg.Client({ connectionString: options.target.url });
      await pgClient.connect();
      await pgClient.query("begin");
      const existing = await postgresTables(pgClient);
      if (existing.length && !options.force)
        throw new RestoreRefusedError(
          `The PostgreSQL database in DATABASE_URL already has ${existing.length} tables; restore into an empty database, or pass --force to replace them.`,
        );
      if (options.force) await pgClient.query("drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public");
      await pgClient.query(sql);
      await pgClient.query("set search_path to public");
      const tables = await postgresTables(pgClient);
      const counted = Object.fromEntries(
        (await pgClient.query({ text: countSql(tables), rowMode: "array" })).rows.map((row: unknown[]) => [String(row[0]), Number(row[1])]),
      );
      await compareCounts(manifest, counted);
    }

    // Everything checked: put it in place.
    if (options.target.kind === "pglite") {
      if (options.force) await rm(pgliteDir, { recursive: true, force: true });
      await rename(path.join(staging, "pglite"), pgliteDir);
    }
    if (pgClient) await pgClient.query("commit");
    if (options.localFiles) {
      if (options.force) await rm(filesDir, { recursive: true, force: true });
      if (existsSync(path.join(staging, "files"))) await rename(path.join(staging, "files"), filesDir);
    }
    for (const name of ["site-profile.json", SECRET_FILE]) {
      const staged = path.join(staging, name);
      if (!(await stat(staged).catch(() => undefined))) continue;
      if (!options.force && existsSync(path.join(dataDir, name))) continue;
      await rename(staged, path.join(dataDir, name));
    }
    const missingKeys: string[] = [];
    if (options.bucket) for (const key of manifest.storage.s3Keys ?? []) if (!(await options.bucket.stat(key).catch(() => null))) missingKeys.push(key);
    return { manifest, tables: Object.keys(manifest.database.tables).length, rows, files: manifest.storage.files, missingKeys };
  } catch (error) {
    if (pgClient) await pgClient.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await pgClient?.end().catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
  }
}
