import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * The coach's booking settings (decision 030): one row, its JSON checked by
 * app/modules/booking/settings.ts on every write and read. `version` rises with every save.
 */
export const bookingSettings = pgTable(
  "booking_settings",
  {
    id: integer("id").primaryKey().default(1),
    settings: jsonb("settings").$type<unknown>().notNull(),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("booking_settings_one_row", sql`${table.id} = 1`)],
);
