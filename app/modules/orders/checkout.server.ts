import { createHash, randomUUID } from "node:crypto";
import { and, eq, isNull, or } from "drizzle-orm";
import type { Tx } from "~/db/client.server";
import { orders, type OrderItem } from "~/db/schema";
import type { Language } from "~/lib/i18n/languages";
import { paymentMessages, type OrdersDeps } from "./deps.server";
import { STRIPE_MIN_EXPIRY_MS } from "./stripe-provider.server";
import { metrics } from "~/lib/metrics.server";
import { CANCELLATION_POLICY_PATH, TERMS_PATH, cancelReturnUrl, successReturnUrl } from "./return-urls";

export type CreatePaymentError = "invalid-key" | "unknown-item" | "unknown-currency" | "provider-failed";
export type CreatePaymentResult = { ok: true; url: string; orderId: string } | { ok: false; error: CreatePaymentError; message: string };

export const checkoutFailure = (error: CreatePaymentError): CreatePaymentResult => ({ ok: false, error, message: paymentMessages.couldNotCreate });

export interface CheckoutInput {
  /** Priced from the database by the caller; never from the browser. */
  items: OrderItem[];
  /** What the browser's key is scoped to (the key first): one key cannot open checkouts for two things. */
  scope: string[];
  userId?: string | null;
  email?: string;
  name?: string;
  bookingId?: string;
  /** The page Cancel returns to (a path on this site; its query is dropped), marked as a cancelled checkout. */
  cancelPath?: string;
  /** A held booking's end (the caller's, for the checkout's countdown); this module knows nothing of bookings. */
  holdExpiresAt?: Date;
  /** Physical goods: the provider's checkout collects a shipping address. */
  collectShipping?: boolean;
  /** When the provider's session lapses (default: an hour); within the provider's bounds (Stripe: 30 minutes to 24 hours). */
  expiresAt?: Date;
  /** The language the buyer's journey started in (checked against the allow-list by the caller's schema); English if not given. */
  language?: Language;
  /** Runs in the order insert's transaction, once per new order (e.g. to record the cart it came from). */
  onOrderCreated?: (tx: Tx, orderId: string) => Promise<void>;
}

/**
 * The one way to open a checkout for priced items: a pending order (unique on the scoped
 * key, so a double click opens one checkout), then the provider's session. Course payments
 * and the shop cart both come through here.
 */
export async function openCheckout(deps: OrdersDeps, input: CheckoutInput): Promise<CreatePaymentResult> {
  const currency = input.items[0]?.currency;
  if (!currency || input.items.some((item) => item.currency !== currency || item.quantity < 1)) return checkoutFailure("unknown-item");
  // The key is scoped to what is bought, so one key cannot open checkouts for two things.
  const scopedKey = createHash("sha256").update(JSON.stringify(input.scope)).digest("hex");
  const now = deps.now();
  const orderId = randomUUID();
  await deps.db.transaction(async (tx) => {
    const created = await tx
      .insert(orders)
      .values({
        id: orderId,
        status: "pending",
        userId: input.userId ?? null,
        email: input.email ?? null,
        items: input.items,
        amountTotal: input.items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0),
        currency,
        provider: deps.provider.name,
        idempotencyKey: scopedKey,
        bookingId: input.bookingId ?? null,
        language: input.language ?? "en",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning({ id: orders.id });
    if (created.length && input.onOrderCreated) await input.onOrderCreated(tx, orderId);
  });
  const [order] = await deps.db.select().from(orders).where(eq(orders.idempotencyKey, scopedKey));
  if (!order) return checkoutFailure("provider-failed");
  if (order.status !== "pending") return checkoutFailure("provider-failed");
  if (order.checkoutUrl) return { ok: true, url: order.checkoutUrl, orderId: order.id };

  // The unguessable order id alone: names, addresses and what was bought stay out of URLs (and so out of logs and histories).
  try {
    const session = await deps.provider.createCheckout({
      orderId: order.id,
      items: order.items,
      currency: order.currency,
      customerEmail: order.email ?? undefined,
      successUrl: successReturnUrl(deps.origin, order.id),
      cancelUrl: cancelReturnUrl(deps.origin, input.cancelPath, order.id),
      // Stripe's shortest; a booking's 10-minute hold expires the session itself (booking jobs).
      expiresAt: new Date(now.getTime() + Math.max(STRIPE_MIN_EXPIRY_MS, input.expiresAt ? input.expiresAt.getTime() - now.getTime() : 60 * 60_000)),
      idempotencyKey: scopedKey,
      collectShipping: input.collectShipping,
      holdExpiresAt: input.holdExpiresAt,
      termsUrl: new URL(TERMS_PATH, deps.origin).toString(),
      cancellationPolicyUrl: new URL(CANCELLATION_POLICY_PATH, deps.origin).toString(),
      language: order.language,
    });
    await deps.db
      .update(orders)
      .set({ providerSessionId: session.sessionId, checkoutUrl: session.url, updatedAt: deps.now() })
      .where(and(eq(orders.id, order.id), or(isNull(orders.providerSessionId), eq(orders.providerSessionId, session.sessionId))));
    metrics().checkoutsCreated.inc();
    return { ok: true, url: session.url, orderId: order.id };
  } catch {
    // A racing request with the same key may have succeeded meanwhile (Stripe answers 409 to the second).
    const [again] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
    if (again?.checkoutUrl) return { ok: true, url: again.checkoutUrl, orderId: again.id };
    return checkoutFailure("provider-failed");
  }
}
