import { expect, test, type Page } from "./support/test";
import { signInAs } from "../support/accounts";
import { allPages } from "./support/site-pages";
import { seedCoursePrices, seedCourses, seedOnlineOffers, seedOnlinePrices, seedProducts } from "../../app/modules/catalogue/seed-data";

/**
 * Every page that shows a price, against the catalogue (decision 028). The e2e server's database
 * holds the seeded catalogue and nothing edits it, so the seed data is the catalogue here: each
 * price a page shows must be one of its offers' prices in that currency (a price kept in code
 * would not be), and each page must show the prices of the offers it is about.
 */

type Currency = "DKK" | "EUR" | "USD";

const prices = [
  ...seedCoursePrices.map((p) => ({ id: p.courseId, currency: p.currency as Currency, amount: p.amount, plan: p.plan ?? "" })),
  ...seedOnlinePrices.map((p) => ({ id: p.courseId, currency: p.currency as Currency, amount: p.amount, plan: p.plan ?? "" })),
  ...seedProducts.map((p) => ({ id: p.id, currency: (p.currency ?? "DKK") as Currency, amount: p.price, plan: "" })),
];
const known = (currency: Currency) => new Set(prices.filter((p) => p.currency === currency).map((p) => p.amount));
const priceOf = (id: string, currency: Currency, plan = "") => prices.find((p) => p.id === id && p.currency === currency && p.plan === plan)!.amount;
const offerOfSales = (salesId: string) => seedOnlineOffers.find((o) => o.salesId === salesId)!.id;

/** Minor units from a shown amount: Danish "68.500" / "199,5", or English "68,500" / "97". */
function minorUnits(text: string): number {
  if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(text)) return Math.round(Number(text.replace(/\./g, "").replace(",", ".")) * 100);
  if (/^\d{1,3}(,\d{3})*(\.\d{1,2})?$/.test(text)) return Math.round(Number(text.replace(/,/g, "")) * 100);
  throw new Error(`not an amount: ${text}`);
}

const AMOUNT = String.raw`\d[\d.,]*\d|\d`;
const PATTERNS: Array<[Currency, RegExp]> = [
  ["DKK", new RegExp(String.raw`DKK\s*(${AMOUNT})`, "g")],
  ["DKK", new RegExp(String.raw`(${AMOUNT})\s*DKK`, "g")],
  ["EUR", new RegExp(String.raw`EUR\s*(${AMOUNT})`, "g")],
  ["USD", new RegExp(String.raw`\$(${AMOUNT})`, "g")],
];

/** Every price the page shows, as [currency, minor units]. */
async function shownPrices(page: Page): Promise<Array<[Currency, number]>> {
  // Parts far below the first screen are drawn only as they come near (decision 061), and
  // innerText leaves out what is not drawn yet: the page's own switch draws them all, as an
  // anchor jump does. What no visitor sees (a tab's hidden panel) stays out.
  await page.evaluate(() => (document.documentElement.dataset.renderAll = ""));
  const text = (await page.locator("body").innerText()).replace(/\u00a0/g, " ");
  return PATTERNS.flatMap(([currency, pattern]) =>
    [...text.matchAll(pattern)].map((match) => [currency, minorUnits(match[1]!.replace(/[.,]$/, ""))] as [Currency, number]),
  );
}

async function expectCataloguePrices(page: Page, path: string, expected: Array<[Currency, number]>, tabs: string[] = []) {
  await page.goto(path);
  const shown = await shownPrices(page);
  // A tab's panel shows only while it is chosen.
  for (const tab of tabs) {
    await page.getByRole("tab", { name: tab }).click();
    shown.push(...(await shownPrices(page)));
  }
  for (const [currency, amount] of shown) {
    expect(known(currency).has(amount), `${path} shows ${currency} ${amount / 100}, which no offer costs`).toBe(true);
  }
  for (const [currency, amount] of expected) {
    expect(shown, `${path} shows ${currency} ${amount / 100}`).toContainEqual([currency, amount]);
  }
}

const cardPrices = (id: string): Array<[Currency, number]> => [
  ["DKK", priceOf(id, "DKK")],
  ["EUR", priceOf(id, "EUR")],
];

test.describe("no page shows a price the catalogue does not have", () => {
  // Every page of the registry (a new page cannot be missed), by its shown text.
  for (const entry of allPages) {
    test(entry.path, async ({ page }) => {
      await expectCataloguePrices(page, entry.path, []);
    });
  }
});

test.describe("every page that shows a price shows the catalogue's", () => {
  test("the landing page: the featured programmes and the test payment", async ({ page }) => {
    await expectCataloguePrices(page, "/", [
      ...cardPrices("voice-elevated"),
      ...cardPrices("celebrity-vocal-experience"),
      ...cardPrices("private-coaching"),
      ["USD", priceOf("test-payment", "USD")],
    ]);
  });

  test("the course list: all ten cards in DKK and EUR", async ({ page }) => {
    await expectCataloguePrices(
      page,
      "/courses",
      seedCourses.flatMap((course) => cardPrices(course.id!)),
    );
  });

  for (const [path, id, currencies] of [
    ["/courses/voice-elevated", "voice-elevated", ["DKK"]],
    ["/courses/voice-elevated/details", "voice-elevated", ["DKK", "EUR"]],
    ["/courses/celebrity-vocal-experience", "celebrity-vocal-experience", ["DKK"]],
    ["/courses/private-coaching", "private-coaching", ["DKK", "EUR"]],
    ["/voice-elevated-application", "voice-elevated", ["DKK"]],
    ["/celebrity-application", "celebrity-vocal-experience", ["DKK"]],
  ] as Array<[string, string, Currency[]]>) {
    test(`${path}: ${id}`, async ({ page }) => {
      await expectCataloguePrices(
        page,
        path,
        currencies.map((currency) => [currency, priceOf(id, currency)]),
      );
    });
  }

  test("the sales pages: each online course and the others it lists, in USD; the main course by plan", async ({ page }) => {
    const beginner = priceOf(offerOfSales("beginner-course"), "USD");
    const advanced = priceOf(offerOfSales("advanced-technique"), "USD");
    const main = offerOfSales("main-course");
    const plans = (["Basic", "Premium", "Professional"] as const).map((plan) => ["USD", priceOf(main, "USD", plan)] as [Currency, number]);
    await expectCataloguePrices(page, "/sales/beginner-course", [
      ["USD", beginner],
      ["USD", advanced],
      ["USD", plans[0]![1]],
    ]);
    await expectCataloguePrices(page, "/sales/advanced-technique", [["USD", advanced]]);
    await expectCataloguePrices(page, "/sales/main-course", plans, ["Basic", "Premium", "Professional"]);
  });

  test("the shop: every product at its price", async ({ page }) => {
    await page.goto("/shop");
    const shown = await shownPrices(page);
    for (const [currency, amount] of shown) expect(known(currency).has(amount), `/shop shows ${currency} ${amount / 100}`).toBe(true);
    expect(shown).toContainEqual(["DKK", priceOf("studio-condenser-mic", "DKK")]);
    await page.getByRole("tab", { name: "Clothing & Merchandise" }).click();
    const clothing = await shownPrices(page);
    expect(clothing).toContainEqual(["DKK", priceOf("studio-hoodie", "DKK")]);
  });

  test("the student's dashboard: the courses still to discover, one line of links and no price but the catalogue's", async ({ page }) => {
    await signInAs(page, { email: "student@example.com", password: "sing-every-day" });
    // Below the student's own courses the catalogue is one line of names (issue 25), not cards with prices.
    await expectCataloguePrices(page, "/dashboard", []);
    await expect(page.locator("#offers").getByRole("link", { name: /Voice Elevated/ })).toBeVisible();
  });

  test("the checkout charges the plan's catalogue price", async ({ page }) => {
    await page.goto("/sales/main-course");
    await page.getByRole("tab", { name: "Premium" }).click();
    await page.getByRole("button", { name: "Enrol in Premium" }).click();
    await expect(page).toHaveURL(/\/test-checkout\//);
    await expect(page.locator("body")).toContainText(`USD ${(priceOf(offerOfSales("main-course"), "USD", "Premium") / 100).toFixed(2)}`);
  });
});
