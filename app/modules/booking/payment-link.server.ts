import { and, eq, inArray } from "drizzle-orm";
import type { Database, Tx } from "~/db/client.server";
import { bookings, manualBookings, orders } from "~/db/schema";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { mayResend, paymentLinkState, type PaymentLinkState } from "~/modules/orders/payment-link";
import type { BookingDeps } from "./deps.server";
import { paymentLinkMail } from "./mails-by-coach";
import type { RecordChange } from "./record-change.server";

/** The payment link of a booking the coach added by hand (decision 066), as she sees it. */
export interface BookingLinkView {
  bookingId: string;
  url: string;
  amount: number;
  currency: string;
  expiresAt: Date | null;
  state: PaymentLinkState;
}

/** The links of these bookings (those added by hand with one, whose checkout was opened). */
export async function bookingPaymentLinks(db: Database, bookingIds: readonly string[], now: Date): Promise<Map<string, BookingLinkView>> {
  if (!bookingIds.length) return new Map();
  const rows = await db
    .select({ booking: bookings, manual: manualBookings, order: orders })
    .from(manualBookings)
    .innerJoin(bookings, eq(bookings.id, manualBookings.bookingId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(inArray(manualBookings.bookingId, [...bookingIds]), eq(manualBookings.payment, "link")));
  return new Map(rows.filter((row) => row.order.checkoutUrl).map((row) => [row.booking.id, viewOf(row, now)]));
}

function viewOf(row: { booking: typeof bookings.$inferSelect; manual: typeof manualBookings.$inferSelect; order: typeof orders.$inferSelect }, now: Date) {
  const { booking, manual, order } = row;
  return {
    bookingId: booking.id,
    url: order.checkoutUrl!,
    amount: order.amountTotal,
    currency: order.currency,
    expiresAt: booking.expiresAt,
    // A booking cancelled by the coach took its link with it, as a withdrawal does.
    state: paymentLinkState(
      {
        paidAt: order.paidAt ?? (booking.status === "confirmed" ? booking.confirmedAt : null),
        withdrawnAt: manual.withdrawnAt ?? (booking.status === "cancelled" ? booking.cancelledAt : null),
        expiresAt: booking.status === "expired" ? (booking.expiresAt ?? now) : booking.expiresAt,
      },
      now,
    ),
  };
}

async function lockedLink(tx: Tx, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, manual: manualBookings, order: orders })
    .from(manualBookings)
    .innerJoin(bookings, eq(bookings.id, manualBookings.bookingId))
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(eq(manualBookings.bookingId, bookingId), eq(manualBookings.payment, "link")))
    .for("update");
  return row;
}

export type LinkActionResult = { ok: true; sent: boolean; name: string } | { ok: false; reason: "not-found" | "not-open" | "paid" };

/**
 * 'Resend': the same checkout link mailed again to the client, in the booking's language, while
 * it is open. The row is locked and the last resend compared, so a double click sends one e-mail.
 */
export async function resendBookingLink(deps: BookingDeps, bookingId: string, record: RecordChange): Promise<LinkActionResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockedLink(tx, bookingId);
    if (!row?.order.checkoutUrl) return { ok: false, reason: "not-found" };
    const view = viewOf(row, now);
    const may = mayResend(view.state, row.manual.linkSentAt, now);
    if (may === "not-open") return { ok: false, reason: view.state === "paid" ? "paid" : "not-open" };
    if (may === "just-sent") return { ok: true, sent: false, name: row.booking.name };
    await tx.update(manualBookings).set({ linkSentAt: now }).where(eq(manualBookings.key, row.manual.key));
    const mail = paymentLinkMail(
      row.booking,
      deps.mail.context,
      deps.calendar,
      { url: view.url, payBy: row.booking.expiresAt!, amount: view.amount, currency: view.currency },
      row.order.language,
    );
    await enqueueMail(tx, [mail], deps.mail.mode);
    await record(tx, {
      action: "booking.link-resent",
      subjectType: "booking",
      subjectId: bookingId,
      summary: `Sent the payment link to ${row.booking.name} again.`,
    });
    return { ok: true, sent: true, name: row.booking.name };
  });
}

/**
 * 'Withdraw' (decision 066), in the safe order: first the booking is cancelled and the link
 * marked withdrawn (the slot is free), then the checkout is expired at the provider. A payment
 * that settles anyway finds the booking cancelled and is refunded in full by the site
 * (`confirmPaidBooking`: slot lost), so no money is kept without a place.
 */
export async function withdrawBookingLink(deps: BookingDeps, bookingId: string, record: RecordChange): Promise<LinkActionResult> {
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const row = await lockedLink(tx, bookingId);
    if (!row) return { ok: false as const, reason: "not-found" as const };
    if (row.booking.status === "confirmed") return { ok: false as const, reason: "paid" as const };
    if (row.manual.withdrawnAt) return { ok: true as const, sent: false, name: row.booking.name, order: row.order };
    if (row.booking.status !== "held" && row.booking.status !== "pending") return { ok: false as const, reason: "not-open" as const };
    await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now, expiresAt: null, sequence: row.booking.sequence + 1 })
      .where(eq(bookings.id, bookingId));
    await tx.update(manualBookings).set({ withdrawnAt: now }).where(eq(manualBookings.key, row.manual.key));
    await record(tx, {
      action: "booking.link-withdrawn",
      subjectType: "booking",
      subjectId: bookingId,
      summary: `Withdrew the payment link of ${row.booking.name}; the time is free again.`,
    });
    return { ok: true as const, sent: false, name: row.booking.name, order: row.order };
  });
  if (!done.ok) return done;
  const { order } = done;
  if (order.status === "pending" && order.providerSessionId && (await deps.provider.expire(order.providerSessionId)))
    await deps.db
      .update(orders)
      .set({ status: "expired", updatedAt: deps.now() })
      .where(and(eq(orders.id, order.id), eq(orders.status, "pending")));
  return { ok: true, sent: false, name: done.name };
}
