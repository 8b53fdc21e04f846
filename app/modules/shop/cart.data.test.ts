import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock, COACH_EMAIL } from "../../../tests/support/commerce";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { cartCheckouts, cartItems, orders, outbox, paymentEvents, products, testCheckoutSessions, user } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import type { OrdersDeps } from "~/modules/orders/deps.server";
import { applyPaymentEvent } from "~/modules/orders/events.server";
import type { PaymentEvent } from "~/modules/orders/provider";
import { payTestCheckout } from "~/modules/orders/test-checkout.server";
import { addToCart, addToCarts, changeQuantity, cleanIdleGuestCarts, mergeGuestCart, readCart, readCarts, removeLine, type CartOwner } from "./cart.server";
import { startCartCheckout } from "./checkout.server";
import { newGuestSessionId } from "./guest-session";

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z");
let deps: OrdersDeps;
const MIC = "studio-condenser-mic"; // 1.499 DKK
const LIVE = "live-dynamic-mic"; // 899 DKK
const guestA: CartOwner = { sessionId: newGuestSessionId(Date.parse("2026-11-23T09:00:00Z")) };
const guestB: CartOwner = { sessionId: newGuestSessionId(Date.parse("2026-11-23T09:00:00Z")) };
const ida: CartOwner = { userId: "user-ida" };

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  deps = commerceDeps(handle, clock);
  await handle.db.insert(user).values({ id: "user-ida", name: "Ida", email: "ida@example.dk", emailVerified: true });
});
afterAll(() => handle.close());
beforeEach(async () => {
  for (const table of [cartCheckouts, cartItems, paymentEvents, orders, testCheckoutSessions, outbox]) await handle.db.delete(table);
  await handle.db.update(products).set({ isActive: true, price: 149_900 }).where(eq(products.id, MIC));
  clock.set("2026-11-23T10:00:00Z");
});

const add = (owner: CartOwner, productId: string, quantity = 1) => addToCart(handle.db, owner, productId, quantity, clock.now());
/** The test provider's completion event for a session, as a replayed webhook would bring it again. */
const completedEvent = (sessionId: string, orderId: string): PaymentEvent => ({
  provider: "test",
  eventId: `evt_${sessionId}_completed`,
  type: "checkout.session.completed",
  kind: "completed",
  sessionId,
  orderId,
  paymentStatus: "paid",
});
const shown = async (owner: CartOwner) =>
  (await readCart(handle.db, owner)).lines.map(({ productId, unitAmount, quantity }) => ({ productId, unitAmount, quantity }));

describe("the cart's rules in the database", () => {
  it("adding a product already in the cart raises its quantity; count and total come from database prices", async () => {
    await add(guestA, MIC);
    await add(guestA, MIC);
    await add(guestA, LIVE, 3);
    const cart = await readCart(handle.db, guestA);
    // Same moment: by name.
    expect(cart.lines.map((l) => [l.productId, l.quantity, l.unitAmount, l.lineTotal])).toEqual([
      [LIVE, 3, 89_900, 269_700],
      [MIC, 2, 149_900, 299_800],
    ]);
    expect(cart).toMatchObject({ count: 5, total: 569_500, currency: "DKK" });
  });

  it("two concurrent adds of one product give one line with quantity 2", async () => {
    await Promise.all([add(guestA, MIC), add(guestA, MIC)]);
    await Promise.all([add(ida, LIVE), add(ida, LIVE)]);
    expect((await handle.db.select().from(cartItems).where(eq(cartItems.sessionId, guestA.sessionId!))).map((l) => l.quantity)).toEqual([2]);
    expect((await handle.db.select().from(cartItems).where(eq(cartItems.userId, "user-ida"))).map((l) => l.quantity)).toEqual([2]);
  });

  it("the database itself refuses a second line for the same product and owner, and a line with two owners", async () => {
    await add(guestA, MIC);
    await expect(handle.db.insert(cartItems).values({ id: "dup", productId: MIC, variantId: MIC, quantity: 1, sessionId: guestA.sessionId })).rejects.toThrow();
    await expect(
      handle.db.insert(cartItems).values({ id: "both", productId: LIVE, variantId: LIVE, quantity: 1, sessionId: guestA.sessionId, userId: "user-ida" }),
    ).rejects.toThrow();
    await expect(
      handle.db.insert(cartItems).values({ id: "zero", productId: LIVE, variantId: LIVE, quantity: 0, sessionId: guestA.sessionId }),
    ).rejects.toThrow();
  });

  it("quantity 0 or less removes the line; minus on 1 removes it", async () => {
    await add(guestA, MIC);
    await add(guestA, LIVE, 2);
    const [live, mic] = (await readCart(handle.db, guestA)).lines;
    expect(await changeQuantity(handle.db, guestA, mic!.id, 0, clock.now())).toEqual({ ok: true });
    expect(await changeQuantity(handle.db, guestA, live!.id, 5, clock.now())).toEqual({ ok: true });
    expect((await readCart(handle.db, guestA)).lines.map((l) => [l.productId, l.quantity])).toEqual([[LIVE, 5]]);
    await changeQuantity(handle.db, guestA, live!.id, -3, clock.now());
    expect((await readCart(handle.db, guestA)).count).toBe(0);
  });

  it("inactive, unknown or non-DKK products cannot be added", async () => {
    await handle.db.update(products).set({ isActive: false }).where(eq(products.id, MIC));
    expect(await add(guestA, MIC)).toEqual({ ok: false, reason: "not-found" });
    expect(await add(guestA, "no-such-product")).toEqual({ ok: false, reason: "not-found" });
    expect(await handle.db.select().from(cartItems)).toHaveLength(0);
  });
});

describe("many adds and reads in one statement (decision 021)", () => {
  it("each add gets its own owner's cart afterwards; adds of one product to one cart add up; a bad product fails only its own add", async () => {
    await add(guestB, LIVE, 2);
    const results = await addToCarts(
      handle.db,
      [
        { owner: guestA, productId: MIC, variantId: MIC, quantity: 1 },
        { owner: ida, productId: LIVE, variantId: LIVE, quantity: 1 },
        { owner: guestA, productId: MIC, variantId: MIC, quantity: 2 },
        { owner: guestB, productId: "no-such-product", quantity: 1 },
        { owner: guestB, productId: MIC, variantId: MIC, quantity: 0 },
        { owner: guestB, productId: MIC, variantId: MIC, quantity: 1 },
      ],
      clock.now(),
    );
    expect(results.map((r) => r.change)).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
      { ok: false, reason: "not-found" },
      { ok: false, reason: "not-found" },
      { ok: true },
    ]);
    const lines = (index: number) => results[index]!.cart.lines.map((l) => [l.productId, l.quantity]);
    expect(lines(0)).toEqual([[MIC, 3]]);
    expect(lines(2)).toEqual(lines(0));
    expect(lines(1)).toEqual([[LIVE, 1]]);
    // guestB's earlier line is in every answer of guestB's, before the new one (cart order is by when a line was added).
    expect(lines(3)).toEqual([
      [LIVE, 2],
      [MIC, 1],
    ]);
    expect(results[5]!.cart).toMatchObject({ count: 3, total: 2 * 89_900 + 149_900 });
    expect(await shown(guestA)).toEqual([{ productId: MIC, unitAmount: 149_900, quantity: 3 }]);
  });

  it("a line never passes the most of one product, however many adds one statement carries", async () => {
    await add(guestA, MIC, 98);
    const results = await addToCarts(
      handle.db,
      Array.from({ length: 5 }, () => ({ owner: guestA, productId: MIC, variantId: MIC, quantity: 50 })),
      clock.now(),
    );
    expect(results.every((r) => r.change.ok && r.cart.count === 99)).toBe(true);
  });

  it("reads several owners' carts, each only its own lines", async () => {
    await add(guestA, MIC);
    await add(ida, LIVE, 2);
    const [a, empty, i] = await readCarts(handle.db, [guestA, guestB, ida]);
    expect(a!.lines.map((l) => l.productId)).toEqual([MIC]);
    expect(empty).toEqual({ lines: [], count: 0, total: 0, currency: "DKK" });
    expect(i!.lines.map((l) => [l.productId, l.quantity])).toEqual([[LIVE, 2]]);
  });
});

describe("ownership", () => {
  it("a forged line id or another owner's session changes nothing and reads nothing", async () => {
    await add(guestA, MIC, 2);
    const [line] = (await readCart(handle.db, guestA)).lines;
    expect(await changeQuantity(handle.db, guestB, line!.id, 9, clock.now())).toEqual({ ok: false, reason: "not-found" });
    expect(await removeLine(handle.db, guestB, line!.id)).toEqual({ ok: false, reason: "not-found" });
    expect(await changeQuantity(handle.db, ida, line!.id, 0, clock.now())).toEqual({ ok: false, reason: "not-found" });
    expect(await removeLine(handle.db, guestA, "forged-id")).toEqual({ ok: false, reason: "not-found" });
    expect((await readCart(handle.db, guestB)).lines).toEqual([]);
    expect((await readCart(handle.db, ida)).lines).toEqual([]);
    expect((await readCart(handle.db, guestA)).lines.map((l) => l.quantity)).toEqual([2]);
  });

  it("a malformed guest id is refused before the database is asked", async () => {
    await expect(readCart(handle.db, { sessionId: "session_1" })).rejects.toThrow(/invalid guest session id/);
  });
});

describe("merge on sign-in", () => {
  it("guest lines join the user's cart, the same product's quantities add up, and merging twice changes nothing", async () => {
    await add(ida, MIC, 1);
    await add(guestA, MIC, 2);
    await add(guestA, LIVE, 1);
    await mergeGuestCart(handle.db, guestA.sessionId!, "user-ida", clock.now());
    const after = (await readCart(handle.db, ida)).lines.map((l) => [l.productId, l.quantity]);
    expect(after).toEqual(
      expect.arrayContaining([
        [MIC, 3],
        [LIVE, 1],
      ]),
    );
    expect(after).toHaveLength(2);
    expect((await readCart(handle.db, guestA)).lines).toEqual([]);
    await mergeGuestCart(handle.db, guestA.sessionId!, "user-ida", clock.now());
    await Promise.all([
      mergeGuestCart(handle.db, guestA.sessionId!, "user-ida", clock.now()),
      mergeGuestCart(handle.db, guestA.sessionId!, "user-ida", clock.now()),
    ]);
    expect((await readCart(handle.db, ida)).lines.map((l) => [l.productId, l.quantity])).toEqual(after);
  });
});

describe("idle guest carts", () => {
  it("guest carts without a change for 30 days are deleted; users' carts and recent guests stay", async () => {
    clock.set("2026-10-01T10:00:00Z");
    await add(guestA, MIC);
    await add(ida, MIC);
    await add(guestB, MIC);
    clock.set("2026-10-30T10:00:00Z");
    await add(guestB, LIVE); // guestB's cart changed within 30 days: kept whole
    clock.set("2026-11-01T10:00:01Z");
    expect(await cleanIdleGuestCarts(handle.db, clock.now())).toBe(1);
    expect((await readCart(handle.db, guestA)).count).toBe(0);
    expect((await readCart(handle.db, guestB)).count).toBe(2);
    expect((await readCart(handle.db, ida)).count).toBe(1);
  });
});

describe("checkout of the cart", () => {
  it("charges the database's prices for the whole cart in DKK; a double click opens one checkout", async () => {
    await add(guestA, MIC, 2);
    await add(guestA, LIVE);
    const input = { idempotencyKey: "cart-key-1", shown: await shown(guestA), email: "guest@example.dk" };
    const results = await Promise.all([startCartCheckout(deps, guestA, input), startCartCheckout(deps, guestA, input)]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(new Set(results.map((r) => (r.ok ? r.url : "")))).toHaveProperty("size", 1);
    const all = await handle.db.select().from(orders);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ amountTotal: 2 * 149_900 + 89_900, currency: "DKK", email: "guest@example.dk", status: "pending" });
    expect(all[0]!.items).toEqual([
      { itemId: LIVE, name: "Live Dynamic Microphone", quantity: 1, unitAmount: 89_900, currency: "DKK" },
      { itemId: MIC, name: "Studio Condenser Microphone", quantity: 2, unitAmount: 149_900, currency: "DKK" },
    ]);
  });

  it("a price changed since the cart showed it is shown before paying, and nothing is charged until confirmed", async () => {
    await add(guestA, MIC);
    const before = await shown(guestA);
    await handle.db.update(products).set({ price: 159_900 }).where(eq(products.id, MIC));
    const result = await startCartCheckout(deps, guestA, { idempotencyKey: "cart-key-2", shown: before, email: "guest@example.dk" });
    expect(result).toMatchObject({ ok: false, reason: "review", changed: [{ productId: MIC, was: 149_900, now: 159_900 }] });
    expect(await handle.db.select().from(orders)).toHaveLength(0);
    const confirmed = await startCartCheckout(deps, guestA, { idempotencyKey: "cart-key-2", shown: await shown(guestA), email: "guest@example.dk" });
    expect(confirmed.ok).toBe(true);
    expect((await handle.db.select().from(orders))[0]!.amountTotal).toBe(159_900);
  });

  it("inactive products drop out with a notice and are never charged", async () => {
    await add(guestA, MIC);
    await add(guestA, LIVE);
    const before = await shown(guestA);
    await handle.db.update(products).set({ isActive: false }).where(eq(products.id, MIC));
    const result = await startCartCheckout(deps, guestA, { idempotencyKey: "cart-key-3", shown: before, email: "guest@example.dk" });
    expect(result).toMatchObject({ ok: false, reason: "review", removedNames: ["Studio Condenser Microphone"], goneProductIds: [MIC] });
    expect(await handle.db.select().from(cartItems).where(eq(cartItems.productId, MIC))).toHaveLength(0);
    const paid = await startCartCheckout(deps, guestA, { idempotencyKey: "cart-key-3", shown: await shown(guestA), email: "guest@example.dk" });
    expect(paid.ok).toBe(true);
    const [order] = await handle.db.select().from(orders);
    expect(order!.items.map((i) => i.itemId)).toEqual([LIVE]);
    expect(order!.amountTotal).toBe(89_900);
  });

  it("an empty cart and a guest without an e-mail open nothing", async () => {
    expect(await startCartCheckout(deps, guestA, { idempotencyKey: "cart-key-4", shown: [] })).toMatchObject({ ok: false, reason: "empty" });
    await add(guestA, LIVE);
    expect(await startCartCheckout(deps, guestA, { idempotencyKey: "cart-key-4", shown: await shown(guestA) })).toMatchObject({
      ok: false,
      reason: "email-needed",
    });
    expect(await handle.db.select().from(orders)).toHaveLength(0);
  });

  it("when paid: lines kept at the price paid, the cart empties once under replayed fulfilment, receipt and coach mail once", async () => {
    await add(ida, MIC, 2);
    const result = await startCartCheckout(deps, ida, { idempotencyKey: "cart-key-5", shown: await shown(ida), accountEmail: "ida@example.dk" });
    if (!result.ok) throw new Error(`checkout failed: ${result.reason}`);
    // Added after the checkout opened: not bought, so it stays.
    await add(ida, LIVE);
    await handle.db.update(products).set({ price: 999_900 }).where(eq(products.id, MIC));
    const sessionId = result.url.split("/").at(-1)!;
    const address = new URLSearchParams({ name: "Ida", line1: "Nørregade 1", postalCode: "1165", city: "København K", country: "DK" });
    expect(await payTestCheckout(deps, sessionId, address)).toMatchObject({ ok: true });
    await add(ida, MIC); // bought again later: a replayed event must not take it away
    const [order] = await handle.db.select().from(orders);
    const replay = completedEvent(sessionId, order!.id);
    await Promise.all([applyPaymentEvent(deps, replay), applyPaymentEvent(deps, replay), applyPaymentEvent(deps, { ...replay, eventId: "evt_other" })]);
    expect(order).toMatchObject({ status: "paid", amountTotal: 299_800, userId: "user-ida" });
    expect(order!.items).toEqual([{ itemId: MIC, name: "Studio Condenser Microphone", quantity: 2, unitAmount: 149_900, currency: "DKK" }]);
    expect((await readCart(handle.db, ida)).lines.map((l) => [l.productId, l.quantity])).toEqual([
      [LIVE, 1],
      [MIC, 1],
    ]);
    const mails = await handle.db.select().from(outbox);
    expect(mails.map((m) => [m.kind, m.to]).sort()).toEqual([
      ["payment.receipt", "ida@example.dk"],
      ["shop.order.coach", COACH_EMAIL],
    ]);
  });
});

describe("paid after signing in between (decision 020)", () => {
  const address = new URLSearchParams({ name: "Ida", line1: "Nørregade 1", postalCode: "1165", city: "København K", country: "DK" });
  async function guestCheckout(guest: CartOwner, key: string) {
    const result = await startCartCheckout(deps, guest, { idempotencyKey: key, shown: await shown(guest), email: "guest@example.dk" });
    if (!result.ok) throw new Error(`checkout failed: ${result.reason}`);
    return result.url.split("/").at(-1)!;
  }
  const lines = async (owner: CartOwner) => (await readCart(handle.db, owner)).lines.map((l) => [l.productId, l.quantity]);

  it("a guest who signs in after opening the checkout and then pays: the paid lines leave the account's cart, once", async () => {
    await add(ida, MIC, 1); // already in the account's cart before
    await add(guestA, MIC, 2);
    await add(guestA, LIVE, 1);
    const sessionId = await guestCheckout(guestA, "merge-key-1");
    await mergeGuestCart(handle.db, guestA.sessionId!, "user-ida", clock.now());
    expect(await lines(ida)).toEqual([
      [LIVE, 1],
      [MIC, 3],
    ]);
    expect(await payTestCheckout(deps, sessionId, address)).toMatchObject({ ok: true });
    expect(await lines(ida)).toEqual([[MIC, 1]]);
    expect(await lines(guestA)).toEqual([]);

    // Replays and a second event for the paid order take nothing more.
    const [order] = await handle.db.select().from(orders);
    const replay = completedEvent(sessionId, order!.id);
    const outcomes = await Promise.all([applyPaymentEvent(deps, replay), applyPaymentEvent(deps, { ...replay, eventId: "evt_again" })]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["duplicate", "unchanged"]);
    expect(await lines(ida)).toEqual([[MIC, 1]]);
    expect(order).toMatchObject({ status: "paid", userId: null });
  });

  it("a quantity added after the checkout opened stays: only the paid quantity is taken, whichever cart holds the line", async () => {
    await add(guestA, MIC, 1);
    const sessionId = await guestCheckout(guestA, "merge-key-2");
    await add(guestA, MIC, 2); // now 3, one of them paid for
    await add(guestA, LIVE, 1); // not in the checkout at all
    await mergeGuestCart(handle.db, guestA.sessionId!, "user-ida", clock.now());
    expect(await payTestCheckout(deps, sessionId, address)).toMatchObject({ ok: true });
    expect(await lines(ida)).toEqual([
      [LIVE, 1],
      [MIC, 2],
    ]);

    // Without a sign-in the guest's own cart is settled the same way.
    await add(guestB, LIVE, 1);
    const guestSession = await guestCheckout(guestB, "merge-key-3");
    await add(guestB, LIVE, 4);
    expect(await payTestCheckout(deps, guestSession, address)).toMatchObject({ ok: true });
    expect(await lines(guestB)).toEqual([[LIVE, 4]]);
    expect(await lines(ida)).toEqual([
      [LIVE, 1],
      [MIC, 2],
    ]);
  });

  it("a payment that arrives while a sign-in's merge is still open waits for it, then settles the account's cart", async () => {
    await add(ida, LIVE, 1);
    await add(guestA, MIC, 2);
    const sessionId = await guestCheckout(guestA, "merge-open-1");
    // The merge's transaction has done its work but not committed until released.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const merged = new Promise<void>((resolve) => (reached = resolve));
    const held = {
      transaction: (work: (tx: unknown) => Promise<number>) =>
        handle.db.transaction(async (tx) => {
          const moved = await work(tx);
          reached();
          await gate;
          return moved;
        }),
    } as unknown as Pick<Database, "transaction">;
    const merging = mergeGuestCart(held, guestA.sessionId!, "user-ida", clock.now());
    await merged;
    let paid = false;
    const paying = payTestCheckout(deps, sessionId, address).then((result) => {
      paid = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(paid).toBe(false);
    release();
    await merging;
    expect(await paying).toMatchObject({ ok: true });
    expect(await lines(ida)).toEqual([[LIVE, 1]]);
    expect(await lines(guestA)).toEqual([]);
  });

  it("sign-in and payment at the same moment: the paid quantities leave exactly once, whichever comes first", async () => {
    for (let round = 0; round < 4; round++) {
      await handle.db.delete(cartItems).where(eq(cartItems.userId, "user-ida"));
      const guest: CartOwner = { sessionId: newGuestSessionId(clock.now().getTime()) };
      await add(ida, LIVE, 1);
      await add(guest, MIC, 2);
      await add(guest, LIVE, 1);
      const sessionId = await guestCheckout(guest, `merge-race-${round}`);
      await add(guest, MIC, 1); // 3, of which 2 are paid
      await Promise.all([mergeGuestCart(handle.db, guest.sessionId!, "user-ida", clock.now()), payTestCheckout(deps, sessionId, address)]);
      expect(await lines(ida)).toEqual([
        [LIVE, 1],
        [MIC, 1],
      ]);
      expect(await lines(guest)).toEqual([]);
    }
  });
});
