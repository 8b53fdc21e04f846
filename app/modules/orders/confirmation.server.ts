import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema";
import type { Order } from "./effects.server";
import { orderGrantsAccess, UNPAID_STATUSES } from "./order-status";
import { formatShippingAddress } from "./shipping";
import { orderSummary, type OrderSummary } from "./summary";
import type { Language } from "~/lib/i18n/languages";

/** Where a payment stands as the buyer's confirmation page tells it. */
export type OrderConfirmationState = "confirming" | "paid" | "refunded";

/**
 * The order part of the confirmation page (decision 040): what was bought and paid, in the
 * words of the receipt. What a booking or a course adds is composed by the modules that know
 * them; this module imports none of them (decision 022).
 */
export interface OrderConfirmation {
  orderId: string;
  state: OrderConfirmationState;
  /** The one thing bought, or "Your order". */
  title: string;
  /** Where the receipt went ("" when the order has no address yet, or the viewer has not proven to be the buyer). */
  email: string;
  summary: OrderSummary;
  /** Where posted goods go, one line; null when nothing is posted. */
  shipTo: string | null;
  /** The signed-in viewer is its buyer (the page then links to the order in their account). */
  yours: boolean;
  /** The language the buyer's journey started in: the page speaks it. */
  language: Language;
}

type Viewer = { id: string; email: string; emailVerified: boolean } | null;

// The id is a random UUID: anything else is not looked up at all.
const ORDER_ID = /^[0-9a-f-]{36}$/;

/** The order behind a confirmation link, by its unguessable id alone. */
export async function findOrderById(db: Database, orderId: string): Promise<Order | undefined> {
  if (!ORDER_ID.test(orderId)) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

export function confirmationTitle(order: Pick<Order, "items">): string {
  return order.items.length === 1 ? order.items[0]!.name : order.items.length > 1 ? "Your order" : "Your purchase";
}

/**
 * `proven`: the request comes from the browser that opened the checkout (decision 069). Without
 * it, or the signed-in buyer, the page gets nothing the buyer typed: no address, no delivery.
 */
export function orderConfirmationOf(order: Order, viewer: Viewer = null, proven = false): OrderConfirmation {
  const personal = proven || isBuyer(order, viewer);
  const state: OrderConfirmationState = (UNPAID_STATUSES as readonly string[]).includes(order.status)
    ? "confirming"
    : orderGrantsAccess(order)
      ? "paid"
      : "refunded";
  return {
    orderId: order.id,
    state,
    title: confirmationTitle(order),
    email: personal ? (order.email ?? "") : "",
    summary: orderSummary({ id: order.id, items: order.items, currency: order.currency, shipped: Boolean(order.shippingAddress) }),
    shipTo: personal && order.shippingAddress ? formatShippingAddress(order.shippingAddress) : null,
    yours: isBuyer(order, viewer),
    language: order.language,
  };
}

/** Whether the signed-in person is the order's buyer, as `orderOwner` counts it: the account that paid, or its verified address. */
export function isBuyer(order: Pick<Order, "userId" | "email">, user: Viewer): boolean {
  if (!user) return false;
  if (order.userId === user.id) return true;
  return user.emailVerified && !!order.email && order.email.toLowerCase() === user.email.toLowerCase();
}
