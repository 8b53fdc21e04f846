import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { EXCLUSION_VIOLATION, sqlState } from "~/db/sql-state";

export type Booking = typeof bookings.$inferSelect;

export type ConfirmOutcome =
  | { outcome: "confirmed"; booking: Booking }
  | { outcome: "already"; booking: Booking }
  | { outcome: "slot-lost"; booking: Booking }
  | { outcome: "session-started"; booking: Booking }
  | { outcome: "missing" };

/**
 * The booking an order paid for becomes confirmed. A live hold is simply confirmed; a
 * lapsed one is confirmed only if its slot is still free — the exclusion constraint decides,
 * inside a savepoint so the caller's transaction survives — else "slot-lost" (refund).
 */
export async function confirmPaidBooking(tx: Tx, bookingId: string, orderId: string, now: Date): Promise<ConfirmOutcome> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  if (!booking) return { outcome: "missing" };
  if (booking.status === "confirmed") return { outcome: "already", booking };
  // A session is never booked once it has begun (docs/rules.md, "Booking"): the payment goes back.
  if (booking.startsAt.getTime() <= now.getTime()) return { outcome: "session-started", booking };
  const set = { status: "confirmed", orderId, expiresAt: null, confirmedAt: now, updatedAt: now };
  if (booking.status === "held" || booking.status === "pending") {
    const [confirmed] = await tx
      .update(bookings)
      .set(set)
      .where(and(eq(bookings.id, bookingId), inArray(bookings.status, ["held", "pending"])))
      .returning();
    return { outcome: "confirmed", booking: confirmed! };
  }
  if (booking.status === "cancelled") return { outcome: "slot-lost", booking };
  try {
    const confirmed = await tx.transaction(async (savepoint) => {
      const [row] = await savepoint
        .update(bookings)
        .set(set)
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, "expired")))
        .returning();
      return row!;
    });
    return { outcome: "confirmed", booking: confirmed };
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) return { outcome: "slot-lost", booking };
    throw error;
  }
}
