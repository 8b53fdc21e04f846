import { and, eq, gt, lte, sql } from "drizzle-orm";
import { cartCheckouts, cartItems } from "~/db/schema";
import type { Tx } from "~/db/client.server";
import type { MailContext, MailDraft } from "~/modules/mail/draft";
import type { ReceiptOrder } from "~/modules/orders/mails";
import { ownedBy, type CartOwner } from "./cart.server";
import { shopOrderCoachMail } from "./mails";
import { takeStock } from "./stock.server";

/**
 * Called by the shared fulfilment when an order moves to paid, inside its transaction (so
 * exactly once per order): the bought quantities leave the cart that now holds them, and the
 * coach is told. That is the cart the checkout was opened from, or the account's cart when
 * the guest signed in meanwhile (`mergeGuestCart` moved the lines and re-pointed the
 * checkout). Only the paid quantity goes: a line added to after the checkout opened keeps the
 * rest. The paid quantities leave their variants' stock (decision 046). Not a cart order: nothing.
 */
export async function settlePaidCartOrder(tx: Tx, order: ReceiptOrder, ctx: MailContext, now = new Date()): Promise<MailDraft[]> {
  // Locked before any cart line, as the merge does: the two never deadlock, and the owner read
  // here is the one after a merge that committed while this payment waited.
  const [source] = await tx.select().from(cartCheckouts).where(eq(cartCheckouts.orderId, order.id)).for("update");
  if (!source) return [];
  const owner: CartOwner | undefined = source.userId ? { userId: source.userId } : source.sessionId ? { sessionId: source.sessionId } : undefined;
  if (owner) {
    for (const item of order.items) {
      // An order of before variants names only the product: its default variant has the product's id.
      const line = and(ownedBy(owner), eq(cartItems.variantId, item.variantId ?? item.itemId));
      await tx.delete(cartItems).where(and(line, lte(cartItems.quantity, item.quantity)));
      await tx
        .update(cartItems)
        .set({ quantity: sql`${cartItems.quantity} - ${item.quantity}` })
        .where(and(line, gt(cartItems.quantity, item.quantity)));
    }
  }
  const short = await takeStock(
    tx,
    order.items.map((item) => ({ variantId: item.variantId ?? item.itemId, quantity: item.quantity })),
    now,
  );
  const shortNames = order.items.filter((item) => short.includes(item.variantId ?? item.itemId)).map((item) => item.name);
  return shopOrderCoachMail(order, ctx, shortNames);
}
