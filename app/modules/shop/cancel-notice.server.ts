import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cartCheckouts } from "~/db/schema";
import { findCancelledOrder } from "~/modules/orders/cancel-return.server";
import type { CheckoutCancelNotice } from "~/modules/orders/return-urls";

/**
 * The notice any page shows when a checkout's Cancel brought the buyer back to it: the cart's
 * (the cart was never touched), or a plain one. A booking's checkout is left to its own page,
 * which knows the hold.
 */
export async function cancelNoticeOf(db: Database, requestUrl: string): Promise<CheckoutCancelNotice | undefined> {
  const order = await findCancelledOrder(db, requestUrl);
  if (!order || order.bookingId) return undefined;
  const [cart] = await db.select({ orderId: cartCheckouts.orderId }).from(cartCheckouts).where(eq(cartCheckouts.orderId, order.id));
  return cart ? { kind: "cart" } : { kind: "plain" };
}
