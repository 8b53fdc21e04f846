import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, bookings, manualBookings, orderRefunds, orders, outbox, paymentEvents, testCheckoutSessions, user } from "~/db/schema";
import { bookingsBetween } from "./coach-calendar.server";
import { readStats } from "~/modules/admin/stats.server";
import { orderDetail } from "~/modules/admin/orders.server";
import { orderTimeline } from "~/modules/admin/order-timeline";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { refundOrder } from "~/modules/orders/refunds.server";
import { RESEND_QUIET_MS } from "~/modules/orders/payment-link";
import { payTestCheckout } from "~/modules/orders/test-checkout.server";
import { createBlockOut } from "./block-outs.server";
import { addBookingByHand, type ByHandInput } from "./by-hand.server";
import type { BookingDeps } from "./deps.server";
import { holdSlot, listSlots } from "./holds.server";
import { bookingPaymentLinks, resendBookingLink, withdrawBookingLink } from "./payment-link.server";
import type { RecordChange } from "./record-change.server";

// Issue 40, findings 4-6 (decisions 066, 067): a booking's payment link, holds that are not
// bookings, and a session that happened recorded afterwards.

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z");
let deps: BookingDeps;
const coach = { id: "coach-1", name: "Maja Holm" };
const COACH = { kind: "staff", userId: coach.id, name: coach.name, role: "admin" } as const;
const record: RecordChange = async (tx, { actor, ...entry }) => {
  const who = actor ?? coach;
  await tx.insert(auditLog).values({ id: randomUUID(), actorId: who.id, actorName: who.name, ...entry, details: entry.details ?? {}, createdAt: clock.now() });
};
const by = { id: coach.id, record };
const tuesday10 = new Date("2026-11-24T09:00:00Z");
const lastFriday15 = new Date("2026-11-20T14:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(user).values({ id: coach.id, name: coach.name, email: "coach@example.com", emailVerified: true, role: "admin" });
  await seedCatalogue(handle.db);
  deps = commerceDeps(handle, clock);
});
afterAll(() => handle.close());
beforeEach(async () => {
  clock.set("2026-11-23T10:00:00Z");
  for (const table of [manualBookings, bookings, paymentEvents, orderRefunds, orders, testCheckoutSessions, outbox, auditLog]) await handle.db.delete(table);
});

const byHand = (over: Partial<ByHandInput> = {}): ByHandInput => ({
  key: randomUUID(),
  name: "Ida Berg",
  email: "ida@example.dk",
  kind: "coaching",
  start: tuesday10,
  payment: "link",
  ...over,
});
const mailsOf = (kind: string) => handle.db.select().from(outbox).where(eq(outbox.kind, kind));

async function linkBooking() {
  const added = await addBookingByHand(deps, byHand(), by);
  if (!added.ok) throw new Error(added.reason);
  const [order] = await handle.db.select().from(orders).where(eq(orders.bookingId, added.booking.id));
  return { booking: added.booking, order: order! };
}

describe("a booking's payment link", () => {
  it("is shown with its amount, expiry and state; Resend mails the same link in the client's language, a double click once", async () => {
    const { booking, order } = await linkBooking();
    const links = await bookingPaymentLinks(handle.db, [booking.id], clock.now());
    expect(links.get(booking.id)).toMatchObject({ url: order.checkoutUrl, amount: 195_000, currency: "DKK", expiresAt: booking.expiresAt, state: "open" });
    const both = await Promise.all([resendBookingLink(deps, booking.id, record), resendBookingLink(deps, booking.id, record)]);
    expect(both.map((r) => r.ok && r.sent).sort()).toEqual([false, true]);
    const mails = await mailsOf("booking.payment-link.client");
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.text.includes(order.checkoutUrl!))).toBe(true);
    clock.advance(RESEND_QUIET_MS);
    expect(await resendBookingLink(deps, booking.id, record)).toMatchObject({ ok: true, sent: true });
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, "booking.link-resent"))).toHaveLength(2);
  });

  it("withdrawn: the booking is cancelled and its time free, the checkout expired so it cannot be paid, nothing resent", async () => {
    const { booking, order } = await linkBooking();
    expect(await withdrawBookingLink(deps, booking.id, record)).toMatchObject({ ok: true });
    const [after] = await handle.db.select().from(bookings);
    expect(after!.status).toBe("cancelled");
    expect((await handle.db.select().from(orders))[0]!.status).toBe("expired");
    expect((await payTestCheckout(deps, order.checkoutUrl!.split("/").at(-1)!)).ok).toBe(false);
    expect((await bookingPaymentLinks(handle.db, [booking.id], clock.now())).get(booking.id)?.state).toBe("withdrawn");
    expect(await resendBookingLink(deps, booking.id, record)).toEqual({ ok: false, reason: "not-open" });
    expect(await listSlots(deps, "coaching")).toContainEqual(expect.objectContaining({ start: tuesday10 }));
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, "booking.link-withdrawn"))).toHaveLength(1);
  });

  it("a payment racing the withdrawal is refunded in full by the site: no money kept without a place; a paid link cannot be withdrawn", async () => {
    const { booking, order } = await linkBooking();
    const expire = deps.provider.expire;
    // The provider has already taken the money when the withdrawal asks to expire the session.
    deps.provider.expire = async () => false;
    try {
      await withdrawBookingLink(deps, booking.id, record);
    } finally {
      deps.provider.expire = expire;
    }
    await payTestCheckout(deps, order.checkoutUrl!.split("/").at(-1)!);
    expect((await handle.db.select().from(bookings))[0]!.status).toBe("cancelled");
    expect(await handle.db.select().from(orderRefunds)).toEqual([expect.objectContaining({ orderId: order.id, amount: 195_000, requestedById: null })]);

    const paid = await linkBooking();
    await payTestCheckout(deps, paid.order.checkoutUrl!.split("/").at(-1)!);
    expect(await withdrawBookingLink(deps, paid.booking.id, record)).toEqual({ ok: false, reason: "paid" });
  });
});

describe("holds in the coach's views", () => {
  it("a visitor's unpaid hold is not in the calendar, and a block-out over it names no booking: only 'held, not paid'", async () => {
    const held = await holdSlot(deps, { name: "Visitor Name", email: "visitor@example.dk", start: tuesday10 });
    if (!held.ok) throw new Error(held.reason);
    expect(await bookingsBetween(handle.db, new Date("2026-11-23T00:00:00Z"), new Date("2026-11-30T00:00:00Z"))).toEqual([]);
    const refused = await createBlockOut(deps, async () => {}, {
      actor: COACH,
      start: new Date("2026-11-24T08:00:00Z"),
      end: new Date("2026-11-24T12:00:00Z"),
    });
    expect(refused).toMatchObject({ ok: false, reason: "bookings-in-the-way", bookings: [], held: [{ startsAt: tuesday10, expiresAt: held.hold.expiresAt }] });
    expect(JSON.stringify(refused)).not.toContain("Visitor Name");
  });
});

describe("a session that happened, recorded afterwards", () => {
  it("paid in cash: confirmed, an order marked cash at the catalogue's price that revenue counts, no e-mail; a double submit records one", async () => {
    const before = (await readStats(handle.db)).revenue.find((m) => m.currency === "DKK")?.amount ?? 0;
    const input = byHand({ start: lastFriday15, payment: "cash" });
    const [a, b] = await Promise.all([addBookingByHand(deps, input, by), addBookingByHand(deps, input, by)]);
    expect(a.ok && b.ok).toBe(true);
    const [booking] = await handle.db.select().from(bookings);
    expect(booking).toMatchObject({ status: "confirmed", startsAt: lastFriday15, expiresAt: null });
    const [order] = await handle.db.select().from(orders);
    expect(order).toMatchObject({
      id: booking!.orderId,
      status: "paid",
      paymentMethod: "cash",
      amountTotal: 195_000,
      currency: "DKK",
      providerSessionId: null,
    });
    expect(await handle.db.select().from(outbox)).toEqual([]);
    expect((await readStats(handle.db)).revenue.find((m) => m.currency === "DKK")?.amount).toBe(before + 195_000);
    expect(await bookingsBetween(handle.db, new Date("2026-11-16T00:00:00Z"), new Date("2026-11-23T00:00:00Z"))).toMatchObject([
      { id: booking!.id, payment: { status: "paid", method: "cash" } },
    ]);
    const detail = (await orderDetail(handle.db, order!.id))!;
    expect(orderTimeline({ ...detail, choiceLabels: new Map() })[0]).toMatchObject({
      actor: "coach",
      what: "Session recorded by hand, paid in cash (DKK 1,950.00)",
    });
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.action, "booking.recorded-by-hand"));
    expect(audit!.summary).toBe("Recorded a past coaching session of Ida Berg (paid in cash).");
  });

  it("cannot be refunded through the provider: the refund is refused and no refund row appears", async () => {
    const added = await addBookingByHand(deps, byHand({ start: lastFriday15, payment: "transfer" }), by);
    if (!added.ok) throw new Error(added.reason);
    const refused = await refundOrder(deps, added.booking.orderId!, {
      actor: { kind: "staff", userId: coach.id, name: coach.name },
      amount: 1000,
      reason: "coach",
    });
    expect(refused).toEqual({ ok: false, reason: "not-refundable" });
    expect(await handle.db.select().from(orderRefunds)).toEqual([]);
  });

  it("free: an order of nothing marked free; a payment link, cash for a session to come, dates beyond a year back or two years ahead are refused", async () => {
    expect(await addBookingByHand(deps, byHand({ start: lastFriday15, payment: "free", kind: "consultation" }), by)).toMatchObject({ ok: true });
    expect(await handle.db.select().from(orders)).toMatchObject([{ paymentMethod: "free", amountTotal: 0 }]);
    expect(await addBookingByHand(deps, byHand({ start: new Date("2026-11-19T09:00:00Z"), payment: "link" }), by)).toEqual({
      ok: false,
      reason: "in-the-past",
    });
    expect(await addBookingByHand(deps, byHand({ start: tuesday10, payment: "cash" }), by)).toEqual({ ok: false, reason: "not-past" });
    expect(await addBookingByHand(deps, byHand({ start: new Date("2025-11-20T09:00:00Z"), payment: "cash" }), by)).toEqual({
      ok: false,
      reason: "too-far-back",
    });
    expect(await addBookingByHand(deps, byHand({ start: new Date("9999-01-01T09:00:00Z"), payment: "free" }), by)).toEqual({
      ok: false,
      reason: "too-far-ahead",
    });
    expect(await addBookingByHand(deps, byHand({ start: new Date("2026-11-19T09:00:00Z"), payment: "cash", kind: "consultation" }), by)).toEqual({
      ok: false,
      reason: "free-only",
    });
    expect(await handle.db.select().from(bookings)).toHaveLength(1);
  });
});
