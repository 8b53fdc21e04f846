import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import { staffActor } from "../../../tests/support/staff";
import type { DatabaseHandle } from "~/db/client.server";
import { bookings, orderRefunds, orders, outbox } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { runOrderAction } from "~/modules/admin/order-actions.server";
import { refundOrder, requestRefund } from "~/modules/orders/refunds.server";
import { payTestCheckout, refundTestCheckout } from "~/modules/orders/test-checkout.server";
import { createBlockOut } from "./block-outs.server";
import { cancelBooking } from "./bookings.server";
import { startHoldCheckout } from "./checkout.server";
import { cancelByCoach } from "./coach-cancel.server";
import { holdSlot } from "./holds.server";
import { decideRefund, refundsToDecide } from "./refund-decisions.server";
import { readBookingSettings, saveBookingSettings, withBookingSettings } from "./settings.server";

// Decisions 064 and 065: the policy kept with a booking decides a client's refund; only an admin
// (or the site by its own rule) moves money, whatever path reaches the refund functions.

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z"); // Monday
const slot = new Date("2026-11-25T09:00:00Z"); // Wednesday 10:00 in Copenhagen: 47 hours ahead
const depsNow = () => withBookingSettings(commerceDeps(handle, clock));
const noAudit = async () => {};

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
});
afterAll(() => handle.close());
beforeEach(() => clock.set("2026-11-23T10:00:00Z"));

/** A paid DKK 1,950 coaching session at `start`, its confirmation mails cleared. */
async function paidBooking(start = slot, email = `ida-${start.getTime()}-${Math.random()}@example.dk`) {
  const deps = await depsNow();
  const held = await holdSlot(deps, { name: "Ida Berg", email, start });
  if (!held.ok) throw new Error(held.reason);
  const checkout = await startHoldCheckout(deps, { holdToken: held.hold.holdToken, currency: "DKK", idempotencyKey: `key-${held.hold.id}` });
  if (!checkout.ok) throw new Error(checkout.reason);
  await payTestCheckout(deps, checkout.url.split("/").at(-1)!);
  await handle.db.delete(outbox);
  const [booking] = await handle.db.select().from(bookings).where(eq(bookings.id, held.hold.id));
  return booking!;
}
const orderOf = async (id: string) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundsOf = (orderId: string) => handle.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
const bookingRow = async (id: string) => (await handle.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const mailsTo = async (to: string) => (await handle.db.select().from(outbox).where(eq(outbox.to, to))).map((m) => ({ kind: m.kind, text: m.text }));

async function setCoachingPolicy(policy: { cutoffHours: number; beforePercent: number; afterPercent: number }) {
  const { settings } = await readBookingSettings(handle.db);
  await saveBookingSettings(handle.db, noAudit, { ...settings, cancellation: { ...settings.cancellation, coaching: policy } }, clock.now());
}

describe("a client cancels by the link", () => {
  it("two days ahead: the policy gives everything back through the one refund path; one e-mail names the amount", async () => {
    const booking = await paidBooking();
    expect(booking.cancellationPolicy).toEqual({ cutoffHours: 24, beforePercent: 100, afterPercent: 0 });
    const result = await cancelBooking(await depsNow(), booking.cancelToken);
    expect(result).toMatchObject({ ok: true, money: { amount: 195_000, currency: "DKK", beforeCutoff: true } });
    expect(await orderOf(booking.orderId!)).toMatchObject({ status: "refunded", amountRefunded: 195_000 });
    expect(await refundsOf(booking.orderId!)).toMatchObject([{ amount: 195_000, reason: "client-cancelled", status: "succeeded", requestedById: null }]);
    const told = await mailsTo(booking.email);
    // One mail: the cancellation names the refund, and no second refund mail follows.
    expect(told.map((m) => m.kind)).toEqual(["booking.cancelled.client"]);
    expect(told[0]!.text).toContain("DKK 1,950.00 goes back to the card you paid with");
  });

  it("within the cut-off: nothing is refunded, and the e-mail says so", async () => {
    const booking = await paidBooking();
    clock.set(new Date(slot.getTime() - 2 * 3_600_000));
    expect(await cancelBooking(await depsNow(), booking.cancelToken)).toMatchObject({ ok: true, money: { amount: 0, beforeCutoff: false, cutoffHours: 24 } });
    expect(await orderOf(booking.orderId!)).toMatchObject({ status: "paid", amountRefunded: 0 });
    expect(await refundsOf(booking.orderId!)).toEqual([]);
    expect((await mailsTo(booking.email))[0]!.text).toContain("No refund: the session was cancelled within 24 hours of its start.");
    clock.set(slot);
  });

  it("the policy kept with the booking survives a later change of the policy", async () => {
    const booking = await paidBooking();
    await setCoachingPolicy({ cutoffHours: 72, beforePercent: 50, afterPercent: 0 });
    const later = await paidBooking(new Date("2026-11-25T11:00:00Z"));
    expect(later.cancellationPolicy).toEqual({ cutoffHours: 72, beforePercent: 50, afterPercent: 0 });
    // Booked under "everything until 24 hours": still everything, 47 hours ahead.
    expect(await cancelBooking(await depsNow(), booking.cancelToken)).toMatchObject({ ok: true, money: { amount: 195_000 } });
    // Booked under the new policy: 72 hours ahead is past its cut-off, so nothing.
    expect(await cancelBooking(await depsNow(), later.cancelToken)).toMatchObject({ ok: true, money: { amount: 0 } });
    await setCoachingPolicy({ cutoffHours: 24, beforePercent: 100, afterPercent: 0 });
  });
});

describe("refund authority (every path to the refund functions)", () => {
  it("refuses the assistant on each path, and lets the coach and the site's own rule through", async () => {
    const assistant = await staffActor(handle.db, "assistant", "Anna");
    const coach = await staffActor(handle.db, "admin", "Maja");
    const deps = await depsNow();
    const booking = await paidBooking();
    const orderId = booking.orderId!;

    expect(await refundOrder(deps, orderId, { amount: 1_000, reason: "coach", actor: assistant })).toEqual({ ok: false, reason: "not-allowed" });
    const order = await orderOf(orderId);
    const direct = await handle.db.transaction((tx) => requestRefund(tx, order, { amount: 1_000, reason: "coach", actor: assistant }, clock.now()));
    expect(direct).toEqual({ ok: false, reason: "not-allowed" });
    // A student's id, or one that does not exist, is no admin either.
    expect(await refundOrder(deps, orderId, { amount: 1_000, reason: "coach", actor: { kind: "staff", userId: "nobody", name: "Nobody" } })).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    // The order page's refund form, posted as the assistant: refused where the refund is made.
    const form = new FormData();
    for (const [k, v] of Object.entries({ intent: "refund", amount: "10", note: "Goodwill", key: crypto.randomUUID() })) form.set(k, v);
    const answer = (await runOrderAction(deps, { id: assistant.userId, name: assistant.name }, orderId, form)) as { init?: { status?: number } };
    expect(answer.init?.status).toBe(403);
    // The calendar's cancel with a refund: refused, and the booking stays as it was.
    expect(await cancelByCoach(deps, { bookingId: booking.id, refundAmount: 195_000, actor: assistant })).toEqual({ ok: false, reason: "not-allowed" });
    expect((await bookingRow(booking.id)).status).toBe("confirmed");
    expect(await refundsOf(orderId)).toEqual([]);

    // The coach's own refund goes through and tells the buyer once.
    expect(await refundOrder(deps, orderId, { amount: 50_000, reason: "coach", actor: coach })).toMatchObject({ ok: true });
    const told = await mailsTo(booking.email);
    expect(told.map((m) => m.kind)).toEqual(["payment.refunded"]);
    expect(told[0]!.text).toContain("We have refunded DKK 500.00");
    expect(told[0]!.text).toContain("Your booked session stays as it is.");
  });

  it("the assistant's block-out over a paid session cancels it without money moving; the coach decides on Today", async () => {
    const assistant = await staffActor(handle.db, "assistant", "Anna");
    const coach = await staffActor(handle.db, "admin", "Maja");
    const booking = await paidBooking(new Date("2026-11-26T09:00:00Z"));
    const deps = await depsNow();
    const done = await createBlockOut(deps, noAudit, {
      start: new Date("2026-11-26T08:00:00Z"),
      end: new Date("2026-11-26T12:00:00Z"),
      cancelBookings: true,
      actor: assistant,
    });
    expect(done).toMatchObject({ ok: true, cancelled: [{ id: booking.id }] });
    expect(await refundsOf(booking.orderId!)).toEqual([]);
    expect(await orderOf(booking.orderId!)).toMatchObject({ status: "paid", amountRefunded: 0 });
    expect(await bookingRow(booking.id)).toMatchObject({ status: "cancelled", cancelledByName: "Anna", refundDecision: "to-decide" });
    const waiting = await refundsToDecide(handle.db, deps);
    expect(waiting.find((w) => w.bookingId === booking.id)).toMatchObject({ cancelledBy: "Anna", refundable: 195_000, suggested: 195_000 });

    // The decision is the coach's: the assistant is refused, the coach's refund is made and told.
    expect(await decideRefund(deps, { bookingId: booking.id, amount: 195_000, actor: assistant })).toEqual({ ok: false, reason: "not-allowed" });
    expect(await decideRefund(deps, { bookingId: booking.id, amount: 0, actor: assistant })).toEqual({ ok: false, reason: "not-allowed" });
    expect(await decideRefund(deps, { bookingId: booking.id, amount: 195_000, actor: coach })).toMatchObject({ ok: true, refunded: 195_000 });
    expect(await decideRefund(deps, { bookingId: booking.id, amount: 195_000, actor: coach })).toEqual({ ok: false, reason: "not-found" });
    expect(await orderOf(booking.orderId!)).toMatchObject({ status: "refunded", amountRefunded: 195_000 });
    expect((await bookingRow(booking.id)).refundDecision).toBe("refunded");
    const told = await mailsTo(booking.email);
    expect(told.map((m) => m.kind)).toEqual(["booking.cancelled-by-coach.client", "payment.refunded"]);
    expect(told[1]!.text).toContain("Your booked session is cancelled.");
  });

  it("a refund made at the provider's dashboard is told to the buyer once, in the order's language", async () => {
    const booking = await paidBooking(new Date("2026-11-26T13:00:00Z"));
    const [order] = await handle.db.update(orders).set({ language: "da" }).where(eq(orders.id, booking.orderId!)).returning();
    await refundTestCheckout(await depsNow(), order!.providerSessionId!, 40_000);
    const told = await mailsTo(booking.email);
    expect(told.map((m) => m.kind)).toEqual(["payment.refunded"]);
    expect(told[0]!.text).toContain("Vi har refunderet 400,00");
  });
});
