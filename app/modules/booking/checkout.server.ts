import { and, eq, gt, inArray } from "drizzle-orm";
import { bookings, orders } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { createCoursePayment } from "~/modules/sales/checkout.server";
import { paymentMessages } from "~/modules/orders/deps.server";
import type { BookingDeps } from "./deps.server";
import { bookingMessages } from "./messages";
import { COACHING, findHold, openOrdersOfExpiredBookings, releaseLapsed } from "./holds.server";
import { metrics } from "~/lib/metrics.server";
import { sessionLineDescription } from "./checkout-line";
import type { Language } from "~/lib/i18n/languages";

/** Where the booking dialog's checkout returns on Cancel; its page says whether the time is still held. */
export const PRIVATE_COACHING_PATH = "/courses/private-coaching";

export type HoldCheckoutResult =
  { ok: true; url: string; orderId: string } | { ok: false; reason: "expired" | "not-found" | "provider-failed"; message: string };

/**
 * 'Go to payment': a checkout for the held slot at the catalogue's private-coaching price.
 * The booking turns "pending" and remembers its order; asking again opens the same checkout.
 */
export async function startHoldCheckout(
  deps: BookingDeps,
  input: { holdToken: string; currency: string; idempotencyKey: string; language?: Language },
): Promise<HoldCheckoutResult> {
  const hold = await findHold(deps, input.holdToken);
  if (!hold) return { ok: false, reason: "not-found", message: paymentMessages.couldNotCreate };
  if (!hold.ok)
    return hold.reason === "expired"
      ? { ok: false, reason: "expired", message: bookingMessages.expiredTitle }
      : { ok: false, reason: "not-found", message: paymentMessages.couldNotCreate };
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, hold.hold.id));
  const payment = await createCoursePayment(deps, {
    courseId: COACHING.courseId,
    currency: input.currency,
    idempotencyKey: input.idempotencyKey,
    email: booking!.email,
    name: booking!.name,
    bookingId: booking!.id,
    cancelPath: PRIVATE_COACHING_PATH,
    description: sessionLineDescription(booking!.startsAt, booking!.endsAt, deps.calendar.timeZone, input.language),
    holdExpiresAt: hold.hold.expiresAt,
    language: input.language,
  });
  if (!payment.ok) return { ok: false, reason: "provider-failed", message: payment.message };
  const now = deps.now();
  const [pending] = await deps.db
    .update(bookings)
    .set({ status: "pending", orderId: payment.orderId, updatedAt: now })
    .where(and(eq(bookings.id, booking!.id), inArray(bookings.status, ["held", "pending"]), gt(bookings.expiresAt, now)))
    .returning({ id: bookings.id });
  // The hold lapsed while the checkout was being made: the lapse job expires that session.
  if (!pending) return { ok: false, reason: "expired", message: bookingMessages.expiredTitle };
  return { ok: true, url: payment.url, orderId: payment.orderId };
}

export interface LapseReport {
  expiredHolds: number;
  expiredSessions: number;
}

/**
 * The lapse job (a timer started with the app runs it): lapsed holds become "expired", which
 * frees their slots without anyone reading the schedule, and their checkout sessions are
 * expired at the provider so they can no longer be paid.
 */
export async function lapseHolds(deps: BookingDeps): Promise<LapseReport> {
  const now = deps.now();
  const expired = await releaseLapsed(deps, now);
  metrics().holdsExpired.inc(expired.length);
  let expiredSessions = 0;
  for (const { order } of await openOrdersOfExpiredBookings(deps)) {
    try {
      if (order.providerSessionId && !(await deps.provider.expire(order.providerSessionId))) {
        // Not open any more: paid (its event confirms or refunds the booking) or already expired.
        if ((await deps.provider.retrieve(order.providerSessionId)).status !== "expired") continue;
      }
      const [moved] = await deps.db
        .update(orders)
        .set({ status: "expired", updatedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, "pending")))
        .returning({ id: orders.id });
      if (moved) expiredSessions++;
    } catch (error) {
      logger.warn({ orderId: order.id, err: (error as Error).message }, "could not expire the checkout of a lapsed hold; will retry");
    }
  }
  return { expiredHolds: expired.length, expiredSessions };
}
