import { ORDER_STATUSES, type OrderStatus } from "~/modules/orders/order-status";

/** What an order sold, for the list's filter (decision 033): a course or programme, a coaching session, or the shop's goods. */
export const ORDER_KINDS = ["course", "coaching", "shop"] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const orderKindLabels: Record<OrderKind, string> = { course: "Courses", coaching: "Coaching sessions", shop: "Shop" };

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  expired: "Expired",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
  disputed: "Disputed",
  dispute_won: "Dispute won",
  dispute_lost: "Dispute lost",
};

export interface OrderListFilters {
  q: string;
  status: OrderStatus | null;
  kind: OrderKind | null;
}

/** The list's GET form as filters; anything unknown is no filter (a hand-edited URL shows everything). */
export function readOrderFilters(search: URLSearchParams): OrderListFilters {
  const status = search.get("status") ?? "";
  const kind = search.get("kind") ?? "";
  return {
    q: (search.get("q") ?? "").trim().slice(0, 254),
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : null,
    kind: (ORDER_KINDS as readonly string[]).includes(kind) ? (kind as OrderKind) : null,
  };
}

/** The filters as a query string (paging links and the CSV link keep them). */
export function orderFilterQuery(filters: OrderListFilters, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams();
  if (filters.q) search.set("q", filters.q);
  if (filters.status) search.set("status", filters.status);
  if (filters.kind) search.set("kind", filters.kind);
  for (const [key, value] of Object.entries(extra)) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Statuses whose money can be given back (the orders module's rule, requestRefund). */
export const REFUNDABLE_STATUSES: readonly string[] = ["paid", "partially_refunded", "dispute_won"];

/**
 * What is left to give back: paid, less what the provider reports refunded, less refunds on
 * their way (pending or sent, not yet confirmed). Never below zero.
 */
export function remainingRefundable(order: { status: string; amountTotal: number; amountRefunded: number }, openRefunds: number): number {
  if (!REFUNDABLE_STATUSES.includes(order.status)) return 0;
  return Math.max(0, order.amountTotal - order.amountRefunded - openRefunds);
}

/**
 * The refund dialog for one order: whether it shows at all, the most one may give back, and
 * the ticks that apply (those the things sold offer for this order). Refunding everything that
 * remains ends all of them anyway when the provider confirms; the ticks then end them at once.
 */
export function refundDialogFor(
  order: { status: string; amountTotal: number; amountRefunded: number; paymentMethod?: string | null },
  openRefunds: number,
  choices: readonly { key: string; label: string }[],
): { refundable: boolean; remaining: number; ticks: { key: string; label: string }[] } {
  // Paid outside the provider (decision 067): the coach gives cash or a transfer back herself.
  if (order.paymentMethod) return { refundable: false, remaining: 0, ticks: [] };
  const remaining = remainingRefundable(order, openRefunds);
  return { refundable: remaining > 0, remaining, ticks: remaining > 0 ? [...choices] : [] };
}

/** How an order recorded by hand was paid, as the back office names it (decision 067). */
export const PAID_BY_HAND_LABELS: Record<string, string> = { cash: "Paid in cash", transfer: "Paid by transfer", free: "Free" };

/** "12,50", "12.50", "1.250,00", "1,250.00" or "12" as minor units; null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, "");
  if (!/^\d{1,3}([.,]?\d{3})*([.,]\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(cleaned)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(cleaned);
  const whole = (decimal ? cleaned.slice(0, -decimal[0].length) : cleaned).replace(/[.,]/g, "");
  const minor = Number(whole) * 100 + (decimal ? Number(decimal[1]!.padEnd(2, "0")) : 0);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the amount field shows them ("12.50"). */
export function amountInput(minor: number): string {
  return (minor / 100).toFixed(2);
}
