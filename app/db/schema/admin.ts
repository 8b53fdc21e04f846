import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

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

/**
 * A file the coach uploaded through the resumable upload endpoint (decision 029), once it has
 * arrived whole and been checked: recognised by its content, its duration read, and moved into
 * private storage. A lesson claims it once (`claimed_at`); a failed one keeps its reason.
 */
export const mediaUploads = pgTable(
  "media_uploads",
  {
    /** The tus upload's id. */
    id: text("id").primaryKey(),
    /** ready | failed */
    status: text("status").notNull(),
    /** audio | video | pdf (a lesson's resource) */
    kind: text("kind"),
    contentType: text("content_type"),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    durationSeconds: integer("duration_seconds"),
    /** A PDF resource's page count, read from the file. */
    pages: integer("pages"),
    storageKey: text("storage_key").unique(),
    fileName: text("file_name").notNull(),
    error: text("error"),
    uploadedBy: text("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (table) => [check("media_uploads_status_check", sql`${table.status} in ('ready', 'failed')`), index("media_uploads_created_idx").on(table.createdAt)],
);
