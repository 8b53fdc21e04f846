import type { CollectedShippingAddress, OrderItem } from "~/db/schema";
import type { Language } from "~/lib/i18n/languages";

export type ProviderName = "stripe" | "test";

export interface CheckoutRequest {
  orderId: string;
  items: OrderItem[];
  currency: string;
  customerEmail?: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The same key returns the same session (a double click opens one checkout). */
  idempotencyKey: string;
  /** Physical goods (the shop's cart): the checkout asks for a shipping address (decision 016). */
  collectShipping?: boolean;
  /** A held booking's end, told by the caller: the test checkout counts down to it (Stripe's session is expired by the booking's lapse job). */
  holdExpiresAt?: Date;
  /** Absolute links the checkout shows beside Pay: the terms and the cancellation policy. */
  termsUrl?: string;
  cancellationPolicyUrl?: string;
  /** The buyer's journey language: the provider's page speaks it where it can (Stripe's `locale`). */
  language?: Language;
}

export interface ProviderSession {
  id: string;
  url: string | null;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  /** Our order id, from the session's metadata. */
  orderId?: string;
  amountTotal: number | null;
  currency: string | null;
  /** The provider's payment behind a completed session (Stripe's PaymentIntent). */
  paymentId?: string;
  /** The shipping address collected at checkout, as the webhook would carry it. */
  shippingAddress?: CollectedShippingAddress;
  /** The e-mail the buyer gave on the provider's page (Stripe's customer_details.email). */
  customerEmail?: string;
}

/**
 * What a provider event means for an order, whatever the provider:
 * "completed" (checkout finished; paid unless paymentStatus says the money is still on its
 * way), "async_succeeded" / "async_failed" (delayed methods), "expired"; "refunded" (the
 * payment's refunded total changed), "refund_updated" (one refund succeeded or failed);
 * "dispute_opened" / "dispute_closed"; or "ignored".
 */
export type PaymentEventKind =
  "completed" | "async_succeeded" | "async_failed" | "expired" | "refunded" | "refund_updated" | "dispute_opened" | "dispute_closed" | "ignored";

export type RefundStatus = "pending" | "succeeded" | "failed";

export interface PaymentEvent {
  provider: ProviderName;
  eventId: string;
  /** The provider's own event type, kept for the record. */
  type: string;
  kind: PaymentEventKind;
  sessionId?: string;
  orderId?: string;
  paymentStatus?: ProviderSession["paymentStatus"];
  /** The shipping address given at checkout, when the provider collected one (print-on-demand, decision 018). */
  shippingAddress?: CollectedShippingAddress;
  /** The e-mail the buyer gave at checkout; fills the receipt address of an order that had none, never replaces one. */
  customerEmail?: string;
  /** The provider's payment the event is about (Stripe's PaymentIntent); refunds and disputes name only this. */
  paymentId?: string;
  /** "refunded": the payment's refunded total so far, in minor units. */
  amountRefunded?: number;
  /** "refund_updated": which refund, and where it stands. */
  refund?: { providerRefundId: string; status: RefundStatus; refundId?: string };
  /** "dispute_closed": whether the seller kept the money. */
  disputeWon?: boolean;
}

export interface RefundRequest {
  /** The completed checkout session the payment came through. */
  sessionId: string;
  paymentId?: string;
  /** Minor units of the order's currency. */
  amount: number;
  /** Our order and refund row, kept on the provider's refund (Stripe metadata). */
  orderId: string;
  refundId: string;
  /** The same key never refunds twice. */
  idempotencyKey: string;
}

export interface RefundAnswer {
  providerRefundId: string;
  status: RefundStatus;
  /** The payment's refunded total after this refund, when the provider says (the test provider does). */
  paymentAmountRefunded?: number;
}

export interface PaymentProvider {
  name: ProviderName;
  /** Test keys or the built-in provider: the 'Test $1 Payment' button shows only then. */
  testMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  retrieve(sessionId: string): Promise<ProviderSession>;
  /** Ends an open session; false when it can no longer be expired (already complete or expired). */
  expire(sessionId: string): Promise<boolean>;
  /** Refunds all or part of a completed session's payment; the same idempotency key refunds once. */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  /** Completed, paid sessions created since `since`, for reconciliation. */
  listPaidSessions(since: Date): Promise<ProviderSession[]>;
}

/** Any failure talking to the provider; the route shows 'Could not create payment session.'. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
