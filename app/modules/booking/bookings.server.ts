import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { bookings, orders } from "~/db/schema";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { EXCLUSION_VIOLATION, sqlState } from "~/db/sql-state";
import { orderGrantsAccess, UNPAID_STATUSES } from "~/modules/orders/order-status";
import type { BookingDeps } from "./deps.server";
import type { Booking } from "./confirm.server";
import { COACHING, CONSULTATION, newToken, releaseLapsed } from "./holds.server";
import { cancellationMails, confirmationMails } from "./mails";
import { isOfferedStart, sessionMinutes, type BookingKind } from "./slots";

export type DirectBookingResult = { ok: true; booking: Booking } | { ok: false; reason: "slot-taken" | "invalid-slot" | "not-allowed" };

/** Inserts a confirmed booking and its mails in one transaction; the constraint refuses overlaps. */
async function insertConfirmed(
  deps: BookingDeps,
  kind: BookingKind,
  input: { name: string; email: string; start: Date; orderId?: string },
): Promise<DirectBookingResult> {
  const now = deps.now();
  if (!isOfferedStart(input.start, now, deps.calendar)) return { ok: false, reason: "invalid-slot" };
  const end = new Date(input.start.getTime() + sessionMinutes[kind] * 60_000);
  await releaseLapsed(deps, now, { start: input.start, end });
  try {
    const booking = await deps.db.transaction(async (tx) => {
      if (input.orderId) {
        // Once per order: the order is claimed in the same transaction as the booking.
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, input.orderId), eq(orders.status, "paid"), isNull(orders.bookingId)))
          .for("update");
        if (!order?.items.some((item) => item.itemId === COACHING.courseId)) return undefined;
      }
      const id = randomUUID();
      const [row] = await tx
        .insert(bookings)
        .values({
          id,
          kind,
          status: "confirmed",
          name: input.name,
          email: input.email,
          ...(kind === "coaching" ? COACHING : CONSULTATION),
          startsAt: input.start,
          endsAt: end,
          cancelToken: newToken(),
          orderId: input.orderId ?? null,
          createdAt: now,
          updatedAt: now,
          confirmedAt: now,
        })
        .returning();
      if (input.orderId) await tx.update(orders).set({ bookingId: id, updatedAt: now }).where(eq(orders.id, input.orderId));
      await enqueueMail(tx, confirmationMails(row!, deps.mail.context, now, deps.calendar), deps.mail.mode);
      return row!;
    });
    return booking ? { ok: true, booking } : { ok: false, reason: "not-allowed" };
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) return { ok: false, reason: "slot-taken" };
    throw error;
  }
}

/** The free 30-minute consultation: the no-hold path (docs/rules.md, "Booking"), booked at once ('Booking received!'). */
export function bookConsultation(deps: BookingDeps, input: { name: string; email: string; start: Date }) {
  return insertConfirmed(deps, "consultation", input);
}

/**
 * docs/rules.md, "Booking": the payment-success page books a private-coaching slot without a
 * hold, only for a verified paid order that has no booking yet, once per order.
 */
export async function bookSlotForPaidOrder(deps: BookingDeps, input: { orderId: string; name: string; email: string; start: Date }) {
  return insertConfirmed(deps, "coaching", input);
}

export type PaymentSuccessState = "confirming" | "paid" | "needs-slot" | "booked" | "refunded" | "unknown";

/**
 * What the payment-success page shows for an order found by its unguessable id alone (nothing
 * personal travels in the URL): where the payment stands, what was bought, and the e-mail to
 * prefill the slot form. It never marks anything paid; it only reads what the provider's event
 * did. A paid private-coaching order without a booking yet may pick its slot.
 */
export async function paymentSuccessStateOf(
  deps: Pick<BookingDeps, "db">,
  orderId: string,
): Promise<{ state: PaymentSuccessState; courseName: string; email: string }> {
  const [order] = /^[0-9a-f-]{36}$/.test(orderId) ? await deps.db.select().from(orders).where(eq(orders.id, orderId)) : [];
  if (!order) return { state: "unknown", courseName: "Your purchase", email: "" };
  const courseName = order.items.length === 1 ? order.items[0]!.name : order.items.length > 1 ? "Your order" : "Your purchase";
  const shown = (state: PaymentSuccessState) => ({ state, courseName, email: order.email ?? "" });
  if ((UNPAID_STATUSES as readonly string[]).includes(order.status)) return shown("confirming");
  if (!orderGrantsAccess(order)) return shown("refunded");
  if (order.bookingId) return shown("booked");
  return shown(order.items.some((item) => item.itemId === COACHING.courseId) ? "needs-slot" : "paid");
}

export type CancelResult = { ok: true; booking: Booking } | { ok: false; reason: "not-found" | "too-late" | "already-cancelled" };

/** For the cancellation page: the booking behind a private link. */
export async function findBookingByCancelToken(deps: BookingDeps, token: string): Promise<Booking | undefined> {
  const [row] = await deps.db.select().from(bookings).where(eq(bookings.cancelToken, token));
  return row;
}

/**
 * Cancellation by the private link, allowed until the site profile's notice period before
 * the start (checked here, on the server): frees the slot and sends the cancelling invite.
 */
export async function cancelBooking(deps: BookingDeps, token: string): Promise<CancelResult> {
  const now = deps.now();
  const booking = await findBookingByCancelToken(deps, token);
  if (!booking) return { ok: false, reason: "not-found" };
  if (booking.status === "cancelled") return { ok: false, reason: "already-cancelled" };
  if (booking.status === "expired") return { ok: false, reason: "not-found" };
  if (now.getTime() > booking.startsAt.getTime() - deps.cancellationNoticeHours * 3_600_000) return { ok: false, reason: "too-late" };
  return deps.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now, sequence: booking.sequence + 1, expiresAt: null })
      .where(and(eq(bookings.id, booking.id), inArray(bookings.status, ["held", "pending", "confirmed"])))
      .returning();
    if (!cancelled) return { ok: false, reason: "already-cancelled" } as const;
    if (booking.status === "confirmed") await enqueueMail(tx, cancellationMails(cancelled, deps.mail.context, now, deps.calendar), deps.mail.mode);
    return { ok: true, booking: cancelled } as const;
  });
}
