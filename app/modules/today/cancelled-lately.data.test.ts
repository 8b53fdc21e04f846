import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import { staffActor } from "../../../tests/support/staff";
import type { DatabaseHandle } from "~/db/client.server";
import { bookings, outbox } from "~/db/schema";
import { recordAudit } from "~/modules/audit/audit.server";
import { cancelBooking, confirmConsultation, requestConsultation } from "~/modules/booking/bookings.server";
import { createBlockOut } from "~/modules/booking/block-outs.server";
import { startHoldCheckout } from "~/modules/booking/checkout.server";
import { cancelByCoach } from "~/modules/booking/coach-cancel.server";
import { holdSlot } from "~/modules/booking/holds.server";
import { withBookingSettings } from "~/modules/booking/settings.server";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { payTestCheckout } from "~/modules/orders/test-checkout.server";
import { cancelMoneyWords } from "./cancelled-lately";
import { cancelledLately } from "./cancelled-lately.server";

// Issue 40: Today shows what each cancellation of the last 7 days did to the money, and who made it.

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z"); // Monday
const deps = () => withBookingSettings(commerceDeps(handle, clock));

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
});
afterAll(() => handle.close());

async function paidBooking(start: Date, name: string) {
  const d = await deps();
  const held = await holdSlot(d, { name, email: `${name.toLowerCase().replace(/\W/g, "")}@example.dk`, start });
  if (!held.ok) throw new Error(held.reason);
  const checkout = await startHoldCheckout(d, { holdToken: held.hold.holdToken, currency: "DKK", idempotencyKey: `key-${held.hold.id}` });
  if (!checkout.ok) throw new Error(checkout.reason);
  await payTestCheckout(d, checkout.url.split("/").at(-1)!);
  await handle.db.delete(outbox);
  return (await handle.db.select().from(bookings).where(eq(bookings.id, held.hold.id)))[0]!;
}

/** Today's lines as the coach reads them (amounts shown) and as the assistant does (none). */
async function lines() {
  const { rows, total } = await cancelledLately(handle.db, await deps(), clock.now());
  return {
    total,
    coach: rows.map((row) => `${row.name}: ${row.by}, ${cancelMoneyWords(row.money, true)}`),
    assistant: rows.map((row) => `${row.name}: ${cancelMoneyWords(row.money, false)}`),
  };
}

describe("Today's cancelled lately", () => {
  it("names each cancel's maker and its money, newest first; the assistant reads no amounts", async () => {
    expect(await lines()).toEqual({ total: 0, coach: [], assistant: [] });
    const coach = await staffActor(handle.db, "admin", "Maja");
    const assistant = await staffActor(handle.db, "assistant", "Anna");

    // Cancelled 8 days ago: out of the window.
    const old = await paidBooking(new Date("2026-11-24T09:00:00Z"), "Old Client");
    clock.set("2026-11-15T10:00:00Z");
    await cancelBooking(await deps(), old.cancelToken);

    clock.set("2026-11-23T10:00:00Z");
    const early = await paidBooking(new Date("2026-11-25T09:00:00Z"), "Ida Berg");
    await cancelBooking(await deps(), early.cancelToken);

    const late = await paidBooking(new Date("2026-11-25T12:00:00Z"), "Lars Late");
    clock.set("2026-11-25T10:00:00Z"); // 2 hours before
    await cancelBooking(await deps(), late.cancelToken);

    clock.set("2026-11-25T10:05:00Z");
    const byAnna = await paidBooking(new Date("2026-11-27T09:00:00Z"), "Anna's Client");
    await cancelByCoach(await deps(), { bookingId: byAnna.id, actor: assistant });

    clock.set("2026-11-25T10:10:00Z");
    const byCoach = await paidBooking(new Date("2026-11-27T12:00:00Z"), "Coach's Client");
    const cancelled = await cancelByCoach(await deps(), { bookingId: byCoach.id, actor: coach, refundAmount: 50_000 });
    expect(cancelled.ok).toBe(true);
    await recordAudit(
      handle.db,
      { id: coach.userId, name: coach.name },
      { action: "booking.cancelled", subjectType: "booking", subjectId: byCoach.id, summary: "Cancelled." },
    );

    clock.set("2026-11-25T10:15:00Z");
    const blocked = await paidBooking(new Date("2026-11-28T09:00:00Z"), "Blocked Client");
    const blockOut = await createBlockOut(await deps(), (db, entry) => recordAudit(db, { id: coach.userId, name: coach.name }, entry), {
      start: new Date("2026-11-28T08:00:00Z"),
      end: new Date("2026-11-28T11:00:00Z"),
      cancelBookings: true,
      actor: coach,
    });
    expect(blockOut).toMatchObject({ ok: true, cancelled: [{ id: blocked.id }] });

    clock.set("2026-11-25T10:20:00Z");
    const free = await requestConsultation(await deps(), { name: "Eva Free", email: "eva@example.dk", start: new Date("2026-11-30T08:00:00Z") });
    if (!free.ok) throw new Error(free.reason);
    await confirmConsultation(await deps(), free.booking.confirmToken!);
    await cancelBooking(await deps(), free.booking.cancelToken);

    // A hold let go was never a session.
    const hold = await holdSlot(await deps(), { name: "Hal Hold", email: "hal@example.dk", start: new Date("2026-12-01T09:00:00Z") });
    if (!hold.ok) throw new Error(hold.reason);
    await cancelByCoach(await deps(), { bookingId: hold.hold.id, actor: coach });

    expect(await lines()).toEqual({
      total: 6,
      coach: [
        "Eva Free: the client, free session",
        "Blocked Client: a block-out, DKK 1,950.00 refunded",
        "Coach's Client: the coach, DKK 500.00 refunded",
        "Anna's Client: Anna, refund to decide",
        "Lars Late: the client, no refund (within 24 hours)",
        "Ida Berg: the client, DKK 1,950.00 refunded",
      ],
      assistant: [
        "Eva Free: free session",
        "Blocked Client: refunded",
        "Coach's Client: refunded",
        "Anna's Client: refund to decide",
        "Lars Late: no refund (within 24 hours)",
        "Ida Berg: refunded",
      ],
    });
  });

  it("names at most 10 and counts the rest", async () => {
    for (let day = 0; day < 5; day++) {
      clock.set(new Date(Date.UTC(2026, 10, 25, 11, day)));
      const booking = await paidBooking(new Date(Date.UTC(2026, 10, 26 + (day % 2), 13 + Math.floor(day / 2))), `Many ${day}`);
      await cancelBooking(await deps(), booking.cancelToken);
    }
    const { rows, total } = await cancelledLately(handle.db, await deps(), clock.now());
    expect(total).toBe(11);
    expect(rows).toHaveLength(10);
    expect(rows[0]!.name).toBe("Many 4");
  });
});
