import { sql } from "drizzle-orm";
import { bigint, check, integer, jsonb, pgTable, smallint, timestamp } from "drizzle-orm/pg-core";

/**
 * The site profile and the programme dates the coach edits on /admin/settings (decision 036):
 * one row. `version` goes up with every save, so every instance notices within a second.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: smallint("id").primaryKey().default(1),
    profile: jsonb("profile").$type<Record<string, unknown>>().notNull(),
    programmeRuns: jsonb("programme_runs").$type<Record<string, unknown>>().notNull(),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("site_settings_id_check", sql`${table.id} = 1`)],
);

/**
 * The version of everything anonymous pages show (migration 0034, decision 041): triggers on the
 * content tables raise it in the writing transaction; the render cache drops pages rendered at
 * an older one.
 */
export const contentVersion = pgTable(
  "content_version",
  {
    id: smallint("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("content_version_id_check", sql`${table.id} = 1`)],
);
