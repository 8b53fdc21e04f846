import { and, eq } from "drizzle-orm";
import { bookings } from "~/db/schema";
import { findCancelledOrder } from "~/modules/orders/cancel-return.server";
import type { CheckoutCancelNotice } from "~/modules/orders/return-urls";
import { clockTime } from "./checkout-line";
import type { BookingDeps } from "./deps.server";

/**
 * Back from a private session's checkout by Cancel: the time is still held until a clock time,
 * with the way back to the same checkout while the hold lasts, or it has been released.
 */
export async function heldCheckoutNotice(deps: Pick<BookingDeps, "db" | "now" | "calendar">, requestUrl: string): Promise<CheckoutCancelNotice | undefined> {
  const order = await findCancelledOrder(deps.db, requestUrl);
  if (!order?.bookingId) return undefined;
  const [booking] = await deps.db
    .select({ status: bookings.status, expiresAt: bookings.expiresAt })
    .from(bookings)
    .where(and(eq(bookings.id, order.bookingId), eq(bookings.orderId, order.id)));
  if (!booking || booking.status === "confirmed") return undefined;
  const held = (booking.status === "held" || booking.status === "pending") && booking.expiresAt !== null && booking.expiresAt > deps.now();
  if (held && order.status === "pending" && order.checkoutUrl) {
    return {
      kind: "held",
      until: clockTime(booking.expiresAt!, deps.calendar.timeZone, order.language),
      resumeUrl: order.checkoutUrl,
      language: order.language,
    };
  }
  return { kind: "released", language: order.language };
}
