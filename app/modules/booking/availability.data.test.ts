import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTwoInstances } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, bookings, bookingSettings, orderRefunds, orders, outbox, paymentEvents, testCheckoutSessions, user } from "~/db/schema";
import { payTestCheckout } from "~/modules/orders/test-checkout.server";
import { bookingsBetween } from "./coach-calendar.server";
import { auditAs } from "~/modules/audit/audit.server";
import { blockOutsBetween, createBlockOut, removeBlockOut } from "./block-outs.server";
import { startHoldCheckout } from "./checkout.server";
import { cancelByCoach } from "./coach-cancel.server";
import { rescheduleByCoach } from "./coach-reschedule.server";
import { holdSlot, listSlots } from "./holds.server";
import { sendDueReminders } from "./reminders.server";
import { readBookingSettings, saveBookingSettings, withBookingSettings } from "./settings.server";
import { requestConsultation, confirmConsultation } from "./bookings.server";

/** The coach, as the cancel and block-out functions take her (stored as an admin where a refund is made: decision 065). */
const COACH = { kind: "staff", userId: "coach-1", name: "Maria Coach", role: "admin" } as const;

let instances: Awaited<ReturnType<typeof createTwoInstances>>;
let first: DatabaseHandle;
let second: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z"); // Monday 11:00 in Copenhagen
const coach = auditAs({ id: "coach-1", name: "The Coach" });
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  instances = await createTwoInstances();
  ({ first, second } = instances);
  await first.db
    .insert(user)
    .values({ id: COACH.userId, name: COACH.name, email: "coach@example.com", emailVerified: true, role: "admin" })
    .onConflictDoNothing();
});
afterAll(() => instances.close());
beforeEach(async () => {
  clock.set("2026-11-23T10:00:00Z");
  for (const table of [orderRefunds, bookings, paymentEvents, orders, testCheckoutSessions, outbox, auditLog, bookingSettings]) await first.db.delete(table);
});

/** Deps as the app builds them per request: the settings read from the database. */
const depsOf = (handle: DatabaseHandle) => withBookingSettings(commerceDeps(handle, clock));

async function paidBooking(start: Date, name = "Ida Berg", email = "ida@example.dk") {
  const deps = await depsOf(first);
  const held = await holdSlot(deps, { name, email, start });
  if (!held.ok) throw new Error(held.reason);
  const checkout = await startHoldCheckout(deps, { holdToken: held.hold.holdToken, currency: "DKK", idempotencyKey: `key-${held.hold.id}` });
  if (!checkout.ok) throw new Error(checkout.reason);
  await payTestCheckout(deps, checkout.url.split("/").at(-1)!);
  await first.db.delete(outbox);
  const [booking] = await first.db.select().from(bookings).where(eq(bookings.id, held.hold.id));
  return booking!;
}

describe(`block-outs (${onPostgres ? "PostgreSQL, two pools" : "PGlite"})`, () => {
  it("a block-out and holds racing for one slot: exactly one wins, and the database refuses the loser", async () => {
    const start = new Date("2026-11-25T13:00:00Z"); // Wednesday 14:00
    for (let round = 0; round < 4; round++) {
      await first.db.delete(bookings);
      const [a, b] = [await depsOf(first), await depsOf(second)];
      const results = await Promise.all([
        holdSlot(a, { name: "Visitor", email: "v1@example.dk", start }),
        createBlockOut(b, coach, { actor: COACH, start: new Date("2026-11-25T13:00:00Z"), end: new Date("2026-11-25T17:00:00Z"), label: "Dentist" }),
        holdSlot(round % 2 ? b : a, { name: "Other", email: "v2@example.dk", start }),
      ]);
      const winners = results.filter((r) => r.ok);
      expect(winners, `round ${round}`).toHaveLength(1);
      const live = await first.db.select().from(bookings);
      expect(live.filter((row) => ["held", "blocked"].includes(row.status))).toHaveLength(1);
      const lostBlockOut = results[1];
      // The hold that won is not named as a booking: only "held, not paid" (docs/rules.md, "Back office").
      if (!lostBlockOut.ok) expect(lostBlockOut).toMatchObject({ reason: "bookings-in-the-way", bookings: [], held: [{ startsAt: start }] });
    }
    // And straight at the database: a block-out row over a live hold is refused by the exclusion constraint itself.
    const [held] = await first.db.select().from(bookings).where(eq(bookings.status, "held"));
    if (held) {
      await expect(
        first.db.insert(bookings).values({ ...held, id: "x", kind: "block-out", status: "blocked", holdToken: null, cancelToken: "t-x", expiresAt: null }),
      ).rejects.toThrow();
    }
  });

  it("the dialog no longer offers what a block-out covers; a two-week holiday is one entry; removing it gives the time back", async () => {
    const deps = await depsOf(first);
    const before = (await listSlots(deps, "coaching")).map((s) => s.start.toISOString());
    expect(before).toContain("2026-11-24T13:00:00.000Z"); // Tuesday 14:00
    const afternoon = await createBlockOut(deps, coach, {
      actor: COACH,
      start: new Date("2026-11-24T12:30:00Z"),
      end: new Date("2026-11-24T17:00:00Z"),
      label: "Dentist",
    });
    const holiday = await createBlockOut(deps, coach, {
      actor: COACH,
      start: new Date("2026-11-25T23:00:00Z"),
      end: new Date("2026-12-09T23:00:00Z"),
      label: "Holiday",
    });
    expect(afternoon.ok && holiday.ok).toBe(true);
    const after = (await listSlots(deps, "coaching")).map((s) => s.start.toISOString());
    expect(after).toContain("2026-11-24T11:00:00.000Z"); // 12:00 ends 13:00, before 13:30
    expect(after.filter((s) => s.startsWith("2026-11-24T1") && s >= "2026-11-24T11:30")).toEqual([]);
    expect(after.filter((s) => s >= "2026-11-25T23:00")).toEqual([]); // Thursday on, the whole window
    expect(await holdSlot(deps, { name: "V", email: "v@example.dk", start: new Date("2026-11-24T13:00:00Z") })).toMatchObject({
      ok: false,
      reason: "slot-taken",
    });
    expect(await blockOutsBetween(first.db, new Date("2026-11-30T00:00:00Z"), new Date("2026-12-07T00:00:00Z"))).toMatchObject([{ label: "Holiday" }]);
    // Not a booking: the calendar week's bookings leave it out.
    expect(await bookingsBetween(first.db, new Date("2026-11-23T00:00:00Z"), new Date("2026-11-30T00:00:00Z"))).toEqual([]);
    // Overlapping block-outs are refused, named.
    expect(await createBlockOut(deps, coach, { actor: COACH, start: new Date("2026-11-24T16:00:00Z"), end: new Date("2026-11-24T18:00:00Z") })).toMatchObject({
      ok: false,
      reason: "overlaps-block-out",
      blockOut: { label: "Dentist" },
    });
    expect(afternoon.ok && (await removeBlockOut(first.db, coach, afternoon.blockOut.id))).toMatchObject({ label: "Dentist" });
    expect((await listSlots(deps, "coaching")).map((s) => s.start.toISOString())).toContain("2026-11-24T13:00:00.000Z");
    const audit = await first.db.select().from(auditLog);
    expect(audit.map((a) => a.action).sort()).toEqual(["availability.blocked", "availability.blocked", "availability.unblocked"]);
  });

  it("over a live booking: refused with the booking named, or it is cancelled through the coach's cancel (one e-mail, full refund) when she asks", async () => {
    const booking = await paidBooking(new Date("2026-11-24T13:00:00Z"));
    const deps = await depsOf(first);
    const range = { start: new Date("2026-11-24T12:00:00Z"), end: new Date("2026-11-24T17:00:00Z"), label: "Dentist" };
    const refused = await createBlockOut(deps, coach, { actor: COACH, ...range });
    expect(refused).toMatchObject({ ok: false, reason: "bookings-in-the-way", bookings: [{ id: booking.id, name: "Ida Berg", startsAt: booking.startsAt }] });
    expect(await blockOutsBetween(first.db, range.start, range.end)).toEqual([]);
    expect(await first.db.select().from(outbox)).toEqual([]);

    const done = await createBlockOut(deps, coach, { actor: COACH, ...range, cancelBookings: true, message: "I am sorry, an appointment came up." });
    expect(done).toMatchObject({ ok: true, cancelled: [{ id: booking.id }], blockOut: { label: "Dentist" } });
    const [after] = await first.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after!.status).toBe("cancelled");
    const [order] = await first.db.select().from(orders).where(eq(orders.id, booking.orderId!));
    expect(order).toMatchObject({ status: "refunded", amountRefunded: order!.amountTotal });
    const mails = await first.db.select().from(outbox);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([["booking.cancelled-by-coach.client", "ida@example.dk"]]);
    expect(mails[0]!.text).toContain("an appointment came up");
  });
});

describe("booking settings", () => {
  it("a change made on one instance applies to the next deps built on another, at once", async () => {
    const before = await depsOf(second);
    expect(before.calendar.leadHours).toBe(12);
    const { settings } = await readBookingSettings(first.db);
    const changed = structuredClone(settings);
    changed.weeklyHours = changed.weeklyHours.map((day, i) => (i === 1 ? { open: true, from: "13:00", to: "16:00" } : { ...day, open: false })); // Tuesdays 13–16 only
    changed.noticeHours = 0;
    await saveBookingSettings(first.db, coach, changed);
    const after = await depsOf(second);
    const slots = (await listSlots(after, "coaching")).map((s) => s.start.toISOString());
    expect(slots).toEqual(["2026-11-24T12:00:00.000Z", "2026-11-24T13:00:00.000Z", "2026-11-24T14:00:00.000Z"]);
    expect(await holdSlot(after, { name: "V", email: "v@example.dk", start: new Date("2026-11-24T09:00:00Z") })).toMatchObject({
      ok: false,
      reason: "invalid-slot",
    });
    expect((await first.db.select().from(auditLog)).map((a) => a.action)).toEqual(["availability.settings-saved"]);
    await expect(saveBookingSettings(first.db, coach, { ...changed, noticeHours: 24 * 30 })).rejects.toThrow(/longer than the booking window/);
  });

  it("the daily cap is kept when a hold or a request is made, not only in the list", async () => {
    const { settings } = await readBookingSettings(first.db);
    await saveBookingSettings(first.db, coach, { ...settings, dailyCap: 1, noticeHours: 0 });
    const deps = await depsOf(first);
    expect((await holdSlot(deps, { name: "A", email: "a@example.dk", start: new Date("2026-11-24T09:00:00Z") })).ok).toBe(true);
    expect(await holdSlot(deps, { name: "B", email: "b@example.dk", start: new Date("2026-11-24T12:00:00Z") })).toMatchObject({
      ok: false,
      reason: "invalid-slot",
    });
    expect(await requestConsultation(deps, { name: "C", email: "c@example.dk", start: new Date("2026-11-24T14:00:00Z") })).toMatchObject({
      ok: false,
      reason: "invalid-slot",
    });
    expect((await listSlots(deps, "coaching")).some((s) => s.start.toISOString().startsWith("2026-11-24"))).toBe(false);
  });

  it("the daily cap holds when holds and requests for one day arrive together on two instances", async () => {
    const { settings } = await readBookingSettings(first.db);
    await saveBookingSettings(first.db, coach, { ...settings, dailyCap: 2, noticeHours: 0 });
    for (let round = 0; round < 3; round++) {
      await first.db.delete(bookings);
      const [a, b] = [await depsOf(first), await depsOf(second)];
      const at = (hour: number) => new Date(`2026-11-24T${String(hour).padStart(2, "0")}:00:00Z`);
      const results = await Promise.all([
        holdSlot(a, { name: "A", email: "a@example.dk", start: at(8) }),
        holdSlot(b, { name: "B", email: "b@example.dk", start: at(10) }),
        requestConsultation(round % 2 ? a : b, { name: "C", email: "c@example.dk", start: at(12) }),
        holdSlot(b, { name: "D", email: "d@example.dk", start: at(14) }),
        holdSlot(a, { name: "E", email: "e@example.dk", start: at(15) }),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(2);
      expect(results.filter((result) => !result.ok).map((result) => (result as { reason: string }).reason)).toEqual([
        "invalid-slot",
        "invalid-slot",
        "invalid-slot",
      ]);
      expect(await first.db.select().from(bookings)).toHaveLength(2);
    }
  });
});

describe("reminder e-mails", () => {
  it("one per session, none for a cancelled one, and a moved one is reminded of its new time", async () => {
    const deps = await depsOf(first);
    const kept = await paidBooking(new Date("2026-11-25T09:00:00Z"), "Ida Berg", "ida@example.dk"); // Wednesday 10:00
    const cancelled = await paidBooking(new Date("2026-11-25T11:00:00Z"), "Ole Holm", "ole@example.dk");
    const moved = await paidBooking(new Date("2026-11-25T13:00:00Z"), "Mia Lund", "mia@example.dk");
    await cancelByCoach(deps, { actor: COACH, bookingId: cancelled.id });
    await first.db.delete(outbox);

    clock.set("2026-11-24T09:30:00Z"); // 23.5 hours before the first
    const now = await depsOf(first);
    expect(await sendDueReminders(now)).toBe(1);
    expect(await Promise.all([sendDueReminders(now), sendDueReminders(await depsOf(second))])).toEqual([0, 0]);
    clock.set("2026-11-24T13:30:00Z");
    await rescheduleByCoach(await depsOf(first), { bookingId: moved.id, startsAt: new Date("2026-11-25T15:00:00Z") });
    const later = await depsOf(first);
    expect(await sendDueReminders(later)).toBe(0); // 16:00 Wednesday is more than 24 hours away
    await first.db.delete(outbox);
    await first.db
      .update(bookings)
      .set({ remindedForStartsAt: new Date("2026-11-25T13:00:00Z") })
      .where(eq(bookings.id, moved.id)); // as if reminded of the old time
    clock.set("2026-11-24T15:30:00Z");
    expect(await sendDueReminders(await depsOf(first))).toBe(1);
    expect(await sendDueReminders(await depsOf(first))).toBe(0);
    const mails = await first.db.select().from(outbox);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([["booking.reminder.client", "mia@example.dk"]]);
    expect(mails[0]!.subject).toBe("Reminder: Wednesday, 25 November 2026 at 16:00");
    const rows = await first.db.select().from(bookings);
    expect(rows.find((r) => r.id === kept.id)!.remindedForStartsAt).toEqual(kept.startsAt);
    expect(rows.find((r) => r.id === cancelled.id)!.remindedForStartsAt).toBeNull();
  });

  it("none when the coach turned reminders off, and none for a booking made after its reminder was due", async () => {
    clock.set("2026-11-24T12:00:00Z");
    const deps = await depsOf(first);
    const consultation = await requestConsultation(deps, { name: "Eva", email: "eva@example.dk", start: new Date("2026-11-25T08:00:00Z") });
    if (!consultation.ok) throw new Error(consultation.reason);
    await confirmConsultation(deps, consultation.booking.confirmToken!);
    expect(await sendDueReminders(await depsOf(first))).toBe(0);
    const { settings } = await readBookingSettings(first.db);
    await saveBookingSettings(first.db, coach, { ...settings, reminderHours: 0 });
    await first.db.update(bookings).set({ confirmedAt: new Date("2026-11-20T00:00:00Z") });
    expect(await sendDueReminders(await depsOf(first))).toBe(0);
    await saveBookingSettings(first.db, coach, { ...settings, reminderHours: 24 });
    expect(await sendDueReminders(await depsOf(first))).toBe(1);
  });
});
