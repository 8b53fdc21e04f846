import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { allPages } from "./support/site-pages";

/**
 * The price a page shows beside a pay button is the price its checkout charges: every
 * registered page's pay forms are opened as checkouts (the built-in test provider's) and the
 * checkout's total compared with the amounts in the button's card.
 */

/** "DKK 68.500", "$297", "USD 297.00", "€ 1.200,00" → minor units, with the currency. */
function parsePrices(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(DKK|EUR|USD|\$|€)\s?(\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{2})?)/g)) {
    const currency = match[1] === "$" ? "USD" : match[1] === "€" ? "EUR" : match[1]!;
    const raw = match[2]!;
    // Catalogue prices write 68.500 (Danish) or $1,297; money in English 68,500.00, in Danish 68.500,00:
    // a separator followed by exactly two digits at the end is the decimal one (decision 068).
    const decimal = /[.,](\d{2})$/.exec(raw);
    const whole = (decimal ? raw.slice(0, -3) : raw).replace(/[.,]/g, "");
    found.push(`${currency} ${Number(whole) * 100 + Number(decimal?.[1] ?? "0")}`);
  }
  return found;
}

test("parsePrices reads the site's price formats", () => {
  expect(parsePrices("Basic $297 one-time")).toEqual(["USD 29700"]);
  expect(parsePrices("Total DKK 68,500.00 and DKK 1.950")).toEqual(["DKK 6850000", "DKK 195000"]);
  expect(parsePrices("Total DKK 68.500,00 and € 1.200,50")).toEqual(["DKK 6850000", "EUR 120050"]);
  expect(parsePrices("USD 1,297.50")).toEqual(["USD 129750"]);
});

async function checkoutTotal(api: APIRequestContext, form: Record<string, string>): Promise<string[]> {
  const opened = await api.post("/api/create-payment", { data: { ...form, idempotencyKey: `price-walk-${crypto.randomUUID()}` } });
  expect(opened.status(), JSON.stringify(form)).toBe(200);
  const { url } = (await opened.json()) as { url: string };
  const html = await (await api.get(new URL(url).pathname)).text();
  const total = /data-testid="(?:checkout|summary)-total"[^>]*>([^<]+)</.exec(html)?.[1] ?? "";
  return parsePrices(total.replaceAll("&nbsp;", " ").replaceAll(" ", " "));
}

test("every pay button's checkout charges the price shown beside it, on every registered page", async ({ page, playwright }) => {
  test.setTimeout(120_000);
  const baseURL = test.info().project.use.baseURL!;
  const ip = `10.253.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": ip, Origin: baseURL } });
  let compared = 0;
  for (const registered of allPages) {
    await page.goto(registered.path);
    const forms = await page.locator('form[action="/api/create-payment"]').evaluateAll((nodes) =>
      nodes.map((form) => {
        const fields = Object.fromEntries([...new FormData(form as HTMLFormElement)].map(([k, v]) => [k, String(v)]));
        // The smallest enclosing block that names a price is the button's card.
        let card: HTMLElement | null = form.parentElement;
        while (card && !/(DKK|EUR|USD|\$|€)\s?\d/.test(card.innerText)) card = card.parentElement;
        return { fields, cardText: card?.innerText ?? "" };
      }),
    );
    for (const { fields, cardText } of forms) {
      const shown = parsePrices(cardText);
      expect(shown.length, `${registered.path}: no price beside the button for ${fields.courseId}`).toBeGreaterThan(0);
      const [charged] = await checkoutTotal(api, fields);
      expect(shown, `${registered.path}: ${fields.courseId} ${fields.plan ?? ""} charges ${charged}`).toContain(charged);
      compared++;
    }
  }
  // The landing page's test payment and the three online courses' plans at least.
  expect(compared).toBeGreaterThanOrEqual(7);
  await api.dispose();
});

test("Cancel on a course's checkout returns to the page its pay button was on, with the flag and the order id only", async ({ playwright }) => {
  const baseURL = test.info().project.use.baseURL!;
  const ip = `10.254.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": ip, Origin: baseURL } });
  const opened = await api.post("/api/create-payment", {
    data: { courseId: "beginner-course", currency: "USD", returnPath: "/sales/beginner-course?q=typed#plans", idempotencyKey: `cancel-${crypto.randomUUID()}` },
  });
  const checkout = new URL(((await opened.json()) as { url: string }).url).pathname;
  const cancelled = await api.post(checkout, { form: { intent: "cancel" }, maxRedirects: 0 });
  expect(cancelled.status()).toBe(302);
  const back = new URL(cancelled.headers()["location"]!, baseURL);
  expect(back.pathname).toBe("/sales/beginner-course");
  expect([...back.searchParams.keys()]).toEqual(["checkout", "order"]);
  expect(back.hash).toBe("");
  await api.dispose();
});
