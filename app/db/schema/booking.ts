import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The coach's one calendar. Live bookings (held, pending, confirmed) never overlap: the
 * migration adds an exclusion constraint over tstzrange(starts_at, ends_at), which
 * drizzle-kit cannot express, so an insert that bypasses the code fails too.
 *
 * kind: "coaching" (paid) or "consultation" (free), or "block-out": time the coach keeps free
 * (decision 030; status "blocked", `name` its private label, no e-mail), kept apart from live
 * bookings by the same exclusion constraint.
 * status: "held" (reserved, not yet at checkout; a consultation: requested, waiting for the
 * visitor to confirm from the e-mail), "pending" (checkout open), "confirmed", "expired" (hold
 * or unconfirmed request lapsed) or "cancelled". An e-mail address has at most one consultation
 * waiting for confirmation (a partial unique index), so one address gets one request mail at a time.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    courseId: text("course_id").notNull(),
    courseName: text("course_name").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Held bookings only: when the hold lapses (at most 10 minutes after it was made). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The browser's handle on its hold: asking again with it returns the same hold. */
    holdToken: text("hold_token").unique(),
    /** Unguessable; the private cancellation link. */
    cancelToken: text("cancel_token").notNull().unique(),
    /** Consultations only: unguessable; the link in the one mail that asks the visitor to confirm. */
    confirmToken: text("confirm_token").unique(),
    orderId: text("order_id"),
    /** iCalendar SEQUENCE: raised on every change sent to the attendees. */
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The coach marked the client as not having come (a confirmed session that has started); null again when she undoes it. */
    noShowAt: timestamp("no_show_at", { withTimezone: true }),
    /** The start the reminder e-mail was sent for (decision 030): one reminder per start time. */
    remindedForStartsAt: timestamp("reminded_for_starts_at", { withTimezone: true }),
    /** The cancellation policy of its kind when it was booked (decision 064; set by a trigger on insert): what its cancellation gives back. */
    cancellationPolicy: jsonb("cancellation_policy").$type<{ cutoffHours: number; beforePercent: number; afterPercent: number }>(),
    /** Who of the staff cancelled it, when not the coach (decision 065). */
    cancelledByName: text("cancelled_by_name"),
    /** A paid booking the assistant cancelled waits for the coach's refund decision (decision 065). */
    refundDecision: text("refund_decision").$type<"to-decide" | "refunded" | "no-refund">(),
  },
  (table) => [
    index("bookings_status_starts_idx").on(table.status, table.startsAt),
    index("bookings_status_expires_idx").on(table.status, table.expiresAt),
    uniqueIndex("bookings_one_open_consultation_per_email")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.kind} = 'consultation' AND ${table.status} = 'held'`),
    // The slot list reads the live bookings that end after the window's start (decision 026):
    // past confirmed bookings, which only grow, stay outside the range scanned.
    index("bookings_live_ends_idx")
      .on(table.endsAt, table.startsAt)
      .where(sql`${table.status} in ('held', 'pending', 'confirmed', 'blocked')`),
    index("bookings_email_lower_idx").on(sql`lower(${table.email})`),
    index("bookings_created_idx").on(table.createdAt, table.id),
    // The analytics count no-shows per week or month: the few marked rows only.
    index("bookings_no_show_idx")
      .on(table.startsAt)
      .where(sql`${table.noShowAt} is not null`),
    index("bookings_refund_to_decide_idx")
      .on(table.cancelledAt)
      .where(sql`${table.refundDecision} = 'to-decide'`),
    check("bookings_refund_decision_check", sql`${table.refundDecision} in ('to-decide', 'refunded', 'no-refund')`),
    index("bookings_reminder_idx")
      .on(table.startsAt)
      .where(sql`${table.status} = 'confirmed'`),
  ],
);
