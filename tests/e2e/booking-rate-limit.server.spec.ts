import { expect, test } from "./support/test";

// Once (not per viewport): it holds real slots for BOOKING_HOLD_SECONDS, taken from the start of
// the week (the dialog tests take theirs from the end).
test("one address cannot hold the whole week: new holds and consultations are rate-limited with a 429", async ({ playwright }) => {
  const ip = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "X-Forwarded-For": ip } });
  const { slots } = (await (await api.get("/api/booking?kind=coaching")).json()) as { slots: { start: string }[] };
  const reserve = (slot: string, n: number) =>
    api.post("/api/booking", { data: { intent: "reserve", name: "Rate Tester", email: `rate${n}@example.dk`, slot } });

  // Refused attempts block no time and do not count (decision 019): a time the calendar never offers, twelve times.
  for (let n = 0; n < 12; n++) {
    const refused = await reserve("2020-01-06T09:00:00.000Z", n);
    expect(refused.status()).toBe(200);
    expect(await refused.json()).toMatchObject({ ok: false, error: "Could not create pending booking." });
  }
  // Ten holds are allowed; a slot another test took meanwhile is skipped, not counted.
  let made = 0;
  let next = 0;
  while (made < 10 && next < slots.length) {
    const answer = await reserve(slots[next++]!.start, made);
    expect(answer.status()).toBe(200);
    if ((await answer.json()).ok === true) made++;
  }
  expect(made).toBe(10);
  const limited = await reserve(slots[next]!.start, 10);
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await limited.json()).toMatchObject({ ok: false, error: "Too many bookings from your connection. Please wait an hour and try again, or contact us." });

  const past = "2020-01-06T09:00:00.000Z";
  const consult = () => api.post("/api/booking", { data: { intent: "consultation", name: "Rate Tester", email: "rate@example.dk", slot: past } });
  for (let n = 0; n < 5; n++) expect((await consult()).status()).toBe(200);
  expect((await consult()).status()).toBe(429);
  await api.dispose();
});
