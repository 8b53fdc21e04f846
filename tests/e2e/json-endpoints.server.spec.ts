import { expect, test } from "./support/test";

// The cart's and the booking dialog's JSON endpoints are served in front of React Router
// (decision 021): the protections every other route has must hold for them too.
test("the JSON endpoints keep the site's protections: same-origin posts only, strict headers, private answers, bounded bodies", async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });

  const cart = await api.get("/api/cart");
  expect(cart.status()).toBe(200);
  expect(cart.headers()["content-type"]).toContain("application/json");
  expect(cart.headers()["cache-control"]).toBe("private, no-store");
  expect(cart.headers()["x-content-type-options"]).toBe("nosniff");
  expect(cart.headers()["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
  expect(await cart.json()).toEqual({ lines: [], count: 0, total: 0, currency: "DKK", signedIn: false });

  const slots = await api.get("/api/booking?kind=coaching");
  expect(slots.headers()["cache-control"]).toBe("no-store");
  expect((await slots.json()) as { slots: unknown[] }).toHaveProperty("slots");

  // A post from another site is refused before the endpoint sees it, and adds nothing.
  const foreign = await api.post("/api/cart", { headers: { Origin: "https://elsewhere.example" }, data: { intent: "add", productId: "tea-mug" } });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()["set-cookie"]).toBeUndefined();

  const added = await api.post("/api/cart", { data: { intent: "add", productId: "tea-mug" } });
  expect(added.status()).toBe(200);
  expect(added.headers()["set-cookie"]).toMatch(/^cart_session_id=session_\d+_[A-Za-z0-9_-]+;/);
  expect(((await added.json()) as { cart: { count: number } }).cart.count).toBe(1);

  expect((await api.fetch("/api/cart", { method: "PUT", data: {} })).status()).toBe(405);
  expect((await api.post("/api/booking", { headers: { "Content-Type": "application/json" }, data: "x".repeat(20_000) })).status()).toBe(413);
  // Paths match as written: another spelling is no JSON endpoint (and gets no JSON endpoint's answer).
  for (const path of ["/API/CART", "/Api/Booking?kind=coaching"]) {
    const other = await api.get(path);
    expect(other.status(), path).toBe(404);
    expect(other.headers()["content-type"], path).not.toContain("application/json");
  }
  await api.dispose();
});

test("one address cannot change carts without end: a burst of 120 changes, then 429 with the wait", async () => {
  const baseURL = test.info().project.use.baseURL!;
  // Node's own fetch: the burst must reach the server faster than the bucket refills (2 a second).
  const add = (ip: string) =>
    fetch(`${baseURL}/api/cart`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
      body: JSON.stringify({ intent: "add", productId: "tea-mug" }),
    });
  const ip = `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const answers = await Promise.all(Array.from({ length: 140 }, () => add(ip)));
  const allowed = answers.filter((answer) => answer.status === 200).length;
  // 120 at once, and the few tokens that refilled while they were answered.
  expect(allowed).toBeGreaterThanOrEqual(120);
  expect(allowed).toBeLessThan(130);
  const refused = answers.find((answer) => answer.status === 429)!;
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  expect(await refused.json()).toEqual({ ok: false, error: "Failed to add item to cart." });
  // Another address is not held back.
  expect((await add(`10.252.${Math.floor(Math.random() * 250)}.1`)).status).toBe(200);
});
