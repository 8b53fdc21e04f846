import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { bookings, cartCheckouts, cartItems, orders, outbox, paymentEvents, podFulfilments, testCheckoutSessions, user } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import type { BookingDeps } from "~/modules/booking/deps.server";
import { bookSlotForPaidOrder, paymentSuccessStateOf, sessionInviteForOrder } from "~/modules/booking/bookings.server";
import { startHoldCheckout } from "~/modules/booking/checkout.server";
import { holdSlot } from "~/modules/booking/holds.server";
import { onlineCoursesOfOrder } from "~/modules/learning/confirmation.server";
import { createCoursePayment } from "~/modules/sales/checkout.server";
import { addToCart, readCart } from "~/modules/shop/cart.server";
import { startCartCheckout } from "~/modules/shop/checkout.server";
import { payTestCheckout } from "./test-checkout.server";
import { orderNumber } from "./summary";

// The confirmation page's read model (decision 040): the order part, the booked session, the
// online course to start, and the 'Add to calendar' invite, each found by the order's id alone.

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z"); // 11:00 in Copenhagen
let deps: BookingDeps;
const slot = new Date("2026-11-24T09:00:00Z"); // tomorrow 10:00 in Copenhagen
const ida = { name: "Ida Berg", email: "ida@example.dk" };
const address = { name: "Ida Holm", line1: "Nørregade 1", postalCode: "1165", city: "København K", country: "DK" };

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  deps = commerceDeps(handle, clock);
  await handle.db.insert(user).values({ id: "user-ida", name: "Ida", email: "ida@example.dk", emailVerified: true });
});
afterAll(() => handle.close());
beforeEach(async () => {
  for (const table of [podFulfilments, cartCheckouts, cartItems, bookings, paymentEvents, orders, testCheckoutSessions, outbox]) await handle.db.delete(table);
  clock.set("2026-11-23T10:00:00Z");
});

const sessionOf = (url: string) => url.split("/").at(-1)!;

async function paidShopOrder() {
  const owner = { sessionId: "session_1700000000000_abcdefghijklmnopqrstuvwx" };
  await addToCart(handle.db, owner, "studio-condenser-mic", 2, clock.now());
  await addToCart(handle.db, owner, "live-dynamic-mic", 1, clock.now());
  const shown = (await readCart(handle.db, owner)).lines.map(({ productId, unitAmount, quantity }) => ({ productId, unitAmount, quantity }));
  const started = await startCartCheckout(deps, owner, { idempotencyKey: "shop-key", shown, email: "guest@example.dk" });
  if (!started.ok) throw new Error(`checkout failed: ${started.reason}`);
  const before = await paymentSuccessStateOf(deps, started.orderId);
  expect(await payTestCheckout(deps, sessionOf(started.url), new URLSearchParams(address))).toMatchObject({ ok: true });
  return { orderId: started.orderId, before, owner };
}

async function paidSession() {
  const held = await holdSlot(deps, { ...ida, start: slot });
  if (!held.ok) throw new Error(held.reason);
  const checkout = await startHoldCheckout(deps, { holdToken: held.hold.holdToken, currency: "DKK", idempotencyKey: "session-key" });
  if (!checkout.ok) throw new Error(checkout.reason);
  const [order] = await handle.db.select().from(orders).where(eq(orders.bookingId, held.hold.id));
  expect(await sessionInviteForOrder(deps, order!.id, null, true)).toBeUndefined();
  expect(await payTestCheckout(deps, sessionOf(checkout.url))).toMatchObject({ ok: true });
  return order!.id;
}

/** RFC 5545 unfolded: a line that starts with a space continues the one before. */
function icsProperties(ics: string): Map<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  const event = lines.slice(lines.indexOf("BEGIN:VEVENT"), lines.indexOf("END:VEVENT"));
  return new Map(event.map((line) => [line.slice(0, line.search(/[:;]/)), line.slice(line.indexOf(":") + 1)]));
}

const icsTime = (value: string) => new Date(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));

describe("the confirmation of a paid shop order", () => {
  it("names the order number, the lines, free shipping, the VAT, the address and the receipt's address; the cart is empty", async () => {
    const { orderId, before, owner } = await paidShopOrder();
    expect(before.state).toBe("confirming");
    const page = await paymentSuccessStateOf(deps, orderId, null, true);
    expect(page.state).toBe("paid");
    expect(page.session).toBeUndefined();
    expect(page.order).toMatchObject({
      orderId,
      state: "paid",
      title: "Your order",
      email: "guest@example.dk",
      shipTo: "Ida Holm, Nørregade 1, 1165 København K, Denmark",
      yours: false,
    });
    const summary = page.order!.summary;
    expect(summary.number).toBe(orderNumber(orderId));
    expect(summary.number).toMatch(/^[0-9A-F]{8}$/);
    expect(summary.lines.map((line) => [line.name, line.quantity, line.amount]).sort()).toEqual([
      ["Live Dynamic Microphone", 1, 89_900],
      ["Studio Condenser Microphone", 2, 299_800],
    ]);
    expect(summary).toMatchObject({ shipping: 0, total: 389_700, vatIncluded: 77_940, currency: "DKK" });
    expect((await readCart(handle.db, owner)).lines).toEqual([]);
    expect(await onlineCoursesOfOrder(handle.db, orderId)).toEqual([]);
    expect(await sessionInviteForOrder(deps, orderId, null, true)).toBeUndefined();
  });

  it("shows nothing the buyer typed to a holder of the id alone: no receipt address, no delivery address (decision 069)", async () => {
    const { orderId } = await paidShopOrder();
    const page = await paymentSuccessStateOf(deps, orderId);
    expect(page).toMatchObject({ state: "paid", email: "", order: { email: "", shipTo: null, summary: { total: 389_700 } } });
    expect(JSON.stringify(page)).not.toMatch(/guest@example|Nørregade|Ida Holm/);
    // A stranger signed in is no buyer either; the buyer's verified account is.
    const stranger = { id: "user-x", email: "someone@example.dk", emailVerified: true };
    expect((await paymentSuccessStateOf(deps, orderId, stranger)).order!.email).toBe("");
    expect((await paymentSuccessStateOf(deps, orderId, { id: "user-x", email: "guest@example.dk", emailVerified: true })).order!.email).toBe(
      "guest@example.dk",
    );
  });

  it("says 'yours' only to the signed-in buyer (verified address or the account)", async () => {
    const { orderId } = await paidShopOrder();
    const guest = { id: "user-ida", email: "ida@example.dk", emailVerified: true };
    expect((await paymentSuccessStateOf(deps, orderId, guest)).order!.yours).toBe(false);
    expect((await paymentSuccessStateOf(deps, orderId, { id: "user-x", email: "guest@example.dk", emailVerified: false })).order!.yours).toBe(false);
    expect((await paymentSuccessStateOf(deps, orderId, { id: "user-x", email: "GUEST@example.dk", emailVerified: true })).order!.yours).toBe(true);
  });
});

describe("the confirmation of an online course", () => {
  it("names the course to start; the receipt says how", async () => {
    const created = await createCoursePayment(deps, { courseId: "beginner-course", currency: "USD", idempotencyKey: "course-key", email: "ida@example.dk" });
    if (!created.ok) throw new Error(created.error);
    await payTestCheckout(deps, sessionOf(created.url));
    const page = await paymentSuccessStateOf(deps, created.orderId);
    expect(page.state).toBe("paid");
    expect(page.order).toMatchObject({ shipTo: null, summary: { shipping: null, currency: "USD" } });
    expect(await onlineCoursesOfOrder(handle.db, created.orderId)).toEqual([{ title: "Beginner Vocals Online" }]);
    const [receipt] = await handle.db.select().from(outbox).where(eq(outbox.kind, "payment.receipt"));
    expect(receipt!.text).toContain(`Order number:\n${orderNumber(created.orderId)}`);
    expect(receipt!.text).toContain("Beginner Vocals Online is ready for you");
    expect(receipt!.text).toContain("http://site.test/dashboard");
    expect(receipt!.html).toContain("Start your course");
  });

  it("a test payment is no course to start", async () => {
    const created = await createCoursePayment(deps, { courseId: "test-payment", currency: "USD", idempotencyKey: "test-key", email: "ida@example.dk" });
    if (!created.ok) throw new Error(created.error);
    await payTestCheckout(deps, sessionOf(created.url));
    expect(await onlineCoursesOfOrder(handle.db, created.orderId)).toEqual([]);
    const [receipt] = await handle.db.select().from(outbox).where(eq(outbox.kind, "payment.receipt"));
    expect(receipt!.text).not.toContain("Start your course");
  });
});

describe("the confirmation of a private session", () => {
  it("names its time in Copenhagen, its length and the notice; 'Add to calendar' is the mail's invite", async () => {
    const orderId = await paidSession();
    const page = await paymentSuccessStateOf(deps, orderId);
    expect(page.state).toBe("booked");
    expect(page.session).toEqual({
      start: slot.toISOString(),
      end: new Date(slot.getTime() + 60 * 60_000).toISOString(),
      when: "Tuesday, 24 November 2026 at 10:00",
      timeZone: "Europe/Copenhagen",
      minutes: 60,
      cancellationHours: 24,
    });
    // The cut-off is the one kept with the booking (decision 064), whatever the policy says now.
    await handle.db.update(bookings).set({ cancellationPolicy: { cutoffHours: 36, beforePercent: 100, afterPercent: 0 } });
    expect((await paymentSuccessStateOf(deps, orderId)).session?.cancellationHours).toBe(36);
    // The invite names the client and carries the cancel link: not for a holder of the id alone (decision 069).
    expect(await sessionInviteForOrder(deps, orderId)).toBeUndefined();
    const ics = await sessionInviteForOrder(deps, orderId, null, true);
    if (!ics) throw new Error("no invite");
    const event = icsProperties(ics);
    expect(icsTime(event.get("DTSTART")!).toISOString()).toBe(slot.toISOString());
    expect(icsTime(event.get("DTEND")!).toISOString()).toBe(page.session!.end);
    const [booking] = await handle.db.select().from(bookings);
    expect(event.get("UID")).toBe(`booking-${booking!.id}@site.test`);
    expect(event.get("STATUS")).toBe("CONFIRMED");
    // The same event as the invite the confirmation mail carries.
    const [mail] = await handle.db.select().from(outbox).where(eq(outbox.kind, "booking.confirmed.client"));
    const mailed = icsProperties(mail!.attachments[0]!.content);
    for (const key of ["UID", "SEQUENCE", "DTSTART", "DTEND", "SUMMARY", "LOCATION"]) expect(event.get(key)).toBe(mailed.get(key));
  });

  it("a session paid without a hold shows once its slot is picked; a refunded order's invite is gone", async () => {
    const created = await createCoursePayment(deps, { courseId: "private-coaching", currency: "DKK", idempotencyKey: "coaching-key", email: ida.email });
    if (!created.ok) throw new Error(created.error);
    await payTestCheckout(deps, sessionOf(created.url));
    expect((await paymentSuccessStateOf(deps, created.orderId)).state).toBe("needs-slot");
    expect(await sessionInviteForOrder(deps, created.orderId, null, true)).toBeUndefined();
    expect((await bookSlotForPaidOrder(deps, { orderId: created.orderId, ...ida, start: slot })).ok).toBe(true);
    expect((await paymentSuccessStateOf(deps, created.orderId)).session?.when).toBe("Tuesday, 24 November 2026 at 10:00");
    expect(await sessionInviteForOrder(deps, created.orderId, null, true)).toContain("BEGIN:VEVENT");
    const [paid] = await handle.db.select().from(orders).where(eq(orders.id, created.orderId));
    await handle.db.update(orders).set({ status: "refunded", amountRefunded: paid!.amountTotal }).where(eq(orders.id, created.orderId));
    expect((await paymentSuccessStateOf(deps, created.orderId)).state).toBe("refunded");
    expect(await sessionInviteForOrder(deps, created.orderId, null, true)).toBeUndefined();
  });

  it("a cancelled booking has no invite to add", async () => {
    const orderId = await paidSession();
    await handle.db.update(bookings).set({ status: "cancelled" });
    expect(await sessionInviteForOrder(deps, orderId, null, true)).toBeUndefined();
    expect((await paymentSuccessStateOf(deps, orderId)).session).toBeUndefined();
  });
});

describe("ids that are no order", () => {
  it.each(["", "no-such-order", "00000000-0000-4000-8000-000000000000", "ida@example.dk", "'; drop table orders; --"])("%j is unknown", async (id) => {
    expect(await paymentSuccessStateOf(deps, id)).toEqual({ state: "unknown", courseName: "Your purchase", email: "" });
    expect(await sessionInviteForOrder(deps, id, null, true)).toBeUndefined();
    expect(await onlineCoursesOfOrder(handle.db, id)).toEqual([]);
  });
});
