import { and, eq, inArray } from "drizzle-orm";
import { bookings, orders } from "~/db/schema";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { requestRefund, submitRefund } from "~/modules/orders/refunds.server";
import type { BookingDeps } from "./deps.server";
import type { Booking } from "./confirm.server";
import { coachCancellationMail } from "./mails";
import { bookingLanguage } from "./booking-language.server";

export type CoachCancelResult =
  | { ok: true; booking: Booking; refunded: { amount: number; currency: string } | null }
  | { ok: false; reason: "not-found" | "already-cancelled" | "invalid-amount" };

class RefundRefused extends Error {}

/**
 * The coach cancels a booking (any time, unlike the client's link): the slot frees, a confirmed
 * booking's client gets one e-mail with the cancelling invite, her message and the refund, and a
 * paid booking is refunded by the amount she chose through the orders module. One transaction:
 * a refund that cannot be made leaves the booking as it was. The refund is sent to the provider
 * after the commit (and retried by the refund job if the provider is away).
 */
export async function cancelByCoach(deps: BookingDeps, input: { bookingId: string; message?: string; refundAmount?: number }): Promise<CoachCancelResult> {
  const now = deps.now();
  try {
    const done = await deps.db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for("update");
      if (!booking || booking.status === "expired") return { ok: false as const, reason: "not-found" as const };
      const [cancelled] = await tx
        .update(bookings)
        .set({ status: "cancelled", cancelledAt: now, updatedAt: now, sequence: booking.sequence + 1, expiresAt: null })
        .where(and(eq(bookings.id, booking.id), inArray(bookings.status, ["held", "pending", "confirmed"])))
        .returning();
      if (!cancelled) return { ok: false as const, reason: "already-cancelled" as const };
      let refund: { id: string; amount: number; currency: string } | null = null;
      if (input.refundAmount && input.refundAmount > 0) {
        const [order] = booking.orderId ? await tx.select().from(orders).where(eq(orders.id, booking.orderId)).for("update") : [];
        if (!order) throw new RefundRefused();
        const requested = await requestRefund(tx, order, { amount: input.refundAmount, reason: "coach-cancelled" }, now);
        if (!requested.ok) throw new RefundRefused();
        refund = { id: requested.refundId, amount: input.refundAmount, currency: order.currency };
      }
      if (booking.status === "confirmed")
        await enqueueMail(
          tx,
          [coachCancellationMail(cancelled, deps.mail.context, now, deps.calendar, { message: input.message, refund }, await bookingLanguage(tx, booking))],
          deps.mail.mode,
        );
      return { ok: true as const, booking: cancelled, refund };
    });
    if (!done.ok) return done;
    if (done.refund) await submitRefund(deps, done.refund.id);
    return { ok: true, booking: done.booking, refunded: done.refund ? { amount: done.refund.amount, currency: done.refund.currency } : null };
  } catch (error) {
    if (error instanceof RefundRefused) return { ok: false, reason: "invalid-amount" };
    throw error;
  }
}
