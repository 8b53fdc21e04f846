import path from "node:path";
import { existsSync } from "node:fs";
import { desc } from "drizzle-orm";
import type { Env } from "~/env.server";
import { databaseHandle, db } from "~/db/db.server";
import { backupRuns } from "~/db/schema";
import { every, jobGroup } from "~/lib/periodic.server";
import { createBackup, type BackupResult, type BackupSource } from "./backup.server";
import { backupSettings } from "./settings.server";

type BackupEnv = Pick<Env, "DATA_DIR" | "DATABASE_URL" | "S3_BUCKET" | "SITE_PROFILE_FILE" | "BACKUP_DIR" | "BACKUP_EVERY" | "BACKUP_KEEP">;

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
    return createBackup({ ...backupInputs(config, source), trigger });
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
