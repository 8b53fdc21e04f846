import { and, asc, eq, gte, inArray, isNotNull, lt, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, manualBookings, orders } from "~/db/schema";

/**
 * Every booking the coach may need to see: confirmed and cancelled ones, and those she added by
 * hand with a payment link while it is open. A visitor's unpaid hold (or an unconfirmed
 * consultation request) is not a booking: it is not shown (docs/rules.md, "Back office"); an
 * expired hold never happened.
 */
const BOOKED_STATUSES = ["confirmed", "cancelled"] as const;
const HOLD_STATUSES = ["held", "pending"] as const;

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
  payment: { status: string; amount: number; refunded: number; currency: string; method: string | null } | null;
  /** Added by hand with a payment link (open while the booking is held or pending). */
  paymentLink: boolean;
  /** The cancellation policy kept with the booking (decision 064); null on a row from before it was kept. */
  cancellationPolicy: { cutoffHours: number; beforePercent: number; afterPercent: number } | null;
  /** Cancelled by the assistant: her name, and whether its refund still waits for the coach (decision 065). */
  cancelledByName: string | null;
  refundDecision: string | null;
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
      cancellationPolicy: bookings.cancellationPolicy,
      cancelledByName: bookings.cancelledByName,
      refundDecision: bookings.refundDecision,
      orderStatus: orders.status,
      amount: orders.amountTotal,
      refunded: orders.amountRefunded,
      currency: orders.currency,
      method: orders.paymentMethod,
      manualPayment: manualBookings.payment,
    })
    .from(bookings)
    .leftJoin(orders, eq(orders.id, bookings.orderId))
    .leftJoin(manualBookings, eq(manualBookings.bookingId, bookings.id))
    .where(
      and(
        or(inArray(bookings.status, [...BOOKED_STATUSES]), and(inArray(bookings.status, [...HOLD_STATUSES]), isNotNull(manualBookings.key))),
        gte(bookings.startsAt, from),
        lt(bookings.startsAt, to),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows.map(({ orderStatus, amount, refunded, currency, method, manualPayment, ...booking }) => ({
    ...booking,
    payment: orderStatus && amount !== null && currency ? { status: orderStatus, amount, refunded: refunded ?? 0, currency, method } : null,
    paymentLink: manualPayment === "link",
  }));
}
