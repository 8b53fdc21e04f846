import { cartCheckouts, type OrderItem } from "~/db/schema";
import type { OrdersDeps } from "~/modules/orders/deps.server";
import { openCheckout } from "~/modules/orders/checkout.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { reviewCheckout } from "./cart-rules";
import { dropUnavailable, readCart, stockOf, type CartOwner } from "./cart.server";
import { stockShortfalls } from "./stock-rules";
import type { CartCheckoutInput } from "./schemas";
import type { CheckoutRefusal, CheckoutReviewAnswer } from "./answers";

export type CartCheckoutResult = { ok: true; url: string; orderId: string } | CheckoutReviewAnswer | CheckoutRefusal;

/**
 * 'Proceed to Checkout': the whole cart in DKK, priced from the database now. Products that
 * can no longer be bought leave the cart (and are named); any price, quantity or line that
 * differs from what the panel showed is shown before paying. The same key and the same cart
 * open one checkout, however often the button is pressed.
 */
export async function startCartCheckout(deps: OrdersDeps, owner: CartOwner, input: CartCheckoutInput & { accountEmail?: string }): Promise<CartCheckoutResult> {
  const removedNames = await dropUnavailable(deps.db, owner);
  const cart = await readCart(deps.db, owner);
  if (cart.lines.length === 0) {
    return removedNames.length ? { ok: false, reason: "review", cart, removedNames, goneProductIds: [], changed: [] } : { ok: false, reason: "empty", cart };
  }
  const review = reviewCheckout(input.shown, cart.lines, removedNames);
  if (review.needsConfirmation) {
    const now = new Set(cart.lines.map((line) => line.productId));
    const goneProductIds = [...new Set(input.shown.filter((line) => !now.has(line.productId)).map((line) => line.productId))];
    return { ok: false, reason: "review", cart, removedNames, goneProductIds, changed: review.changed };
  }
  // More than is left is refused before any order exists; stock is taken only at payment (takeStock).
  const stock = await stockOf(
    deps.db,
    cart.lines.map((line) => line.variantId),
  );
  const short = stockShortfalls(cart.lines.map((line) => ({ ...line, stock: stock.get(line.variantId) ?? null })));
  if (short.length) return { ok: false, reason: "not-enough-stock", cart, short };
  const email = owner.userId ? input.accountEmail : input.email;
  if (!email) return { ok: false, reason: "email-needed", cart };
  const items: OrderItem[] = cart.lines.map((line) => ({
    itemId: line.productId,
    // The default variant (no options) has the product's id: its order item reads as before variants.
    ...(line.variantId !== line.productId ? { variantId: line.variantId } : {}),
    name: line.name,
    quantity: line.quantity,
    unitAmount: line.unitAmount,
    currency: line.currency,
  }));
  const result = await openCheckout(deps, {
    items,
    // The same key for a changed cart is another checkout.
    scope: [
      input.idempotencyKey,
      "cart",
      owner.userId ?? owner.sessionId,
      JSON.stringify(items.map((i) => [i.variantId ?? i.itemId, i.quantity, i.unitAmount])),
    ],
    userId: owner.userId ?? null,
    email,
    // Cancel returns to the page the cart was opened on (a same-site path; the shop otherwise), the cart untouched.
    cancelPath: safeRedirectPath(input.returnPath, { fallback: "/shop" }),
    // Equipment and merchandise are posted: both providers ask where to.
    collectShipping: true,
    onOrderCreated: async (tx, orderId) => {
      await tx.insert(cartCheckouts).values({ orderId, userId: owner.userId ?? null, sessionId: owner.sessionId ?? null, createdAt: deps.now() });
    },
  });
  return result.ok ? result : { ok: false, reason: "provider-failed", cart };
}
