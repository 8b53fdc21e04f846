import { createHash, randomUUID } from "node:crypto";
import { and, eq, isNull, or } from "drizzle-orm";
import { orders, type OrderItem } from "~/db/schema";
import { findCourse } from "~/modules/catalogue/catalogue.server";
import { isSalesCourseId } from "~/modules/sales/courses";
import { paymentMessages, type CommerceDeps } from "./deps.server";
import type { Tx } from "~/modules/booking/confirm.server";
import { priceItem, TEST_PAYMENT_ID } from "./pricing";
import { STRIPE_MIN_EXPIRY_MS } from "./stripe-provider.server";

export interface CreatePaymentInput {
  /** A course id, a sales course id or "test-payment". Never a price. */
  courseId: string;
  currency: string;
  /** Made by the browser once per form; the same key opens the same checkout. */
  idempotencyKey: string;
  /** The main course's plan name. */
  plan?: string;
  email?: string;
  name?: string;
  userId?: string | null;
  /** The private-coaching booking this pays for (booking module). */
  bookingId?: string;
  /** Where Cancel on the checkout returns to; a path on this site. */
  cancelPath?: string;
}

export type CreatePaymentError = "invalid-key" | "unknown-item" | "unknown-currency" | "provider-failed";
export type CreatePaymentResult = { ok: true; url: string; orderId: string } | { ok: false; error: CreatePaymentError; message: string };

const KEY_PATTERN = /^[A-Za-z0-9_:-]{8,200}$/;

/** A path on this site, or "/": "//host" and "/\\host" would leave it. */
export function sitePath(path: string | undefined) {
  return path && /^\/(?![/\\])/.test(path) ? path : "/";
}

const fail = (error: CreatePaymentError): CreatePaymentResult => ({ ok: false, error, message: paymentMessages.couldNotCreate });

/** SPEC.md create-payment: `{courseId, currency}` → checkout URL, the amount from our catalogue. */
export async function createCoursePayment(deps: CommerceDeps, input: CreatePaymentInput): Promise<CreatePaymentResult> {
  if (!KEY_PATTERN.test(input.idempotencyKey)) return fail("invalid-key");
  const course = input.courseId === TEST_PAYMENT_ID || isSalesCourseId(input.courseId) ? undefined : await findCourse(deps.db, input.courseId);
  const priced = priceItem({ itemId: input.courseId, currency: input.currency, plan: input.plan, course });
  if (!priced.ok) return fail(priced.reason);
  const item = priced.item;
  return openCheckout(deps, {
    items: [item],
    scope: [input.idempotencyKey, item.itemId, item.plan ?? "", item.currency, input.bookingId ?? ""],
    userId: input.userId,
    email: input.email,
    name: input.name,
    bookingId: input.bookingId,
    cancelPath: input.cancelPath,
    success: { course_id: item.itemId, course_name: item.name },
  });
}

export interface CheckoutInput {
  /** Priced from the database by the caller; never from the browser. */
  items: OrderItem[];
  /** What the browser's key is scoped to (the key first): one key cannot open checkouts for two things. */
  scope: string[];
  userId?: string | null;
  email?: string;
  name?: string;
  bookingId?: string;
  cancelPath?: string;
  /** Extra query parameters of the payment-success page. */
  success?: Record<string, string>;
  /** Physical goods: the provider's checkout collects a shipping address. */
  collectShipping?: boolean;
  /** Runs in the order insert's transaction, once per new order (e.g. to record the cart it came from). */
  onOrderCreated?: (tx: Tx, orderId: string) => Promise<void>;
}

/**
 * The one way to open a checkout for priced items: a pending order (unique on the scoped
 * key, so a double click opens one checkout), then the provider's session. Course payments
 * and the shop cart both come through here.
 */
export async function openCheckout(deps: CommerceDeps, input: CheckoutInput): Promise<CreatePaymentResult> {
  const currency = input.items[0]?.currency;
  if (!currency || input.items.some((item) => item.currency !== currency || item.quantity < 1)) return fail("unknown-item");
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
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning({ id: orders.id });
    if (created.length && input.onOrderCreated) await input.onOrderCreated(tx, orderId);
  });
  const [order] = await deps.db.select().from(orders).where(eq(orders.idempotencyKey, scopedKey));
  if (!order) return fail("provider-failed");
  if (order.status !== "pending") return fail("provider-failed");
  if (order.checkoutUrl) return { ok: true, url: order.checkoutUrl, orderId: order.id };

  const success = new URL("/payment-success", deps.origin);
  success.searchParams.set("order", order.id);
  for (const [name, value] of Object.entries(input.success ?? {})) success.searchParams.set(name, value);
  if (input.name) success.searchParams.set("name", input.name);
  if (input.email) success.searchParams.set("email", input.email);
  try {
    const session = await deps.provider.createCheckout({
      orderId: order.id,
      items: order.items,
      currency: order.currency,
      customerEmail: order.email ?? undefined,
      successUrl: success.toString(),
      cancelUrl: new URL(sitePath(input.cancelPath), deps.origin).toString(),
      // Stripe's shortest; a booking's 10-minute hold expires the session itself (booking jobs).
      expiresAt: new Date(now.getTime() + Math.max(STRIPE_MIN_EXPIRY_MS, 60 * 60_000)),
      idempotencyKey: scopedKey,
      collectShipping: input.collectShipping,
    });
    await deps.db
      .update(orders)
      .set({ providerSessionId: session.sessionId, checkoutUrl: session.url, updatedAt: deps.now() })
      .where(and(eq(orders.id, order.id), or(isNull(orders.providerSessionId), eq(orders.providerSessionId, session.sessionId))));
    return { ok: true, url: session.url, orderId: order.id };
  } catch {
    // A racing request with the same key may have succeeded meanwhile (Stripe answers 409 to the second).
    const [again] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
    if (again?.checkoutUrl) return { ok: true, url: again.checkoutUrl, orderId: again.id };
    return fail("provider-failed");
  }
}
