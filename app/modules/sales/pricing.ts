import type { OrderItem } from "~/db/schema";
import { isCurrency, type Currency } from "~/modules/orders/money";
import { TEST_PAYMENT_ID } from "~/modules/orders/test-payment";
import { isSalesCourseId, salesCourses } from "./courses";

/** The catalogue fields a price is read from (courses table, minor units). */
export interface CataloguePrice {
  id: string;
  title: string;
  priceDkk: number;
  priceEur: number;
}

export type PriceResult = { ok: true; item: OrderItem } | { ok: false; reason: "unknown-item" | "unknown-currency" };

/**
 * The price of one item, only ever from our catalogue: the courses table in DKK and EUR,
 * the online sales courses in USD (the main course by plan), and the $1 test payment.
 */
export function priceItem(input: { itemId: string; currency: string; plan?: string; course?: CataloguePrice }): PriceResult {
  const { itemId, currency } = input;
  if (!isCurrency(currency)) return { ok: false, reason: "unknown-currency" };
  if (itemId === TEST_PAYMENT_ID) {
    return currency === "USD" ? { ok: true, item: line(itemId, "Test payment", 100, "USD") } : { ok: false, reason: "unknown-currency" };
  }
  if (isSalesCourseId(itemId)) {
    const course = salesCourses[itemId];
    const option = input.plan ? course.priceOptions?.find((o) => o.name.toLowerCase() === input.plan!.toLowerCase()) : undefined;
    if (input.plan && !option) return { ok: false, reason: "unknown-item" };
    if (currency !== "USD") return { ok: false, reason: "unknown-currency" };
    const name = option ? `${course.title} – ${option.name}` : course.title;
    return { ok: true, item: { ...line(itemId, name, (option?.price ?? course.price) * 100, "USD"), ...(option ? { plan: option.name } : {}) } };
  }
  if (!input.course || input.course.id !== itemId || input.plan) return { ok: false, reason: "unknown-item" };
  if (currency === "USD") return { ok: false, reason: "unknown-currency" };
  return { ok: true, item: line(itemId, input.course.title, currency === "DKK" ? input.course.priceDkk : input.course.priceEur, currency) };
}

function line(itemId: string, name: string, unitAmount: number, currency: Currency): OrderItem {
  return { itemId, name, quantity: 1, unitAmount, currency };
}
