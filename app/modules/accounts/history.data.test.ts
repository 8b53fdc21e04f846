import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { bookingRescheduleLinks, bookings, orderRefunds, orders, type OrderItem } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { accountBookings } from "~/modules/booking/account-bookings.server";
import { accountOrders, accountReceipt } from "./history.server";

// "Your orders", the receipt and "Your bookings" (issue 24): whose they are is the access rule's
// (decision 013): the account's own, and those under its e-mail once that address is verified.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
});
afterAll(() => handle.close());
beforeEach(async () => {
  for (const table of [orderRefunds, bookingRescheduleLinks, bookings, orders]) await handle.db.delete(table);
});

const IDA = { id: "user-ida", email: "ida@example.dk", emailVerified: true };
const IDA_UNVERIFIED = { ...IDA, emailVerified: false };
const OLE = { id: "user-ole", email: "ole@example.dk", emailVerified: true };
const now = new Date("2026-11-26T10:00:00Z");

const mic: OrderItem = { itemId: "mic", name: "Studio Condenser Microphone", quantity: 2, unitAmount: 149_900, currency: "DKK" };
const course: OrderItem = { itemId: "voice-elevated", name: "Voice Elevated", quantity: 1, unitAmount: 1_850_000, currency: "DKK" };

let orderCount = 0;
async function order(
  owner: { userId?: string; email?: string },
  options: { status?: string; items?: OrderItem[]; paidAt?: Date; shipped?: boolean; refunded?: number } = {},
) {
  const id = `00000000-0000-4000-8000-${String(++orderCount).padStart(12, "0")}`;
  const items = options.items ?? [course];
  const total = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const status = options.status ?? "paid";
  await handle.db.insert(orders).values({
    id,
    status,
    userId: owner.userId ?? null,
    email: owner.email ?? null,
    items,
    amountTotal: total,
    amountRefunded: options.refunded ?? 0,
    currency: "DKK",
    provider: "test",
    providerSessionId: `cs_${id}`,
    idempotencyKey: `key-${id}`,
    shippingAddress: options.shipped ? { name: "Ida Berg", line1: "Nørregade 1", city: "København K", postalCode: "1165", country: "DK" } : null,
    createdAt: options.paidAt ?? now,
    paidAt: ["pending", "failed", "expired"].includes(status) ? null : (options.paidAt ?? now),
  });
  return id;
}

let bookingCount = 0;
async function booking(email: string, options: { kind?: string; status?: string; startsAt: string; minutes?: number; orderId?: string }) {
  const id = `booking-${++bookingCount}`;
  const startsAt = new Date(options.startsAt);
  await handle.db.insert(bookings).values({
    id,
    kind: options.kind ?? "coaching",
    status: options.status ?? "confirmed",
    name: options.kind === "block-out" ? "Dentist" : "Ida Berg",
    email,
    courseId: "private-coaching",
    courseName: options.kind === "consultation" ? "Free consultation" : "Private Coaching",
    startsAt,
    endsAt: new Date(startsAt.getTime() + (options.minutes ?? 60) * 60_000),
    cancelToken: `cancel-${id}`,
    orderId: options.orderId ?? null,
  });
  if (options.orderId) await handle.db.update(orders).set({ bookingId: id }).where(eqId(options.orderId));
  return id;
}

const eqId = (id: string) => eq(orders.id, id);

describe("Your orders", () => {
  it("lists the account's own orders and those under its verified e-mail, newest first, with number, lines, total and status in words", async () => {
    const older = await order({ userId: IDA.id }, { paidAt: new Date("2026-10-01T09:00:00Z") });
    const guest = await order({ email: "IDA@example.dk" }, { items: [mic], paidAt: new Date("2026-11-01T09:00:00Z"), shipped: true });
    const refunded = await order({ userId: IDA.id }, { status: "partially_refunded", refunded: 100_000, paidAt: new Date("2026-11-20T09:00:00Z") });
    const listed = await accountOrders(handle.db, IDA);
    expect(listed.map((row) => row.id)).toEqual([refunded, guest, older]);
    expect(listed[1]).toMatchObject({
      number: guest.replace(/-/g, "").slice(0, 8).toUpperCase(),
      date: "1 November 2026",
      what: "Studio Condenser Microphone × 2",
      total: 299_800,
      currency: "DKK",
      status: "Paid",
    });
    expect(listed[0]).toMatchObject({ status: "Partly refunded", tone: "refunded" });
  });

  it("shows nobody else's orders, nothing under an address the account has not verified, and no checkout that was never paid", async () => {
    await order({ userId: OLE.id });
    await order({ email: OLE.email });
    const underEmail = await order({ email: IDA.email });
    for (const status of ["pending", "expired", "failed"]) await order({ userId: IDA.id }, { status });
    expect(await accountOrders(handle.db, IDA_UNVERIFIED)).toEqual([]);
    expect((await accountOrders(handle.db, IDA)).map((row) => row.id)).toEqual([underEmail]);
  });

  it("names a course the coach gave by hand as a gift, and refunded or disputed money in the buyer's words", async () => {
    await handle.db.insert(orders).values({
      id: "gift-1",
      status: "paid",
      userId: IDA.id,
      email: IDA.email,
      items: [{ ...course, unitAmount: 0 }],
      amountTotal: 0,
      currency: "DKK",
      provider: "by-hand",
      providerSessionId: "gift-1",
      idempotencyKey: "gift-1",
      paidAt: now,
    });
    await order({ userId: IDA.id }, { status: "refunded", refunded: 1_850_000, paidAt: new Date("2026-11-02T09:00:00Z") });
    await order({ userId: IDA.id }, { status: "dispute_lost", paidAt: new Date("2026-11-01T09:00:00Z") });
    expect((await accountOrders(handle.db, IDA)).map((row) => row.status)).toEqual(["Given by the studio", "Refunded", "Refunded by your bank"]);
  });
});

describe("the receipt", () => {
  it("is its owner's: the summary, the paid time in Copenhagen, refunds so far and on their way, the shipping address", async () => {
    const id = await order({ userId: IDA.id, email: IDA.email }, { items: [mic], shipped: true, status: "partially_refunded", refunded: 50_000 });
    await handle.db.insert(orderRefunds).values([
      { id: "r1", orderId: id, amount: 30_000, currency: "DKK", reason: "coach", status: "succeeded", updatedAt: new Date("2026-11-27T12:00:00Z") },
      { id: "r2", orderId: id, amount: 10_000, currency: "DKK", reason: "coach", status: "pending" },
    ]);
    const receipt = await accountReceipt(handle.db, IDA, id);
    expect(receipt).toMatchObject({
      id,
      paidOn: "26 November 2026 at 11:00",
      email: IDA.email,
      status: "Partly refunded",
      summary: { total: 299_800, shipping: 0, lines: [{ name: "Studio Condenser Microphone", quantity: 2, amount: 299_800 }] },
      // 300 DKK made on the site on the 27th, and 200 DKK the provider reported (made in its dashboard).
      refunds: [
        { on: "27 November 2026", amount: 30_000 },
        { on: null, amount: 20_000 },
      ],
      refunded: 50_000,
      refundsOnTheWay: 10_000,
      shippingAddress: ["Ida Berg", "Nørregade 1", "1165 København K", "Denmark"],
    });
  });

  it("is nobody else's: another account, an unverified address match, an unpaid checkout and an unknown id all answer nothing alike", async () => {
    const idas = await order({ userId: IDA.id });
    const underEmail = await order({ email: IDA.email });
    const pending = await order({ userId: IDA.id }, { status: "pending" });
    expect(await accountReceipt(handle.db, OLE, idas)).toBeNull();
    expect(await accountReceipt(handle.db, IDA_UNVERIFIED, underEmail)).toBeNull();
    expect(await accountReceipt(handle.db, IDA, underEmail)).not.toBeNull();
    expect(await accountReceipt(handle.db, IDA, pending)).toBeNull();
    expect(await accountReceipt(handle.db, IDA, "00000000-0000-4000-8000-999999999999")).toBeNull();
    expect(await accountReceipt(handle.db, IDA, "x".repeat(500))).toBeNull();
  });
});

describe("Your bookings", () => {
  it("shows sessions booked under the verified address or paid by the account's orders, upcoming with their cancel link, never a block-out", async () => {
    const upcoming = await booking(IDA.email, { startsAt: "2026-11-30T09:00:00Z" });
    const soon = await booking("IDA@example.dk", { kind: "consultation", startsAt: "2026-11-26T15:00:00Z", minutes: 30 });
    const past = await booking(IDA.email, { startsAt: "2026-11-20T09:00:00Z" });
    const cancelled = await booking(IDA.email, { status: "cancelled", startsAt: "2026-12-01T09:00:00Z" });
    // Block-outs are the coach's (even one that happens to carry the address), holds and lapsed requests never happened.
    await booking(IDA.email, { kind: "block-out", status: "blocked", startsAt: "2026-12-02T09:00:00Z" });
    await booking(IDA.email, { status: "held", startsAt: "2026-12-03T09:00:00Z" });
    await booking(IDA.email, { status: "expired", startsAt: "2026-12-03T11:00:00Z" });
    await booking(OLE.email, { startsAt: "2026-12-04T09:00:00Z" });

    const shown = await accountBookings(handle.db, IDA, now);
    expect(shown.upcoming.map((row) => row.id)).toEqual([soon, upcoming]);
    expect(shown.past.map((row) => [row.id, row.status])).toEqual([
      [cancelled, "Cancelled"],
      [past, "Took place"],
    ]);
    const [first, second] = shown.upcoming;
    // 24 hours' notice on first start: the session five hours away is past its cut-off, yet can be cancelled until it starts (decision 064).
    expect(first).toMatchObject({
      title: "Free consultation",
      minutes: 30,
      when: "Thursday, 26 November 2026 at 16:00",
      cancelPath: `/booking/cancel/cancel-${soon}`,
      cancelUntil: null,
    });
    expect(second).toMatchObject({
      title: "Private Coaching",
      minutes: 60,
      status: "Confirmed",
      when: "Monday, 30 November 2026 at 10:00",
      cancelPath: `/booking/cancel/cancel-${upcoming}`,
      cancelUntil: "Sunday, 29 November 2026 at 10:00",
      rescheduleLinkUntil: null,
    });
  });

  it("shows nothing under an unverified address, but a session the account paid for while signed in", async () => {
    await booking(IDA.email, { startsAt: "2026-11-30T09:00:00Z" });
    const paidFor = await order({ userId: IDA.id, email: "typo@example.dk" });
    const own = await booking("typo@example.dk", { startsAt: "2026-12-01T09:00:00Z", orderId: paidFor });
    const shown = await accountBookings(handle.db, IDA_UNVERIFIED, now);
    expect(shown.upcoming.map((row) => row.id)).toEqual([own]);
    expect((await accountBookings(handle.db, OLE, now)).upcoming).toEqual([]);
  });

  it("tells of a link to choose a new time while it still works for the booking as it is", async () => {
    const id = await booking(IDA.email, { startsAt: "2026-11-30T09:00:00Z" });
    await handle.db.insert(bookingRescheduleLinks).values({
      tokenHash: "hash-1",
      bookingId: id,
      bookingSequence: 0,
      key: "key-1",
      expiresAt: new Date("2026-11-28T10:00:00Z"),
    });
    const [shown] = (await accountBookings(handle.db, IDA, now)).upcoming;
    expect(shown!.rescheduleLinkUntil).toBe("Saturday, 28 November 2026 at 11:00");
    // Moved meanwhile (a higher sequence): the old link is dead.
    await handle.db.update(bookings).set({ sequence: 1 }).where(eq(bookings.id, id));
    expect((await accountBookings(handle.db, IDA, now)).upcoming[0]!.rescheduleLinkUntil).toBeNull();
  });
});
