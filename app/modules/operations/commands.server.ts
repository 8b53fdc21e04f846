import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { parseEnv, type Env } from "~/env.server";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import { readArchive, type ArchiveTrust } from "./archive.server";
import { createBackup } from "./backup.server";
import { claimDataDir, readOwner, type Owner } from "./owner.server";
import { restoreArchive } from "./restore.server";
import { archiveKey, backupInputs, backupKey } from "./service.server";
import { moveToPostgres } from "./move.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { storageFromEnv } from "~/modules/storage/file-storage.server";

/**
 * `npm run backup` and `npm run restore -- ARCHIVE [--force]` (decision 027), run with the
 * site's own environment. Messages go to stderr; backup prints the archive's path as its last
 * line on stdout. Resolves with the exit code.
 */
export async function runOperationsCommand(argv: string[], out = process.stdout, err = process.stderr): Promise<number> {
  const [command, ...rest] = argv;
  try {
    const config = parseEnv(process.env);
    if (command === "backup") {
      const archive = await backupCommand(config, (line) => err.write(`${line}\n`));
      out.write(`${archive}\n`);
      return 0;
    }
    if (command === "restore") {
      const force = rest.includes("--force");
      const archive = rest.find((arg) => !arg.startsWith("--"));
      if (!archive) throw new Error("Usage: npm run restore -- ARCHIVE [--force] [--trust-unsigned]");
      const trust: ArchiveTrust = {
        key: await archiveKey(config),
        trustUnsigned: rest.includes("--trust-unsigned"),
        warn: (line) => err.write(`\n${line}\n\n`),
      };
      const report = await restoreCommand(config, path.resolve(archive), force, trust);
      out.write(`${report}\n`);
      return 0;
    }
    if (command === "move-to-postgres") {
      // The URL comes from the environment: in the arguments its password would be in `ps` and the shell's history.
      const url = rest.find((arg) => !arg.startsWith("--")) ?? config.MOVE_TO_DATABASE_URL;
      if (!url || !/^postgres(ql)?:\/\//.test(url))
        throw new Error("Usage: MOVE_TO_DATABASE_URL=postgres://user@host:5432/database PGPASSWORD=… npm run move-to-postgres");
      if (rest.includes(url) && new URL(url).password)
        err.write("Warning: the password in the command's arguments can be read by any local user; use MOVE_TO_DATABASE_URL and PGPASSWORD.\n");
      out.write(`${await moveCommand(config, url, (line) => err.write(`${line}\n`))}\n`);
      return 0;
    }
    throw new Error("Usage: operations backup | restore ARCHIVE [--force] [--trust-unsigned] | move-to-postgres");
  } catch (error) {
    err.write(`\n${(error as Error).message}\n\n`);
    return 1;
  }
}

/** The running server's address for a local request: a wildcard HOST is reached on loopback. */
function serverUrl(owner: Owner) {
  const host =
    !owner.host || owner.host === "0.0.0.0" ? "127.0.0.1" : owner.host === "::" ? "[::1]" : owner.host.includes(":") ? `[${owner.host}]` : owner.host;
  return `http://${host}:${owner.port}/_operations/backup`;
}

async function backupCommand(config: Env, say: (line: string) => void): Promise<string> {
  if (config.DATABASE_URL) {
    // PostgreSQL serves many clients: the command reads it itself, without migrating anything.
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 2 });
    try {
      const db = drizzlePg({ client: pool, schema }) as unknown as Database;
      const result = await createBackup({
        ...backupInputs(config, { kind: "postgres", url: config.DATABASE_URL, db }),
        key: await backupKey(config, db),
        trigger: "requested",
      });
      say(`Backed up ${Object.keys(result.manifest.database.tables).length} tables and ${result.manifest.storage.files} files (${result.bytes} bytes).`);
      return result.archive;
    } finally {
      await pool.end();
    }
  }
  const owner = readOwner(config.DATA_DIR);
  if (owner?.role === "server") {
    // The embedded database belongs to the running server: it takes the backup.
    say(`The server (process ${owner.pid}) holds the embedded database; asking it for a backup…`);
    const response = await fetch(serverUrl(owner), { method: "POST", headers: { authorization: `Bearer ${owner.token}` } }).catch((error: Error) => {
      throw new Error(`The running server did not answer at ${serverUrl(owner)}: ${error.message}`);
    });
    const body = (await response.json().catch(() => ({}))) as { archive?: string; error?: string };
    if (!response.ok || !body.archive) throw new Error(`The running server could not take the backup: ${body.error ?? response.status}`);
    return body.archive;
  }
  const claim = claimDataDir(config.DATA_DIR, { role: "backup" });
  let client: PGlite | undefined;
  try {
    client = new PGlite(path.resolve(config.DATA_DIR, "pglite"));
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    const result = await createBackup({ ...backupInputs(config, { kind: "pglite", client, db }), key: await backupKey(config), trigger: "requested" });
    say(`Backed up ${Object.keys(result.manifest.database.tables).length} tables and ${result.manifest.storage.files} files (${result.bytes} bytes).`);
    return result.archive;
  } finally {
    await client?.close().catch(() => undefined);
    claim.release();
  }
}

async function restoreCommand(config: Env, archive: string, force: boolean, trust: ArchiveTrust): Promise<string> {
  // A damaged or foreign archive is refused before anything, DATA_DIR included, is touched.
  await readArchive(archive, undefined, trust);
  const claim = config.DATABASE_URL ? undefined : claimDataDir(config.DATA_DIR, { role: "restore" });
  try {
    const report = await restoreArchive({
      archive,
      target: config.DATABASE_URL ? { kind: "postgres", url: config.DATABASE_URL, dataDir: config.DATA_DIR } : { kind: "pglite", dataDir: config.DATA_DIR },
      force,
      localFiles: !config.S3_BUCKET,
      bucket: config.S3_BUCKET ? storageFromEnv(config) : undefined,
      trust,
    });
    const where = config.DATABASE_URL ? "the PostgreSQL database in DATABASE_URL" : path.resolve(config.DATA_DIR);
    return [
      `Restored ${archive} (made ${report.manifest.createdAt}) into ${where}:`,
      `  ${report.tables} tables, ${report.rows} rows (counts checked against the manifest)`,
      `  ${
        config.S3_BUCKET
          ? `no files (S3 storage keeps its own); ${report.manifest.storage.s3Keys?.length ?? 0} keys the database refers to, ${
              report.missingKeys.length ? `${report.missingKeys.length} missing in the bucket: ${report.missingKeys.join(", ")}` : "all in the bucket"
            }`
          : `${report.files} files (SHA-256 checked)`
      }`,
      "Start the site as usual; it applies any newer migrations first.",
    ].join("\n");
  } finally {
    claim?.release();
  }
}

/** The URL with its password hidden, for printing. */
function withoutPassword(url: string) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "…";
  return parsed.toString();
}

async function moveCommand(config: Env, url: string, say: (line: string) => void): Promise<string> {
  if (config.DATABASE_URL)
    throw new Error("DATABASE_URL is set: this site already runs on PostgreSQL. Run the move with the environment of the embedded database.");
  const owner = readOwner(config.DATA_DIR);
  if (owner?.role === "server")
    throw new Error(`A running server (process ${owner.pid}) holds the embedded database. Stop the site first: what it writes after the copy would be lost.`);
  const claim = claimDataDir(config.DATA_DIR, { role: "move" });
  let handle: DatabaseHandle | undefined;
  try {
    // Opened as the site opens it (migrated to this version), so PostgreSQL gets the same schema.
    handle = await openDatabase({ kind: "pglite", dataDir: config.DATA_DIR });
    const inputs = backupInputs(config, { kind: "pglite", client: handle.pglite!, db: handle.db });
    say("Copying the embedded database to PostgreSQL (a backup of it first)…");
    const key = await backupKey(config);
    const report = await moveToPostgres({
      key,
      pglite: handle.pglite!,
      db: handle.db,
      dataDir: inputs.dataDir,
      backupDir: inputs.backupDir,
      keep: inputs.keep,
      profileFile: inputs.profileFile,
      url,
      bucket: config.S3_BUCKET ? storageFromEnv(config) : undefined,
    });
    return [
      `Moved to ${withoutPassword(url)}: ${report.tables} tables, ${report.rows} rows (counts and each table's digest checked).`,
      `A backup of the embedded database from just before: ${report.archive}`,
      config.S3_BUCKET
        ? `${report.copiedToBucket} stored files copied to the bucket ${config.S3_BUCKET} (each read back and its SHA-256 checked).`
        : `The ${report.files} stored files stay in ${path.resolve(config.DATA_DIR, "files")}: keep DATA_DIR (or set S3_BUCKET and run the move again into an empty database).`,
      "",
      "Now change the site's settings and start it:",
      `  DATABASE_URL=${withoutPassword(url)}   (with its password)`,
      report.secretMoved
        ? "  The generated auth secret is now in the database: sessions and two-step sign-in keep working."
        : "  BETTER_AUTH_SECRET: keep the value you have set.",
      "  Several instances: see README, 'Several instances' (S3 storage, TRUST_PROXY, the same PUBLIC_URL).",
      `The embedded database in ${path.resolve(config.DATA_DIR, "pglite")} is no longer read; remove it once the site runs well on PostgreSQL.`,
    ].join("\n");
  } finally {
    await handle?.close().catch(() => undefined);
    claim.release();
  }
}
