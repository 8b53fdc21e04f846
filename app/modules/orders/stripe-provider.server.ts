import Stripe from "stripe";
import type { Language } from "~/lib/i18n/languages";
import { SHIPPING_COUNTRY_CODES } from "./shipping";
import { VAT_RATE_PERCENT } from "./summary";
import {
  PaymentProviderError,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentProvider,
  type ProviderSession,
  type RefundStatus,
} from "./provider";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** For tests: a local stand-in server instead of api.stripe.com. */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

export interface StripeProvider extends PaymentProvider {
  name: "stripe";
  /** Verifies the signature over the raw body; throws PaymentProviderError("bad-signature") otherwise. */
  parseWebhook(rawBody: string | Buffer, signature: string | null | undefined): PaymentEvent;
}

const eventKinds: Record<string, PaymentEventKind> = {
  "checkout.session.completed": "completed",
  "checkout.session.async_payment_succeeded": "async_succeeded",
  "checkout.session.async_payment_failed": "async_failed",
  "checkout.session.expired": "expired",
  "charge.refunded": "refunded",
  "refund.updated": "refund_updated",
  "charge.refund.updated": "refund_updated",
  "charge.dispute.created": "dispute_opened",
  "charge.dispute.closed": "dispute_closed",
};

/** Stripe wants expires_at 30 minutes to 24 hours ahead; a shorter hold expires the session itself. */
export const STRIPE_MIN_EXPIRY_MS = 30 * 60_000 + 5_000;

export function createStripeProvider(options: StripeProviderOptions): StripeProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.api ? 0 : 2,
    telemetry: false,
    timeout: 20_000,
    ...(options.api ?? {}),
  });

  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      const stripeError = error as { code?: string; type?: string; message?: string };
      throw new PaymentProviderError(`Stripe ${what} failed: ${stripeError.message ?? error}`, stripeError.code ?? stripeError.type);
    }
  };

  return {
    name: "stripe",
    testMode: options.secretKey.startsWith("sk_test_") || options.secretKey.startsWith("rk_test_"),

    async createCheckout(request) {
      const session = await call("checkout", () =>
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            ...(request.collectShipping
              ? {
                  shipping_address_collection: { allowed_countries: [...SHIPPING_COUNTRY_CODES] },
                  // Posting is free (decision 016): Stripe's page then shows a shipping line of 0 rather than none.
                  shipping_options: [{ shipping_rate_data: freeShippingRate(request.currency) }],
                }
              : {}),
            line_items: request.items.map((item) => ({
              quantity: item.quantity,
              price_data: {
                currency: item.currency.toLowerCase(),
                unit_amount: item.unitAmount,
                product_data: { name: item.plan ? `${item.name} · ${item.plan}` : item.name, ...(item.description ? { description: item.description } : {}) },
              },
            })),
            custom_text: { submit: { message: checkoutFinePrint(request) } },
            // A journey begun in Danish stays Danish on Stripe's page; otherwise Stripe follows the browser.
            ...(request.language === "da" ? { locale: "da" as const } : {}),
            customer_email: request.customerEmail,
            client_reference_id: request.orderId,
            metadata: { orderId: request.orderId },
            payment_intent_data: { metadata: { orderId: request.orderId } },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.ceil(request.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!session.url) throw new PaymentProviderError("Stripe returned a session without a URL");
      return { sessionId: session.id, url: session.url };
    },

    async retrieve(sessionId) {
      return toSession(await call("retrieve", () => stripe.checkout.sessions.retrieve(sessionId)));
    },

    async expire(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return true;
      } catch (error) {
        // Already complete or expired: Stripe answers 400 with an invalid_request_error.
        if ((error as { type?: string }).type === "StripeInvalidRequestError") return false;
        throw new PaymentProviderError(`Stripe expire failed: ${(error as Error).message}`);
      }
    },

    async refund(request) {
      let paymentIntent = request.paymentId;
      if (!paymentIntent) {
        const session = await call("retrieve", () => stripe.checkout.sessions.retrieve(request.sessionId));
        paymentIntent = idOf(session.payment_intent);
      }
      if (!paymentIntent) throw new PaymentProviderError(`Checkout session ${request.sessionId} has no payment to refund`);
      const refund = await call("refund", () =>
        stripe.refunds.create(
          { payment_intent: paymentIntent, amount: request.amount, metadata: { orderId: request.orderId, refundId: request.refundId } },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { providerRefundId: refund.id, status: refundStatusOf(refund.status) };
    },

    async listPaidSessions(since) {
      const sessions: ProviderSession[] = [];
      await call("list", () =>
        stripe.checkout.sessions.list({ created: { gte: Math.floor(since.getTime() / 1000) }, status: "complete", limit: 100 }).autoPagingEach((session) => {
          if (session.payment_status === "paid") sessions.push(toSession(session));
        }),
      );
      return sessions;
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new PaymentProviderError("Missing Stripe-Signature header", "bad-signature");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new PaymentProviderError(`Bad webhook signature: ${(error as Error).message}`, "bad-signature");
      }
      return toEvent(event);
    },
  };
}

/** A verified Stripe event in the provider-neutral shape; events the site does not read are "ignored". */
export function toEvent(event: Stripe.Event): PaymentEvent {
  const kind = eventKinds[event.type] ?? "ignored";
  const base = { provider: "stripe" as const, eventId: event.id, type: event.type, kind };
  switch (kind) {
    case "ignored":
      return base;
    case "refunded": {
      const charge = event.data.object as Stripe.Charge;
      return { ...base, orderId: charge.metadata?.orderId || undefined, paymentId: idOf(charge.payment_intent), amountRefunded: charge.amount_refunded };
    }
    case "refund_updated": {
      const refund = event.data.object as Stripe.Refund;
      return {
        ...base,
        orderId: refund.metadata?.orderId || undefined,
        paymentId: idOf(refund.payment_intent),
        refund: { providerRefundId: refund.id, status: refundStatusOf(refund.status), refundId: refund.metadata?.refundId || undefined },
      };
    }
    case "dispute_opened":
    case "dispute_closed": {
      const dispute = event.data.object as Stripe.Dispute;
      // "warning_closed" (an inquiry that never became a chargeback) keeps the money, as a win does.
      return { ...base, paymentId: idOf(dispute.payment_intent), disputeWon: dispute.status === "won" || dispute.status === "warning_closed" };
    }
    default: {
      const session = event.data.object as Stripe.Checkout.Session;
      return {
        ...base,
        sessionId: session.id,
        orderId: session.metadata?.orderId ?? session.client_reference_id ?? undefined,
        paymentStatus: paymentStatusOf(session),
        shippingAddress: shippingAddressOf(session),
        customerEmail: session.customer_details?.email ?? undefined,
        paymentId: idOf(session.payment_intent),
      };
    }
  }
}

export const FREE_SHIPPING_NAME = "Free shipping";

function freeShippingRate(currency: string): Stripe.Checkout.SessionCreateParams.ShippingOption.ShippingRateData {
  return { display_name: FREE_SHIPPING_NAME, type: "fixed_amount", fixed_amount: { amount: 0, currency: currency.toLowerCase() } };
}

/** Beside Stripe's Pay button: the VAT the prices include, the terms and the cancellation policy (Stripe renders Markdown links here). */
export function checkoutFinePrint(request: Pick<CheckoutRequest, "termsUrl" | "cancellationPolicyUrl" | "language">): string {
  const words = finePrintWords[request.language ?? "en"];
  const links = [
    request.termsUrl ? `[${words.terms}](${request.termsUrl})` : "",
    request.cancellationPolicyUrl ? `[${words.cancellationPolicy}](${request.cancellationPolicyUrl})` : "",
  ].filter(Boolean);
  return [words.vat(VAT_RATE_PERCENT), links.length ? words.accept(links.join(words.and)) : ""].filter(Boolean).join(" ");
}

/** The fine print's words in the buyer's journey language (decision 047). */
const finePrintWords = {
  en: {
    vat: (rate: number) => `Prices include ${rate} % VAT (moms).`,
    accept: (links: string) => `By paying you accept our ${links}.`,
    terms: "Terms of Service",
    cancellationPolicy: "cancellation policy",
    and: " and ",
  },
  da: {
    vat: (rate: number) => `Priserne er inkl. ${rate} % moms.`,
    accept: (links: string) => `Ved at betale accepterer du vores ${links}.`,
    terms: "handelsbetingelser",
    cancellationPolicy: "afbestillingsregler",
    and: " og ",
  },
} satisfies Record<Language, unknown>;

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === "string" ? value : (value?.id ?? undefined);
}

function refundStatusOf(status: string | null | undefined): RefundStatus {
  if (status === "succeeded") return "succeeded";
  return status === "failed" || status === "canceled" ? "failed" : "pending";
}

/** Stripe's collected shipping details (when the session asked for them) in our shape. */
export function shippingAddressOf(session: Stripe.Checkout.Session): PaymentEvent["shippingAddress"] {
  const details = session.collected_information?.shipping_details;
  const address = details?.address;
  if (!details?.name || !address?.line1 || !address.city || !address.postal_code || !address.country) return undefined;
  return {
    name: details.name,
    line1: address.line1,
    line2: address.line2 ?? undefined,
    city: address.city,
    postalCode: address.postal_code,
    country: address.country,
    state: address.state ?? undefined,
    email: session.customer_details?.email ?? undefined,
    phone: session.customer_details?.phone ?? undefined,
  };
}

function toSession(session: Stripe.Checkout.Session): ProviderSession {
  return {
    id: session.id,
    url: session.url,
    status: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
    paymentStatus: paymentStatusOf(session),
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? undefined,
    amountTotal: session.amount_total,
    currency: session.currency?.toUpperCase() ?? null,
    paymentId: idOf(session.payment_intent),
    shippingAddress: shippingAddressOf(session),
    customerEmail: session.customer_details?.email ?? undefined,
  };
}

function paymentStatusOf(session: Stripe.Checkout.Session): ProviderSession["paymentStatus"] {
  if (session.payment_status === "paid") return "paid";
  return session.payment_status === "no_payment_required" ? "no_payment_required" : "unpaid";
}
