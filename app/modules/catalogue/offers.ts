import type { courses } from "~/db/schema";
import type { Currency } from "~/modules/orders/money";

/** What the catalogue's readers see of an offer (decision 028); the reads and writes are in catalogue.server.ts. */
export type OfferRow = typeof courses.$inferSelect;

/** One price of an offer: minor units of one currency, for one plan ('' when the offer has none). */
export interface OfferPrice {
  currency: Currency;
  plan: string;
  amount: number;
  features: string[];
  paymentPlanMonths: number | null;
}

/** One thing sold (decision 028): the catalogue row and its prices, in their order. */
export type Offer = OfferRow & { prices: OfferPrice[] };

/** A course card's offer: one with a plain DKK and EUR price (docs/rules.md, "Prices"). */
export type Course = Offer & { priceDkk: number; priceEur: number };

/** The offer's price in a currency: its plain price, or with plans the named plan's (no plan: the first, the "from" price). */
export function priceOf(offer: Pick<Offer, "prices">, currency: string, plan?: string): OfferPrice | undefined {
  const inCurrency = offer.prices.filter((price) => price.currency === currency);
  if (plan) return inCurrency.find((price) => price.plan !== "" && price.plan.toLowerCase() === plan.toLowerCase());
  return inCurrency.find((price) => price.plan === "") ?? inCurrency[0];
}

/** The plans of an offer in a currency (empty when it has one plain price). */
export function plansOf(offer: Pick<Offer, "prices">, currency: Currency): OfferPrice[] {
  return offer.prices.filter((price) => price.currency === currency && price.plan !== "");
}

