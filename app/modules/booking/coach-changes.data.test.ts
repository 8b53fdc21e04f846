import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { bookings, orderRefunds, orders, outbox, paymentEvents, testCheckoutSessions, user } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { payTestCheckout } from "~/modules/orders/test-checkout.server";
import { startHoldCheckout } from "./checkout.server";
import { cancelByCoach } from "./coach-cancel.server";
import { rescheduleByCoach } from "./coach-reschedule.server";
import { suggestedRefund } from "./coach-cancel";
import type { BookingDeps } from "./deps.server";
import { holdSlot, listSlots } from "./holds.server";
import { setNoShow } from "./no-show.server";

/** The coach, as the cancel and block-out functions take her (stored as an admin where a refund is made: decision 065). */
const COACH = { kind: "staff", userId: "coach-1", name: "Maria Coach", role: "admin" } as const;

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z");
let deps: BookingDeps;
const slot = new Date("2026-11-24T09:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(user).values({ id: COACH.userId, name: COACH.name, email: "coach@example.com", emailVerified: true, role: "admin" });
  await seedCatalogue(handle.db);
  deps = commerceDeps(handle, clock);
});
afterAll(() => handle.close());
beforeEach(async () => {
  for (const table of [orderRefunds, bookings, paymentEvents, orders, testCheckoutSessions, outbox]) await handle.db.delete(table);
});

async function paidBooking() {
  const held = await holdSlot(deps, { name: "Ida Berg", email: "ida@example.dk", start: slot });
  if (!held.ok) throw new Error(held.reason);
  const checkout = await startHoldCheckout(deps, { holdToken: held.hold.holdToken, currency: "DKK", idempotencyKey: `key-${held.hold.id}` });
  if (!checkout.ok) throw new Error(checkout.reason);
  await payTestCheckout(deps, checkout.url.split("/").at(-1)!);
  await handle.db.delete(outbox);
  const [booking] = await handle.db.select().from(bookings);
  return booking!;
}

describe("the coach cancels a booking", () => {
  it("frees the slot, refunds the part she chose through the orders module, and sends the client one e-mail with the cancelling invite", async () => {
    const booking = await paidBooking();
    const result = await cancelByCoach(deps, { actor: COACH, bookingId: booking.id, message: "I have lost my voice.", refundAmount: 100_000 });
    expect(result).toMatchObject({
      ok: true,
      booking: { status: "cancelled", sequence: booking.sequence + 1 },
      refunded: { amount: 100_000, currency: "DKK" },
    });
    expect((await listSlots(deps, "coaching")).map((s) => s.start.getTime())).toContain(slot.getTime());
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, booking.orderId!));
    expect(order).toMatchObject({ status: "partially_refunded", amountRefunded: 100_000 });
    const sent = await handle.db.select().from(outbox);
    expect(sent.map((m) => [m.kind, m.to])).toEqual([["booking.cancelled-by-coach.client", "ida@example.dk"]]);
    expect(sent[0]!.text).toContain("I have lost my voice.");
    expect(sent[0]!.text).toContain("DKK 1,000.00 is refunded");
    expect(sent[0]!.attachments[0]!.content).toContain("METHOD:CANCEL");
    expect(await cancelByCoach(deps, { actor: COACH, bookingId: booking.id })).toEqual({ ok: false, reason: "already-cancelled" });
  });

  it("refuses more than is left to refund and leaves the booking as it was", async () => {
    const booking = await paidBooking();
    expect(await cancelByCoach(deps, { actor: COACH, bookingId: booking.id, refundAmount: 195_001 })).toEqual({ ok: false, reason: "invalid-amount" });
    const [after] = await handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({ status: "confirmed", sequence: booking.sequence });
    expect(await handle.db.select().from(outbox)).toEqual([]);
    expect(await cancelByCoach(deps, { actor: COACH, bookingId: "no-such-booking" })).toEqual({ ok: false, reason: "not-found" });
  });

  it("two cancels at once: one wins, one refund", async () => {
    const booking = await paidBooking();
    const results = await Promise.all([1, 2].map(() => cancelByCoach(deps, { actor: COACH, bookingId: booking.id, refundAmount: 195_000 })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await handle.db.select().from(orderRefunds)).toHaveLength(1);
  });
});

describe("the coach moves a session", () => {
  it("to a time she picks (even outside opening hours): the same event with a higher SEQUENCE, one e-mail, no new charge", async () => {
    const booking = await paidBooking();
    const evening = new Date("2026-11-25T20:00:00Z"); // 21:00 in Copenhagen, after opening hours
    const moved = await rescheduleByCoach(deps, { bookingId: booking.id, startsAt: evening, message: "The room is free then." });
    expect(moved).toMatchObject({
      ok: true,
      booking: { startsAt: evening, endsAt: new Date("2026-11-25T21:00:00Z"), sequence: booking.sequence + 1, status: "confirmed" },
    });
    const sent = await handle.db.select().from(outbox);
    expect(sent.map((m) => [m.kind, m.to])).toEqual([["booking.moved-by-coach.client", "ida@example.dk"]]);
    expect(sent[0]!.text).toContain("The room is free then.");
    const ics = sent[0]!.attachments[0]!.content;
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:booking-${booking.id}@`);
    expect(ics).toContain(`SEQUENCE:${booking.sequence + 1}`);
    expect(ics).toContain("DTSTART:20261125T200000Z");
    expect(await handle.db.select().from(orders)).toHaveLength(1);
    expect((await listSlots(deps, "coaching")).map((s) => s.start.getTime())).toContain(slot.getTime());
  });

  it("never onto another live booking, never into the past, and only a confirmed session", async () => {
    const booking = await paidBooking();
    const other = await holdSlot(deps, { name: "Ole Dam", email: "ole@example.dk", start: new Date("2026-11-24T11:00:00Z") });
    if (!other.ok) throw new Error(other.reason);
    expect(await rescheduleByCoach(deps, { bookingId: booking.id, startsAt: new Date("2026-11-24T10:30:00Z") })).toEqual({ ok: false, reason: "slot-taken" });
    expect(await rescheduleByCoach(deps, { bookingId: booking.id, startsAt: new Date("2026-11-23T09:00:00Z") })).toEqual({ ok: false, reason: "in-the-past" });
    expect(await rescheduleByCoach(deps, { bookingId: other.hold.id, startsAt: new Date("2026-11-26T09:00:00Z") })).toEqual({
      ok: false,
      reason: "not-confirmed",
    });
    expect(await rescheduleByCoach(deps, { bookingId: booking.id, startsAt: slot })).toEqual({ ok: false, reason: "unchanged" });
    const [after] = await handle.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({ startsAt: slot, sequence: booking.sequence });
    expect(await handle.db.select().from(outbox)).toEqual([]);
  });
});

describe("a no-show", () => {
  it("is marked only once the confirmed session has started, keeps its first time, and can be undone", async () => {
    const booking = await paidBooking();
    expect(await setNoShow(handle.db, booking.id, true, new Date(slot.getTime() - 60_000))).toBeNull();
    const first = new Date(slot.getTime() + 10 * 60_000);
    expect((await setNoShow(handle.db, booking.id, true, first))?.noShowAt).toEqual(first);
    expect((await setNoShow(handle.db, booking.id, true, new Date(first.getTime() + 60_000)))?.noShowAt).toEqual(first);
    expect((await setNoShow(handle.db, booking.id, false, first))?.noShowAt).toBeNull();
    expect(await setNoShow(handle.db, "no-such-booking", true, first)).toBeNull();
  });
});

describe("the suggested refund", () => {
  it("is the whole amount left before the notice period, nothing after it", () => {
    const startsAt = new Date("2026-11-24T09:00:00Z");
    expect(
      suggestedRefund({
        startsAt,
        now: new Date("2026-11-23T09:00:00Z"),
        policy: { cutoffHours: 24, beforePercent: 100, afterPercent: 0 },
        refundable: 195_000,
      }),
    ).toBe(195_000);
    expect(
      suggestedRefund({
        startsAt,
        now: new Date("2026-11-23T09:00:01Z"),
        policy: { cutoffHours: 24, beforePercent: 100, afterPercent: 0 },
        refundable: 195_000,
      }),
    ).toBe(0);
    expect(
      suggestedRefund({ startsAt, now: new Date("2026-11-20T09:00:00Z"), policy: { cutoffHours: 24, beforePercent: 100, afterPercent: 0 }, refundable: 0 }),
    ).toBe(0);
  });
});

describe("a booking begun on a Danish page hears of the coach's changes in Danish (decision 047)", () => {
  async function danishBooking() {
    const booking = await paidBooking();
    await handle.db.update(orders).set({ language: "da" }).where(eq(orders.id, booking.orderId!));
    return booking;
  }

  it("the coach's cancellation, its refund and its invite are Danish", async () => {
    const booking = await danishBooking();
    expect(await cancelByCoach(deps, { actor: COACH, bookingId: booking.id, refundAmount: 100_000 })).toMatchObject({ ok: true });
    const [mail] = await handle.db.select().from(outbox);
    expect(mail!.subject).toMatch(/^Booking aflyst: tirsdag den 24\. november 2026 kl\. 10\.00$/);
    expect(mail!.text).toMatch(/1\.000,00\skr\. betales tilbage/);
    expect(mail!.attachments[0]!.content).toContain("SUMMARY:Private Coaching med ");
  });

  it("the coach's move is Danish", async () => {
    const booking = await danishBooking();
    const free = (await listSlots(deps, "coaching")).find((s) => s.start.getTime() !== slot.getTime())!;
    expect(await rescheduleByCoach(deps, { bookingId: booking.id, startsAt: free.start })).toMatchObject({ ok: true });
    const [mail] = await handle.db.select().from(outbox);
    expect(mail!.subject).toMatch(/^Booking flyttet: /);
    expect(mail!.text).toContain("Kære Ida Berg");
  });
});
