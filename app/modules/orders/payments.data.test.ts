import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { orders, outbox, paymentEvents, testCheckoutSessions } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { createCoursePayment } from "~/modules/sales/checkout.server";
import type { OrdersDeps } from "./deps.server";
import { applyPaymentEvent } from "./events.server";
import { hasPaidForCourse } from "~/modules/accounts/access.server";
import { PaymentProviderError, type PaymentEvent } from "./provider";
import { reconcilePayments } from "./reconcile.server";
import { cancelTestCheckout, getTestCheckout, payTestCheckout } from "./test-checkout.server";
import { completeTestSession } from "./test-provider.server";

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z");
let deps: OrdersDeps;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  deps = commerceDeps(handle, clock);
});
afterAll(() => handle.close());
beforeEach(async () => {
  for (const table of [paymentEvents, orders, testCheckoutSessions, outbox]) await handle.db.delete(table);
  clock.set("2026-11-23T10:00:00Z");
});

const sessionIdOf = (url: string) => url.split("/").at(-1)!;
const retreat = (key = "key-retreat-1") =>
  createCoursePayment(deps, { courseId: "celebrity-vocal-experience", currency: "DKK", idempotencyKey: key, email: "ida@example.dk" });

describe("create-payment", () => {
  it("opens a checkout for the catalogue's price, never the browser's, and stores a pending order", async () => {
    const result = await retreat();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.url).toMatch(/^http:\/\/site\.test\/test-checkout\/cs_test_/);
    const [order] = await handle.db.select().from(orders);
    expect(order).toMatchObject({ status: "pending", amountTotal: 6_850_000, currency: "DKK", email: "ida@example.dk", provider: "test" });
    expect(order!.items).toEqual([
      { itemId: "celebrity-vocal-experience", name: "Celebrity Vocal Experience", quantity: 1, unitAmount: 6_850_000, currency: "DKK" },
    ]);
    const view = await getTestCheckout(deps, sessionIdOf(result.url));
    expect(view).toMatchObject({ amountTotal: 6_850_000, currency: "DKK", status: "open", items: order!.items });
  });

  it("charges USD for the sales courses and the $1 test payment", async () => {
    const test = await createCoursePayment(deps, { courseId: "test-payment", currency: "USD", idempotencyKey: "key-test-usd" });
    const plan = await createCoursePayment(deps, { courseId: "main-course", plan: "Premium", currency: "USD", idempotencyKey: "key-main-prem" });
    expect(test.ok && plan.ok).toBe(true);
    const amounts = (await handle.db.select().from(orders)).map((o) => [o.items[0]!.itemId, o.amountTotal, o.currency]).sort();
    expect(amounts).toEqual([
      ["main-course", 49_700, "USD"],
      ["test-payment", 100, "USD"],
    ]);
  });

  it("a double click (the same key, even at once) opens one checkout", async () => {
    const results = await Promise.all([retreat("key-double"), retreat("key-double"), retreat("key-double")]);
    const urls = new Set(results.map((r) => (r.ok ? r.url : r.error)));
    expect(urls.size).toBe(1);
    expect(await handle.db.select().from(orders)).toHaveLength(1);
    expect(await handle.db.select().from(testCheckoutSessions)).toHaveLength(1);
    const other = await retreat("key-other");
    expect(other.ok && other.url).not.toBe([...urls][0]);
  });

  it.each([
    [{ courseId: "no-such-course", currency: "DKK" }, "unknown-item"],
    [{ courseId: "celebrity-vocal-experience", currency: "SEK" }, "unknown-currency"],
    [{ courseId: "celebrity-vocal-experience", currency: "USD" }, "unknown-currency"],
    [{ courseId: "main-course", currency: "USD", plan: "Gold" }, "unknown-item"],
  ])("refuses %o with 'Could not create payment session.' and stores nothing", async (input, error) => {
    const result = await createCoursePayment(deps, { ...input, idempotencyKey: "key-refused" });
    expect(result).toEqual({ ok: false, error, message: "Could not create payment session." });
    expect(await handle.db.select().from(orders)).toHaveLength(0);
  });

  it("a provider failure gives the same message and nothing paid; a retry with the key works", async () => {
    let failing = true;
    const flaky = {
      ...deps.provider,
      createCheckout: async (request: Parameters<typeof deps.provider.createCheckout>[0]) => {
        if (failing) throw new PaymentProviderError("down");
        return deps.provider.createCheckout(request);
      },
    };
    const result = await createCoursePayment({ ...deps, provider: flaky }, { courseId: "private-coaching", currency: "EUR", idempotencyKey: "key-flaky" });
    expect(result).toEqual({ ok: false, error: "provider-failed", message: "Could not create payment session." });
    expect((await handle.db.select().from(orders)).map((o) => o.status)).toEqual(["pending"]);
    failing = false;
    const retry = await createCoursePayment({ ...deps, provider: flaky }, { courseId: "private-coaching", currency: "EUR", idempotencyKey: "key-flaky" });
    expect(retry.ok).toBe(true);
    expect(await handle.db.select().from(orders)).toHaveLength(1);
  });
});

describe("the test provider's checkout", () => {
  it("Pay completes the order through fulfilment: paid once, one receipt, even when pressed twice", async () => {
    const created = await retreat();
    if (!created.ok) throw new Error("no checkout");
    const first = await payTestCheckout(deps, sessionIdOf(created.url));
    const second = await payTestCheckout(deps, sessionIdOf(created.url));
    expect(first).toEqual(second);
    expect(first.ok && first.redirect).toContain("/payment-success?order=");
    const [order] = await handle.db.select().from(orders);
    expect(order).toMatchObject({ status: "paid", paidAt: clock.now() });
    const mail = await handle.db.select().from(outbox);
    expect(mail.map((m) => [m.kind, m.to])).toEqual([["payment.receipt", "ida@example.dk"]]);
    expect(mail[0]!.text).toContain("DKK 68,500.00");
    expect((await handle.db.select().from(paymentEvents)).map((e) => [e.provider, e.outcome])).toEqual([["test", "paid"]]);
  });

  it("Cancel leaves nothing paid; an expired session cannot be paid", async () => {
    const created = await retreat();
    if (!created.ok) throw new Error("no checkout");
    // Back to where the buyer came from (the site's front page when no page was given), marked with the order id alone.
    expect(await cancelTestCheckout(deps, sessionIdOf(created.url))).toEqual({ redirect: `http://site.test/?checkout=cancelled&order=${created.orderId}` });
    expect((await handle.db.select().from(orders))[0]!.status).toBe("pending");
    clock.advance(61 * 60_000);
    expect((await getTestCheckout(deps, sessionIdOf(created.url)))!.status).toBe("expired");
    expect(await payTestCheckout(deps, sessionIdOf(created.url))).toEqual({ ok: false, reason: "not-open" });
    expect(await handle.db.select().from(outbox)).toHaveLength(0);
  });
});

describe("fulfilment", () => {
  async function openOrder() {
    const created = await retreat();
    if (!created.ok) throw new Error("no checkout");
    return { sessionId: sessionIdOf(created.url), orderId: created.orderId };
  }
  const event = (
    sessionId: string,
    orderId: string,
    eventId: string,
    kind: PaymentEvent["kind"],
    paymentStatus?: PaymentEvent["paymentStatus"],
  ): PaymentEvent => ({
    provider: "test",
    eventId,
    type: `checkout.${kind}`,
    kind,
    sessionId,
    orderId,
    paymentStatus,
  });

  it("the same event five times at once and out of order with others: one paid order, one e-mail", async () => {
    const { sessionId, orderId } = await openOrder();
    const paid = event(sessionId, orderId, "evt_paid", "completed", "paid");
    const deliveries = [
      event(sessionId, orderId, "evt_async_ok", "async_succeeded"),
      paid,
      event(sessionId, orderId, "evt_expired", "expired"),
      paid,
      event(sessionId, orderId, "evt_unpaid", "completed", "unpaid"),
      paid,
      paid,
      paid,
    ];
    const outcomes = await Promise.all(deliveries.map((e) => applyPaymentEvent(deps, e)));
    expect(outcomes.filter((o) => o.outcome === "duplicate")).toHaveLength(4);
    expect(outcomes.filter((o) => o.outcome === "paid")).toHaveLength(1);
    const [order] = await handle.db.select().from(orders);
    expect(order!.status).toBe("paid");
    expect(await handle.db.select().from(outbox)).toHaveLength(1);
    expect(await handle.db.select().from(paymentEvents)).toHaveLength(4);
  });

  it("records failed, expired and asynchronous events, and an older event never turns paid back", async () => {
    const { sessionId, orderId } = await openOrder();
    expect((await applyPaymentEvent(deps, event(sessionId, orderId, "e1", "completed", "unpaid"))).outcome).toBe("awaiting-payment");
    expect((await applyPaymentEvent(deps, event(sessionId, orderId, "e2", "async_failed"))).outcome).toBe("failed");
    expect((await applyPaymentEvent(deps, event(sessionId, orderId, "e3", "async_succeeded"))).outcome).toBe("paid");
    expect((await applyPaymentEvent(deps, event(sessionId, orderId, "e4", "expired"))).outcome).toBe("unchanged");
    expect((await applyPaymentEvent(deps, { provider: "test", eventId: "e5", type: "customer.created", kind: "ignored" })).outcome).toBe("ignored");
    expect((await applyPaymentEvent(deps, event("cs_unknown", "nope", "e6", "completed", "paid"))).outcome).toBe("unknown-order");
    expect((await handle.db.select().from(orders))[0]!.status).toBe("paid");
    const recorded = await handle.db.select().from(paymentEvents).orderBy(paymentEvents.eventId);
    expect(recorded.map((e) => [e.eventId, e.outcome])).toEqual([
      ["e1", "awaiting-payment"],
      ["e2", "failed"],
      ["e3", "paid"],
      ["e4", "unchanged"],
      ["e5", "ignored"],
      ["e6", "unknown-order"],
    ]);
  });

  it("reconciliation completes a session the provider reports paid whose event never came, once", async () => {
    const { sessionId } = await openOrder();
    await completeTestSession(handle.db, sessionId, clock.now()); // paid at the provider; the event is lost
    expect((await handle.db.select().from(orders))[0]!.status).toBe("pending");
    expect(await reconcilePayments(deps)).toEqual({ completed: 1, filled: 0, refundsSent: 0 });
    expect((await handle.db.select().from(orders))[0]!.status).toBe("paid");
    expect(await reconcilePayments(deps)).toEqual({ completed: 0, filled: 0, refundsSent: 0 });
    expect(await handle.db.select().from(outbox)).toHaveLength(1);
  });
});

describe("orders in the database", () => {
  it("holds one order per checkout session and refuses unknown statuses", async () => {
    const created = await retreat();
    if (!created.ok) throw new Error("no checkout");
    const [order] = await handle.db.select().from(orders);
    const copy = { ...order!, id: "copy", idempotencyKey: "other" };
    await expect(handle.db.insert(orders).values(copy)).rejects.toThrow();
    await expect(handle.db.update(orders).set({ status: "shipped" }).where(eq(orders.id, order!.id))).rejects.toThrow();
  });
});

describe("course access", () => {
  it("is granted by a paid order containing the course, matched by user id or e-mail", async () => {
    const created = await createCoursePayment(deps, {
      courseId: "beginner-course",
      currency: "USD",
      idempotencyKey: "key-access-1",
      email: "Ida@Example.dk",
      userId: "user-1",
    });
    if (!created.ok) throw new Error(created.error);
    expect(await hasPaidForCourse(handle.db, { verifiedEmail: "ida@example.dk" }, "beginner-course")).toBe(false);
    await payTestCheckout(deps, sessionIdOf(created.url));
    expect(await hasPaidForCourse(handle.db, { verifiedEmail: "ida@example.dk" }, "beginner-course")).toBe(true);
    expect(await hasPaidForCourse(handle.db, { userId: "user-1" }, "beginner-course")).toBe(true);
    expect(await hasPaidForCourse(handle.db, { userId: "user-2", verifiedEmail: "ole@example.dk" }, "beginner-course")).toBe(false);
    expect(await hasPaidForCourse(handle.db, { verifiedEmail: "ida@example.dk" }, "advanced-technique")).toBe(false);
    expect(await hasPaidForCourse(handle.db, {}, "beginner-course")).toBe(false);
  });
});

describe("Pay on the test provider after a crash", () => {
  it("a second press finds the order paid: the session completed before the crash, its event is delivered now", async () => {
    const opened = await createCoursePayment(deps, { courseId: "test-payment", currency: "USD", idempotencyKey: "crash-pay", email: "ida@example.dk" });
    if (!opened.ok) throw new Error("no checkout");
    const sessionId = opened.url.split("/").at(-1)!;
    // The first press completed the session, and the process died before the payment event.
    expect(await completeTestSession(handle.db, sessionId, clock.now())).toBeTruthy();
    expect((await handle.db.select({ status: orders.status }).from(orders))[0]!.status).toBe("pending");

    const again = await payTestCheckout(deps, sessionId);
    expect(again.ok).toBe(true);
    expect((await handle.db.select({ status: orders.status }).from(orders))[0]!.status).toBe("paid");
    // And a third press changes nothing.
    expect((await payTestCheckout(deps, sessionId)).ok).toBe(true);
    expect((await handle.db.select({ status: orders.status }).from(orders)).map((row) => row.status)).toEqual(["paid"]);
  });
});
