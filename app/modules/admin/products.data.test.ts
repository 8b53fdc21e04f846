import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { cartItems, orders, products } from "~/db/schema";
import { listActiveProducts } from "~/modules/catalogue/catalogue.server";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { addToCart, readCart } from "~/modules/shop/cart.server";
import { startCartCheckout } from "~/modules/shop/checkout.server";
import { newGuestSessionId } from "~/modules/shop/guest-session";
import { createLocalStorage } from "~/modules/storage/local-storage.server";
import { listAudit } from "~/modules/audit/audit.server";
import { readProductForm } from "./product-form.server";
import { createProduct, deleteProduct, findProductRow, listProductRows, saveProduct, setProductActive, type ProductInput } from "./products.server";

let handle: DatabaseHandle;
const clock = testClock("2026-11-26T10:00:00Z");
const coach = { id: "coach", name: "Maja Holm" };
const root = mkdtempSync(path.join(tmpdir(), "products-test-"));
const storage = createLocalStorage(root);
const tee: ProductInput = { name: "Tour Tee", description: "A soft tee.", category: "T-Shirts", price: 24_900, active: true, podProductId: "gelato-tee-tour" };
const guest = () => ({ sessionId: newGuestSessionId(Date.parse("2026-11-26T09:00:00Z")) });
const shown = async (owner: { sessionId: string }) =>
  (await readCart(handle.db, owner)).lines.filter((l) => l.available).map(({ productId, unitAmount, quantity }) => ({ productId, unitAmount, quantity }));

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
});
afterAll(async () => {
  await handle.close();
  rmSync(root, { recursive: true, force: true });
});

describe("products in the back office", () => {
  it("creates a product with an id from its name, in the shop at once, recorded in the audit log", async () => {
    const first = await createProduct(handle.db, coach, tee);
    const second = await createProduct(handle.db, coach, { ...tee, active: false });
    expect(first).toMatchObject({ id: "tour-tee", price: 24_900, currency: "DKK", isActive: true, podProductId: "gelato-tee-tour" });
    expect(second.id).toBe("tour-tee-2");
    const shop = await listActiveProducts(handle.db, "T-Shirts");
    expect(shop.map((p) => p.id)).toContain("tour-tee");
    expect(shop.map((p) => p.id)).not.toContain("tour-tee-2");
    expect((await listAudit(handle.db, { subject: { type: "product", id: "tour-tee" } })).entries[0]?.summary).toBe(
      "Created the product Tour Tee in T-Shirts at DKK 249.00 (active).",
    );
  });

  it("edits every field; the shop's next read has them, and the history names the price before and after", async () => {
    const saved = await saveProduct(handle.db, coach, "tour-tee", { ...tee, name: "Tour Tee 2027", price: 27_950, category: "Hoodies", podProductId: null });
    expect(saved).toMatchObject({ ok: true, product: { name: "Tour Tee 2027", price: 27_950, category: "Hoodies", podProductId: null } });
    expect((await listActiveProducts(handle.db, "Hoodies")).find((p) => p.id === "tour-tee")?.price).toBe(27_950);
    expect((await listActiveProducts(handle.db, "T-Shirts")).map((p) => p.id)).not.toContain("tour-tee");
    const [latest] = (await listAudit(handle.db, { subject: { type: "product", id: "tour-tee" } })).entries;
    expect(latest?.summary).toBe(
      'Changed Tour Tee 2027: name "Tour Tee" → "Tour Tee 2027"; price DKK 249.00 → DKK 279.50; category T-Shirts → Hoodies; print-on-demand id gelato-tee-tour → none.',
    );
    expect(await saveProduct(handle.db, coach, "no-such-product", tee)).toMatchObject({ ok: false, reason: "not-found" });
  });

  it("a price change applies to carts: the cart shows the new price and checkout charges it", async () => {
    const owner = guest();
    await addToCart(handle.db, owner, "tour-tee", 2, clock.now());
    const before = await shown(owner);
    expect(before).toEqual([{ productId: "tour-tee", unitAmount: 27_950, quantity: 2 }]);
    await saveProduct(handle.db, coach, "tour-tee", { ...tee, name: "Tour Tee 2027", category: "Hoodies", price: 19_900, podProductId: null });
    const cart = await readCart(handle.db, owner);
    expect(cart).toMatchObject({ total: 39_800, count: 2, lines: [{ unitAmount: 19_900, lineTotal: 39_800, available: true }] });
    // A panel still showing the old price is told before paying; what it shows afterwards is what is charged.
    const stale = await startCartCheckout(commerceDeps(handle, clock), owner, { idempotencyKey: "products-key-1", shown: before, email: "guest@example.dk" });
    expect(stale).toMatchObject({ ok: false, reason: "review", changed: [{ productId: "tour-tee", was: 27_950, now: 19_900 }] });
    const paid = await startCartCheckout(commerceDeps(handle, clock), owner, {
      idempotencyKey: "products-key-1",
      shown: await shown(owner),
      email: "guest@example.dk",
    });
    expect(paid.ok).toBe(true);
    const [order] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.id, paid.ok ? paid.orderId : ""));
    expect(order).toMatchObject({ amountTotal: 39_800, items: [{ itemId: "tour-tee", unitAmount: 19_900, quantity: 2 }] });
  });

  it("a deactivated product leaves the shop, cannot be added, and a cart line holding it says so and is not charged", async () => {
    const owner = guest();
    await addToCart(handle.db, owner, "tour-tee-2", 1, clock.now()); // not active: refused
    expect((await readCart(handle.db, owner)).lines).toEqual([]);
    await addToCart(handle.db, owner, "pop-filter", 1, clock.now());
    await setProductActive(handle.db, coach, "tour-tee-2", true);
    await addToCart(handle.db, owner, "tour-tee-2", 3, clock.now());
    expect((await readCart(handle.db, owner)).total).toBe(19_900 + 3 * 24_900);

    expect(await setProductActive(handle.db, coach, "tour-tee-2", false)).toMatchObject({ ok: true, product: { isActive: false } });
    expect((await listActiveProducts(handle.db, "T-Shirts")).map((p) => p.id)).not.toContain("tour-tee-2");
    expect(await addToCart(handle.db, owner, "tour-tee-2", 1, clock.now())).toEqual({ ok: false, reason: "not-found" });
    const cart = await readCart(handle.db, owner);
    expect(cart.lines.map((l) => [l.productId, l.available, l.lineTotal])).toEqual([
      ["pop-filter", true, 19_900],
      ["tour-tee-2", false, 0],
    ]);
    expect(cart).toMatchObject({ total: 19_900, count: 1 });
    const result = await startCartCheckout(commerceDeps(handle, clock), owner, {
      idempotencyKey: "products-key-2",
      shown: await shown(owner),
      email: "guest@example.dk",
    });
    expect(result).toMatchObject({ ok: false, reason: "review", removedNames: ["Tour Tee"] });
    const paid = await startCartCheckout(commerceDeps(handle, clock), owner, {
      idempotencyKey: "products-key-2",
      shown: await shown(owner),
      email: "guest@example.dk",
    });
    const [order] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.id, paid.ok ? paid.orderId : ""));
    expect(order).toMatchObject({ amountTotal: 19_900, items: [{ itemId: "pop-filter" }] });
    expect((await listAudit(handle.db, { subject: { type: "product", id: "tour-tee-2" } })).entries[0]?.summary).toBe(
      "Deactivated Tour Tee: no longer in the shop.",
    );
  });

  it("the database refuses to delete a product an order holds; an unsold draft can be deleted", async () => {
    // tour-tee is in an order (opened above): the trigger refuses even a plain DELETE.
    await expect(handle.db.delete(products).where(eq(products.id, "tour-tee"))).rejects.toThrow();
    expect(await deleteProduct(handle.db, coach, "tour-tee")).toMatchObject({ ok: false, reason: "sold" });
    expect(await findProductRow(handle.db, "tour-tee")).toMatchObject({ held: true });
    // A seeded product in a paid order: sold counts the units whose money arrived.
    await handle.db.insert(orders).values({
      id: "order-paid-mug",
      status: "paid",
      items: [{ itemId: "tea-mug", name: "Honey & Tea Mug", quantity: 3, unitAmount: 14_900, currency: "DKK" }],
      amountTotal: 44_700,
      currency: "DKK",
      provider: "test",
      idempotencyKey: "products-paid-mug",
    });
    await expect(handle.db.delete(products).where(eq(products.id, "tea-mug"))).rejects.toThrow();
    const rows = await listProductRows(handle.db);
    expect(rows.find((r) => r.id === "tea-mug")).toMatchObject({ sold: 3, held: true });
    expect(rows.find((r) => r.id === "tour-tee")).toMatchObject({ sold: 0, held: true }); // opened, never paid

    const draft = await createProduct(handle.db, coach, { ...tee, name: "Draft Mug", category: "Drinkware", active: false });
    await handle.db.insert(cartItems).values({ id: "line-draft", productId: draft.id, variantId: draft.id, quantity: 1, sessionId: guest().sessionId });
    expect(await deleteProduct(handle.db, coach, draft.id)).toEqual({ ok: true });
    expect(await findProductRow(handle.db, draft.id)).toBeUndefined();
    expect(await handle.db.select().from(cartItems).where(eq(cartItems.id, "line-draft"))).toEqual([]);
    expect((await listAudit(handle.db, { subject: { type: "product", id: draft.id } })).entries[0]?.summary).toBe(
      "Deleted the product Draft Mug (never sold).",
    );
  });

  it("the database keeps prices whole, from 0 to 100.000 DKK", async () => {
    await expect(handle.db.update(products).set({ price: -1 }).where(eq(products.id, "pop-filter"))).rejects.toThrow();
    await expect(handle.db.update(products).set({ currency: "SEK" }).where(eq(products.id, "pop-filter"))).rejects.toThrow();
  });
});

describe("the product form's files", () => {
  const categories = ["T-Shirts"];
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const form = (files: Record<string, File>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries({ name: "Tee", description: "Soft.", category: "T-Shirts", price: "249,00", podProductId: "", active: "on" }))
      data.set(name, value);
    for (const [name, file] of Object.entries(files)) data.set(name, file);
    return data;
  };
  const read = (data: FormData, origin = "https://studio.example") => readProductForm(data, { categories, storage, origin });

  it("takes a product image by its content and size, stored as a cover", async () => {
    const ok = await read(form({ image: new File([png], "photo.png", { type: "image/png" }) }));
    expect(ok).toMatchObject({
      ok: true,
      input: { price: 24_900, active: true, podProductId: null, imageUrl: expect.stringMatching(/^\/media\/covers\/[0-9a-f-]{36}\.png$/) },
    });
    expect(await read(form({ image: new File(["<svg/>"], "photo.png", { type: "image/png" }) }))).toEqual({
      ok: false,
      fieldErrors: { image: "The product must be a PNG, JPEG or WebP image." },
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    expect(await read(form({ image: new File([big], "big.png") }))).toEqual({ ok: false, fieldErrors: { image: "The product image is larger than 5 MB." } });
  });

  it("takes a print file (PDF or PNG, by content) as the https address Gelato fetches; refuses others and an http site", async () => {
    const pdf = new File([new TextEncoder().encode("%PDF-1.7\n%design")], "design.pdf", { type: "application/pdf" });
    const ok = await read(form({ printFile: pdf }));
    expect(ok).toMatchObject({
      ok: true,
      input: { printFileUrl: expect.stringMatching(/^https:\/\/studio\.example\/media\/print-files\/[0-9a-f-]{36}\.pdf$/) },
    });
    const key = `print-files/${(ok.ok && ok.input.printFileUrl!.split("/").pop())!}`;
    expect(new TextDecoder().decode((await storage.get(key))!)).toBe("%PDF-1.7\n%design");
    expect((await read(form({ printFile: new File([png], "design.png") }))).ok).toBe(true);
    expect(await read(form({ printFile: new File(["just text"], "design.pdf", { type: "application/pdf" }) }))).toEqual({
      ok: false,
      fieldErrors: { printFile: "The print file must be a PDF or a PNG image." },
    });
    expect(await read(form({ printFile: pdf }), "http://localhost:3000")).toMatchObject({
      ok: false,
      fieldErrors: { printFile: expect.stringMatching(/https:\/\//) },
    });
    // The address goes into the database, whose CHECK takes only https addresses.
    await saveProduct(handle.db, coach, "pop-filter", {
      ...tee,
      name: "Double-Mesh Pop Filter",
      category: "Accessories",
      price: 19_900,
      printFileUrl: ok.ok ? ok.input.printFileUrl : null,
    });
    expect((await findProductRow(handle.db, "pop-filter"))?.printFileUrl).toMatch(/^https:\/\/studio\.example\/media\/print-files\//);
  });

  it("a form refused for its fields stores no file", async () => {
    const files = () => readdirSync(path.join(root, "print-files")).length;
    const count = files();
    const data = form({ printFile: new File([png], "design.png"), image: new File([png], "photo.png") });
    data.set("price", "abc");
    expect(await read(data)).toEqual({ ok: false, fieldErrors: { price: "Enter the price in DKK as a number, such as 249 or 1.499,50." } });
    expect(files()).toBe(count);
  });
});
