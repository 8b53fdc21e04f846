import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, smallint, timestamp } from "drizzle-orm/pg-core";

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
