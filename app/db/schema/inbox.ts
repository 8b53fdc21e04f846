import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The coach's answers to contact messages and stories (decision 034): kept with the message,
 * each carried by one outbox row (`outbox_id`), whose status is the reply's delivery state.
 * `idempotency_key` comes with the reply form: a double submit is one reply and one e-mail.
 */
export const inboxReplies = pgTable(
  "inbox_replies",
  {
    id: text("id").primaryKey(),
    /** "message" (contact_messages) or "story" (story_submissions). */
    itemKind: text("item_kind").notNull(),
    itemId: text("item_id").notNull(),
    outboxId: text("outbox_id"),
    /** Who wrote it; the name is copied so it stays when the account goes. */
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("inbox_replies_key_idx").on(table.idempotencyKey),
    index("inbox_replies_item_idx").on(table.itemKind, table.itemId, table.createdAt),
    check("inbox_replies_item_kind_check", sql`${table.itemKind} IN ('message', 'story')`),
  ],
);
