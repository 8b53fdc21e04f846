import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { bookings, orderRefunds, orders, outbox, paymentEvents, podFulfilments, privateNotes, testCheckoutSessions, user } from "~/db/schema";
import { hasPaidForCourse } from "~/modules/accounts/access.server";
import { startHoldCheckout } from "~/modules/booking/checkout.server";
import { holdSlot, listSlots } from "~/modules/booking/holds.server";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { applyPaymentEvent } from "~/modules/orders/events.server";
import { refundChoicesOf } from "~/modules/orders/effects.server";
import { refundChoicesFor, refundOrder } from "~/modules/orders/refunds.server";
import { toEvent } from "~/modules/orders/stripe-provider.server";
import { payTestCheckout, refundTestCheckout } from "~/modules/orders/test-checkout.server";
import { createCoursePayment } from "~/modules/sales/checkout.server";
import { exportLines } from "./export.server";
import { addNote, notesFor } from "./notes.server";
import { orderTimeline } from "./order-timeline";
import { listOrders, orderDetail, ordersForPerson } from "./orders.server";
import { ordersWaitingCount } from "~/modules/today/orders-waiting.server";

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z");
let deps: ReturnType<typeof commerceDeps>;
const buyer = { userId: "user-1" };
const coach = { id: "coach-1", name: "Maria Coach" };
/** The refunds' actor: the coach, stored as an admin (the refund functions read her role, decision 065). */
const actor = { kind: "staff" as const, userId: coach.id, name: coach.name };

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  deps = commerceDeps(handle, clock);
  await handle.db.insert(user).values({ id: coach.id, name: coach.name, email: "coach@example.com", emailVerified: true, role: "admin" });
});
afterAll(() => handle.close());
beforeEach(async () => {
  for (const table of [paymentEvents, orderRefunds, podFulfilments, bookings, orders, testCheckoutSessions, outbox, privateNotes])
    await handle.db.delete(table);
  clock.set("2026-11-23T10:00:00Z");
});

const orderRow = async (id: string) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const hasCourse = () => hasPaidForCourse(handle.db, buyer, "beginner-vocals");

/** A paid USD 97 Beginner Vocals order on the test provider. */
async function paidCourse(key = `key-${randomUUID()}`) {
  const created = await createCoursePayment(deps, {
    courseId: "beginner-course",
    currency: "USD",
    idempotencyKey: key,
    email: "ida@example.dk",
    userId: buyer.userId,
  });
  if (!created.ok) throw new Error(created.error);
  const sessionId = created.url.split("/").at(-1)!;
  await payTestCheckout(deps, sessionId);
  return { orderId: created.orderId, sessionId };
}

async function paidBooking() {
  const held = await holdSlot(deps, { name: "Ida Berg", email: "ida@example.dk", start: new Date("2026-11-24T09:00:00Z") });
  if (!held.ok) throw new Error(held.reason);
  const checkout = await startHoldCheckout(deps, { holdToken: held.hold.holdToken, currency: "DKK", idempotencyKey: `key-${held.hold.id}` });
  if (!checkout.ok) throw new Error(checkout.reason);
  await payTestCheckout(deps, checkout.url.split("/").at(-1)!);
  await handle.db.delete(outbox);
  const [booking] = await handle.db.select().from(bookings);
  return booking!;
}

describe("refunds from the back office", () => {
  it("two refunds racing never exceed the total, in the code and in the database", async () => {
    const { orderId } = await paidCourse();
    const both = await Promise.all([
      refundOrder(deps, orderId, { amount: 6_000, reason: "coach", actor, idempotencyKey: randomUUID() }),
      refundOrder(deps, orderId, { amount: 6_000, reason: "coach", actor, idempotencyKey: randomUUID() }),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toEqual({ ok: false, reason: "invalid-amount" });
    expect(await orderRow(orderId)).toMatchObject({ status: "partially_refunded", amountRefunded: 6_000 });

    // A path that skips the orders module's check (straight inserts, at once) is refused by the trigger.
    const insert = (amount: number) =>
      handle.db.insert(orderRefunds).values({ id: randomUUID(), orderId, amount, currency: "USD", reason: "raw", status: "pending" });
    const raw = await Promise.allSettled([insert(3_000), insert(3_000)]);
    expect(raw.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refusal = (raw.find((r) => r.status === "rejected") as PromiseRejectedResult).reason as Error & { cause?: Error };
    expect(`${refusal.message} ${refusal.cause?.message ?? ""}`).toMatch(/exceeds what remains/);
    const kept = await handle.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(kept.reduce((sum, r) => sum + r.amount, 0)).toBeLessThanOrEqual(9_700);
  });

  it("the same form sent twice is one refund", async () => {
    const { orderId } = await paidCourse();
    const key = randomUUID();
    const first = await refundOrder(deps, orderId, { amount: 1_000, reason: "coach", actor, idempotencyKey: key, note: "Late start" });
    const second = await refundOrder(deps, orderId, { amount: 1_000, reason: "coach", actor, idempotencyKey: key, note: "Late start" });
    expect(first.ok && second.ok && second.duplicate && second.refundId === first.refundId).toBe(true);
    expect(await handle.db.select().from(orderRefunds)).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ amountRefunded: 1_000 });
  });

  it("'remove course access' closes the course at once; without the tick a partial refund keeps it", async () => {
    const { orderId } = await paidCourse();
    expect((await refundChoicesFor(deps, await orderRow(orderId))).map((c) => c.key)).toEqual(["remove-access"]);
    await refundOrder(deps, orderId, { amount: 1_000, reason: "coach", actor, idempotencyKey: randomUUID() });
    expect(await hasCourse()).toBe(true);
    const done = await refundOrder(deps, orderId, { amount: 1_000, reason: "coach", actor, choices: ["remove-access"], idempotencyKey: randomUUID() });
    expect(done).toMatchObject({ ok: true, carriedOut: ["remove-access"] });
    expect(await hasCourse()).toBe(false);
    expect(await refundChoicesFor(deps, await orderRow(orderId))).toEqual([]);
  });

  it("'free the slot' cancels the booking still to come once, with one e-mail to the client; without it the booking stays", async () => {
    const booking = await paidBooking();
    const start = booking.startsAt.getTime();
    const slotsFree = async () => (await listSlots(deps, "coaching")).map((s) => s.start.getTime()).includes(start);
    expect(await slotsFree()).toBe(false);
    await refundOrder(deps, booking.orderId!, { amount: 10_000, reason: "coach", actor, idempotencyKey: randomUUID() });
    expect((await handle.db.select().from(bookings))[0]!.status).toBe("confirmed");
    expect((await refundChoicesFor(deps, await orderRow(booking.orderId!))).map((c) => c.key)).toEqual(["free-slot"]);

    const freed = await refundOrder(deps, booking.orderId!, { amount: 10_000, reason: "coach", actor, choices: ["free-slot"], idempotencyKey: randomUUID() });
    expect(freed).toMatchObject({ ok: true, carriedOut: ["free-slot"] });
    expect((await handle.db.select().from(bookings))[0]!.status).toBe("cancelled");
    expect(await slotsFree()).toBe(true);
    const again = await refundOrder(deps, booking.orderId!, { amount: 10_000, reason: "coach", actor, choices: ["free-slot"], idempotencyKey: randomUUID() });
    expect(again).toMatchObject({ ok: true, carriedOut: [] });
    const toClient = (await handle.db.select().from(outbox)).filter((m) => m.to === "ida@example.dk");
    // One cancellation (with the calendar's update), and each refund told once (decision 065).
    const cancellation = toClient.filter((m) => m.kind !== "payment.refunded");
    expect(cancellation).toHaveLength(1);
    expect(cancellation[0]!.attachments[0]!.content).toContain("METHOD:CANCEL");
    const told = toClient.filter((m) => m.kind === "payment.refunded");
    expect(told).toHaveLength(3);
    expect(told.map((m) => m.text.includes("Your booked session is cancelled."))).toEqual([false, true, true]);
  });

  it("'stop print-on-demand' stops an unsent print order and leaves one already sent", async () => {
    const addPod = async (orderId: string, status: string) =>
      handle.db.insert(podFulfilments).values({
        id: randomUUID(),
        orderId,
        items: [{ productId: "p", podProductId: "gelato-p", productName: "Poster", quantity: 1 }],
        currency: "USD",
        status,
      });
    const unsent = await paidCourse();
    await addPod(unsent.orderId, "waiting");
    expect((await refundChoicesFor(deps, await orderRow(unsent.orderId))).map((c) => c.key)).toContain("stop-print");
    const stopped = await refundOrder(deps, unsent.orderId, { amount: 500, reason: "coach", actor, choices: ["stop-print"], idempotencyKey: randomUUID() });
    expect(stopped).toMatchObject({ ok: true, carriedOut: ["stop-print"] });
    expect((await handle.db.select().from(podFulfilments).where(eq(podFulfilments.orderId, unsent.orderId)))[0]!.status).toBe("cancelled");

    const sent = await paidCourse();
    await addPod(sent.orderId, "submitted");
    expect((await refundChoicesFor(deps, await orderRow(sent.orderId))).map((c) => c.key)).not.toContain("stop-print");
    const ignored = await refundOrder(deps, sent.orderId, { amount: 500, reason: "coach", actor, choices: ["stop-print"], idempotencyKey: randomUUID() });
    expect(ignored).toMatchObject({ ok: true, carriedOut: [] });
    expect((await handle.db.select().from(podFulfilments).where(eq(podFulfilments.orderId, sent.orderId)))[0]!.status).toBe("submitted");
  });
});

describe("an order's timeline", () => {
  const labels = () => new Map(refundChoicesOf(deps.effects).map((c) => [c.key, c.label]));

  it("shows the buyer's checkout, the provider's payment, the coach's refund with her reason, and a refund made at the provider", async () => {
    const { orderId, sessionId } = await paidCourse();
    await refundOrder(deps, orderId, {
      amount: 1_000,
      reason: "coach",
      note: "Missed a live call",
      choices: ["remove-access"],
      actor,
      idempotencyKey: randomUUID(),
    });
    await refundTestCheckout(deps, sessionId, 2_000); // the test provider's own Refund: what Stripe's dashboard does
    const detail = (await orderDetail(handle.db, orderId))!;
    const timeline = orderTimeline({ ...detail, choiceLabels: labels() });
    expect(timeline.map((e) => [e.actor, e.what])).toEqual(
      expect.arrayContaining([
        ["buyer", "Checkout opened for USD 97.00"],
        ["provider", "Payment received"],
        ["coach", "Refund of USD 10.00"],
        ["provider", "Refund made at the provider"],
      ]),
    );
    const mine = timeline.find((e) => e.what === "Refund of USD 10.00")!;
    expect(mine.by).toBe("Maria Coach");
    expect(mine.detail).toContain("Reason: Missed a live call");
    expect(mine.detail).toContain("With it: Remove course access");
    expect(timeline.find((e) => e.what === "Refund made at the provider")!.detail).toContain("refunded so far: USD 30.00");
  });

  it("a charge.refunded webhook from Stripe's dashboard lands on the timeline with its amount", async () => {
    const id = randomUUID();
    await handle.db.insert(orders).values({
      id,
      status: "paid",
      items: [{ itemId: "beginner-course", name: "Beginner Vocals", quantity: 1, unitAmount: 50_000, currency: "DKK" }],
      amountTotal: 50_000,
      currency: "DKK",
      provider: "stripe",
      providerSessionId: "cs_1",
      providerPaymentId: "pi_1",
      idempotencyKey: id,
      email: "ida@example.dk",
      createdAt: new Date("2026-11-20T10:00:00Z"),
    });
    const charge = { object: "charge", metadata: {}, payment_intent: "pi_1", amount_refunded: 20_000 };
    const event = toEvent({ id: "evt_dash_1", type: "charge.refunded", data: { object: charge } } as unknown as Stripe.Event);
    const stripeDeps = { ...deps, provider: { ...deps.provider, name: "stripe" } } as typeof deps;
    expect((await applyPaymentEvent(stripeDeps, event)).outcome).toBe("partially_refunded");
    const timeline = orderTimeline({ ...(await orderDetail(handle.db, id))!, choiceLabels: labels() });
    expect(timeline.at(-1)).toMatchObject({ actor: "provider", by: "Stripe", what: "Refund made at the provider" });
    expect(timeline.at(-1)!.detail).toContain("refunded so far: DKK 200.00");
  });
});

describe("the orders list", () => {
  it("pages by keyset, filters by status and kind, finds by e-mail, name and id, and counts what waits", async () => {
    await handle.db.insert(user).values({ id: "u-ane", name: "Ane Holm", email: "ane@example.dk", emailVerified: true }).onConflictDoNothing();
    const base = new Date("2026-11-01T10:00:00Z").getTime();
    const rows = Array.from({ length: 30 }, (_, i) => ({
      id: `order-${String(i).padStart(2, "0")}`,
      status: i % 3 === 0 ? "refunded" : "paid",
      items: [{ itemId: "x", name: "X", quantity: 1, unitAmount: 100, currency: "DKK" }],
      amountTotal: 100,
      amountRefunded: i % 3 === 0 ? 100 : 0,
      currency: "DKK",
      provider: "test",
      idempotencyKey: `k-${i}`,
      email: i === 7 ? "Ane@Example.dk" : `buyer${i}@example.dk`,
      userId: i === 8 ? "u-ane" : null,
      bookingId: i === 9 ? "booking-9" : null,
      createdAt: new Date(base + i * 60_000),
    }));
    await handle.db.insert(orders).values(rows);
    const seen: string[] = [];
    let page = await listOrders(handle.db, {}, { limit: 12 });
    seen.push(...page.orders.map((o) => o.id));
    while (page.next) {
      page = await listOrders(handle.db, {}, { after: page.next, limit: 12 });
      seen.push(...page.orders.map((o) => o.id));
    }
    expect(seen).toEqual(rows.map((r) => r.id).reverse());
    const back = await listOrders(handle.db, {}, { before: (await listOrders(handle.db, {}, { limit: 12 })).next, limit: 12 });
    expect(back.orders.map((o) => o.id)).toEqual(seen.slice(0, 11));
    expect(back.previous).toBeNull();

    expect((await listOrders(handle.db, { status: "refunded" })).orders).toHaveLength(10);
    expect((await listOrders(handle.db, { kind: "coaching" })).orders.map((o) => o.id)).toEqual(["order-09"]);
    expect((await listOrders(handle.db, { kind: "course" })).orders).toHaveLength(25);
    expect((await listOrders(handle.db, { q: "ane" })).orders.map((o) => o.id)).toEqual(["order-08", "order-07"]);
    expect((await listOrders(handle.db, { q: "Ane Holm" })).orders.map((o) => o.id)).toEqual(["order-08"]);
    expect((await listOrders(handle.db, { q: "order-2" })).orders).toHaveLength(10);
    expect((await ordersForPerson(handle.db, "u-ane", "ane@example.dk")).map((o) => o.id)).toEqual(["order-08", "order-07"]);

    // The CSV holds what the list shows: the same filters.
    let csv = "";
    for await (const chunk of exportLines(handle.db, "orders", { status: "refunded", q: "order-2" })) csv += chunk;
    const lines = csv.trim().split("\r\n").slice(1);
    expect(lines.map((line) => line.split(",")[0])).toEqual(["order-21", "order-24", "order-27"]);

    await handle.db.insert(podFulfilments).values([
      {
        id: "p1",
        orderId: "order-01",
        items: [{ productId: "p", podProductId: "g", productName: "P", quantity: 1 }],
        currency: "DKK",
        status: "needs-address",
      },
      { id: "p2", orderId: "order-02", items: [{ productId: "p", podProductId: "g", productName: "P", quantity: 1 }], currency: "DKK", status: "failed" },
    ]);
    await handle.db.insert(orderRefunds).values({ id: "r1", orderId: "order-04", amount: 50, currency: "DKK", reason: "coach", status: "failed" });
    expect(await ordersWaitingCount(handle.db)).toEqual({ needsAddress: 1, failedPrint: 1, failedRefunds: 1, total: 3 });
  });
});

describe("private notes", () => {
  it("adds a note once per form key and lists a subject's notes oldest first", async () => {
    const key = randomUUID();
    expect(await addNote(handle.db, coach, { subjectType: "user", subjectId: "u1", body: "Prefers mornings", key })).toEqual({ created: true });
    expect(await addNote(handle.db, coach, { subjectType: "user", subjectId: "u1", body: "Prefers mornings", key })).toEqual({ created: false });
    await addNote(handle.db, coach, { subjectType: "user", subjectId: "u1", body: "Paid by bank", key: randomUUID() }, new Date(Date.now() + 1000));
    await addNote(handle.db, coach, { subjectType: "order", subjectId: "u1", body: "Not this one", key: randomUUID() });
    expect((await notesFor(handle.db, "user", "u1")).map((n) => [n.body, n.authorName])).toEqual([
      ["Prefers mornings", "Maria Coach"],
      ["Paid by bank", "Maria Coach"],
    ]);
  });
});
