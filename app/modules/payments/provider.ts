import type { CollectedShippingAddress, OrderItem } from "~/db/schema";

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
}

/**
 * What a provider event means for an order, whatever the provider:
 * "completed" (checkout finished; paid unless paymentStatus says the money is still on its
 * way), "async_succeeded" / "async_failed" (delayed methods), "expired", or "ignored".
 */
export type PaymentEventKind = "completed" | "async_succeeded" | "async_failed" | "expired" | "ignored";

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
}

export interface PaymentProvider {
  name: ProviderName;
  /** Test keys or the built-in provider: the 'Test $1 Payment' button shows only then. */
  testMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  retrieve(sessionId: string): Promise<ProviderSession>;
  /** Ends an open session; false when it can no longer be expired (already complete or expired). */
  expire(sessionId: string): Promise<boolean>;
  /** Refunds the whole payment of a completed session; safe to repeat. */
  refund(sessionId: string): Promise<void>;
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
