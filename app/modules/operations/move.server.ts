import { readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "~/db/client.server";
import { SECRET_FILE, SECRET_NAME as AUTH_SECRET_NAME } from "~/modules/accounts/secret.server";
import type { FileStorage } from "~/modules/storage/storage.server";
import { createBackup, TABLES_SQL } from "./backup.server";
import { restoreArchive } from "./restore.server";

export interface MoveOptions {
  pglite: PGlite;
  db: Database;
  dataDir: string;
  backupDir: string;
  keep: number;
  profileFile?: string;
  url: string;
  /** Signs the move's backup and checks it as it is restored (decision 070). */
  key: Buffer;
  /** The bucket to copy DATA_DIR/files into, when S3 is configured. */
  bucket?: FileStorage;
}

export interface MoveReport {
  archive: string;
  tables: number;
  rows: number;
  files: number;
  copiedToBucket: number;
  secretMoved: boolean;
}

/**
 * A digest of each table's rows, the same on PGlite and PostgreSQL for the same data: rows as
 * text in UTC, sorted. What the move compares after the counts.
 */
export const TABLE_DIGEST_SQL = (table: string) =>
  `select md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as digest from ${table
    .split(".")
    .map((part) => `"${part}"`)
    .join(".")} r`;

async function digests(query: (text: string) => Promise<{ rows: unknown[] }>) {
  await query("set timezone to 'UTC'");
  await query("set extra_float_digits to 1");
  const tables = ((await query(TABLES_SQL.replace("table_name from", "table_name as name from"))).rows as { name: string }[]).map((row) => row.name);
  const out: Record<string, string> = {};
  for (const table of tables) out[table] = ((await query(TABLE_DIGEST_SQL(table))).rows as { digest: string }[])[0]!.digest;
  return out;
}

/**
 * Moves the embedded database to an empty PostgreSQL database (decision 027): a backup of it
 * (kept in BACKUP_DIR), restored into PostgreSQL with its counts checked, then every table's
 * digest compared; the generated auth secret goes into app_secrets so sessions, and second
 * factors encrypted with it, keep working; with S3 the stored files are copied into the bucket
 * and read back by hash. The site must be stopped meanwhile (the caller holds DATA_DIR).
 */
export async function moveToPostgres(options: MoveOptions): Promise<MoveReport> {
  const filesDir = path.join(options.dataDir, "files");
  const backup = await createBackup({
    source: { kind: "pglite", client: options.pglite, db: options.db },
    dataDir: options.dataDir,
    backupDir: options.backupDir,
    filesDir,
    profileFile: options.profileFile,
    keep: options.keep,
    key: options.key,
    trigger: "requested",
  });
  const before = await digests((text) => options.pglite.query(text));
  await options.pglite.query("set timezone to default");

  const restored = await restoreArchive({
    archive: backup.archive,
    target: { kind: "postgres", url: options.url, dataDir: options.dataDir },
    localFiles: false,
    trust: { key: options.key },
  });

  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  let secretMoved = false;
  try {
    const after = await digests((text) => client.query(text));
    // backup_runs gained the move's own backup after its snapshot: the one table allowed to differ.
    const differing = Object.keys(before).filter((table) => table !== "public.backup_runs" && after[table] !== before[table]);
    if (differing.length)
      throw new Error(`After the copy these tables differ from the embedded database: ${differing.join(", ")}. Drop the PostgreSQL database and try again.`);
    const secretFile = path.join(options.dataDir, SECRET_FILE);
    if (existsSync(secretFile)) {
      const secret = (await readFile(secretFile, "utf8")).trim();
      await client.query("insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing", [AUTH_SECRET_NAME, secret]);
      const { rows } = await client.query<{ value: string }>("select value from app_secrets where name = $1", [AUTH_SECRET_NAME]);
      if (rows[0]?.value !== secret)
        throw new Error("The PostgreSQL database already holds another auth secret: sessions and second factors would stop working.");
      secretMoved = true;
    }
  } finally {
    await client.end();
  }

  let copiedToBucket = 0;
  if (options.bucket) {
    for (const entry of restored.manifest.entries.filter((each) => each.path.startsWith("files/"))) {
      const key = entry.path.slice("files/".length);
      const bytes = await readFile(path.join(filesDir, key));
      await options.bucket.put(key, bytes, "application/octet-stream");
      const back = await options.bucket.get(key);
      if (!back || createHash("sha256").update(back).digest("hex") !== entry.sha256) throw new Error(`${key} did not arrive in the bucket intact`);
      copiedToBucket++;
    }
  }
  return { archive: backup.archive, tables: restored.tables, rows: restored.rows, files: restored.files, copiedToBucket, secretMoved };
}
