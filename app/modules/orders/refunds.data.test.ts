import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { bookings, orderRefunds, orders, outbox, paymentEvents, podFulfilments, testCheckoutSessions } from "~/db/schema";
import { RAISE_EXCEPTION, sqlState } from "~/db/sql-state";
import { hasPaidForCourse } from "~/modules/accounts/access.server";
import { startHoldCheckout } from "~/modules/booking/checkout.server";
import { holdSlot } from "~/modules/booking/holds.server";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { createCoursePayment } from "~/modules/sales/checkout.server";
import { applyPaymentEvent } from "./events.server";
import { canMoveOrder, ORDER_STATUSES } from "./order-status";
import { PaymentProviderError, type PaymentEvent, type PaymentProvider } from "./provider";
import { reconcilePayments } from "./reconcile.server";
import { refundOrder } from "./refunds.server";
import { disputeTestCheckout, payTestCheckout, refundTestCheckout } from "./test-checkout.server";
import { createTestProvider, findTestSession } from "./test-provider.server";

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z");
let deps: ReturnType<typeof commerceDeps>;
const buyer = { userId: "user-1" };
/** A refund the site decides by its own rule (decision 065): these tests are about the money, not who asks. */
const SITE = { kind: "site", why: "policy" } as const;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  deps = commerceDeps(handle, clock);
});
afterAll(() => handle.close());
beforeEach(async () => {
  for (const table of [paymentEvents, orderRefunds, orders, testCheckoutSessions, outbox, bookings, podFulfilments]) await handle.db.delete(table);
  clock.set("2026-11-23T10:00:00Z");
});

const sessionIdOf = (url: string) => url.split("/").at(-1)!;
const orderRow = async (id: string) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const mailKinds = async () => (await handle.db.select().from(outbox).orderBy(outbox.kind)).map((m) => m.kind);
const hasCourse = () => hasPaidForCourse(handle.db, buyer, "beginner-vocals");

/** A paid USD 97 Beginner Vocals order (sold as the beginner-course), its session id, on the test provider. */
async function paidCourse(key = "key-course-1") {
  const created = await createCoursePayment(deps, {
    courseId: "beginner-course",
    currency: "USD",
    idempotencyKey: key,
    email: "ida@example.dk",
    userId: buyer.userId,
  });
  if (!created.ok) throw new Error(created.error);
  const sessionId = sessionIdOf(created.url);
  await payTestCheckout(deps, sessionId);
  return { orderId: created.orderId, sessionId };
}

const event = (orderId: string, fields: Partial<PaymentEvent> & Pick<PaymentEvent, "kind">): PaymentEvent => ({
  provider: "test",
  eventId: `evt_${randomUUID()}`,
  type: fields.kind,
  orderId,
  ...fields,
});

describe("the database keeps orders moving forward", () => {
  it("allows exactly the moves order-status.ts allows, whatever code runs", async () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const id = randomUUID();
        await handle.db.insert(orders).values({ id, status: from, items: [], amountTotal: 100, currency: "DKK", provider: "test", idempotencyKey: id });
        const move = handle.db.update(orders).set({ status: to }).where(eq(orders.id, id));
        if (from === to || canMoveOrder(from, to)) await expect(move).resolves.toBeDefined();
        else await expect(move.catch((error: unknown) => sqlState(error))).resolves.toBe(RAISE_EXCEPTION);
      }
    }
  });

  it("refuses `update orders set status='pending' where status='paid'` and a shrinking refunded total", async () => {
    const { orderId } = await paidCourse();
    await expect(handle.db.execute(`update orders set status = 'pending' where status = 'paid'`)).rejects.toThrow();
    await handle.db.update(orders).set({ amountRefunded: 500 }).where(eq(orders.id, orderId));
    await expect(handle.db.update(orders).set({ amountRefunded: 100 }).where(eq(orders.id, orderId))).rejects.toThrow();
    await expect(handle.db.update(orders).set({ amountRefunded: 999_999 }).where(eq(orders.id, orderId))).rejects.toThrow();
    expect(await orderRow(orderId)).toMatchObject({ status: "paid", amountRefunded: 500 });
  });
});

describe("refund and dispute events", () => {
  it("two partial refunds adding up to the whole: access stays after the first, goes with the second", async () => {
    const { orderId, sessionId } = await paidCourse();
    expect(await hasCourse()).toBe(true);
    expect(await refundTestCheckout(deps, sessionId, 4_000)).toBe("refunded");
    expect(await orderRow(orderId)).toMatchObject({ status: "partially_refunded", amountRefunded: 4_000 });
    expect(await hasCourse()).toBe(true);
    expect(await refundTestCheckout(deps, sessionId)).toBe("refunded");
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", amountRefunded: 9_700 });
    expect(await hasCourse()).toBe(false);
    expect(await refundTestCheckout(deps, sessionId, 1)).toBe("not-refundable");
  });

  it("a refund reported before the late completed event: refunded, no receipt, no access", async () => {
    const created = await createCoursePayment(deps, {
      courseId: "beginner-course",
      currency: "USD",
      idempotencyKey: "key-early",
      userId: buyer.userId,
      email: "ida@example.dk",
    });
    if (!created.ok) throw new Error(created.error);
    const sessionId = sessionIdOf(created.url);
    expect((await applyPaymentEvent(deps, event(created.orderId, { kind: "refunded", amountRefunded: 9_700 }))).outcome).toBe("amount-recorded");
    expect(await orderRow(created.orderId)).toMatchObject({ status: "pending", amountRefunded: 9_700 });
    const late = await applyPaymentEvent(deps, event(created.orderId, { kind: "completed", sessionId, paymentStatus: "paid" }));
    expect(late.outcome).toBe("refunded");
    expect(await hasCourse()).toBe(false);
    expect(await mailKinds()).toEqual([]);
  });

  it("finds the order by the payment alone (a refund event without our metadata), once per event", async () => {
    const { orderId } = await paidCourse();
    await handle.db.update(orders).set({ providerPaymentId: "pi_only" }).where(eq(orders.id, orderId));
    const refunded = event(orderId, { kind: "refunded", orderId: undefined, paymentId: "pi_only", amountRefunded: 9_700 });
    const outcomes = await Promise.all([1, 2, 3].map(() => applyPaymentEvent(deps, refunded)));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["duplicate", "duplicate", "refunded"]);
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded" });
  });

  it("a dispute after a full refund changes nothing; a lost dispute ends access; a won one keeps it", async () => {
    const refunded = await paidCourse("key-dispute-1");
    await refundTestCheckout(deps, refunded.sessionId);
    expect(await disputeTestCheckout(deps, refunded.sessionId, "open")).toBe(true);
    expect(await orderRow(refunded.orderId)).toMatchObject({ status: "refunded" });

    const lost = await paidCourse("key-dispute-2");
    await disputeTestCheckout(deps, lost.sessionId, "open");
    expect(await orderRow(lost.orderId)).toMatchObject({ status: "disputed" });
    expect(await hasCourse()).toBe(true);
    await disputeTestCheckout(deps, lost.sessionId, "lost");
    expect(await orderRow(lost.orderId)).toMatchObject({ status: "dispute_lost" });
    expect(await hasCourse()).toBe(false);

    const won = await paidCourse("key-dispute-3");
    await disputeTestCheckout(deps, won.sessionId, "open");
    await disputeTestCheckout(deps, won.sessionId, "won");
    expect(await orderRow(won.orderId)).toMatchObject({ status: "dispute_won" });
    expect(await hasCourse()).toBe(true);
  });
});

describe("refunds the site asks for", () => {
  /** The test provider, whose refund calls fail `failures` times first. */
  function flakyProvider(failures: number): PaymentProvider {
    const real = createTestProvider({ db: handle.db, origin: deps.origin, now: clock.now });
    let left = failures;
    return {
      ...real,
      async refund(request) {
        if (left-- > 0) throw new PaymentProviderError("provider unreachable");
        return real.refund(request);
      },
    };
  }

  it("a refund whose provider call fails stays pending, is retried by reconciliation and completes once", async () => {
    const { orderId, sessionId } = await paidCourse();
    const flaky = { ...deps, provider: flakyProvider(1) };
    const mail = [{ kind: "payment.refund.client", to: "ida@example.dk", subject: "Refunded", text: "Refunded", html: "<p>Refunded</p>" }];
    expect(await refundOrder(flaky, orderId, { actor: SITE, reason: "coach", mails: mail })).toMatchObject({ ok: true });
    const [pending] = await handle.db.select().from(orderRefunds);
    expect(pending).toMatchObject({ status: "pending", attempts: 1, amount: 9_700 });
    expect(pending!.lastError).toContain("unreachable");
    expect(await orderRow(orderId)).toMatchObject({ status: "paid" });
    expect(await mailKinds()).toEqual(["payment.receipt"]); // nothing told before the money moved

    clock.advance(2 * 60_000);
    expect((await reconcilePayments(flaky)).refundsSent).toBe(1);
    expect((await reconcilePayments(flaky)).refundsSent).toBe(0);
    expect(await handle.db.select().from(orderRefunds)).toMatchObject([{ status: "succeeded", attempts: 2 }]);
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", amountRefunded: 9_700 });
    expect((await findTestSession(handle.db, sessionId))!.amountRefunded).toBe(9_700);
    expect(await mailKinds()).toEqual(["payment.receipt", "payment.refund.client"]);
    expect(await hasCourse()).toBe(false);
  });

  it("never refunds more than is left, even asked twice at once; a partial refund keeps access unless the coach ends it", async () => {
    const { orderId } = await paidCourse();
    const both = await Promise.all([
      refundOrder(deps, orderId, { actor: SITE, reason: "coach" }),
      refundOrder(deps, orderId, { actor: SITE, reason: "coach" }),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    // The second waits for the first's row lock, then finds nothing left (or the order already refunded).
    expect(both.filter((r) => !r.ok)).toHaveLength(1);
    expect(["not-refundable", "invalid-amount"]).toContain((both.find((r) => !r.ok) as { reason: string }).reason);
    expect(await orderRow(orderId)).toMatchObject({ status: "refunded", amountRefunded: 9_700 });

    const partly = await paidCourse("key-partial");
    expect(await refundOrder(deps, partly.orderId, { actor: SITE, amount: 10_000, reason: "coach" })).toEqual({ ok: false, reason: "invalid-amount" });
    expect(await refundOrder(deps, partly.orderId, { actor: SITE, amount: 0, reason: "coach" })).toEqual({ ok: false, reason: "invalid-amount" });
    expect(await refundOrder(deps, partly.orderId, { actor: SITE, amount: 1_000, reason: "coach" })).toMatchObject({ ok: true });
    expect(await orderRow(partly.orderId)).toMatchObject({ status: "partially_refunded", amountRefunded: 1_000, accessRevokedAt: null });
    expect(await hasCourse()).toBe(true);
    expect(await refundOrder(deps, partly.orderId, { actor: SITE, amount: 1_000, reason: "coach", revokeAccess: true })).toMatchObject({ ok: true });
    expect(await orderRow(partly.orderId)).toMatchObject({ status: "partially_refunded", amountRefunded: 2_000 });
    expect((await orderRow(partly.orderId)).accessRevokedAt).not.toBeNull();
    expect(await hasCourse()).toBe(false);
  });

  it("a second paid order for one booking (two checkouts for one hold) is refunded once and the buyer told", async () => {
    const held = await holdSlot(deps, { name: "Ida", email: "ida@example.dk", start: new Date("2026-11-24T09:00:00Z") });
    if (!held.ok) throw new Error(held.reason);
    const dkk = await startHoldCheckout(deps, { holdToken: held.hold.holdToken, currency: "DKK", idempotencyKey: "key-hold-dkk" });
    const eur = await startHoldCheckout(deps, { holdToken: held.hold.holdToken, currency: "EUR", idempotencyKey: "key-hold-eur" });
    if (!dkk.ok || !eur.ok) throw new Error("no checkouts");
    await payTestCheckout(deps, sessionIdOf(dkk.url));
    await payTestCheckout(deps, sessionIdOf(eur.url));
    await payTestCheckout(deps, sessionIdOf(eur.url)); // pressed again
    const all = await handle.db.select().from(orders);
    expect(all.map((o) => [o.currency, o.status]).sort()).toEqual([
      ["DKK", "paid"],
      ["EUR", "refunded"],
    ]);
    const [booking] = await handle.db.select().from(bookings);
    expect(booking).toMatchObject({ status: "confirmed", orderId: all.find((o) => o.currency === "DKK")!.id });
    expect(await handle.db.select().from(orderRefunds)).toMatchObject([{ reason: "duplicate-booking", status: "succeeded" }]);
    expect((await mailKinds()).filter((kind) => kind.startsWith("payment.refund"))).toEqual(["payment.refund.client", "payment.refund.coach"]);
  });

  it("a payment that arrives after the session's start never books it: refunded in full, both told", async () => {
    const start = new Date("2026-11-24T09:00:00Z");
    const held = await holdSlot(deps, { name: "Ida", email: "ida@example.dk", start });
    if (!held.ok) throw new Error(held.reason);
    const checkout = await startHoldCheckout(deps, { holdToken: held.hold.holdToken, currency: "DKK", idempotencyKey: "key-hold-late" });
    if (!checkout.ok) throw new Error(checkout.reason);
    const [order] = await handle.db.select().from(orders);
    clock.set(new Date(start.getTime() + 60_000));
    // Paid at the provider (a late bank confirmation); its event arrives after the start.
    await handle.db
      .update(testCheckoutSessions)
      .set({ status: "complete", paymentStatus: "paid" })
      .where(eq(testCheckoutSessions.id, sessionIdOf(checkout.url)));
    const paid = await applyPaymentEvent(deps, event(order!.id, { kind: "completed", sessionId: sessionIdOf(checkout.url), paymentStatus: "paid" }));
    expect(paid.outcome).toBe("paid");
    expect(await orderRow(order!.id)).toMatchObject({ status: "refunded" });
    expect((await handle.db.select().from(bookings))[0]!.status).not.toBe("confirmed");
    expect(await handle.db.select().from(orderRefunds)).toMatchObject([{ reason: "session-started", status: "succeeded" }]);
    expect((await mailKinds()).sort()).toEqual(["payment.refund.client", "payment.refund.coach"]);
  });

  it("a full refund of a paid private session cancels the booking still to come and frees its slot", async () => {
    const held = await holdSlot(deps, { name: "Ida", email: "ida@example.dk", start: new Date("2026-11-24T09:00:00Z") });
    if (!held.ok) throw new Error(held.reason);
    const checkout = await startHoldCheckout(deps, { holdToken: held.hold.holdToken, currency: "DKK", idempotencyKey: "key-hold-1" });
    if (!checkout.ok) throw new Error(checkout.reason);
    await payTestCheckout(deps, sessionIdOf(checkout.url));
    await refundTestCheckout(deps, sessionIdOf(checkout.url));
    expect((await handle.db.select().from(bookings))[0]).toMatchObject({ status: "cancelled", sequence: 1 });
    expect(await mailKinds()).toContain("booking.cancelled.client");
  });
});

describe("reconciliation and print-on-demand", () => {
  const address = { name: "Ida Jensen", line1: "Nørregade 1", city: "København K", postalCode: "1165", country: "DK" };

  async function pendingMugOrder() {
    const id = randomUUID();
    await handle.db.insert(orders).values({
      id,
      status: "pending",
      email: "ida@example.dk",
      items: [{ itemId: "tea-mug", name: "Honey & Tea Mug", quantity: 1, unitAmount: 12_900, currency: "DKK" }],
      amountTotal: 12_900,
      currency: "DKK",
      provider: "test",
      providerSessionId: `cs_${id}`,
      idempotencyKey: id,
    });
    return id;
  }

  it("a full refund stops an unsent print-on-demand order; a partial one leaves it", async () => {
    const full = await pendingMugOrder();
    await applyPaymentEvent(deps, event(full, { kind: "completed", sessionId: `cs_${full}`, paymentStatus: "paid", shippingAddress: address }));
    expect((await handle.db.select().from(podFulfilments).where(eq(podFulfilments.orderId, full)))[0]!.status).toBe("waiting");
    await applyPaymentEvent(deps, event(full, { kind: "refunded", amountRefunded: 12_900 }));
    expect((await handle.db.select().from(podFulfilments).where(eq(podFulfilments.orderId, full)))[0]!.status).toBe("cancelled");

    const partial = await pendingMugOrder();
    await applyPaymentEvent(deps, event(partial, { kind: "completed", sessionId: `cs_${partial}`, paymentStatus: "paid", shippingAddress: address }));
    await applyPaymentEvent(deps, event(partial, { kind: "refunded", amountRefunded: 2_900 }));
    expect((await handle.db.select().from(podFulfilments).where(eq(podFulfilments.orderId, partial)))[0]!.status).toBe("waiting");
  });

  it("reconciliation stores the address the webhook would, and fills it in on an order paid without one", async () => {
    const order = await pendingMugOrder();
    const sessions = [
      { id: `cs_${order}`, url: null, status: "complete" as const, paymentStatus: "paid" as const, orderId: order, amountTotal: 12_900, currency: "DKK" },
    ];
    let withAddress = false;
    const provider: PaymentProvider = {
      ...deps.provider,
      listPaidSessions: async () => sessions.map((s) => ({ ...s, ...(withAddress ? { shippingAddress: address, paymentId: "pi_late" } : {}) })),
    };
    const reconciling = { ...deps, provider };
    expect(await reconcilePayments(reconciling)).toMatchObject({ completed: 1 });
    expect((await orderRow(order)).shippingAddress).toBeNull();
    expect((await handle.db.select().from(podFulfilments))[0]!.status).toBe("needs-address");
    withAddress = true;
    expect(await reconcilePayments(reconciling)).toMatchObject({ completed: 0, filled: 1 });
    expect(await orderRow(order)).toMatchObject({ status: "paid", shippingAddress: address, providerPaymentId: "pi_late" });
    expect((await handle.db.select().from(podFulfilments))[0]).toMatchObject({ status: "waiting", shippingAddress: { ...address, email: "ida@example.dk" } });
    expect(await reconcilePayments(reconciling)).toMatchObject({ completed: 0, filled: 0 });
  });
});

describe("money safety", () => {
  it("refuses the USD 1 test payment unless payments are in test mode", async () => {
    const live = { ...deps, provider: { ...deps.provider, testMode: false } };
    expect(await createCoursePayment(live, { courseId: "test-payment", currency: "USD", idempotencyKey: "key-live-usd" })).toMatchObject({ ok: false });
    expect(await handle.db.select().from(orders)).toHaveLength(0);
    expect(await createCoursePayment(deps, { courseId: "test-payment", currency: "USD", idempotencyKey: "key-test-usd" })).toMatchObject({ ok: true });
  });
});
