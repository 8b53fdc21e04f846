import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { courseModules } from "./materials";

/** The (student, module) pair progress and journal rows belong to; both go with the account or the module. */
const studentModule = () => ({
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  moduleId: text("module_id")
    .notNull()
    .references(() => courseModules.id, { onDelete: "cascade" }),
});

/** A module a student has completed: one row per (student, module), so completing twice is one row. */
export const moduleProgress = pgTable(
  "module_progress",
  {
    ...studentModule(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.moduleId] })],
);

/** The student's Vocal Journal: one entry per (student, module), overwritten by each save. */
export const journalEntries = pgTable(
  "journal_entries",
  {
    ...studentModule(),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.moduleId] }), check("journal_entries_body_length", sql`char_length(${table.body}) <= 20000`)],
);

/** The module a student opened last, so that the dashboard resumes there. */
export const learningPositions = pgTable("learning_positions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  moduleId: text("module_id")
    .notNull()
    .references(() => courseModules.id, { onDelete: "cascade" }),
  openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
});
