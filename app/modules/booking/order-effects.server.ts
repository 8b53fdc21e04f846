import { and, eq, gt } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { bookings } from "~/db/schema";
import type { Order, OrderEffect } from "~/modules/orders/effects.server";
import { confirmPaidBooking, type Booking } from "./confirm.server";
import type { MailContext } from "~/modules/mail/draft";
import { localeOf, type Language } from "~/lib/i18n/languages";
import { bookingRefundMails, cancellationMails, confirmationMails, type BookingRefundReason } from "./mails";
import { formatSlot, type CalendarRules } from "./slots";

/**
 * What a paid private-coaching order does to its booking (docs/rules.md, "Booking"): the held
 * slot is confirmed; a payment that arrives after the slot went to someone else or after the
 * session's start, or a second payment for a booking already paid, is refused and refunded in full; a full refund or a lost
 * dispute cancels a booking still to come.
 */
export function bookingOrderEffects(calendar: CalendarRules): OrderEffect {
  const slotText = (booking: Booking, language: Language = "en") => `${booking.courseName}, ${formatSlot(booking.startsAt, calendar, localeOf(language))}`;
  // The coach reads the session in English, the client in the order's language.
  const refundMails = (reason: BookingRefundReason, order: Order, booking: Booking, mail: MailContext) =>
    bookingRefundMails(reason, order, slotText(booking), mail, order.language, slotText(booking, order.language));
  return {
    name: "booking",
    async onPaid(tx, order, ctx) {
      if (!order.bookingId) return;
      const confirmed = await confirmPaidBooking(tx, order.bookingId, order.id, ctx.now);
      switch (confirmed.outcome) {
        case "confirmed":
          return { mails: confirmationMails(confirmed.booking, ctx.mail, ctx.now, calendar, order.language) };
        case "slot-lost":
        case "session-started":
          return { refuse: { reason: confirmed.outcome, mails: refundMails(confirmed.outcome, order, confirmed.booking, ctx.mail) } };
        case "already":
          if (confirmed.booking.orderId === order.id) return;
          return { refuse: { reason: "duplicate-booking", mails: refundMails("duplicate-booking", order, confirmed.booking, ctx.mail) } };
        case "missing":
          return;
      }
    },
    async onAccessEnded(tx, order, ctx) {
      if (!order.bookingId) return;
      const cancelled = await cancelPaidBooking(tx, order.bookingId, order.id, ctx.now);
      return cancelled ? cancellationMails(cancelled, ctx.mail, ctx.now, calendar, order.language) : [];
    },
    // The refund dialog's "Free the booked slot" (decision 033): a session still to come is cancelled, once; the client gets the cancelling invite.
    refundChoices: [
      {
        key: "free-slot",
        label: "Free the booked slot",
        async appliesTo(db, order, now) {
          if (!order.bookingId) return false;
          const [live] = await db
            .select({ id: bookings.id })
            .from(bookings)
            .where(and(eq(bookings.id, order.bookingId), eq(bookings.orderId, order.id), eq(bookings.status, "confirmed"), gt(bookings.startsAt, now)));
          return Boolean(live);
        },
        async carryOut(tx, order, ctx) {
          if (!order.bookingId) return;
          const cancelled = await cancelPaidBooking(tx, order.bookingId, order.id, ctx.now);
          return { mails: cancelled ? cancellationMails(cancelled, ctx.mail, ctx.now, calendar, order.language) : [] };
        },
      },
    ],
  };
}

/** The confirmed, future booking this order paid for becomes cancelled (its slot frees); past sessions stay as they were. */
async function cancelPaidBooking(tx: Tx, bookingId: string, orderId: string, now: Date): Promise<Booking | undefined> {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.orderId, orderId), eq(bookings.status, "confirmed"), gt(bookings.startsAt, now)))
    .for("update");
  if (!booking) return undefined;
  const [cancelled] = await tx
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: now, updatedAt: now, sequence: booking.sequence + 1, expiresAt: null })
    .where(eq(bookings.id, booking.id))
    .returning();
  return cancelled;
}
