export const ORDER_STATUSES = ["pending", "paid", "failed", "expired", "partially_refunded", "refunded", "disputed", "dispute_won", "dispute_lost"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Money never arrived (yet): nothing was delivered, nothing can be refunded. */
export const UNPAID_STATUSES = ["pending", "failed", "expired"] as const satisfies readonly OrderStatus[];

/**
 * Forward only (docs/rules.md, "Order life"): an order never goes back to pending, never leaves
 * refunded or a lost dispute, and money that arrives after a failure or an expiry still counts.
 * The database holds the same table in a trigger (migration 0011, orders_status_forward), so no
 * code path can move an order backwards either.
 */
export const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["paid", "failed", "expired", "partially_refunded", "refunded"],
  failed: ["paid", "partially_refunded", "refunded"],
  expired: ["paid", "partially_refunded", "refunded"],
  paid: ["partially_refunded", "refunded", "disputed", "dispute_won", "dispute_lost"],
  partially_refunded: ["refunded", "disputed", "dispute_won", "dispute_lost"],
  disputed: ["partially_refunded", "refunded", "dispute_won", "dispute_lost"],
  dispute_won: ["partially_refunded", "refunded", "disputed", "dispute_lost"],
  refunded: [],
  dispute_lost: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MOVES[from].includes(to);
}

/** What happened to an order's money, whatever the provider said it with. */
export type MoneyChange =
  | { kind: "paid" }
  | { kind: "failed" }
  | { kind: "expired" }
  /** `amountRefunded`: the payment's refunded total so far (cumulative, as Stripe's charge.amount_refunded). */
  | { kind: "refunded"; amountRefunded: number }
  | { kind: "dispute_opened" }
  | { kind: "dispute_closed"; won: boolean };

export interface OrderMoney {
  status: OrderStatus;
  amountTotal: number;
  amountRefunded: number;
}

/** The status money that was paid has, given what went back: paid, partly or wholly refunded. */
function afterRefunds(amountTotal: number, amountRefunded: number, otherwise: OrderStatus): OrderStatus {
  if (amountRefunded >= amountTotal && amountTotal > 0) return "refunded";
  return amountRefunded > 0 ? "partially_refunded" : otherwise;
}

/**
 * The order after a money change: its refunded total (which only grows: each source reports a
 * lower bound of the truth, so the largest is kept) and the status that change asks for, when
 * that is a forward move; otherwise the status stays. Any order of events, any repeats, end
 * in the same place.
 */
export function applyMoneyChange(order: OrderMoney, change: MoneyChange): { status: OrderStatus; amountRefunded: number } {
  const amountRefunded = change.kind === "refunded" ? Math.max(order.amountRefunded, change.amountRefunded) : order.amountRefunded;
  const wanted = wantedStatus(order, change, amountRefunded);
  return { status: wanted !== order.status && canMoveOrder(order.status, wanted) ? wanted : order.status, amountRefunded };
}

function wantedStatus(order: OrderMoney, change: MoneyChange, amountRefunded: number): OrderStatus {
  const unpaid = (UNPAID_STATUSES as readonly OrderStatus[]).includes(order.status);
  switch (change.kind) {
    case "paid":
      return unpaid ? afterRefunds(order.amountTotal, amountRefunded, "paid") : order.status;
    case "failed":
    case "expired":
      return change.kind;
    case "refunded":
      // Before the payment is known, or while a dispute is open, the amount waits on the order.
      return unpaid || order.status === "disputed" ? order.status : afterRefunds(order.amountTotal, amountRefunded, order.status);
    case "dispute_opened":
      return unpaid ? order.status : "disputed";
    case "dispute_closed":
      if (unpaid) return order.status;
      return change.won ? afterRefunds(order.amountTotal, amountRefunded, "dispute_won") : "dispute_lost";
  }
}

/**
 * The one rule for what an order grants (docs/rules.md, "Refunds and access"): paid, partly
 * refunded, or under a dispute not yet lost, and access not withdrawn by the coach. A full
 * refund or a lost dispute ends it. Materials, the learning space, the programme pages and
 * print-on-demand all ask this (or its SQL twin, `grantsAccessSql`).
 */
export const STATUSES_GRANTING_ACCESS = ["paid", "partially_refunded", "disputed", "dispute_won"] as const satisfies readonly OrderStatus[];

export function orderGrantsAccess(order: { status: string; accessRevokedAt?: Date | null }): boolean {
  return (STATUSES_GRANTING_ACCESS as readonly string[]).includes(order.status) && !order.accessRevokedAt;
}

/** What a checkout event asks of an order; null while the money is still on its way. */
export function changeForCheckoutEvent(event: { kind: string; paymentStatus?: string }): MoneyChange | null {
  switch (event.kind) {
    case "completed":
      return event.paymentStatus === "paid" || event.paymentStatus === "no_payment_required" ? { kind: "paid" } : null;
    case "async_succeeded":
      return { kind: "paid" };
    case "async_failed":
      return { kind: "failed" };
    case "expired":
      return { kind: "expired" };
    default:
      return null;
  }
}
