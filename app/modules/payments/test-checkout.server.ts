import type { OrderItem } from "~/db/schema";
import type { CommerceDeps } from "./deps.server";
import { fulfilPaymentEvent } from "./fulfil.server";
import { completeTestSession, findTestSession } from "./test-provider.server";

export interface TestCheckoutView {
  id: string;
  items: OrderItem[];
  amountTotal: number;
  currency: string;
  /** Only an open session has working Pay and Cancel buttons. */
  status: "open" | "complete" | "expired";
  cancelUrl: string;
  successUrl: string;
}

/** What the test provider's checkout page shows: items, amount, currency. */
export async function getTestCheckout(deps: CommerceDeps, sessionId: string): Promise<TestCheckoutView | undefined> {
  const row = await findTestSession(deps.db, sessionId);
  if (!row) return undefined;
  const status = row.status === "open" && row.expiresAt <= deps.now() ? "expired" : (row.status as TestCheckoutView["status"]);
  return { id: row.id, items: row.items, amountTotal: row.amountTotal, currency: row.currency, status, cancelUrl: row.cancelUrl, successUrl: row.successUrl };
}

export type TestPayResult = { ok: true; redirect: string } | { ok: false; reason: "not-found" | "not-open" };

/**
 * **Pay** on the test checkout: the session is completed at the "provider", which then
 * delivers its event to the same fulfilment as Stripe's webhook. Paying twice changes nothing.
 */
export async function payTestCheckout(deps: CommerceDeps, sessionId: string): Promise<TestPayResult> {
  const completed = await completeTestSession(deps.db, sessionId, deps.now());
  if (!completed) {
    const row = await findTestSession(deps.db, sessionId);
    if (!row) return { ok: false, reason: "not-found" };
    return row.status === "complete" ? { ok: true, redirect: row.successUrl } : { ok: false, reason: "not-open" };
  }
  await fulfilPaymentEvent(deps, {
    provider: "test",
    eventId: `evt_${sessionId}_completed`,
    type: "checkout.session.completed",
    kind: "completed",
    sessionId,
    orderId: completed.orderId,
    paymentStatus: "paid",
  });
  return { ok: true, redirect: completed.successUrl };
}

/** **Cancel** leaves the session open and nothing paid, as Stripe's back link does. */
export async function cancelTestCheckout(deps: CommerceDeps, sessionId: string): Promise<{ redirect: string } | undefined> {
  const row = await findTestSession(deps.db, sessionId);
  return row ? { redirect: row.cancelUrl } : undefined;
}
