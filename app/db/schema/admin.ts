import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Running totals for the back office's stats strip, kept by triggers (migration "back office"):
 * revenue per currency as paid with refunds deducted, the number of students, downloads. The
 * strip reads a handful of rows however many orders and accounts there are (decision 027).
 */
export const businessTotals = pgTable(
  "business_totals",
  {
    /** revenue | students | downloads */
    key: text("key").notNull(),
    /** The revenue's currency; '' for counts. */
    currency: text("currency").notNull().default(""),
    /** Minor units for revenue; a count otherwise. */
    value: bigint("value", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.currency] })],
);

/**
 * Who changed what in the back office, and when: one row per change (a course given by hand,
 * a role, later a price or a lesson). Never updated; kept as long as the business keeps its
 * books. `actor_id` stays when the account goes (the name is copied for that reason).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    /** What was done, e.g. "course.given", "course.taken-back", "role.changed". */
    action: text("action").notNull(),
    /** What it was done to: "user", "course", "order" … and its id. */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    /** The change in words a coach reads, plus the values before and after where they help. */
    summary: text("summary").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt, table.id),
    index("audit_log_subject_idx").on(table.subjectType, table.subjectId, table.createdAt),
  ],
);
