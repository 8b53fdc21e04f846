import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "../../../tests/db";
import { commerceDeps, testClock, COACH_EMAIL } from "../../../tests/support/commerce";
import type { DatabaseHandle } from "~/db/client.server";
import { cartCheckouts, cartItems, orders, outbox, paymentEvents, podFulfilments, testCheckoutSessions, user } from "~/db/schema";
import { exportUserData } from "~/modules/accounts/privacy.server";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { createCoursePayment } from "~/modules/sales/checkout.server";
import type { OrdersDeps } from "~/modules/orders/deps.server";
import { shippingMessages } from "~/modules/orders/shipping";
import { getTestCheckout, payTestCheckout } from "~/modules/orders/test-checkout.server";
import { addToCart, readCart, type CartOwner } from "./cart.server";
import { startCartCheckout } from "./checkout.server";

let handle: DatabaseHandle;
const clock = testClock("2026-11-23T10:00:00Z");
let deps: OrdersDeps;
const TEE = "breathe-sing-tee"; // print on demand, by size and colour (decision 046)
const TEE_M_BLACK = "breathe-sing-tee-m-black"; // gelato-tee-breathe-sing-m-black
const ida: CartOwner = { userId: "user-ida" };
const address = { name: "Ida Holm", line1: "Nørregade 1", line2: "2. tv", postalCode: "1165", city: "København K", country: "DK" };

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  deps = commerceDeps(handle, clock);
  await handle.db.insert(user).values({ id: "user-ida", name: "Ida", email: "ida@example.dk", emailVerified: true });
});
afterAll(() => handle.close());
beforeEach(async () => {
  for (const table of [podFulfilments, cartCheckouts, cartItems, paymentEvents, orders, testCheckoutSessions, outbox]) await handle.db.delete(table);
});

async function openShopCheckout() {
  await addToCart(handle.db, ida, TEE, 2, clock.now(), TEE_M_BLACK);
  const shown = (await readCart(handle.db, ida)).lines.map(({ productId, variantId, unitAmount, quantity }) => ({
    productId,
    variantId,
    unitAmount,
    quantity,
  }));
  const result = await startCartCheckout(deps, ida, { idempotencyKey: "ship-key-1", shown, accountEmail: "ida@example.dk" });
  if (!result.ok) throw new Error(`checkout failed: ${result.reason}`);
  return { sessionId: result.url.split("/").at(-1)!, orderId: result.orderId };
}

describe("shipping address on the shop's test checkout", () => {
  it("a shop session asks for the address; Pay without a complete one is refused and nothing is paid", async () => {
    const { sessionId, orderId } = await openShopCheckout();
    expect(await getTestCheckout(deps, sessionId)).toMatchObject({ collectShipping: true, status: "open" });
    const refused = await payTestCheckout(deps, sessionId, new URLSearchParams({ ...address, city: " ", country: "XX" }));
    expect(refused).toMatchObject({
      ok: false,
      reason: "invalid-address",
      address: { errors: { city: shippingMessages.city, country: shippingMessages.country }, values: { name: "Ida Holm", line1: "Nørregade 1" } },
    });
    expect(await payTestCheckout(deps, sessionId)).toMatchObject({ ok: false, reason: "invalid-address" });
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: "pending", shippingAddress: null });
    const [session] = await handle.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId));
    expect(session).toMatchObject({ status: "open", paymentStatus: "unpaid", shippingAddress: null });
    expect(await handle.db.select().from(podFulfilments)).toHaveLength(0);
    expect(await handle.db.select().from(outbox)).toHaveLength(0);
  });

  it("with it: the session and the paid order keep the address, print-on-demand lines get it, the buyer's receipt and the coach's mail show it", async () => {
    const { sessionId, orderId } = await openShopCheckout();
    expect(await payTestCheckout(deps, sessionId, new URLSearchParams(address))).toMatchObject({ ok: true });
    const stored = { ...address, email: "ida@example.dk" };
    const [session] = await handle.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId));
    expect(session!.shippingAddress).toEqual(stored);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: "paid", shippingAddress: stored });
    const lines = await handle.db.select().from(podFulfilments);
    // The variant's own Gelato product, and its name with the size and colour.
    expect(
      lines.map((line) => [
        line.items.map((item) => [item.productId, item.variantId, item.podProductId, item.productName, item.quantity]),
        line.status,
        line.shippingAddress,
      ]),
    ).toEqual([[[[TEE, TEE_M_BLACK, "gelato-tee-breathe-sing-m-black", "Breathe & Sing T-Shirt — M, black", 2]], "waiting", stored]]);
    expect((order!.items as { variantId?: string; name: string }[]).map((item) => [item.variantId, item.name])).toEqual([
      [TEE_M_BLACK, "Breathe & Sing T-Shirt — M, black"],
    ]);
    const [coach] = await handle.db.select().from(outbox).where(eq(outbox.kind, "shop.order.coach"));
    expect(coach!.to).toBe(COACH_EMAIL);
    expect(coach!.text).toContain("Ida Holm, Nørregade 1, 2. tv, 1165 København K, Denmark");
    const receipts = await handle.db.select().from(outbox).where(eq(outbox.kind, "payment.receipt"));
    expect(receipts.map((mail) => mail.to)).toEqual(["ida@example.dk"]);
    expect(receipts[0]!.text).toContain("Ship to");
    expect(receipts[0]!.text).toContain("Ida Holm, Nørregade 1, 2. tv, 1165 København K, Denmark");
    expect(receipts[0]!.html).toContain("Nørregade 1, 2. tv, 1165 København K, Denmark");
    const exported = await exportUserData(handle.db, "user-ida");
    expect(exported!.orders.map((o) => o.shippingAddress)).toEqual([stored]);
  });

  it("a course checkout asks for no address and pays as before", async () => {
    const created = await createCoursePayment(deps, { courseId: "test-payment", currency: "USD", idempotencyKey: "course-key-1", email: "ida@example.dk" });
    if (!created.ok) throw new Error(created.error);
    const sessionId = created.url.split("/").at(-1)!;
    expect(await getTestCheckout(deps, sessionId)).toMatchObject({ collectShipping: false });
    expect(await payTestCheckout(deps, sessionId)).toMatchObject({ ok: true });
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(order).toMatchObject({ status: "paid", shippingAddress: null });
    const [receipt] = await handle.db.select().from(outbox).where(eq(outbox.kind, "payment.receipt"));
    expect(receipt!.text).toContain("Total paid");
    expect(receipt!.text).not.toContain("Ship to");
  });
});
