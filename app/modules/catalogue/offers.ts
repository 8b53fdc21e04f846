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

/**
 * Which course each order item opens (docs/rules.md, "Programmes"): an offer that gives another
 * course (an online course gives its catalogue course) under its sales id and its id. An item id
 * that is not in it opens itself.
 */
export type CourseGrants = ReadonlyMap<string, string>;

/** The course an order item gives access to. */
export function courseIdOfItem(grants: CourseGrants, itemId: string): string {
  return grants.get(itemId) ?? itemId;
}

/** The order item ids that give access to a course: the course itself, and each offer sold for it. */
export function itemIdsGrantingCourse(grants: CourseGrants, courseId: string): string[] {
  return [courseId, ...[...grants].filter(([itemId, granted]) => granted === courseId && itemId !== courseId).map(([itemId]) => itemId)];
}

/** Whether a course is sold online (it belongs on the dashboard even before its first module). */
export function isOnlineCatalogueCourse(grants: CourseGrants, courseId: string): boolean {
  return [...grants.values()].includes(courseId);
}
