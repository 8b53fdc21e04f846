import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { chmod, mkdir, readdir, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "~/db/client.server";
import { codeMigrations } from "~/db/migrate.server";
import { backupRuns } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { metrics } from "~/lib/metrics.server";
import { SECRET_FILE } from "~/modules/accounts/secret.server";
import { writeArchive, type ArchiveSource, type Manifest } from "./archive.server";
import { exclusiveSnapshot } from "./pglite-snapshot.server";

/** Archive names sort by time: vocal-studio-backup-2026-11-25T10-41-07-123Z.tar.gz. */
export const ARCHIVE_PREFIX = "vocal-studio-backup-";
export const ARCHIVE_SUFFIX = ".tar.gz";

/** The tables of the app's schemas (public, and drizzle's migration journal). */
export const TABLES_SQL = `select table_schema || '.' || table_name from information_schema.tables
  where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`;

/** Every storage key the database refers to: uploads with applications and stories, course materials. */
export const STORAGE_KEYS_SQL = `select storage_key from application_files union select pdf_key from story_submissions where pdf_key is not null
  union select storage_key from course_materials order by 1`;

export const countSql = (tables: string[]) =>
  tables
    .map(
      (table) =>
        `select '${table}', count(*)::text from ${table
          .split(".")
          .map((part) => `"${part}"`)
          .join(".")}`,
    )
    .join(" union all ");

export type BackupSource = { kind: "pglite"; client: PGlite; db: Database } | { kind: "postgres"; url: string; db: Database };

export interface BackupOptions {
  source: BackupSource;
  dataDir: string;
  backupDir: string;
  /** Local storage's folder (DATA_DIR/files), or undefined with S3. */
  filesDir?: string;
  /** The site profile file, when there is one. */
  profileFile?: string;
  keep: number;
  /** Signs the archive's manifest (archiveSigningKey of BACKUP_KEY or the auth secret, decision 070). */
  key: Buffer;
  trigger: "scheduled" | "requested";
  now?: () => Date;
}

export interface BackupResult {
  archive: string;
  bytes: number;
  sha256: string;
  manifest: Manifest;
  durationMs: number;
}

/** Every file under `dir`, relative paths with /, skipping half-written uploads (*.part). */
async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile() && !entry.name.endsWith(".part")) files.push(relative);
  }
  return files;
}

interface Snapshot {
  counts: Record<string, number>;
  /** The storage keys the snapshot refers to (listed in the manifest with S3 storage). */
  keys: string[];
}

/** The SQL dump, each table's rows and the storage keys, from one snapshot. */
async function snapshotDatabase(source: BackupSource, sqlFile: string): Promise<Snapshot> {
  if (source.kind === "pglite") {
    return exclusiveSnapshot(source.client, async (session) => {
      const tables = (await session.query(TABLES_SQL)).map(([name]) => name!);
      const counts = Object.fromEntries((await session.query(countSql(tables))).map(([table, n]) => [table!, Number(n)]));
      const keys = (await session.query(STORAGE_KEYS_SQL)).map(([key]) => key!);
      await writeFile(sqlFile, await session.dump(), { mode: 0o600 });
      return { counts, keys };
    });
  }
  // PostgreSQL: count in a repeatable-read transaction and let pg_dump use that very snapshot.
  const client = new pg.Client({ connectionString: source.url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const [{ snapshot }] = (await client.query<{ snapshot: string }>("select pg_export_snapshot() as snapshot")).rows as [{ snapshot: string }];
    const tables = (
      await client.query<{ name: string }>(TABLES_SQL.replace("table_schema || '.' || table_name", "table_schema || '.' || table_name as name"))
    ).rows.map((row) => row.name);
    const counts = Object.fromEntries(
      (await client.query({ text: countSql(tables), rowMode: "array" })).rows.map((row: unknown[]) => [String(row[0]), Number(row[1])]),
    );
    const keys = (await client.query({ text: STORAGE_KEYS_SQL, rowMode: "array" })).rows.map((row: unknown[]) => String(row[0]));
    await pgDumpTo(source.url, snapshot, sqlFile);
    await client.query("commit");
    return { counts, keys };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A PostgreSQL URL split for a child process (pg_dump, psql): the URL without its password for
 * the arguments, and the password as `PGPASSWORD` in its environment. Any local user reads a
 * process's arguments (`ps`, /proc/<pid>/cmdline); its environment only the same user.
 */
export function childConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  const env = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { url: parsed.toString(), env };
}

/** PostgreSQL's own pg_dump, plain SQL with one INSERT per row (loads anywhere, PGlite included). */
async function pgDumpTo(url: string, snapshot: string, sqlFile: string) {
  const connection = childConnection(url);
  const child = spawn(process.env.PG_DUMP ?? "pg_dump", ["--no-owner", "--no-privileges", "--inserts", "--snapshot", snapshot, "--dbname", connection.url], {
    stdio: ["ignore", "pipe", "pipe"],
    env: connection.env,
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  await pipeline(child.stdout, createWriteStream(sqlFile, { mode: 0o600 }));
  const code = await exited.catch((error: NodeJS.ErrnoException) => {
    throw new Error(error.code === "ENOENT" ? "pg_dump is not installed (PostgreSQL's client tools; or set PG_DUMP to its path)" : error.message);
  });
  if (code !== 0) throw new Error(`pg_dump failed (exit ${code}): ${stderr.trim().split("\n").slice(-3).join(" ")}`);
}

/**
 * One backup (decision 027): a snapshot of the database as SQL with each table's row count,
 * then the stored files, the site profile and the auth secret, in one archive in BACKUP_DIR
 * with a manifest. Recorded in backup_runs once complete; the oldest archives beyond `keep`
 * are then deleted.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? (() => new Date());
  const started = now();
  const startedAt = performance.now();
  await mkdir(options.backupDir, { recursive: true, mode: 0o700 });
  // It holds plain copies of the database while a backup runs: its owner's alone, whoever made it.
  await chmod(options.backupDir, 0o700);
  await removeLeftovers(options.backupDir, now().getTime());
  const work = path.join(options.backupDir, `.work-${randomUUID()}`);
  await mkdir(work, { mode: 0o700 });
  try {
    const sqlFile = path.join(work, "database.sql");
    const { counts: tables, keys } = await snapshotDatabase(options.source, sqlFile);
    const known = codeMigrations();
    const applied = tables["drizzle.__drizzle_migrations"] ?? 0;
    const files = options.filesDir ? await listFiles(options.filesDir) : [];
    const sources: ArchiveSource[] = [
      { path: "database.sql", file: sqlFile },
      ...(options.profileFile ? [{ path: "site-profile.json", file: options.profileFile }] : []),
      { path: SECRET_FILE, file: path.join(options.dataDir, SECRET_FILE) },
      ...files.map((key) => ({ path: `files/${key}`, file: path.join(options.filesDir!, key) })),
    ];
    const name = `${ARCHIVE_PREFIX}${started.toISOString().replaceAll(":", "-").replace(".", "-")}${ARCHIVE_SUFFIX}`;
    const written = await writeArchive(
      path.join(options.backupDir, name),
      sources,
      {
        format: 1,
        createdAt: started.toISOString(),
        schema: { migrations: applied, latest: known[applied - 1]?.tag ?? null },
        database: { kind: options.source.kind, tables },
        // With S3 the objects stay in the bucket (it keeps its own versions); their keys are listed.
        storage: options.filesDir ? { kind: "local", files: files.length } : { kind: "s3", files: 0, s3Keys: keys },
      },
      options.key,
    );
    const durationMs = Math.round(performance.now() - startedAt);
    const finishedAt = now();
    await options.source.db.insert(backupRuns).values({
      id: randomUUID(),
      archive: name,
      bytes: written.bytes,
      sha256: written.sha256,
      trigger: options.trigger,
      durationMs,
      finishedAt,
    });
    metrics().backupLastSuccess.set(finishedAt.getTime() / 1000);
    await pruneArchives(options.backupDir, options.keep);
    logger.info({ archive: name, bytes: written.bytes, durationMs, trigger: options.trigger }, "backup written");
    return { archive: written.path, bytes: written.bytes, sha256: written.sha256, manifest: written.manifest, durationMs };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** A half-written archive or work folder untouched this long was left by a backup that crashed (a running one writes on). */
export const LEFTOVER_AFTER_MS = 10 * 60_000;

/** When anything in `target` (a file, or a folder and what it holds) was last written. */
async function lastWritten(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const inside = await readdir(target).catch(() => [] as string[]);
  return Math.max(info.mtimeMs, ...(await Promise.all(inside.map((name) => lastWritten(path.join(target, name))))));
}

/**
 * Removes what a crashed backup left in BACKUP_DIR: `*.partial` archives and `.work-*` folders
 * (plain copies of the whole database, personal data and password hashes) that nothing has
 * written for LEFTOVER_AFTER_MS. Run when a backup starts and by the keep-last-N clean-up.
 */
export async function removeLeftovers(backupDir: string, now = Date.now()) {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  for (const name of names.filter((each) => each.startsWith(".work-") || each.endsWith(".partial"))) {
    const target = path.join(backupDir, name);
    if (now - (await lastWritten(target)) >= LEFTOVER_AFTER_MS) await rm(target, { recursive: true, force: true });
  }
}

/** Deletes the oldest archives so that `keep` remain (names sort by time), and what crashed backups left. */
export async function pruneArchives(backupDir: string, keep: number) {
  const archives = (await readdir(backupDir)).filter((name) => name.startsWith(ARCHIVE_PREFIX) && name.endsWith(ARCHIVE_SUFFIX)).sort();
  for (const name of archives.slice(0, Math.max(0, archives.length - keep))) await unlink(path.join(backupDir, name)).catch(() => undefined);
  await removeLeftovers(backupDir);
}
