/**
 * A payment link the coach sent (an application's, or a booking's added by hand) as she sees it
 * on the back office (decision 066): open, paid, expired or withdrawn. Paid wins over everything:
 * money that arrived is what happened.
 */
export const PAYMENT_LINK_STATES = ["open", "paid", "expired", "withdrawn"] as const;
export type PaymentLinkState = (typeof PAYMENT_LINK_STATES)[number];

export function paymentLinkState(link: { paidAt: Date | null; withdrawnAt: Date | null; expiresAt: Date | null }, now: Date): PaymentLinkState {
  if (link.paidAt) return "paid";
  if (link.withdrawnAt) return "withdrawn";
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return "expired";
  return "open";
}

/** A resend within this long of the last one sends nothing: a double click mails the link once. */
export const RESEND_QUIET_MS = 30_000;

/** Whether a link may be sent again now: only an open one, and not twice within `RESEND_QUIET_MS`. */
export function mayResend(state: PaymentLinkState, lastResentAt: Date | null, now: Date): "ok" | "not-open" | "just-sent" {
  if (state !== "open") return "not-open";
  if (lastResentAt && now.getTime() - lastResentAt.getTime() < RESEND_QUIET_MS) return "just-sent";
  return "ok";
}

/**
 * What the coach may ask at acceptance instead of the catalogue's price (a discount or a
 * deposit): whole minor units, more than nothing and never more than the catalogue's price.
 */
export function linkAmountProblem(amount: number, cataloguePrice: number): "not-positive" | "above-price" | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return "not-positive";
  if (amount > cataloguePrice) return "above-price";
  return null;
}
