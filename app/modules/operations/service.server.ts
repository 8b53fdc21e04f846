import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { desc, eq } from "drizzle-orm";
import type { Env } from "~/env.server";
import { databaseHandle, db } from "~/db/db.server";
import type { Database } from "~/db/client.server";
import { appSecrets, backupRuns } from "~/db/schema";
import { SECRET_FILE, SECRET_NAME as AUTH_SECRET_NAME } from "~/modules/accounts/secret.server";
import { archiveSigningKey } from "./archive.server";
import { every, jobGroup } from "~/lib/periodic.server";
import { createBackup, type BackupResult, type BackupSource } from "./backup.server";
import { backupSettings } from "./settings.server";

type BackupEnv = Pick<
  Env,
  "DATA_DIR" | "DATABASE_URL" | "S3_BUCKET" | "SITE_PROFILE_FILE" | "BACKUP_DIR" | "BACKUP_EVERY" | "BACKUP_KEEP" | "BACKUP_KEY" | "BETTER_AUTH_SECRET"
>;

/**
 * The key that signs and checks this site's archives (decision 070): BACKUP_KEY; else the auth
 * secret (BETTER_AUTH_SECRET, or the generated one: in the database with PostgreSQL, when `db` is
 * given, or in DATA_DIR/auth-secret). Undefined when there is none yet (a restore into an empty
 * DATA_DIR or database: the archive's own secret would vouch for itself).
 */
export async function archiveKey(config: Pick<BackupEnv, "BACKUP_KEY" | "BETTER_AUTH_SECRET" | "DATA_DIR">, db?: Database): Promise<Buffer | undefined> {
  const stored = async () => {
    if (db) {
      const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, AUTH_SECRET_NAME));
      if (row) return row.value;
    }
    const file = path.resolve(config.DATA_DIR, SECRET_FILE);
    return existsSync(file) ? readFileSync(file, "utf8").trim() || undefined : undefined;
  };
  const secret = config.BACKUP_KEY ?? config.BETTER_AUTH_SECRET ?? (await stored());
  return secret ? archiveSigningKey(secret) : undefined;
}

/** The signing key for a backup, which a backup cannot be without. */
export async function backupKey(config: Parameters<typeof archiveKey>[0], db?: Database): Promise<Buffer> {
  const key = await archiveKey(config, db);
  if (!key) throw new Error("No key to sign the backup with: set BACKUP_KEY, or start the site once (it makes its auth secret).");
  return key;
}

/** What a backup of this site reads: the database, local storage's folder, the profile file. */
export function backupInputs(config: BackupEnv, source: BackupSource) {
  const settings = backupSettings(config);
  const profile = config.SITE_PROFILE_FILE ?? path.join(config.DATA_DIR, "site-profile.json");
  return {
    source,
    dataDir: path.resolve(config.DATA_DIR),
    backupDir: settings.dir,
    filesDir: config.S3_BUCKET ? undefined : path.resolve(config.DATA_DIR, "files"),
    profileFile: existsSync(profile) ? profile : undefined,
    keep: settings.keep,
  };
}

let running: Promise<BackupResult> | undefined;

/** One backup at a time in this process: a request while one runs waits for that one's archive. */
export function backupNow(config: BackupEnv, trigger: "scheduled" | "requested"): Promise<BackupResult> {
  running ??= (async () => {
    const handle = databaseHandle();
    if (!handle) throw new Error("The database is not connected");
    const source: BackupSource = handle.pglite
      ? { kind: "pglite", client: handle.pglite, db: handle.db }
      : { kind: "postgres", url: config.DATABASE_URL!, db: handle.db };
    return createBackup({ ...backupInputs(config, source), key: await backupKey(config, config.DATABASE_URL ? handle.db : undefined), trigger });
  })().finally(() => (running = undefined));
  return running;
}

const jobs = jobGroup("operations");

/**
 * BACKUP_EVERY: the server backs itself up. With several instances on one PostgreSQL, an
 * instance skips its turn when another made a backup within half the interval.
 */
export function startBackupSchedule(config: BackupEnv) {
  const everyMs = config.BACKUP_EVERY;
  if (!everyMs) return;
  jobs.start(() => [
    every(everyMs, "backup", "scheduled backup failed", async () => {
      const [last] = await db().select({ at: backupRuns.finishedAt }).from(backupRuns).orderBy(desc(backupRuns.finishedAt)).limit(1);
      if (last && Date.now() - last.at.getTime() < everyMs / 2) return;
      await backupNow(config, "scheduled");
    }),
  ]);
}

export const stopBackupSchedule = jobs.stop;
