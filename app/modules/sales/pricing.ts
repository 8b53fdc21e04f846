import type { OrderItem } from "~/db/schema";
import { priceOf, type Offer } from "~/modules/catalogue/offers";
import { isCurrency, type Currency } from "~/modules/orders/money";

export type PriceResult = { ok: true; item: OrderItem } | { ok: false; reason: "unknown-item" | "unknown-currency" };

/**
 * The price of one item, only ever from the catalogue as the database holds it at checkout
 * (decision 028): the offer's price in that currency, and the named plan's where it has plans.
 * An online course's order item carries its sales page id, as it always has.
 */
export function priceItem(input: { itemId: string; currency: string; plan?: string; offer?: Offer }): PriceResult {
  const { itemId, currency, offer } = input;
  if (!isCurrency(currency)) return { ok: false, reason: "unknown-currency" };
  if (!offer || !offer.published || (offer.id !== itemId && offer.salesId !== itemId)) return { ok: false, reason: "unknown-item" };
  if (input.plan && !offer.prices.some((price) => price.plan !== "" && price.plan.toLowerCase() === input.plan!.toLowerCase())) {
    return { ok: false, reason: "unknown-item" };
  }
  const price = priceOf(offer, currency, input.plan);
  if (!price) return { ok: false, reason: "unknown-currency" };
  const option = input.plan ? price.plan : undefined;
  const name = option ? `${offer.title} – ${option}` : offer.title;
  return { ok: true, item: { ...line(offer.salesId ?? offer.id, name, price.amount, currency), ...(option ? { plan: option } : {}) } };
}

function line(itemId: string, name: string, unitAmount: number, currency: Currency): OrderItem {
  return { itemId, name, quantity: 1, unitAmount, currency };
}
