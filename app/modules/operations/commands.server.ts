import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { parseEnv, type Env } from "~/env.server";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import { readArchive } from "./archive.server";
import { createBackup } from "./backup.server";
import { claimDataDir, readOwner, type Owner } from "./owner.server";
import { restoreArchive } from "./restore.server";
import { backupInputs } from "./service.server";

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
      if (!archive) throw new Error("Usage: npm run restore -- ARCHIVE [--force]");
      const report = await restoreCommand(config, path.resolve(archive), force);
      out.write(`${report}\n`);
      return 0;
    }
    throw new Error("Usage: operations backup | restore ARCHIVE [--force]");
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
      const result = await createBackup({ ...backupInputs(config, { kind: "postgres", url: config.DATABASE_URL, db }), trigger: "requested" });
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
    const result = await createBackup({ ...backupInputs(config, { kind: "pglite", client, db }), trigger: "requested" });
    say(`Backed up ${Object.keys(result.manifest.database.tables).length} tables and ${result.manifest.storage.files} files (${result.bytes} bytes).`);
    return result.archive;
  } finally {
    await client?.close().catch(() => undefined);
    claim.release();
  }
}

async function restoreCommand(config: Env, archive: string, force: boolean): Promise<string> {
  // A damaged archive is refused before anything, DATA_DIR included, is touched.
  await readArchive(archive);
  const claim = config.DATABASE_URL ? undefined : claimDataDir(config.DATA_DIR, { role: "restore" });
  try {
    const report = await restoreArchive({
      archive,
      target: config.DATABASE_URL ? { kind: "postgres", url: config.DATABASE_URL, dataDir: config.DATA_DIR } : { kind: "pglite", dataDir: config.DATA_DIR },
      force,
      localFiles: !config.S3_BUCKET,
    });
    const where = config.DATABASE_URL ? "the PostgreSQL database in DATABASE_URL" : path.resolve(config.DATA_DIR);
    return [
      `Restored ${archive} (made ${report.manifest.createdAt}) into ${where}:`,
      `  ${report.tables} tables, ${report.rows} rows (counts checked against the manifest)`,
      `  ${config.S3_BUCKET ? "no files (S3 storage keeps its own)" : `${report.files} files (SHA-256 checked)`}`,
      "Start the site as usual; it applies any newer migrations first.",
    ].join("\n");
  } finally {
    claim?.release();
  }
}
