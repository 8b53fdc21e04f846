import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The coach's private notes on an order or a person (decision 033): never shown to the buyer,
 * never edited, newest last. The form's key makes a double submit one note.
 */
export const privateNotes = pgTable(
  "private_notes",
  {
    id: text("id").primaryKey(),
    /** order | user */
    subjectType: text("subject_type").$type<"order" | "user">().notNull(),
    subjectId: text("subject_id").notNull(),
    authorId: text("author_id"),
    /** Copied, so the note keeps its author when the account goes. */
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("private_notes_idempotency_key_idx").on(table.idempotencyKey),
    index("private_notes_subject_idx").on(table.subjectType, table.subjectId, table.createdAt),
    check("private_notes_subject_type_check", sql`${table.subjectType} in ('order', 'user')`),
    check("private_notes_body_check", sql`length(${table.body}) between 1 and 4000`),
  ],
);
