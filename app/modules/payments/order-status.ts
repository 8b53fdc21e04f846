export const ORDER_STATUSES = ["pending", "paid", "failed", "expired", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Forward-only: pending → paid | failed | expired; failed or expired → paid (money that
 * arrives anyway counts); paid → refunded. Anything else — an older event after a newer
 * one, a repeat — changes nothing.
 */
const allowed: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["paid", "failed", "expired"],
  failed: ["paid"],
  expired: ["paid"],
  paid: ["refunded"],
  refunded: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return allowed[from].includes(to);
}

/** The status after an event that asks for `to`: `to` when the move is forward, else unchanged. */
export function nextOrderStatus(from: OrderStatus, to: OrderStatus): OrderStatus {
  return canMoveOrder(from, to) ? to : from;
}

/** The order status a provider event asks for; null while the money is still on its way. */
export function statusForEvent(event: {
  kind: "completed" | "async_succeeded" | "async_failed" | "expired" | "ignored";
  paymentStatus?: string;
}): OrderStatus | null {
  switch (event.kind) {
    case "completed":
      return event.paymentStatus === "paid" || event.paymentStatus === "no_payment_required" ? "paid" : null;
    case "async_succeeded":
      return "paid";
    case "async_failed":
      return "failed";
    case "expired":
      return "expired";
    default:
      return null;
  }
}
