import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, orders } from "~/db/schema";

/** Every booking the coach may need to see: live ones and cancelled ones (an expired hold never happened). */
const SHOWN_STATUSES = ["held", "pending", "confirmed", "cancelled"] as const;

export interface CalendarBooking {
  id: string;
  kind: string;
  status: string;
  name: string;
  email: string;
  startsAt: Date;
  endsAt: Date;
  /** When the coach marked the client as not having come, or null. */
  noShowAt: Date | null;
  /** The paying order's status and amount, for a paid session; null for a free consultation. */
  payment: { status: string; amount: number; refunded: number; currency: string } | null;
}

/**
 * The bookings that start in [from, to), in time order, with their payment: one read bounded by
 * the window (bookings_status_starts_idx), however many bookings the years have gathered.
 */
export async function bookingsBetween(db: Database, from: Date, to: Date): Promise<CalendarBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      kind: bookings.kind,
      status: bookings.status,
      name: bookings.name,
      email: bookings.email,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      noShowAt: bookings.noShowAt,
      orderStatus: orders.status,
      amount: orders.amountTotal,
      refunded: orders.amountRefunded,
      currency: orders.currency,
    })
    .from(bookings)
    .leftJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(inArray(bookings.status, [...SHOWN_STATUSES]), gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows.map(({ orderStatus, amount, refunded, currency, ...booking }) => ({
    ...booking,
    payment: orderStatus && amount !== null && currency ? { status: orderStatus, amount, refunded: refunded ?? 0, currency } : null,
  }));
}
