import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A file sent with a mail, e.g. an .ics invite; content is text (UTF-8). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every e-mail is written here in the same transaction as the record it belongs to, then
 * delivered by the outbox worker, so a mail server that is down loses nothing.
 *
 * status: "pending" (waiting for delivery or a retry), "sent", "failed" (gave up after the
 * last attempt) or "local" (no SMTP_URL configured: kept here for the admin to read).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    /** What the mail is for, e.g. "application.coach"; never personal data. */
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while one worker is delivering the row, so another instance skips it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("outbox_due_idx").on(table.status, table.nextAttemptAt)],
);
