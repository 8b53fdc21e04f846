import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { bookings, orders, outbox, paymentEvents, rateLimitHits, testCheckoutSessions } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import type { BookingDeps } from "./deps.server";
import { applyPaymentEvent } from "~/modules/orders/events.server";
import { getTestCheckout, payTestCheckout } from "~/modules/orders/test-checkout.server";
import { findTestSession } from "~/modules/orders/test-provider.server";
import { createCoursePayment } from "~/modules/sales/checkout.server";
import { bookSlotForPaidOrder, cancelBooking, confirmConsultation, paymentSuccessStateOf, requestConsultation, sessionInviteForOrder } from "./bookings.server";
import { lapseHolds, startHoldCheckout } from "./checkout.server";
import { findHold, holdSlot, listSlots, releaseLapsed } from "./holds.server";
import { rateLimitWindow } from "~/modules/forms/rate-limit.server";

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z"); // 11:00 in Copenhagen
let deps: BookingDeps;
const slot = new Date("2026-11-24T09:00:00Z"); // tomorrow 10:00 Copenhagen

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  deps = commerceDeps(handle, clock);
});
afterAll(() => handle.close());
beforeEach(async () => {
  for (const table of [bookings, paymentEvents, orders, testCheckoutSessions, outbox, rateLimitHits]) await handle.db.delete(table);
  clock.set("2026-11-23T10:00:00Z");
});

const ida = { name: "Ida Berg", email: "ida@example.dk" };
const ole = { name: "Ole Dam", email: "ole@example.dk" };
const mails = async () => (await handle.db.select().from(outbox).orderBy(outbox.kind)).map((m) => [m.kind, m.to]);

async function holdAndCheckout(who = ida) {
  const held = await holdSlot(deps, { ...who, start: slot });
  if (!held.ok) throw new Error(`no hold: ${held.reason}`);
  const checkout = await startHoldCheckout(deps, { holdToken: held.hold.holdToken, currency: "DKK", idempotencyKey: `key-${held.hold.id}` });
  if (!checkout.ok) throw new Error(`no checkout: ${checkout.reason}`);
  return { hold: held.hold, sessionId: checkout.url.split("/").at(-1)! };
}

describe("lead time", () => {
  it("nothing is held or booked sooner than the lead time ahead, whatever the browser sends", async () => {
    const withLead = { ...deps, calendar: { ...deps.calendar, leadHours: 12 } };
    const soon = new Date("2026-11-23T16:00:00Z"); // six hours after the clock's 10:00
    expect(await holdSlot(withLead, { ...ida, start: soon })).toMatchObject({ ok: false, reason: "invalid-slot" });
    expect(await requestConsultation(withLead, { ...ida, start: soon })).toEqual({ ok: false, reason: "invalid-slot" });
    expect((await listSlots(withLead, "coaching")).every((s) => s.start.getTime() >= clock.now().getTime() + 12 * 3_600_000)).toBe(true);
    expect((await holdSlot(withLead, { ...ida, start: slot })).ok).toBe(true);
  });
});

describe("holds", () => {
  it("holds a slot for 10 minutes by the server's clock; asking again returns the same hold, never longer", async () => {
    const held = await holdSlot(deps, { ...ida, start: slot });
    if (!held.ok) throw new Error(held.reason);
    expect(held.hold.expiresAt).toEqual(new Date("2026-11-23T10:10:00Z"));
    clock.advance(5 * 60_000);
    expect(await holdSlot(deps, { ...ida, start: slot, holdToken: held.hold.holdToken })).toEqual(held);
    clock.advance(5 * 60_000);
    expect(await findHold(deps, held.hold.holdToken)).toEqual({ ok: false, reason: "expired" });
    expect(await holdSlot(deps, { ...ida, start: slot, holdToken: held.hold.holdToken })).toEqual({ ok: false, reason: "expired" });
  });

  it("a shorter hold for tests (BOOKING_HOLD_SECONDS) is honoured, a longer one never", async () => {
    const short = await holdSlot({ ...deps, holdMs: 20_000 }, { ...ida, start: slot });
    expect(short.ok && short.hold.expiresAt).toEqual(new Date("2026-11-23T10:00:20Z"));
    await handle.db.delete(bookings);
    const long = await holdSlot({ ...deps, holdMs: 3_600_000 }, { ...ida, start: slot });
    expect(long.ok && long.hold.expiresAt).toEqual(new Date("2026-11-23T10:10:00Z"));
  });

  it("fifty visitors reserving one slot at once: exactly one wins, the others are told it was taken", async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => holdSlot(deps, { name: `Visitor ${i}`, email: `v${i}@example.dk`, start: slot })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "slot-taken")).toHaveLength(49);
    expect(await handle.db.select().from(bookings)).toHaveLength(1);
    expect((await listSlots(deps, "coaching")).map((s) => s.start.getTime())).not.toContain(slot.getTime());
  });

  it("fifty visitors asking for one slot in the same turn cost the database one hold statement (decision 021)", async () => {
    let statements = 0;
    const counting = Object.create(handle.db) as typeof handle.db;
    counting.execute = ((query: Parameters<typeof handle.db.execute>[0]) => {
      statements++;
      return handle.db.execute(query);
    }) as typeof handle.db.execute;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => holdSlot({ ...deps, db: counting }, { name: `Visitor ${i}`, email: `v${i}@example.dk`, start: slot })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(statements).toBe(1);
  });

  it("visitors arriving while an earlier statement for their slot is still under way wait for it instead of sending their own", async () => {
    let statements = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = Object.create(handle.db) as typeof handle.db;
    slow.execute = (async (query: Parameters<typeof handle.db.execute>[0]) => {
      statements++;
      await gate; // the database is slow to answer the first visitor
      return handle.db.execute(query);
    }) as typeof handle.db.execute;
    const visit = (i: number) => holdSlot({ ...deps, db: slow }, { name: `Visitor ${i}`, email: `v${i}@example.dk`, start: slot });
    const first = visit(0);
    await new Promise((resolve) => setImmediate(resolve));
    const later = Array.from({ length: 10 }, (_, i) => visit(i + 1));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    const results = await Promise.all([first, ...later]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "slot-taken")).toHaveLength(10);
    expect(statements).toBe(1);
  });

  it("fifty visitors whose statements all reach the database at once: its constraint alone lets exactly one in", async () => {
    // A handle object per visitor: no two share a statement under way (as two app instances would not).
    const visitors = Array.from({ length: 50 }, () => ({ ...deps, db: Object.create(handle.db) as typeof handle.db }));
    const results = await Promise.all(visitors.map((own, i) => holdSlot(own, { name: `Visitor ${i}`, email: `v${i}@example.dk`, start: slot })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "slot-taken")).toHaveLength(49);
    expect(await handle.db.select().from(bookings)).toHaveLength(1);
  });

  it("a visitor waiting on another's statement for the same slot still gets it when that one was refused for its own address", async () => {
    const spent = rateLimitWindow("booking-hold", "198.51.100.1", clock.now());
    await handle.db.insert(rateLimitHits).values({ key: spent.key, windowStart: spent.windowStart, count: spent.limit });
    const fresh = rateLimitWindow("booking-hold", "198.51.100.2", clock.now());
    const [refused, second] = await Promise.all([holdSlot(deps, { ...ida, start: slot }, spent), holdSlot(deps, { ...ole, start: slot }, fresh)]);
    expect(refused).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(second.ok && second.hold.start).toEqual(slot);
  });

  it("the losers learn the live bookings from the hold's own statement, the lost slot among them", async () => {
    const [first, second] = await Promise.all([holdSlot(deps, { ...ida, start: slot }), holdSlot(deps, { ...ole, start: slot })]);
    const lost = first.ok ? second : first;
    if (lost.ok || lost.reason !== "slot-taken") throw new Error("expected one hold to lose with the live bookings");
    expect(lost.busy.some((busy) => busy.start.getTime() === slot.getTime())).toBe(true);
  });

  it("only holds that were made count against the address's allowance (a lost race blocks no time)", async () => {
    const window = rateLimitWindow("booking-hold", "203.0.113.9", clock.now());
    const taken = await holdSlot(deps, { ...ida, start: slot });
    expect(taken.ok).toBe(true);
    for (let i = 0; i < window.limit + 2; i++) expect(await holdSlot(deps, { ...ole, start: slot }, window)).toMatchObject({ reason: "slot-taken" });
    const hours = [11, 12, 13, 14, 15, 16, 17].map((h) => new Date(`2026-11-24T${String(h - 1).padStart(2, "0")}:00:00Z`));
    const days = [25, 26, 27].map((d) => new Date(`2026-11-${d}T09:00:00Z`));
    const made = [];
    for (const start of [...hours, ...days]) made.push(await holdSlot(deps, { ...ole, start }, window));
    expect(made.filter((r) => r.ok)).toHaveLength(window.limit);
    expect(await holdSlot(deps, { ...ole, start: new Date("2026-11-28T09:00:00Z") }, window)).toEqual({
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: window.retryAfterSeconds,
    });
    expect(await handle.db.select().from(bookings)).toHaveLength(window.limit + 1);
  });

  it("refuses times the calendar does not offer", async () => {
    expect(await holdSlot(deps, { ...ida, start: new Date("2026-11-23T09:00:00Z") })).toEqual({ ok: false, reason: "invalid-slot" }); // 10:00 today, past
    expect(await holdSlot(deps, { ...ida, start: new Date("2026-11-24T09:30:00Z") })).toEqual({ ok: false, reason: "invalid-slot" });
  });

  it("the database refuses an overlapping live booking even when the code is bypassed", async () => {
    await holdSlot(deps, { ...ida, start: slot });
    const insert = handle.db.execute(
      sql`insert into bookings (id, kind, status, name, email, course_id, course_name, starts_at, ends_at, cancel_token)
          values ('raw', 'coaching', 'confirmed', 'X', 'x@example.dk', 'c', 'c', ${"2026-11-24T09:30:00Z"}, ${"2026-11-24T10:30:00Z"}, 'raw-token')`,
    );
    await expect(insert).rejects.toMatchObject({ cause: { code: "23P01" } });
  });

  it("a lapsed hold frees its slot without anyone reading the schedule, and its checkout is expired at the provider", async () => {
    const { hold, sessionId } = await holdAndCheckout();
    clock.advance(10 * 60_000);
    expect(await lapseHolds(deps)).toEqual({ expiredHolds: 1, expiredSessions: 1 });
    expect((await handle.db.select().from(bookings))[0]!.status).toBe("expired");
    expect((await findTestSession(handle.db, sessionId))!.status).toBe("expired");
    expect((await handle.db.select().from(orders))[0]!.status).toBe("expired");
    expect(await payTestCheckout(deps, sessionId)).toEqual({ ok: false, reason: "not-open" });
    expect((await listSlots(deps, "coaching")).map((s) => s.start.getTime())).toContain(slot.getTime());
    expect(await startHoldCheckout(deps, { holdToken: hold.holdToken, currency: "DKK", idempotencyKey: "key-late-xx" })).toMatchObject({
      ok: false,
      reason: "expired",
    });
    expect(await lapseHolds(deps)).toEqual({ expiredHolds: 0, expiredSessions: 0 });
  });

  it("a lapsed hold that the job has not reached yet does not block the next visitor", async () => {
    await holdSlot(deps, { ...ida, start: slot });
    clock.advance(10 * 60_000 + 1);
    expect((await holdSlot(deps, { ...ole, start: slot })).ok).toBe(true);
  });
});

describe("paying for a hold", () => {
  it("hold → checkout → Pay: one confirmed booking, receipt and confirmations with an .ics for client and coach", async () => {
    const { hold, sessionId } = await holdAndCheckout();
    expect((await handle.db.select().from(bookings))[0]!.status).toBe("pending");
    const [order] = await handle.db.select().from(orders);
    expect(order).toMatchObject({ amountTotal: 195_000, currency: "DKK", bookingId: hold.id });
    await payTestCheckout(deps, sessionId);
    const [booking] = await handle.db.select().from(bookings);
    expect(booking).toMatchObject({ status: "confirmed", orderId: order!.id, expiresAt: null });
    expect(await mails()).toEqual([
      ["booking.confirmed.client", "ida@example.dk"],
      ["booking.confirmed.coach", "coach@studio.test"],
      ["payment.receipt", "ida@example.dk"],
    ]);
    const [client] = await handle.db.select().from(outbox).where(eq(outbox.kind, "booking.confirmed.client"));
    expect(client!.attachments[0]!.contentType).toContain("method=REQUEST");
    expect(client!.attachments[0]!.content).toContain(`UID:booking-${hold.id}@site.test`);
    expect(client!.text).toContain(`/booking/cancel/${booking!.cancelToken}`);
    expect(await holdSlot(deps, { ...ida, start: slot, holdToken: hold.holdToken })).toEqual({ ok: false, reason: "confirmed" });
    // The slot stays taken after the hold's ten minutes.
    clock.advance(60 * 60_000);
    await lapseHolds(deps);
    expect((await handle.db.select().from(bookings))[0]!.status).toBe("confirmed");
  });

  it("a hold begun on a Danish page is Danish to the end: the order, its checkout, receipt, confirmation, invite and page", async () => {
    const held = await holdSlot(deps, { ...ida, start: slot });
    if (!held.ok) throw new Error(held.reason);
    const checkout = await startHoldCheckout(deps, { holdToken: held.hold.holdToken, currency: "DKK", idempotencyKey: `key-${held.hold.id}`, language: "da" });
    if (!checkout.ok) throw new Error(checkout.reason);
    const [order] = await handle.db.select().from(orders);
    expect(order!.language).toBe("da");
    expect(order!.items[0]!.description).toBe("tirsdag den 24. november 2026, 10.00–11.00 (60 min), dansk tid");
    const sessionId = checkout.url.split("/").at(-1)!;
    expect(await getTestCheckout(deps, sessionId)).toMatchObject({ language: "da" });
    await payTestCheckout(deps, sessionId);
    const sent = await handle.db.select().from(outbox);
    const subject = (kind: string) => sent.find((mail) => mail.kind === kind)!.subject;
    expect(subject("payment.receipt")).toMatch(/^Kvittering for din betaling til /);
    expect(subject("booking.confirmed.client")).toBe("Booking bekræftet: tirsdag den 24. november 2026 kl. 10.00");
    expect(subject("booking.confirmed.coach")).toMatch(/^New booking: Ida Berg, Tuesday/);
    const page = await paymentSuccessStateOf(deps, order!.id);
    expect(page).toMatchObject({ state: "booked", order: { language: "da" }, session: { when: "tirsdag den 24. november 2026 kl. 10.00" } });
    expect(await sessionInviteForOrder(deps, order!.id, null, true)).toContain("Aflys her:");
  });

  it("an order whose journey did not say its language is English", async () => {
    await holdAndCheckout();
    const [order] = await handle.db.select().from(orders);
    expect(order!.language).toBe("en");
    await expect(handle.db.execute(sql`update orders set language = 'fr' where id = ${order!.id}`)).rejects.toThrow();
  });

  it("a late payment for a lapsed hold confirms the booking when the slot is still free", async () => {
    const { sessionId } = await holdAndCheckout();
    clock.advance(11 * 60_000);
    await releaseLapsed(deps, clock.now()); // the hold lapsed; the payment was already on its way
    const [order] = await handle.db.select().from(orders);
    const { outcome } = await applyPaymentEvent(deps, {
      provider: "test",
      eventId: "evt_late",
      type: "checkout.session.completed",
      kind: "completed",
      sessionId,
      orderId: order!.id,
      paymentStatus: "paid",
    });
    expect(outcome).toBe("paid");
    expect((await handle.db.select().from(bookings))[0]!.status).toBe("confirmed");
    expect((await mails()).map(([kind]) => kind)).toEqual(["booking.confirmed.client", "booking.confirmed.coach", "payment.receipt"]);
  });

  it("a late payment for a slot someone else took meanwhile is refunded automatically and both sides are told", async () => {
    const { sessionId } = await holdAndCheckout();
    clock.advance(11 * 60_000);
    const other = await holdSlot(deps, { ...ole, start: slot });
    expect(other.ok).toBe(true);
    await handle.db.update(testCheckoutSessions).set({ status: "complete", paymentStatus: "paid" }).where(eq(testCheckoutSessions.id, sessionId));
    const [order] = await handle.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    await applyPaymentEvent(deps, {
      provider: "test",
      eventId: "evt_late2",
      type: "checkout.session.completed",
      kind: "completed",
      sessionId,
      orderId: order!.id,
      paymentStatus: "paid",
    });
    expect((await handle.db.select().from(orders).where(eq(orders.id, order!.id)))[0]!.status).toBe("refunded");
    expect((await findTestSession(handle.db, sessionId))!.refundedAt).not.toBeNull();
    expect(await mails()).toEqual([
      ["payment.refund.client", "ida@example.dk"],
      ["payment.refund.coach", "coach@studio.test"],
    ]);
    const live = await handle.db.select().from(bookings).where(eq(bookings.status, "held"));
    expect(live.map((b) => b.email)).toEqual(["ole@example.dk"]);
  });
});

/** A consultation the visitor asked for and confirmed from the e-mail (consultation.data.test.ts tests the way there). */
async function confirmedConsultation(who: { name: string; email: string }, start: Date) {
  const requested = await requestConsultation(deps, { ...who, start });
  if (!requested.ok) throw new Error(requested.reason);
  const confirmed = await confirmConsultation(deps, requested.booking.confirmToken!);
  if (!confirmed.ok) throw new Error(confirmed.reason);
  return confirmed.booking;
}

describe("consultations and cancellation", () => {
  it("a confirmed free consultation (30 minutes) blocks an overlapping coaching hold and consultation", async () => {
    const booking = await confirmedConsultation(ida, slot);
    expect(booking).toMatchObject({ kind: "consultation", status: "confirmed", endsAt: new Date("2026-11-24T09:30:00Z"), expiresAt: null });
    expect(await holdSlot(deps, { ...ole, start: slot })).toMatchObject({ ok: false, reason: "slot-taken" });
    expect(await requestConsultation(deps, { ...ole, start: slot })).toEqual({ ok: false, reason: "slot-taken" });
    expect((await mails()).map(([kind]) => kind)).toEqual(["booking.confirmed.client", "booking.confirmed.coach", "booking.consultation.confirm-request"]);
  });

  it("cancels by the private link until the start (the policy decides the money), frees the slot and sends a cancelling invite", async () => {
    const booking = await confirmedConsultation(ida, slot);
    expect(await cancelBooking(deps, "not-a-token")).toEqual({ ok: false, reason: "not-found" });
    clock.set(slot);
    expect(await cancelBooking(deps, booking.cancelToken)).toEqual({ ok: false, reason: "too-late" });
    clock.set(new Date(slot.getTime() - 1));
    const cancelled = await cancelBooking(deps, booking.cancelToken);
    expect(cancelled).toMatchObject({ ok: true, booking: { status: "cancelled", sequence: 1 } });
    expect(await cancelBooking(deps, booking.cancelToken)).toEqual({ ok: false, reason: "already-cancelled" });
    const [cancelMail] = await handle.db.select().from(outbox).where(eq(outbox.kind, "booking.cancelled.client"));
    expect(cancelMail!.attachments[0]!.content).toContain("METHOD:CANCEL");
    expect(cancelMail!.attachments[0]!.content).toContain(`UID:booking-${booking.id}@site.test`);
    expect(cancelMail!.attachments[0]!.content).toContain("SEQUENCE:1");
    expect((await requestConsultation(deps, { ...ole, start: slot })).ok).toBe(true);
  });
});

describe("a paid order without a hold (the payment-success page)", () => {
  it("books one slot per verified paid private-coaching order, and only then", async () => {
    const created = await createCoursePayment(deps, { courseId: "private-coaching", currency: "DKK", idempotencyKey: "key-paid-first", email: ida.email });
    if (!created.ok) throw new Error(created.error);
    expect((await paymentSuccessStateOf(deps, created.orderId)).state).toBe("confirming");
    expect(await bookSlotForPaidOrder(deps, { orderId: created.orderId, ...ida, start: slot })).toEqual({ ok: false, reason: "not-allowed" });
    await payTestCheckout(deps, created.url.split("/").at(-1)!);
    expect((await paymentSuccessStateOf(deps, created.orderId)).state).toBe("needs-slot");
    const later = new Date(slot.getTime() + 3_600_000);
    const attempts = await Promise.all([
      bookSlotForPaidOrder(deps, { orderId: created.orderId, ...ida, start: slot }),
      bookSlotForPaidOrder(deps, { orderId: created.orderId, ...ida, start: later }),
    ]);
    expect(attempts.filter((a) => a.ok)).toHaveLength(1);
    expect(attempts.filter((a) => !a.ok && a.reason === "not-allowed")).toHaveLength(1);
    expect((await paymentSuccessStateOf(deps, created.orderId)).state).toBe("booked");
    expect(await handle.db.select().from(bookings)).toHaveLength(1);
  });

  it("refuses an order for something other than private coaching", async () => {
    const created = await createCoursePayment(deps, { courseId: "test-payment", currency: "USD", idempotencyKey: "key-paid-other" });
    if (!created.ok) throw new Error(created.error);
    // A guest's order: the test checkout asks for the receipt address.
    await payTestCheckout(deps, created.url.split("/").at(-1)!, new Map([["receiptEmail", "guest@example.dk"]]));
    expect((await paymentSuccessStateOf(deps, created.orderId)).state).toBe("paid");
    expect((await paymentSuccessStateOf(deps, "no-such-order")).state).toBe("unknown");
    expect(await bookSlotForPaidOrder(deps, { orderId: created.orderId, ...ida, start: slot })).toEqual({ ok: false, reason: "not-allowed" });
  });
});
