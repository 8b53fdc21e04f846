import { expect, test } from "./support/test";

// Once (not per viewport): it holds real slots for BOOKING_HOLD_SECONDS, taken from the start of
// the week (the dialog tests take theirs from the end).
test("one address cannot hold the whole week: new holds and consultation requests are rate-limited with a 429; refused ones are answered 4xx and do not count", async ({
  playwright,
}) => {
  const ip = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "X-Forwarded-For": ip } });
  const { slots } = (await (await api.get("/api/booking?kind=coaching")).json()) as { slots: { start: string }[] };
  const reserve = (slot: string, n: number) =>
    api.post("/api/booking", { data: { intent: "reserve", name: "Rate Tester", email: `rate${n}@example.dk`, slot } });

  // Refused attempts block no time and do not count (decision 019): a time the calendar never offers, twelve times.
  for (let n = 0; n < 12; n++) {
    const refused = await reserve("2020-01-06T09:00:00.000Z", n);
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toMatchObject({ ok: false, error: "Could not create pending booking." });
  }
  // Ten holds are allowed; a slot another test took meanwhile is skipped, not counted.
  let made = 0;
  let next = 0;
  let lastHold = "";
  while (made < 10 && next < slots.length) {
    const answer = await reserve(slots[next++]!.start, made);
    expect([200, 409]).toContain(answer.status());
    const body = (await answer.json()) as { ok: boolean; holdToken?: string };
    if (body.ok) {
      made++;
      lastHold = body.holdToken!;
    }
  }
  expect(made).toBe(10);

  // 'Go to payment' for a hold that does not exist is refused (404), a malformed one 422, and
  // neither counts against the checkout allowance (30 an hour): a real hold still opens its checkout.
  for (let n = 0; n < 35; n++) {
    const unknown = await api.post("/api/booking", {
      data: { intent: "go-to-payment", holdToken: `unknown-hold-${String(n).padStart(6, "0")}`, currency: "DKK", idempotencyKey: `unknown:${n}` },
    });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: "Could not create payment session." });
  }
  expect((await api.post("/api/booking", { data: { intent: "go-to-payment", currency: "DKK" } })).status()).toBe(422);
  const pay = await api.post("/api/booking", { data: { intent: "go-to-payment", holdToken: lastHold, currency: "DKK", idempotencyKey: `hold:${lastHold}` } });
  expect(pay.status()).toBe(200);
  expect(((await pay.json()) as { url: string }).url).toMatch(/\/test-checkout\//);
  const limited = await reserve(slots[next]!.start, 10);
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await limited.json()).toMatchObject({ ok: false, error: "Too many bookings from your connection. Please wait an hour and try again, or contact us." });

  // Consultation requests: refused ones (a time never offered, a missing name) are 422 and do not
  // count; three accepted requests a day (202), then 429 until the next day.
  const consult = (slot: string, n: number, name = "Rate Tester") =>
    api.post("/api/booking", { data: { intent: "consultation", name, email: `rate-consult${n}@example.dk`, slot } });
  for (let n = 0; n < 6; n++) {
    const past = await consult("2020-01-06T09:00:00.000Z", n);
    expect(past.status()).toBe(422);
    expect(await past.json()).toMatchObject({ ok: false, error: "Could not create booking." });
    const unnamed = await consult(slots[0]!.start, n, " ");
    expect(unnamed.status()).toBe(422);
    expect(await unnamed.json()).toMatchObject({ ok: false, error: "Please fill all fields and pick a slot." });
  }
  const { slots: free } = (await (await api.get("/api/booking?kind=consultation")).json()) as { slots: { start: string }[] };
  let requested = 0;
  for (let n = 0; requested < 3 && n < free.length; n++) {
    const answer = await consult(free[n]!.start, n);
    expect([202, 409]).toContain(answer.status());
    if (answer.status() === 202) requested++;
  }
  expect(requested).toBe(3);
  const over = await consult(free.at(-1)!.start, 99);
  expect(over.status()).toBe(429);
  expect(Number(over.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await over.json()).toMatchObject({
    ok: false,
    error: "Too many consultation requests from your connection today. Please try again tomorrow, or contact us.",
  });
  await api.dispose();
});
