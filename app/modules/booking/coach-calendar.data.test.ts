import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { bookings, manualBookings, orders } from "~/db/schema";
import { calendarWeek } from "./coach-calendar";
import { bookingsBetween } from "./coach-calendar.server";

let handle: DatabaseHandle;

const booking = (id: string, startsAt: string, fields: Partial<typeof bookings.$inferInsert> = {}) => ({
  id,
  kind: "coaching",
  status: "confirmed",
  name: `Client ${id}`,
  email: `${id}@example.dk`,
  courseId: "private-coaching",
  courseName: "Private Coaching",
  startsAt: new Date(startsAt),
  endsAt: new Date(new Date(startsAt).getTime() + 60 * 60_000),
  cancelToken: `cancel-${id}`,
  ...fields,
});

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(orders).values({
    id: "o-paid",
    status: "partially_refunded",
    items: [{ itemId: "private-coaching", name: "Private Coaching", quantity: 1, unitAmount: 195000, currency: "DKK" }],
    amountTotal: 195000,
    amountRefunded: 50000,
    currency: "DKK",
    provider: "test",
    idempotencyKey: "o-paid",
  });
  await handle.db.insert(bookings).values([
    booking("monday-early", "2026-11-22T23:30:00Z", { orderId: "o-paid" }), // 00:30 Monday in Copenhagen: this week
    booking("sunday-late", "2026-11-29T22:30:00Z", { kind: "consultation", endsAt: new Date("2026-11-29T23:00:00Z") }), // 23:30 Sunday
    // A visitor's 10-minute hold, a checkout left open and an unconfirmed consultation request are not bookings.
    booking("visitor-hold", "2026-11-24T09:00:00Z", { status: "held", expiresAt: new Date("2026-11-26T12:10:00Z") }),
    booking("visitor-checkout", "2026-11-24T11:00:00Z", { status: "pending", expiresAt: new Date("2026-11-26T12:10:00Z") }),
    booking("consultation-request", "2026-11-24T13:00:00Z", { kind: "consultation", status: "held", expiresAt: new Date("2026-11-26T12:10:00Z") }),
    // The coach's own booking with a payment link is hers to see while the link is open.
    booking("by-hand-link", "2026-11-27T09:00:00Z", { status: "pending", expiresAt: new Date("2026-11-27T08:00:00Z") }),
    booking("cancelled", "2026-11-25T09:00:00Z", { status: "cancelled" }),
    booking("expired-hold", "2026-11-25T11:00:00Z", { status: "expired" }),
    booking("last-week", "2026-11-22T22:30:00Z"), // 23:30 the Sunday before
    booking("next-week", "2026-11-29T23:00:00Z"), // 00:00 the Monday after
  ]);
  await handle.db.insert(manualBookings).values({ key: "k-by-hand", bookingId: "by-hand-link", payment: "link" });
});
afterAll(() => handle.close());

describe("the calendar's bookings", () => {
  it("are the week's in Copenhagen, in time order, cancelled ones included and holds not, each with its payment", async () => {
    const week = calendarWeek("2026-11-26", new Date("2026-11-26T12:00:00Z"));
    const shown = await bookingsBetween(handle.db, week.start, week.end);
    expect(shown.map((b) => b.id)).toEqual(["monday-early", "cancelled", "by-hand-link", "sunday-late"]);
    expect(shown[0]?.payment).toEqual({ status: "partially_refunded", amount: 195000, refunded: 50000, currency: "DKK", method: null });
    expect(shown.map((b) => b.paymentLink)).toEqual([false, false, true, false]);
    expect(shown[3]?.payment).toBeNull();
  });
});
