import { expect, test } from "./support/test";

// Each checkout opened costs a provider call, and many from one address is how stolen cards are tried.
test("checkouts opened from one address are limited in the database: the 31st in an hour gets 429 and Retry-After", async ({ playwright }) => {
  const ip = `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const api = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": ip, Origin: test.info().project.use.baseURL! },
  });
  const open = (n: number) =>
    api.post("/api/create-payment", {
      data: { courseId: "test-payment", currency: "USD", idempotencyKey: `limit-${ip.replaceAll(".", "-")}-${n}-${Date.now()}` },
    });
  // Sent together: the counter is taken atomically, so parallel requests cannot slip past it.
  const answers = await Promise.all(Array.from({ length: 34 }, (_, n) => open(n)));
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 200)).toHaveLength(30);
  expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  const limited = answers.find((answer) => answer.status() === 429)!;
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await limited.json()).toEqual({ error: "Could not create payment session." });
  // Another address is not affected.
  const other = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": ip.replace("10.251.", "10.252.") },
  });
  const fine = await other.post("/api/create-payment", { data: { courseId: "test-payment", currency: "USD", idempotencyKey: `limit-other-${Date.now()}` } });
  expect(fine.status()).toBe(200);
  await api.dispose();
  await other.dispose();
});
