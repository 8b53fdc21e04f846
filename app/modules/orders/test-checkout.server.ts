import { eq } from "drizzle-orm";
import { orders, type OrderItem } from "~/db/schema";
import type { Language } from "~/lib/i18n/languages";
import { randomUUID } from "node:crypto";
import type { OrdersDeps } from "./deps.server";
import { applyPaymentEvent } from "./events.server";
import { readReceiptEmail } from "./receipt-email-schema";
import { CANCELLATION_POLICY_PATH, TERMS_PATH } from "./return-urls";
import { readShippingAddress, type ShippingValidation } from "./shipping";
import { orderSummary, type OrderSummary } from "./summary";
import { completeTestSession, disputeTestSession, findTestSession, refundTestSession, type TestCheckoutSession } from "./test-provider.server";

export interface TestCheckoutView {
  id: string;
  items: OrderItem[];
  /** The lines with quantities and amounts, shipping when goods are posted, the VAT included. */
  summary: OrderSummary;
  /** A booking's hold: the page counts down to it, and Pay ends with it. */
  holdExpiresAt: string | null;
  holdExpired: boolean;
  /** The order has no receipt address (a guest's course): the page asks for one before Pay. */
  needsEmail: boolean;
  termsPath: string;
  cancellationPolicyPath: string;
  amountTotal: number;
  currency: string;
  /** Only an open session has working Pay and Cancel buttons. */
  status: "open" | "complete" | "expired";
  /** A shop checkout: the page shows the shipping address form above Pay. */
  collectShipping: boolean;
  cancelUrl: string;
  successUrl: string;
  /** A paid session: what has been given back, and its dispute (the test provider's own actions). */
  paid: boolean;
  amountRefunded: number;
  dispute: "open" | "won" | "lost" | null;
  /** The order's journey language: the page speaks it. */
  language: Language;
}

/** What the test provider's checkout page shows: items, amount, currency. */
export async function getTestCheckout(deps: OrdersDeps, sessionId: string): Promise<TestCheckoutView | undefined> {
  const row = await findTestSession(deps.db, sessionId);
  if (!row) return undefined;
  const now = deps.now();
  const [order] = await deps.db.select({ language: orders.language }).from(orders).where(eq(orders.id, row.orderId));
  const status = row.status === "open" && row.expiresAt <= now ? "expired" : (row.status as TestCheckoutView["status"]);
  return {
    id: row.id,
    items: row.items,
    summary: orderSummary({ id: row.orderId, items: row.items, currency: row.currency, shipped: row.collectShipping }),
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    holdExpired: row.holdExpiresAt !== null && row.holdExpiresAt <= now,
    needsEmail: !row.customerEmail,
    termsPath: TERMS_PATH,
    cancellationPolicyPath: CANCELLATION_POLICY_PATH,
    amountTotal: row.amountTotal,
    currency: row.currency,
    status,
    collectShipping: row.collectShipping,
    cancelUrl: row.cancelUrl,
    successUrl: row.successUrl,
    paid: row.paymentStatus === "paid",
    amountRefunded: row.amountRefunded,
    dispute: (row.dispute as TestCheckoutView["dispute"]) ?? null,
    language: order?.language ?? "en",
  };
}

export type TestPayResult =
  | { ok: true; redirect: string }
  | { ok: false; reason: "not-found" | "not-open" }
  | { ok: false; reason: "invalid-address"; address: Extract<ShippingValidation, { ok: false }> }
  | { ok: false; reason: "invalid-email"; error: string; value: string };

/**
 * **Pay** on the test checkout: the session is completed at the "provider", which then
 * delivers its event to the same fulfilment as Stripe's webhook. Paying twice changes nothing.
 * A shop session needs the posted address form (`form`); the event carries the address as
 * Stripe's does.
 */
export async function payTestCheckout(deps: OrdersDeps, sessionId: string, form?: { get(name: string): unknown }): Promise<TestPayResult> {
  const session = await findTestSession(deps.db, sessionId);
  if (!session) return { ok: false, reason: "not-found" };
  // A shop checkout is paid only with a complete address, as Stripe's page insists.
  const payable = session.status === "open" && session.expiresAt > deps.now();
  // No receipt address yet (a guest): asked for on the page, as Stripe's own page always does.
  const email = !session.customerEmail && payable ? readReceiptEmail(form ?? new Map()) : undefined;
  if (email && !email.ok) return { ok: false, reason: "invalid-email", error: email.error, value: email.value };
  const address = session.collectShipping && payable ? readShippingAddress(form ?? new Map()) : undefined;
  if (address && !address.ok) return { ok: false, reason: "invalid-address", address };
  const shippingAddress = address?.ok ? { ...address.address, ...(session.customerEmail ? { email: session.customerEmail } : {}) } : undefined;
  const collectedEmail = email?.ok ? email.email : undefined;
  const completed = await completeTestSession(deps.db, sessionId, deps.now(), { shippingAddress, email: collectedEmail });
  if (!completed) {
    const row = await findTestSession(deps.db, sessionId);
    if (!row) return { ok: false, reason: "not-found" };
    if (row.status !== "complete") return { ok: false, reason: "not-open" };
    // Paid already: the event is delivered again (recorded once per event id), so a press after a
    // crash between the session's completion and its event finds the order paid, not pending.
    await deliverCompletion(deps, row);
    return { ok: true, redirect: row.successUrl };
  }
  await deliverCompletion(deps, completed);
  return { ok: true, redirect: completed.successUrl };
}

/** The provider's "checkout.session.completed" for a paid session, to the same fulfilment as Stripe's webhook. */
async function deliverCompletion(deps: OrdersDeps, completed: TestCheckoutSession) {
  const sessionId = completed.id;
  await applyPaymentEvent(deps, {
    provider: "test",
    eventId: `evt_${sessionId}_completed`,
    type: "checkout.session.completed",
    kind: "completed",
    sessionId,
    orderId: completed.orderId,
    paymentStatus: "paid",
    shippingAddress: completed.shippingAddress ?? undefined,
    customerEmail: completed.collectedEmail ?? completed.customerEmail ?? undefined,
  });
}

/** **Cancel** leaves the session open and nothing paid, as Stripe's back link does. */
export async function cancelTestCheckout(deps: OrdersDeps, sessionId: string): Promise<{ redirect: string } | undefined> {
  const row = await findTestSession(deps.db, sessionId);
  return row ? { redirect: row.cancelUrl } : undefined;
}

/**
 * **Refund** on a paid test checkout: what Stripe's dashboard does, the whole amount left or a
 * part. The provider's event then reaches the order like any other (tests of refunds and access).
 */
export async function refundTestCheckout(deps: OrdersDeps, sessionId: string, amount?: number): Promise<"refunded" | "not-refundable"> {
  const row = await findTestSession(deps.db, sessionId);
  if (!row || row.paymentStatus !== "paid") return "not-refundable";
  const value = amount ?? row.amountTotal - row.amountRefunded;
  const refundId = `re_test_${randomUUID()}`;
  let amountRefunded: number;
  try {
    amountRefunded = await refundTestSession(deps.db, sessionId, value, refundId, deps.now());
  } catch {
    return "not-refundable";
  }
  await applyPaymentEvent(deps, {
    provider: "test",
    eventId: `evt_${refundId}`,
    type: "charge.refunded",
    kind: "refunded",
    sessionId,
    orderId: row.orderId,
    amountRefunded,
  });
  return "refunded";
}

/** The test provider's dispute actions: open one on a paid checkout, then win or lose it. */
export async function disputeTestCheckout(deps: OrdersDeps, sessionId: string, to: "open" | "won" | "lost"): Promise<boolean> {
  const row = await disputeTestSession(deps.db, sessionId, to);
  if (!row) return false;
  await applyPaymentEvent(deps, {
    provider: "test",
    eventId: `evt_${sessionId}_dispute_${to}`,
    type: to === "open" ? "charge.dispute.created" : "charge.dispute.closed",
    kind: to === "open" ? "dispute_opened" : "dispute_closed",
    sessionId,
    orderId: row.orderId,
    disputeWon: to === "won",
  });
  return true;
}
