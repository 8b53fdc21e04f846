import type { OrderItem } from "~/db/schema";

/** Danish prices include 25 % moms; every price on the site is shown with it included. */
export const VAT_RATE_PERCENT = 25;

export interface SummaryLine {
  name: string;
  plan?: string;
  description?: string;
  quantity: number;
  unitAmount: number;
  /** unitAmount × quantity, minor units. */
  amount: number;
}

/**
 * What an order is, in the words every place that shows it uses (the checkout, the confirmation,
 * the receipt page and the receipt e-mail): its lines, shipping when goods are posted, the VAT
 * the total includes, and the total. Minor units of one currency.
 */
export interface OrderSummary {
  number: string;
  lines: SummaryLine[];
  /** null: nothing is posted; 0: posted for free. */
  shipping: number | null;
  vatIncluded: number;
  vatRatePercent: number;
  total: number;
  currency: string;
}

/** The order number a buyer reads and quotes: the unguessable id's first eight characters, in capitals. */
export function orderNumber(orderId: string): string {
  return orderId.replace(/-/g, "").slice(0, 8).toUpperCase();
}

/** The VAT inside a price that includes it: total × rate / (100 + rate), rounded to the minor unit. */
export function vatIncluded(total: number, ratePercent = VAT_RATE_PERCENT): number {
  return Math.round((total * ratePercent) / (100 + ratePercent));
}

export function orderSummary(order: { id: string; items: OrderItem[]; currency: string; shipped?: boolean }): OrderSummary {
  const lines = order.items.map((item) => ({
    name: item.name,
    ...(item.plan ? { plan: item.plan } : {}),
    ...(item.description ? { description: item.description } : {}),
    quantity: item.quantity,
    unitAmount: item.unitAmount,
    amount: item.unitAmount * item.quantity,
  }));
  // Shipping is free (decision 016): the line says so rather than leaving the buyer to wonder.
  const shipping = order.shipped ? 0 : null;
  const total = lines.reduce((sum, line) => sum + line.amount, 0) + (shipping ?? 0);
  return {
    number: orderNumber(order.id),
    lines,
    shipping,
    vatIncluded: vatIncluded(total),
    vatRatePercent: VAT_RATE_PERCENT,
    total,
    currency: order.currency,
  };
}
