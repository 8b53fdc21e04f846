import type { OrderStatus } from "~/modules/orders/order-status";
import type { OrderSummary } from "~/modules/orders/summary";

/**
 * "Your orders" and the receipt (issue 24, decision 038): what the buyer reads. Pending,
 * failed and expired checkouts were never paid and are no orders of theirs.
 */
export const SHOWN_ORDER_STATUSES = [
  "paid",
  "partially_refunded",
  "refunded",
  "disputed",
  "dispute_won",
  "dispute_lost",
] as const satisfies readonly OrderStatus[];
export type ShownOrderStatus = (typeof SHOWN_ORDER_STATUSES)[number];

/** An order's status in the buyer's words (a won dispute is the studio's win: the money stayed paid). */
export const buyerStatusWords: Record<ShownOrderStatus, string> = {
  paid: "Paid",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
  disputed: "Disputed with your bank",
  dispute_won: "Paid (dispute closed)",
  dispute_lost: "Refunded by your bank",
};

/** A course the coach gave by hand is an order for nothing (decision 027): said as what it is. */
export const GIVEN_BY_HAND_WORDS = "Given by the studio";

export interface AccountOrder {
  id: string;
  number: string;
  /** When it was paid (else made), in the business zone, e.g. "26 November 2026". */
  date: string;
  dateTime: string;
  /** What was bought, in one line: "Studio Condenser Microphone × 2, Live Dynamic Microphone". */
  what: string;
  total: number;
  currency: string;
  status: string;
  /** Shown as a badge: paid, given or refunded in part or whole. */
  tone: "paid" | "refunded" | "other";
}

export interface Receipt {
  id: string;
  number: string;
  /** When it was paid, in the business zone, e.g. "26 November 2026, 14:05". */
  paidOn: string;
  paidAt: string;
  email: string | null;
  status: string;
  summary: OrderSummary;
  /** Given back so far, each with its day when the site made it (a refund made at the provider has none). */
  refunds: { on: string | null; amount: number }[];
  refunded: number;
  /** Refunds asked for that the provider has not confirmed yet. */
  refundsOnTheWay: number;
  /** The address lines the goods went to, as collected at checkout. */
  shippingAddress: string[] | null;
}

export interface AccountBooking {
  id: string;
  /** "Private coaching" or the consultation's name, as booked. */
  title: string;
  /** In the business zone, e.g. "Tuesday, 24 November 2026 at 10:00". */
  when: string;
  startsAt: string;
  minutes: number;
  status: string;
  /** Upcoming and confirmed: the private cancel page, while the notice period allows it. */
  cancelPath: string | null;
  /** Until when the cancel page takes it ("Monday, 23 November 2026 at 10:00"), or why not. */
  cancelUntil: string | null;
  /** The coach sent a link to choose a new time that still works (it is in the client's e-mail; only its hash is kept). */
  rescheduleLinkUntil: string | null;
}

/** What an order's lines say in one line of the list. */
export function orderLine(items: { name: string; quantity: number; plan?: string }[]): string {
  return items.map((item) => `${item.name}${item.plan ? ` (${item.plan})` : ""}${item.quantity > 1 ? ` × ${item.quantity}` : ""}`).join(", ");
}
