import { bigint, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per good backup (decision 027): what the back office and /readyz read as "last good
 * backup". Written after the archive is complete and verified; a failed backup writes nothing.
 */
export const backupRuns = pgTable("backup_runs", {
  id: text("id").primaryKey(),
  /** The archive's file name (not its path: BACKUP_DIR may differ between machines). */
  archive: text("archive").notNull(),
  bytes: bigint("bytes", { mode: "number" }).notNull(),
  sha256: text("sha256").notNull(),
  /** "scheduled" or "requested" (npm run backup). */
  trigger: text("trigger").notNull(),
  /** How long it took, in milliseconds. */
  durationMs: integer("duration_ms").notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
});
