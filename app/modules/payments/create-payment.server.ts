import { createHash, randomUUID } from "node:crypto";
import { and, eq, isNull, or } from "drizzle-orm";
import { orders } from "~/db/schema";
import { findCourse } from "~/modules/catalogue/catalogue.server";
import { isSalesCourseId } from "~/modules/sales/courses";
import { paymentMessages, type CommerceDeps } from "./deps.server";
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

/** SPEC.md create-payment: `{courseId, currency}` → checkout URL, the amount from our catalogue. */
export async function createCoursePayment(deps: CommerceDeps, input: CreatePaymentInput): Promise<CreatePaymentResult> {
  const fail = (error: CreatePaymentError): CreatePaymentResult => ({ ok: false, error, message: paymentMessages.couldNotCreate });
  if (!KEY_PATTERN.test(input.idempotencyKey)) return fail("invalid-key");
  const course = input.courseId === TEST_PAYMENT_ID || isSalesCourseId(input.courseId) ? undefined : await findCourse(deps.db, input.courseId);
  const priced = priceItem({ itemId: input.courseId, currency: input.currency, plan: input.plan, course });
  if (!priced.ok) return fail(priced.reason);
  const item = priced.item;

  // The key is scoped to what is bought, so one key cannot open checkouts for two things.
  const scopedKey = createHash("sha256")
    .update(JSON.stringify([input.idempotencyKey, item.itemId, item.plan ?? "", item.currency, input.bookingId ?? ""]))
    .digest("hex");
  const now = deps.now();
  await deps.db
    .insert(orders)
    .values({
      id: randomUUID(),
      status: "pending",
      userId: input.userId ?? null,
      email: input.email ?? null,
      items: [item],
      amountTotal: item.unitAmount * item.quantity,
      currency: item.currency,
      provider: deps.provider.name,
      idempotencyKey: scopedKey,
      bookingId: input.bookingId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: orders.idempotencyKey });
  const [order] = await deps.db.select().from(orders).where(eq(orders.idempotencyKey, scopedKey));
  if (!order) return fail("provider-failed");
  if (order.status !== "pending") return fail("provider-failed");
  if (order.checkoutUrl) return { ok: true, url: order.checkoutUrl, orderId: order.id };

  const success = new URL("/payment-success", deps.origin);
  success.searchParams.set("order", order.id);
  success.searchParams.set("course_id", item.itemId);
  success.searchParams.set("course_name", item.name);
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
