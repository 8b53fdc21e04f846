import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import { events, parseIcal } from "../../../tests/support/ical-parse";
import type { DatabaseHandle } from "~/db/client.server";
import {
  auditLog,
  bookingRescheduleLinks,
  bookings,
  calendarFeedTokens,
  manualBookings,
  orders,
  outbox,
  paymentEvents,
  rateLimitHits,
  testCheckoutSessions,
  user,
} from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { payTestCheckout } from "~/modules/orders/test-checkout.server";
import { parseLocalDateTime } from "./coach-calendar";
import { addBookingByHand, PAYMENT_LINK_MS, type ByHandInput } from "./by-hand.server";
import { lapseHolds } from "./checkout.server";
import { cancelByCoach } from "./coach-cancel.server";
import { rescheduleByCoach } from "./coach-reschedule.server";
import type { BookingDeps } from "./deps.server";
import { createFeedToken, feedForToken, revokeFeedToken } from "./feed.server";
import { holdSlot, listSlots } from "./holds.server";
import { issueRescheduleLink, rescheduleByLink, rescheduleLinkPage } from "./reschedule-link.server";
import type { RecordChange } from "./record-change.server";
import type { Tx } from "~/db/client.server";
import { createBlockOut } from "./block-outs.server";

/** The coach, as the cancel and block-out functions take her (stored as an admin where a refund is made: decision 065). */
const COACH = { kind: "staff", userId: "coach-1", name: "Maria Coach", role: "admin" } as const;

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z");
let deps: BookingDeps;
const coach = { id: "coach-1", name: "Maja Holm" };
// What the admin module's recorder does (booking may not import it): one audit row per change.
const record: RecordChange = async (tx, { actor, ...entry }) => {
  const who = actor ?? coach;
  await tx.insert(auditLog).values({ id: randomUUID(), actorId: who.id, actorName: who.name, ...entry, details: entry.details ?? {}, createdAt: clock.now() });
};
const by = { id: coach.id, record };
const tuesday10 = new Date("2026-11-24T09:00:00Z"); // 10:00 in Copenhagen
const wednesday10 = new Date("2026-11-25T09:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(user).values({ id: COACH.userId, name: COACH.name, email: "coach@example.com", emailVerified: true, role: "admin" });
  await seedCatalogue(handle.db);
  deps = commerceDeps(handle, clock);
});
afterAll(() => handle.close());
beforeEach(async () => {
  clock.set("2026-11-23T10:00:00Z");
  for (const table of [
    bookingRescheduleLinks,
    manualBookings,
    calendarFeedTokens,
    bookings,
    paymentEvents,
    orders,
    testCheckoutSessions,
    outbox,
    auditLog,
    rateLimitHits,
  ])
    await handle.db.delete(table);
});

const byHand = (over: Partial<ByHandInput> = {}): ByHandInput => ({
  key: randomUUID(),
  name: "Ida Berg",
  email: "ida@example.dk",
  kind: "coaching",
  start: tuesday10,
  payment: "free",
  ...over,
});

async function confirmedBooking(start = tuesday10) {
  const added = await addBookingByHand(deps, byHand({ start }), by);
  if (!added.ok) throw new Error(added.reason);
  await handle.db.delete(outbox);
  return added.booking;
}

async function sendLink(bookingId: string) {
  const issued = await issueRescheduleLink(deps, { bookingId, key: randomUUID(), createdBy: coach.id }, record);
  if (!issued.ok) throw new Error(issued.reason);
  const mails = await handle.db.select().from(outbox).where(eq(outbox.kind, "booking.reschedule-link.client"));
  const token = /\/booking\/reschedule\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text)![1]!;
  return token;
}

describe("a reschedule link", () => {
  it("lets the client pick a free time of the same kind once: same event with a higher SEQUENCE, one e-mail, an audit entry, no new charge", async () => {
    const booking = await confirmedBooking();
    const key = randomUUID();
    const first = await issueRescheduleLink(deps, { bookingId: booking.id, key, createdBy: coach.id, message: "I am travelling that day." }, record);
    expect(first).toMatchObject({ ok: true, sent: true, expiresAt: tuesday10 });
    // A second click of the same form: nothing more is sent.
    expect(await issueRescheduleLink(deps, { bookingId: booking.id, key, createdBy: coach.id }, record)).toMatchObject({ ok: true, sent: false });
    const [linkMail, ...others] = await handle.db.select().from(outbox);
    expect(others).toEqual([]);
    expect(linkMail).toMatchObject({ kind: "booking.reschedule-link.client", to: "ida@example.dk" });
    expect(linkMail!.text).toContain("I am travelling that day.");
    const token = /\/booking\/reschedule\/([A-Za-z0-9_-]+)/.exec(linkMail!.text)![1]!;
    // Only the hash is stored.
    expect(JSON.stringify(await handle.db.select().from(bookingRescheduleLinks))).not.toContain(token);

    const page = await rescheduleLinkPage(deps, token);
    expect(page.state).toBe("open");
    const offered = page.state === "open" ? page.slots.map((s) => s.start.getTime()) : [];
    expect(offered).toEqual((await listSlots(deps, "coaching")).map((s) => s.start.getTime()));
    expect(offered).toContain(wednesday10.getTime());

    const moved = await rescheduleByLink(deps, token, wednesday10, record);
    expect(moved).toMatchObject({ ok: true, booking: { startsAt: wednesday10, endsAt: new Date("2026-11-25T10:00:00Z"), sequence: 1, status: "confirmed" } });
    const sent = await handle.db.select().from(outbox).where(eq(outbox.kind, "booking.moved-by-client.client"));
    expect(sent).toHaveLength(1);
    const [event] = events(parseIcal(sent[0]!.attachments[0]!.content));
    expect(event).toMatchObject({ uid: `booking-${booking.id}@site.test`, sequence: 1, start: wednesday10 });
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, "booking.moved-by-client"))).toHaveLength(1);
    expect(await handle.db.select().from(orders)).toEqual([]);

    expect(await rescheduleByLink(deps, token, new Date("2026-11-26T09:00:00Z"), record)).toEqual({ ok: false, reason: "used" });
    expect((await rescheduleLinkPage(deps, token)).state).toBe("used");
    expect((await rescheduleLinkPage(deps, "no-such-token")).state).toBe("not-found");
  });

  it("stops working after its time, and when the booking was moved or cancelled meanwhile", async () => {
    const far = parseLocalDateTime("2026-12-10T10:00")!;
    const booking = await confirmedBooking(far);
    const token = await sendLink(booking.id);
    clock.advance(7 * 86_400_000 + 1);
    expect((await rescheduleLinkPage(deps, token)).state).toBe("expired");
    expect(await rescheduleByLink(deps, token, parseLocalDateTime("2026-12-01T10:00")!, record)).toEqual({ ok: false, reason: "expired" });

    clock.set("2026-11-23T10:00:00Z");
    const again = await sendLink(booking.id);
    expect((await rescheduleLinkPage(deps, token)).state).toBe("changed"); // the newer link replaced it
    expect(await rescheduleByCoach(deps, { bookingId: booking.id, startsAt: parseLocalDateTime("2026-12-11T10:00")! })).toMatchObject({ ok: true });
    expect(await rescheduleByLink(deps, again, wednesday10, record)).toEqual({ ok: false, reason: "changed" });

    const other = await confirmedBooking();
    const third = await sendLink(other.id);
    await cancelByCoach(deps, { actor: COACH, bookingId: other.id });
    expect((await rescheduleLinkPage(deps, third)).state).toBe("changed");
  });

  it("racing a visitor's hold for the same slot: one wins; two tabs: one move", async () => {
    const booking = await confirmedBooking();
    const token = await sendLink(booking.id);
    const [hold, moved] = await Promise.all([
      holdSlot(deps, { name: "Ole Dam", email: "ole@example.dk", start: wednesday10 }),
      rescheduleByLink(deps, token, wednesday10, record),
    ]);
    expect([hold.ok, moved.ok].filter(Boolean)).toHaveLength(1);
    if (!moved.ok) expect(moved.reason).toBe("slot-taken");
    const live = await handle.db.select().from(bookings).where(eq(bookings.startsAt, wednesday10));
    expect(live).toHaveLength(1);

    const second = await confirmedBooking(new Date("2026-11-27T09:00:00Z"));
    const link = await sendLink(second.id);
    const tabs = await Promise.all([
      rescheduleByLink(deps, link, new Date("2026-11-26T09:00:00Z"), record),
      rescheduleByLink(deps, link, new Date("2026-11-26T12:00:00Z"), record),
    ]);
    expect(tabs.filter((t) => t.ok)).toHaveLength(1);
    expect(tabs.find((t) => !t.ok)).toEqual({ ok: false, reason: "used" });
    expect(await handle.db.select().from(outbox).where(eq(outbox.kind, "booking.moved-by-client.client"))).toHaveLength(1);
  });

  it("offers only times the booking dialog offers", async () => {
    const booking = await confirmedBooking();
    const token = await sendLink(booking.id);
    expect(await rescheduleByLink(deps, token, new Date("2026-11-25T20:00:00Z"), record)).toEqual({ ok: false, reason: "invalid-slot" });
    expect(await rescheduleByLink(deps, token, tuesday10, record)).toEqual({ ok: false, reason: "unchanged" });
  });
});

describe("a booking added by hand", () => {
  it("free, at any time outside opening hours: confirmed at once, the client's confirmation with the invite; a double submit adds one", async () => {
    const evening = parseLocalDateTime("2026-11-24T21:00")!;
    const input = byHand({ start: evening, kind: "consultation", message: "As agreed on the phone.", phone: "+45 12 34 56 78" });
    const [a, b] = await Promise.all([addBookingByHand(deps, input, by), addBookingByHand(deps, input, by)]);
    expect(a.ok && b.ok).toBe(true);
    expect([a, b].map((r) => r.ok && r.duplicate).sort()).toEqual([false, true]);
    const rows = await handle.db.select().from(bookings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "confirmed", kind: "consultation", startsAt: evening, endsAt: new Date(evening.getTime() + 30 * 60_000) });
    const sent = await handle.db.select().from(outbox);
    expect(sent.map((m) => [m.kind, m.to])).toEqual([["booking.confirmed.client", "ida@example.dk"]]);
    expect(sent[0]!.text).toContain("As agreed on the phone.");
    expect(events(parseIcal(sent[0]!.attachments[0]!.content))[0]).toMatchObject({
      start: evening,
      uid: `booking-${rows[0]!.id}@site.test`,
      status: "CONFIRMED",
    });
    expect(await handle.db.select().from(manualBookings)).toMatchObject([{ phone: "+45 12 34 56 78", payment: "free" }]);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, "booking.added-by-hand"))).toHaveLength(1);
  });

  it("is refused in the past and on a live booking's time", async () => {
    // A past time is only a session recorded afterwards (decision 067): never with a payment link.
    expect(await addBookingByHand(deps, byHand({ payment: "link", start: new Date("2026-11-23T09:00:00Z") }), by)).toEqual({
      ok: false,
      reason: "in-the-past",
    });
    await confirmedBooking();
    expect(await addBookingByHand(deps, byHand({ start: new Date(tuesday10.getTime() + 30 * 60_000) }), by)).toEqual({ ok: false, reason: "slot-taken" });
    expect(await addBookingByHand(deps, byHand({ kind: "consultation", payment: "link", start: wednesday10 }), by)).toEqual({
      ok: false,
      reason: "free-only",
    });
    expect(await addBookingByHand(deps, byHand({ payment: "link", start: new Date("2026-11-23T10:30:00Z") }), by)).toEqual({
      ok: false,
      reason: "too-soon-to-pay",
    });
    expect(await handle.db.select().from(manualBookings)).toHaveLength(1);
  });

  it("with a payment link: held for 23 hours, one order at the catalogue's price, one e-mail; paying confirms it like a booking paid on the site", async () => {
    const input = byHand({ payment: "link" });
    const [a, b] = await Promise.all([addBookingByHand(deps, input, by), addBookingByHand(deps, input, by)]);
    expect(a.ok && b.ok).toBe(true);
    const [booking] = await handle.db.select().from(bookings);
    expect(booking).toMatchObject({ status: "pending", expiresAt: new Date(clock.now().getTime() + PAYMENT_LINK_MS) });
    const [order] = await handle.db.select().from(orders);
    expect(order).toMatchObject({ status: "pending", bookingId: booking!.id, amountTotal: 195_000, currency: "DKK" });
    const sent = await handle.db.select().from(outbox);
    expect(sent.map((m) => m.kind)).toEqual(["booking.payment-link.client"]);
    expect(sent[0]!.text).toContain(order!.checkoutUrl!);
    expect(await listSlots(deps, "coaching")).not.toContainEqual(expect.objectContaining({ start: tuesday10 }));

    clock.advance(20 * 3_600_000); // longer than a visitor's hold, within the link's time
    await lapseHolds(deps);
    await payTestCheckout(deps, order!.checkoutUrl!.split("/").at(-1)!);
    const [paid] = await handle.db.select().from(bookings);
    expect(paid).toMatchObject({ status: "confirmed", orderId: order!.id });
    expect((await handle.db.select().from(outbox)).map((m) => m.kind).sort()).toEqual([
      "booking.confirmed.client",
      "booking.confirmed.coach",
      "booking.payment-link.client",
      "payment.receipt",
    ]);
  });

  it("with a payment link left unpaid: the hold lapses and the slot is free again", async () => {
    expect(await addBookingByHand(deps, byHand({ payment: "link" }), by)).toMatchObject({ ok: true });
    clock.advance(PAYMENT_LINK_MS + 1);
    expect(await lapseHolds(deps)).toMatchObject({ expiredHolds: 1, expiredSessions: 1 });
    expect((await handle.db.select().from(bookings))[0]!.status).toBe("expired");
    expect(await listSlots(deps, "coaching")).toContainEqual(expect.objectContaining({ start: new Date("2026-11-25T09:00:00Z") }));
    expect(await addBookingByHand(deps, byHand({ start: wednesday10 }), by)).toMatchObject({ ok: true, booking: { status: "confirmed" } });
  });
});

describe("the coach's calendar feed", () => {
  const ctx = () => ({ host: "site.test", businessName: "Maja Holm Vocal Studio", now: clock.now() });

  it("lists confirmed bookings, pending ones as tentative and block-outs as busy, in UTC, right across the spring change; revoked, it is gone", async () => {
    // 10:00 in Copenhagen on the Saturday before summer time (UTC+1) and the Monday after (UTC+2).
    const before = await confirmedBooking(parseLocalDateTime("2027-03-27T10:00")!);
    const after = await confirmedBooking(parseLocalDateTime("2027-03-29T10:00")!);
    await addBookingByHand(deps, byHand({ payment: "link", name: "Ole Dam", start: wednesday10 }), by);
    await addBookingByHand(deps, byHand({ start: parseLocalDateTime("2028-03-01T10:00")! }), by); // past the feed's year
    const christmas = { start: parseLocalDateTime("2026-12-24T13:00")!, end: parseLocalDateTime("2026-12-24T17:00")!, label: "Christmas Eve" };
    expect(await createBlockOut(deps, (tx, entry) => record(tx as Tx, entry), { ...christmas, actor: COACH })).toMatchObject({ ok: true });
    const token = await createFeedToken(handle.db, by, clock.now());
    expect(JSON.stringify(await handle.db.select().from(calendarFeedTokens))).not.toContain(token);

    const feed = await feedForToken(handle.db, token, ctx());
    if (!feed.ok) throw new Error(String(feed.status));
    const found = events(parseIcal(feed.ics));
    expect(found.map((e) => [e.summary, e.status, e.start.toISOString(), e.end.toISOString()])).toEqual([
      ["Ole Dam: Private coaching (awaiting payment)", "TENTATIVE", "2026-11-25T09:00:00.000Z", "2026-11-25T10:00:00.000Z"],
      ["Blocked: Christmas Eve", "CONFIRMED", "2026-12-24T12:00:00.000Z", "2026-12-24T16:00:00.000Z"],
      ["Ida Berg: Private coaching", "CONFIRMED", "2027-03-27T09:00:00.000Z", "2027-03-27T10:00:00.000Z"],
      ["Ida Berg: Private coaching", "CONFIRMED", "2027-03-29T08:00:00.000Z", "2027-03-29T09:00:00.000Z"],
    ]);
    expect(found[2]!.uid).toBe(`booking-${before.id}@site.test`);
    expect(found[3]!.uid).toBe(`booking-${after.id}@site.test`);

    const next = await createFeedToken(handle.db, by, clock.now());
    expect(await feedForToken(handle.db, token, ctx())).toEqual({ ok: false, status: 404 });
    expect((await feedForToken(handle.db, next, ctx())).ok).toBe(true);
    expect(await revokeFeedToken(handle.db, record, clock.now())).toBe(true);
    expect(await feedForToken(handle.db, next, ctx())).toEqual({ ok: false, status: 404 });
    expect(await feedForToken(handle.db, "../../etc/passwd", ctx())).toEqual({ ok: false, status: 404 });
  });

  it("answers a token's calendar app a few times a minute, not endlessly", async () => {
    const token = await createFeedToken(handle.db, by, clock.now());
    const answers = [];
    for (let i = 0; i < 121; i++) answers.push(await feedForToken(handle.db, token, ctx()));
    expect(answers.slice(0, 120).every((a) => a.ok)).toBe(true);
    expect(answers[120]).toMatchObject({ ok: false, status: 429 });
  });
});
