import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { COACH_EMAIL, commerceDeps, TEST_ORIGIN, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { cartItems, orders, productVariants } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { defaultSiteProfile } from "~/modules/site/profile";
import { addToCart, readCart, whyNotAdded, type CartOwner } from "./cart.server";
import { startCartCheckout } from "./checkout.server";
import { newGuestSessionId } from "./guest-session";
import { settlePaidCartOrder } from "./paid.server";

// A cart never asks to pay for more than is left (docs/rules.md, "Cart"); two buyers paying for
// the last one at once are settled by the payment-time decrement, not by the cart.

let handle: DatabaseHandle;
const clock = testClock("2026-11-26T10:00:00Z");
const now = new Date("2026-11-26T10:00:00Z");
const HOODIE = "warmup-zip-hoodie";
const HOODIE_M = "warmup-zip-hoodie-m";
const guest = (): CartOwner => ({ sessionId: newGuestSessionId(Date.parse("2026-11-26T09:00:00Z")) });
const shown = async (owner: CartOwner) =>
  (await readCart(handle.db, owner)).lines.map(({ productId, variantId, unitAmount, quantity }) => ({ productId, variantId, unitAmount, quantity }));
const orderCount = async () => (await handle.db.select({ n: count() }).from(orders))[0]!.n;
const setStock = (stock: number | null) => handle.db.update(productVariants).set({ stock }).where(eq(productVariants.id, HOODIE_M));

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(cartItems);
  await setStock(null);
});

describe("quantities against stock", () => {
  it("a cart holding 5 of a variant with 2 left is refused at checkout, naming it with how many are left, and no order is created", async () => {
    const owner = guest();
    expect(await addToCart(handle.db, owner, HOODIE, 5, now, HOODIE_M)).toEqual({ ok: true });
    await setStock(2);
    const before = await orderCount();
    const answer = await startCartCheckout(commerceDeps(handle, clock), owner, {
      idempotencyKey: "stock-key-1",
      shown: await shown(owner),
      email: "a@example.dk",
    });
    expect(answer).toMatchObject({ ok: false, reason: "not-enough-stock", short: [{ name: "Warm-Up Zip Hoodie — M", left: 2 }] });
    expect(await orderCount()).toBe(before);

    // Lowered to what is left, it goes through.
    await handle.db.update(cartItems).set({ quantity: 2 });
    const paid = await startCartCheckout(commerceDeps(handle, clock), owner, {
      idempotencyKey: "stock-key-1",
      shown: await shown(owner),
      email: "a@example.dk",
    });
    expect(paid.ok).toBe(true);
    expect(await orderCount()).toBe(before + 1);
  });

  it("an add beyond what is left changes nothing and says how many are left and already in the cart; up to it is fine", async () => {
    await setStock(3);
    const owner = guest();
    expect(await addToCart(handle.db, owner, HOODIE, 4, now, HOODIE_M)).toEqual({ ok: false, reason: "not-found" });
    expect(await whyNotAdded(handle.db, HOODIE, HOODIE_M, { owner, quantity: 4 })).toMatchObject({
      reason: "not-enough-stock",
      name: "Warm-Up Zip Hoodie — M",
      left: 3,
      inCart: 0,
    });
    expect(await addToCart(handle.db, owner, HOODIE, 2, now, HOODIE_M)).toEqual({ ok: true });
    expect(await addToCart(handle.db, owner, HOODIE, 2, now, HOODIE_M)).toEqual({ ok: false, reason: "not-found" });
    expect(await whyNotAdded(handle.db, HOODIE, HOODIE_M, { owner, quantity: 2 })).toMatchObject({ reason: "not-enough-stock", left: 3, inCart: 2 });
    expect(await addToCart(handle.db, owner, HOODIE, 1, now, HOODIE_M)).toEqual({ ok: true });
    expect((await readCart(handle.db, owner)).lines.map((line) => line.quantity)).toEqual([3]);
    // Made to order: no limit but the line's cap.
    await setStock(null);
    expect(await addToCart(handle.db, owner, HOODIE, 50, now, HOODIE_M)).toEqual({ ok: true });
  });

  it("two buyers of the last one: both may open a checkout (nothing is reserved); of two payments exactly one takes it, the other is named to the coach", async () => {
    await setStock(1);
    const [first, second] = [guest(), guest()];
    for (const owner of [first, second]) expect(await addToCart(handle.db, owner, HOODIE, 1, now, HOODIE_M)).toEqual({ ok: true });
    const opened = await Promise.all(
      [first, second].map(async (owner, index) =>
        startCartCheckout(commerceDeps(handle, clock), owner, {
          idempotencyKey: `last-one-${index}`,
          shown: await shown(owner),
          email: `buyer${index}@example.dk`,
        }),
      ),
    );
    expect(opened.map((answer) => answer.ok)).toEqual([true, true]);
    const paidOrders = await Promise.all(
      opened.map(
        async (answer) =>
          (
            await handle.db
              .select()
              .from(orders)
              .where(eq(orders.id, answer.ok ? answer.orderId : ""))
          )[0]!,
      ),
    );
    const ctx = { profile: defaultSiteProfile, coachEmail: COACH_EMAIL, origin: TEST_ORIGIN };
    const mails = await Promise.all(paidOrders.map((order) => handle.db.transaction((tx) => settlePaidCartOrder(tx, order, ctx, now))));
    const shortMails = mails.flat().filter((mail) => mail.text.includes("Not enough in stock for: Warm-Up Zip Hoodie — M"));
    expect(shortMails).toHaveLength(1);
    const [row] = await handle.db.select().from(productVariants).where(eq(productVariants.id, HOODIE_M));
    expect(row!.stock).toBe(0);
  });
});
