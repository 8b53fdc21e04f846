import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { cartItems, productVariants, products } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { addToCart, readCart, whyNotAdded, type CartOwner } from "./cart.server";
import { newGuestSessionId } from "./guest-session";
import { takeStock } from "./stock.server";

let handle: DatabaseHandle;
const now = new Date("2026-11-26T10:00:00Z");
const guest: CartOwner = { sessionId: newGuestSessionId(Date.parse("2026-11-26T09:00:00Z")) };
const TEE = "breathe-sing-tee";
const HOODIE_M = "warmup-zip-hoodie-m";

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(cartItems);
  await handle.db.update(productVariants).set({ stock: 5, isActive: true }).where(eq(productVariants.id, HOODIE_M));
});

describe("product variants in the database", () => {
  it("every product has a variant: a product without options its default one (the trigger), clothing its sizes", async () => {
    await handle.db.insert(products).values({ id: "new-capo", name: "Capo", category: "Accessories", description: "A capo.", price: 9_900 });
    const capo = await handle.db.select().from(productVariants).where(eq(productVariants.productId, "new-capo"));
    expect(capo.map((v) => [v.id, v.size, v.colour, v.isActive])).toEqual([["new-capo", null, null, true]]);
    const tee = await handle.db.select().from(productVariants).where(eq(productVariants.productId, TEE));
    expect(tee.filter((v) => v.isActive)).toHaveLength(8);
    expect(tee.find((v) => v.id === TEE)?.isActive).toBe(false);
  });

  it("clothing cannot be added without a size; with one, the line names it and two sizes are two lines", async () => {
    expect(await addToCart(handle.db, guest, TEE, 1, now)).toEqual({ ok: false, reason: "not-found" });
    expect(await whyNotAdded(handle.db, TEE)).toEqual({ reason: "choose", choice: "size and colour" });
    expect(await addToCart(handle.db, guest, TEE, 1, now, "breathe-sing-tee-m-black")).toEqual({ ok: true });
    expect(await addToCart(handle.db, guest, TEE, 2, now, "breathe-sing-tee-l-white")).toEqual({ ok: true });
    expect(await addToCart(handle.db, guest, TEE, 1, now, "breathe-sing-tee-m-black")).toEqual({ ok: true });
    // Another product's variant is not this product's choice.
    expect(await addToCart(handle.db, guest, "tea-mug", 1, now, "breathe-sing-tee-s-black")).toEqual({ ok: false, reason: "not-found" });
    expect(await addToCart(handle.db, guest, "tea-mug", 1, now)).toEqual({ ok: true });
    const cart = await readCart(handle.db, guest);
    expect(cart.lines.map((l) => [l.name, l.variantId, l.quantity]).sort()).toEqual(
      [
        ["Breathe & Sing T-Shirt — L, white", "breathe-sing-tee-l-white", 2],
        ["Breathe & Sing T-Shirt — M, black", "breathe-sing-tee-m-black", 2],
        ["Honey & Tea Mug", "tea-mug", 1],
      ].sort(),
    );
  });

  it("a sold-out or deactivated variant is refused and a line of it is not available", async () => {
    expect(await addToCart(handle.db, guest, "warmup-zip-hoodie", 1, now, HOODIE_M)).toEqual({ ok: true });
    await handle.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, HOODIE_M));
    expect(await addToCart(handle.db, guest, "warmup-zip-hoodie", 1, now, HOODIE_M)).toEqual({ ok: false, reason: "not-found" });
    expect(await whyNotAdded(handle.db, "warmup-zip-hoodie", HOODIE_M)).toMatchObject({ reason: "sold-out" });
    expect((await readCart(handle.db, guest)).lines.map((l) => l.available)).toEqual([false]);
    await handle.db.update(productVariants).set({ stock: 5, isActive: false }).where(eq(productVariants.id, HOODIE_M));
    expect(await whyNotAdded(handle.db, "warmup-zip-hoodie", HOODIE_M)).toMatchObject({ reason: "not-found" });
  });

  it("the database refuses stock below zero", async () => {
    await expect(handle.db.update(productVariants).set({ stock: -1 }).where(eq(productVariants.id, HOODIE_M))).rejects.toThrow();
  });

  it("two buyers paying for the last one at once: exactly one takes it, the other is named short, stock ends at 0", async () => {
    await handle.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, HOODIE_M));
    const pay = () => handle.db.transaction((tx) => takeStock(tx, [{ variantId: HOODIE_M, quantity: 1 }], now));
    const results = await Promise.all([pay(), pay(), pay()]);
    expect(results.filter((short) => short.length === 0)).toHaveLength(1);
    expect(results.filter((short) => short.includes(HOODIE_M))).toHaveLength(2);
    const [row] = await handle.db.select().from(productVariants).where(eq(productVariants.id, HOODIE_M));
    expect(row!.stock).toBe(0);
  });

  it("a variant made to order (stock null) is never short", async () => {
    expect(await handle.db.transaction((tx) => takeStock(tx, [{ variantId: "breathe-sing-tee-m-black", quantity: 50 }], now))).toEqual([]);
  });
});
