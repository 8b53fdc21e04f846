import path from "node:path";
import type { Env } from "~/env.server";

/** Where backups go and how many stay (decision 027): BACKUP_DIR (default DATA_DIR/backups), BACKUP_EVERY, BACKUP_KEEP. */
export interface BackupSettings {
  dir: string;
  everyMs?: number;
  keep: number;
}

export function backupSettings(config: Pick<Env, "DATA_DIR" | "BACKUP_DIR" | "BACKUP_EVERY" | "BACKUP_KEEP">): BackupSettings {
  return {
    dir: path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, "backups")),
    everyMs: config.BACKUP_EVERY,
    keep: config.BACKUP_KEEP,
  };
}
