import type { OrderStatus } from "~/modules/orders/order-status";

/**
 * The statuses whose money came in and stayed, less what went back: a lost dispute took it
 * all, a disputed payment still counts until it is lost. Migration 0017's `order_revenue`
 * holds the same rule for the running totals.
 */
export const STATUSES_WITH_REVENUE = ["paid", "partially_refunded", "refunded", "disputed", "dispute_won"] as const satisfies readonly OrderStatus[];

/** What an order adds to the revenue of its currency, in minor units. */
export function revenueOf(order: { status: string; amountTotal: number; amountRefunded: number }): number {
  return (STATUSES_WITH_REVENUE as readonly string[]).includes(order.status) ? order.amountTotal - order.amountRefunded : 0;
}

export interface Money {
  currency: string;
  amount: number;
}

/** Revenue per currency, largest first; never one sum across currencies. Zero currencies are left out. */
export function revenueByCurrency(orders: { status: string; amountTotal: number; amountRefunded: number; currency: string }[]): Money[] {
  const totals = new Map<string, number>();
  for (const order of orders) totals.set(order.currency, (totals.get(order.currency) ?? 0) + revenueOf(order));
  return sortMoney([...totals].map(([currency, amount]) => ({ currency, amount })));
}

export function sortMoney(list: Money[]): Money[] {
  return list.filter((money) => money.amount !== 0).sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));
}
