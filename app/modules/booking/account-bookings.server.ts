import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookingRescheduleLinks, bookings, orders } from "~/db/schema";
import { cancellationCutoffHours } from "~/modules/booking/bookings.server";
import { readBookingSettings } from "~/modules/booking/settings.server";
import { formatBusinessTime } from "~/modules/site/time-zone";
import { loadSiteProfile } from "~/modules/site/profile.server";
import { orderOwner, ownedOrdersSql } from "~/modules/accounts/access.server";
import type { SessionUser } from "~/modules/accounts/guards.server";
import type { AccountBooking } from "~/modules/accounts/history";

type Who = Pick<SessionUser, "id" | "email" | "emailVerified">;

/** Past and cancelled sessions shown at most (newest first); the data download holds them all. */
export const PAST_BOOKINGS_SHOWN = 50;

/** The statuses a person sees: sessions that were booked. Holds, open checkouts and lapsed requests never happened. */
const SHOWN_BOOKING_STATUSES = ["confirmed", "cancelled"];

/**
 * "Your bookings" (issue 24, decision 038): private sessions and consultations booked under the
 * person's verified e-mail address, or paid for by an order of theirs (the same ownership rule as
 * the orders, decision 013). Block-outs are the coach's and never shown; nor is a booking under
 * an address the person has not proven.
 */
export async function accountBookings(db: Database, who: Who, now = new Date()): Promise<{ upcoming: AccountBooking[]; past: AccountBooking[] }> {
  const verified = who.emailVerified ? who.email.toLowerCase() : null;
  const paidFor = db
    .select({ id: orders.bookingId })
    .from(orders)
    .where(and(ownedOrdersSql(orderOwner(who)), isNotNull(orders.bookingId)));
  const mine = or(verified ? sql`lower(${bookings.email}) = ${verified}` : undefined, inArray(bookings.id, paidFor));
  const shown = and(mine, inArray(bookings.kind, ["coaching", "consultation"]), inArray(bookings.status, SHOWN_BOOKING_STATUSES));
  const columns = {
    id: bookings.id,
    kind: bookings.kind,
    status: bookings.status,
    courseName: bookings.courseName,
    startsAt: bookings.startsAt,
    endsAt: bookings.endsAt,
    cancelToken: bookings.cancelToken,
    sequence: bookings.sequence,
    noShowAt: bookings.noShowAt,
    cancellationPolicy: bookings.cancellationPolicy,
  };
  const upcomingRows = await db
    .select(columns)
    .from(bookings)
    .where(and(shown, eq(bookings.status, "confirmed"), gt(bookings.startsAt, now)))
    .orderBy(bookings.startsAt);
  const pastRows = await db
    .select(columns)
    .from(bookings)
    .where(and(shown, or(eq(bookings.status, "cancelled"), sql`${bookings.startsAt} <= ${now}`)))
    .orderBy(desc(bookings.startsAt))
    .limit(PAST_BOOKINGS_SHOWN);

  const { settings } = await readBookingSettings(db);
  const cutoffs = { settings, cancellationNoticeHours: loadSiteProfile().cancellationNoticeHours };
  const links = upcomingRows.length
    ? await db
        .select({ bookingId: bookingRescheduleLinks.bookingId, sequence: bookingRescheduleLinks.bookingSequence, expiresAt: bookingRescheduleLinks.expiresAt })
        .from(bookingRescheduleLinks)
        .where(
          and(
            inArray(
              bookingRescheduleLinks.bookingId,
              upcomingRows.map((row) => row.id),
            ),
            isNull(bookingRescheduleLinks.usedAt),
            isNull(bookingRescheduleLinks.revokedAt),
            gt(bookingRescheduleLinks.expiresAt, now),
          ),
        )
    : [];

  const base = (row: (typeof upcomingRows)[number]) => ({
    id: row.id,
    title: row.courseName,
    when: formatBusinessTime(row.startsAt),
    startsAt: row.startsAt.toISOString(),
    minutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
  });
  const upcoming = upcomingRows.map((row): AccountBooking => {
    // The link works until the start; the policy kept with the booking decides what comes back (decision 064).
    const until = new Date(row.startsAt.getTime() - (row.cancellationPolicy?.cutoffHours ?? cancellationCutoffHours(cutoffs, row.kind)) * 3_600_000);
    const beforeCutoff = now < until;
    // A link the coach sent that still works: it dies when the booking moves (its sequence) and never outlives the start.
    const link = links.find((one) => one.bookingId === row.id && one.sequence === row.sequence);
    return {
      ...base(row),
      status: "Confirmed",
      cancelPath: `/booking/cancel/${row.cancelToken}`,
      cancelUntil: beforeCutoff ? formatBusinessTime(until) : null,
      rescheduleLinkUntil: link ? formatBusinessTime(link.expiresAt < row.startsAt ? link.expiresAt : row.startsAt) : null,
    };
  });
  const past = pastRows.map((row): AccountBooking => ({
    ...base(row),
    status: row.status === "cancelled" ? "Cancelled" : row.noShowAt ? "Missed" : row.endsAt > now ? "In progress" : "Took place",
    cancelPath: null,
    cancelUntil: null,
    rescheduleLinkUntil: null,
  }));
  return { upcoming, past };
}
