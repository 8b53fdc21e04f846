import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, gte, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { testCheckoutSessions, type CollectedShippingAddress } from "~/db/schema";
import type { PaymentProvider, ProviderSession } from "./provider";

export type TestCheckoutSession = typeof testCheckoutSessions.$inferSelect;

/** Where the built-in provider's checkout page lives (a route wires it). */
export function testCheckoutPath(sessionId: string) {
  return `/test-checkout/${sessionId}`;
}

/**
 * The built-in payment provider, used when Stripe is not configured: its sessions live in
 * our database and its checkout page on our site. Paying produces a provider event that
 * goes through the same fulfilment as Stripe's webhook (test-checkout.server.ts).
 */
export function createTestProvider(deps: { db: Database; origin: string; now: () => Date }): PaymentProvider & { name: "test" } {
  const { db } = deps;
  const find = async (id: string) => {
    const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id));
    if (!row) throw new Error(`No test checkout session ${id}`);
    return row;
  };
  return {
    name: "test",
    testMode: true,

    async createCheckout(request) {
      const amountTotal = request.items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
      await db
        .insert(testCheckoutSessions)
        .values({
          id: `cs_test_${randomBytes(12).toString("hex")}`,
          idempotencyKey: request.idempotencyKey,
          orderId: request.orderId,
          items: request.items,
          amountTotal,
          currency: request.currency,
          customerEmail: request.customerEmail ?? null,
          collectShipping: request.collectShipping ?? false,
          holdExpiresAt: request.holdExpiresAt ?? null,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
          expiresAt: request.expiresAt,
          createdAt: deps.now(),
        })
        .onConflictDoNothing({ target: testCheckoutSessions.idempotencyKey });
      const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.idempotencyKey, request.idempotencyKey));
      return { sessionId: row!.id, url: `${deps.origin}${testCheckoutPath(row!.id)}` };
    },

    async retrieve(sessionId) {
      return toSession(await find(sessionId), deps.origin);
    },

    async expire(sessionId) {
      const expired = await db
        .update(testCheckoutSessions)
        .set({ status: "expired" })
        .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, "open")))
        .returning({ id: testCheckoutSessions.id });
      return expired.length === 1;
    },

    async refund(request) {
      const providerRefundId = `re_test_${createHash("sha256").update(request.idempotencyKey).digest("hex").slice(0, 24)}`;
      const amountRefunded = await refundTestSession(db, request.sessionId, request.amount, providerRefundId, deps.now());
      return { providerRefundId, status: "succeeded", paymentAmountRefunded: amountRefunded };
    },

    async listPaidSessions(since) {
      const rows = await db
        .select()
        .from(testCheckoutSessions)
        .where(and(eq(testCheckoutSessions.status, "complete"), eq(testCheckoutSessions.paymentStatus, "paid"), gte(testCheckoutSessions.createdAt, since)));
      return rows.map((row) => toSession(row, deps.origin));
    },
  };
}

/**
 * Marks an open, unexpired session paid, with the address and receipt e-mail given on the page;
 * undefined when it cannot be paid (any more): closed, past its expiry, or its booking's hold lapsed.
 */
export async function completeTestSession(
  db: Database,
  sessionId: string,
  now: Date,
  given: { shippingAddress?: CollectedShippingAddress; email?: string } = {},
): Promise<TestCheckoutSession | undefined> {
  const [row] = await db
    .update(testCheckoutSessions)
    .set({ status: "complete", paymentStatus: "paid", completedAt: now, shippingAddress: given.shippingAddress ?? null, collectedEmail: given.email ?? null })
    .where(
      and(
        eq(testCheckoutSessions.id, sessionId),
        eq(testCheckoutSessions.status, "open"),
        gt(testCheckoutSessions.expiresAt, now),
        or(isNull(testCheckoutSessions.holdExpiresAt), gt(testCheckoutSessions.holdExpiresAt, now)),
      ),
    )
    .returning();
  return row;
}

/**
 * Gives back part or all of a paid test session, once per refund id; the session's refunded
 * total after it. Throws when the session was not paid or the amount is more than is left.
 */
export async function refundTestSession(db: Database, sessionId: string, amount: number, refundId: string, now: Date): Promise<number> {
  const [refunded] = await db
    .update(testCheckoutSessions)
    .set({
      amountRefunded: sql`${testCheckoutSessions.amountRefunded} + ${amount}`,
      refundIds: sql`${testCheckoutSessions.refundIds} || ${JSON.stringify([refundId])}::jsonb`,
      refundedAt: now,
    })
    .where(
      and(
        eq(testCheckoutSessions.id, sessionId),
        eq(testCheckoutSessions.paymentStatus, "paid"),
        sql`not ${testCheckoutSessions.refundIds} @> ${JSON.stringify([refundId])}::jsonb`,
        sql`${testCheckoutSessions.amountRefunded} + ${amount} <= ${testCheckoutSessions.amountTotal}`,
        sql`${amount} > 0`,
      ),
    )
    .returning({ amountRefunded: testCheckoutSessions.amountRefunded });
  if (refunded) return refunded.amountRefunded;
  const row = await findTestSession(db, sessionId);
  if (row?.refundIds.includes(refundId)) return row.amountRefunded;
  throw new Error(`Test checkout session ${sessionId} cannot refund ${amount}`);
}

/** The test provider's disputes: a buyer opens one, then the bank decides. */
export async function disputeTestSession(db: Database, sessionId: string, to: "open" | "won" | "lost"): Promise<TestCheckoutSession | undefined> {
  const [row] = await db
    .update(testCheckoutSessions)
    .set({ dispute: to })
    .where(
      and(
        eq(testCheckoutSessions.id, sessionId),
        eq(testCheckoutSessions.paymentStatus, "paid"),
        to === "open" ? sql`${testCheckoutSessions.dispute} is null` : eq(testCheckoutSessions.dispute, "open"),
      ),
    )
    .returning();
  return row;
}

export async function findTestSession(db: Database, sessionId: string): Promise<TestCheckoutSession | undefined> {
  const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId));
  return row;
}

function toSession(row: TestCheckoutSession, origin: string): ProviderSession {
  return {
    id: row.id,
    url: row.status === "open" ? `${origin}${testCheckoutPath(row.id)}` : null,
    status: row.status as ProviderSession["status"],
    paymentStatus: row.paymentStatus as ProviderSession["paymentStatus"],
    orderId: row.orderId,
    amountTotal: row.amountTotal,
    currency: row.currency,
    shippingAddress: row.shippingAddress ?? undefined,
    // As Stripe's customer_details.email: what the buyer used, typed on the page or given beforehand.
    customerEmail: row.collectedEmail ?? row.customerEmail ?? undefined,
  };
}
