import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * A link the coach sends a client to choose a new time for a confirmed booking (decision 031).
 * Only the token's SHA-256 is kept. It works once, until `expires_at`, and only while the
 * booking is still as it was when the link was made (`booking_sequence`): a booking moved or
 * cancelled meanwhile turns the link dead. `key` is the back office form's idempotency key,
 * so a second click sends no second e-mail.
 */
export const bookingRescheduleLinks = pgTable(
  "booking_reschedule_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    bookingId: text("booking_id").notNull(),
    bookingSequence: integer("booking_sequence").notNull(),
    key: text("key").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** A newer link for the same booking replaced it. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("booking_reschedule_links_booking_idx").on(table.bookingId)],
);

/**
 * A booking the coach added by hand (a time agreed by phone): the form's idempotency key
 * (a double submit adds one booking), the phone number she noted, and whether it is free or
 * paid through a payment link.
 */
export const manualBookings = pgTable("manual_bookings", {
  key: text("key").primaryKey(),
  bookingId: text("booking_id").notNull().unique(),
  payment: text("payment").notNull(),
  phone: text("phone"),
  createdBy: text("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** When the payment link was last sent again: a resend within 30 seconds of it sends nothing (decision 066). */
  linkSentAt: timestamp("link_sent_at", { withTimezone: true }),
  /** The coach withdrew the payment link: the booking is cancelled and its checkout expired. */
  withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
});

/**
 * The coach's calendar feed tokens (an .ics URL her calendar app subscribes to). Only the
 * SHA-256 is kept; at most one is live (a partial unique index), and revoking or making a
 * new one ends the old one.
 */
export const calendarFeedTokens = pgTable(
  "calendar_feed_tokens",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("calendar_feed_tokens_one_live")
      .on(sql`(true)`)
      .where(sql`${table.revokedAt} is null`),
  ],
);
