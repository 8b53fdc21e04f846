import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { bookings, cartCheckouts, cartItems, orders, outbox, paymentEvents, testCheckoutSessions } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import type { BookingDeps } from "~/modules/booking/deps.server";
import { heldCheckoutNotice } from "~/modules/booking/cancel-notice.server";
import { startHoldCheckout } from "~/modules/booking/checkout.server";
import { holdSlot } from "~/modules/booking/holds.server";
import { createCoursePayment } from "~/modules/sales/checkout.server";
import { cancelNoticeOf } from "~/modules/shop/cancel-notice.server";
import { addToCart, readCart } from "~/modules/shop/cart.server";
import { startCartCheckout } from "~/modules/shop/checkout.server";
import { newGuestSessionId } from "~/modules/shop/guest-session";
import { applyPaymentEvent } from "./events.server";
import { getTestCheckout, payTestCheckout } from "./test-checkout.server";
import { findTestSession } from "./test-provider.server";

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z"); // 11:00 in Copenhagen
let deps: BookingDeps;
const slot = new Date("2026-11-24T09:00:00Z"); // tomorrow 10:00 Copenhagen
const ida = { name: "Ida Berg", email: "ida@example.dk" };

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  deps = commerceDeps(handle, clock);
});
afterAll(() => handle.close());
beforeEach(async () => {
  for (const table of [bookings, cartCheckouts, cartItems, paymentEvents, orders, testCheckoutSessions, outbox]) await handle.db.delete(table);
  clock.set("2026-11-23T10:00:00Z");
});

const sessionIdOf = (url: string) => url.split("/").at(-1)!;
const orderOf = async (id: string) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const receipts = async () => (await handle.db.select().from(outbox).where(eq(outbox.kind, "payment.receipt"))).map((m) => m.to);
const guestCourse = (key = "key-guest-course") => createCoursePayment(deps, { courseId: "test-payment", currency: "USD", idempotencyKey: key });

async function sessionCheckout() {
  const held = await holdSlot(deps, { ...ida, start: slot });
  if (!held.ok) throw new Error(held.reason);
  const checkout = await startHoldCheckout(deps, { holdToken: held.hold.holdToken, currency: "DKK", idempotencyKey: `key-${held.hold.id}` });
  if (!checkout.ok) throw new Error(checkout.reason);
  const [booking] = await handle.db.select().from(bookings).where(eq(bookings.id, held.hold.id));
  return { hold: held.hold, sessionId: sessionIdOf(checkout.url), orderId: booking!.orderId! };
}

async function cartCheckout(returnPath?: string) {
  const owner = { sessionId: newGuestSessionId(clock.now().getTime()) };
  await addToCart(handle.db, owner, "studio-condenser-mic", 2, clock.now());
  await addToCart(handle.db, owner, "live-dynamic-mic", 1, clock.now());
  const shown = (await readCart(handle.db, owner)).lines.map(({ productId, unitAmount, quantity }) => ({ productId, unitAmount, quantity }));
  const result = await startCartCheckout(deps, owner, { idempotencyKey: `cart-${Math.random().toString(36).slice(2)}`, shown, email: ida.email, returnPath });
  if (!result.ok) throw new Error(result.reason);
  return { owner, sessionId: sessionIdOf(result.url), orderId: result.orderId };
}

describe("a receipt address for every checkout", () => {
  it("the test checkout refuses Pay for an order without an e-mail until a valid one is given; the order and its receipt then use it", async () => {
    const created = await guestCourse();
    if (!created.ok) throw new Error(created.error);
    const id = sessionIdOf(created.url);
    expect((await getTestCheckout(deps, id))!.needsEmail).toBe(true);
    expect(await payTestCheckout(deps, id)).toMatchObject({ ok: false, reason: "invalid-email", value: "" });
    expect(await payTestCheckout(deps, id, new Map([["receiptEmail", "Ida Berg"]]))).toMatchObject({ ok: false, reason: "invalid-email", value: "Ida Berg" });
    expect((await orderOf(created.orderId)).status).toBe("pending");
    expect(await receipts()).toEqual([]);

    expect(await payTestCheckout(deps, id, new Map([["receiptEmail", "  guest@example.dk "]]))).toMatchObject({ ok: true });
    expect(await orderOf(created.orderId)).toMatchObject({ status: "paid", email: "guest@example.dk" });
    expect((await findTestSession(handle.db, id))!.collectedEmail).toBe("guest@example.dk");
    expect(await receipts()).toEqual(["guest@example.dk"]);
  });

  it("an order that has its address is paid without being asked", async () => {
    const created = await createCoursePayment(deps, {
      courseId: "test-payment",
      currency: "USD",
      idempotencyKey: "key-account-course",
      email: "member@example.dk",
    });
    if (!created.ok) throw new Error(created.error);
    expect((await getTestCheckout(deps, sessionIdOf(created.url)))!.needsEmail).toBe(false);
    expect(await payTestCheckout(deps, sessionIdOf(created.url))).toMatchObject({ ok: true });
    expect(await receipts()).toEqual(["member@example.dk"]);
  });

  it("the provider's customer e-mail fills an order without one and never replaces one", async () => {
    const guest = await guestCourse("key-guest-stripe");
    const member = await createCoursePayment(deps, {
      courseId: "test-payment",
      currency: "USD",
      idempotencyKey: "key-member-stripe",
      email: "member@example.dk",
    });
    if (!guest.ok || !member.ok) throw new Error("no checkout");
    const completed = (orderId: string, sessionId: string, eventId: string) =>
      applyPaymentEvent(deps, {
        provider: "test",
        eventId,
        type: "checkout.session.completed",
        kind: "completed",
        sessionId,
        orderId,
        paymentStatus: "paid",
        customerEmail: "typed@example.dk",
      });
    await completed(guest.orderId, sessionIdOf(guest.url), "evt_guest");
    await completed(member.orderId, sessionIdOf(member.url), "evt_member");
    expect((await orderOf(guest.orderId)).email).toBe("typed@example.dk");
    expect((await orderOf(member.orderId)).email).toBe("member@example.dk");
    expect((await receipts()).sort()).toEqual(["member@example.dk", "typed@example.dk"]);
  });
});

describe("what the checkout shows", () => {
  it("a private session's line says when and how long; the hold's end reaches the checkout, and Pay ends with it", async () => {
    const { hold, sessionId } = await sessionCheckout();
    const view = (await getTestCheckout(deps, sessionId))!;
    expect(view.summary.lines).toEqual([
      expect.objectContaining({ name: "Private Coaching", quantity: 1, description: "Tuesday 24 November 2026, 10:00–11:00 (60 min), Copenhagen time" }),
    ]);
    expect(view.summary.shipping).toBeNull();
    expect(view).toMatchObject({ holdExpiresAt: hold.expiresAt.toISOString(), holdExpired: false, needsEmail: false });
    clock.advance(10 * 60_000 + 1_000);
    expect((await getTestCheckout(deps, sessionId))!.holdExpired).toBe(true);
    expect(await payTestCheckout(deps, sessionId)).toEqual({ ok: false, reason: "not-open" });
    expect(await receipts()).toEqual([]);
  });

  it("a cart's checkout shows each quantity, free shipping and the VAT the total includes", async () => {
    const { sessionId } = await cartCheckout();
    const { summary, holdExpiresAt, collectShipping } = (await getTestCheckout(deps, sessionId))!;
    expect(summary.lines.map((line) => [line.name, line.quantity, line.amount])).toEqual(
      expect.arrayContaining([expect.arrayContaining([2, 299_800]), expect.arrayContaining([1, 89_900])]),
    );
    expect(summary).toMatchObject({ shipping: 0, total: 389_700, vatIncluded: 77_940, vatRatePercent: 25 });
    expect(collectShipping).toBe(true);
    expect(holdExpiresAt).toBeNull();
  });
});

describe("where the checkout returns", () => {
  const ORDER_ID = /^[0-9a-f-]{36}$/;

  it("success and cancel URLs of a cart, a course and a session carry the order id and a flag, nothing else", async () => {
    const cart = await cartCheckout("/shop/equipment?q=Ida%20Berg#top");
    const course = await guestCourse();
    const session = await sessionCheckout();
    if (!course.ok) throw new Error(course.error);
    const checkouts = [
      [cart.sessionId, cart.orderId, "/shop/equipment"],
      [sessionIdOf(course.url), course.orderId, "/"],
      [session.sessionId, session.orderId, "/courses/private-coaching"],
    ] as const;
    for (const [sessionId, orderId, cancelPath] of checkouts) {
      const row = (await findTestSession(handle.db, sessionId))!;
      const success = new URL(row.successUrl);
      const cancel = new URL(row.cancelUrl);
      expect([...success.searchParams]).toEqual([["order", orderId]]);
      expect([...cancel.searchParams]).toEqual([
        ["checkout", "cancelled"],
        ["order", orderId],
      ]);
      expect(orderId).toMatch(ORDER_ID);
      expect([success.pathname, cancel.pathname, cancel.hash]).toEqual(["/payment-success", cancelPath, ""]);
      for (const url of [row.successUrl, row.cancelUrl]) expect(url).not.toMatch(/ida|berg|@|%40/i);
    }
  });

  it("a cart's return path is this site's or the shop", async () => {
    for (const path of ["https://evil.example/shop", "//evil.example", "/\\evil.example", undefined]) {
      await handle.db.delete(cartItems);
      const { sessionId } = await cartCheckout(path);
      expect(new URL((await findTestSession(handle.db, sessionId))!.cancelUrl).pathname).toBe("/shop");
    }
  });

  it("the page Cancel returned to says the cart is kept, the time is held until when (with the way back), or released", async () => {
    const cart = await cartCheckout("/courses");
    const cartCancel = (await findTestSession(handle.db, cart.sessionId))!.cancelUrl;
    expect(await cancelNoticeOf(handle.db, cartCancel)).toEqual({ kind: "cart" });
    expect(await heldCheckoutNotice(deps, cartCancel)).toBeUndefined();
    expect((await readCart(handle.db, cart.owner)).lines).toHaveLength(2);

    const course = await guestCourse();
    if (!course.ok) throw new Error(course.error);
    expect(await cancelNoticeOf(handle.db, (await findTestSession(handle.db, sessionIdOf(course.url)))!.cancelUrl)).toEqual({ kind: "plain" });

    const session = await sessionCheckout();
    const sessionCancel = (await findTestSession(handle.db, session.sessionId))!.cancelUrl;
    expect(await cancelNoticeOf(handle.db, sessionCancel)).toBeUndefined();
    const resumeUrl = (await orderOf(session.orderId)).checkoutUrl;
    expect(await heldCheckoutNotice(deps, sessionCancel)).toEqual({ kind: "held", until: "11:10", resumeUrl, language: "en" });
    // A booking begun on a Danish page: its notice is Danish, the clock time as Danes write it.
    await handle.db.update(orders).set({ language: "da" }).where(eq(orders.id, session.orderId));
    expect(await heldCheckoutNotice(deps, sessionCancel)).toEqual({ kind: "held", until: "11.10", resumeUrl, language: "da" });
    clock.advance(10 * 60_000 + 1_000);
    expect(await heldCheckoutNotice(deps, sessionCancel)).toEqual({ kind: "released", language: "da" });

    // Without the flag, or with an id that is no order, a page says nothing.
    expect(await cancelNoticeOf(handle.db, cartCancel.replace("checkout=cancelled", "checkout=other"))).toBeUndefined();
    expect(await cancelNoticeOf(handle.db, "http://site.test/?checkout=cancelled&order=00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });
});
