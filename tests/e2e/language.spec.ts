import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { allPages } from "./support/site-pages";
import { englishChrome } from "../../app/lib/i18n/chrome-text";
import { danishChrome } from "../../app/lib/i18n/chrome-text.da";
import { englishCart } from "../../app/lib/i18n/cart-text";
import { danishCart } from "../../app/lib/i18n/cart-text.da";

// The cart's catalogue (loaded with the cart, decision 050) is checked with the chrome's.
const chromeText = { en: { ...englishChrome, ...englishCart }, da: { ...danishChrome, ...danishCart } };

// English chrome texts a Danish page must not show: those whose Danish differs (SPEC's
// 'Book Session' is the same in both), the switch's own name for the other language aside.
const englishOnly = Object.entries(chromeText.en)
  .filter(([key, english]) => english !== chromeText.da[key as keyof typeof chromeText.da] && !key.startsWith("otherLanguage"))
  .map(([, english]) => english.replace(/^[,(\s]+|[)\s]+$/g, ""));

const danishPages = allPages.filter((page) => page.lang === "da");

/** The chrome's words, visible or read out: text of header, footer and skip link, and their accessible names. */
async function chromeWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    for (const element of document.querySelectorAll("body > a[href='#main'], header, footer")) {
      parts.push(element.textContent ?? "");
      for (const labelled of element.querySelectorAll("[aria-label], [title]"))
        parts.push(labelled.getAttribute("aria-label") ?? "", labelled.getAttribute("title") ?? "");
      if (element.getAttribute("aria-label")) parts.push(element.getAttribute("aria-label") ?? "");
    }
    return parts.join(" | ");
  });
}

/** A catalogue text as a pattern: its `{placeholders}` (a count, a product's name) match any words. */
const pattern = (english: string) =>
  english
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".+?");

function englishIn(words: string): string[] {
  return englishOnly.filter((english) => new RegExp(`(^|[^\\p{L}])${pattern(english)}([^\\p{L}]|$)`, "u").test(words));
}

test("the English chrome catalogue is checked against something", () => {
  expect(danishPages.length).toBeGreaterThanOrEqual(4);
  expect(englishOnly).toContain("Skip to content");
  expect(englishIn("Skip to content | Forside")).toEqual(["Skip to content"]);
  // The cart's texts are in the list, with their counts and names as any words.
  expect(englishIn("Indkøbskurv | Shopping cart, 2 items")).toEqual(["Shopping cart", "Shopping cart, {count} items"]);
  expect(englishIn("Fjern Honey & Tea Mug | Remove Honey & Tea Mug")).toEqual(["Remove {name}"]);
  expect(englishIn("Payment cancelled. Your cart is just as you left it.")).toEqual(["Payment cancelled. Your cart is just as you left it."]);
});

test("the cart on a Danish page is Danish: its button, its panel, its lines and its toasts", async ({ page }) => {
  await page.goto("/courses/voice-elevated");
  const added = await page.request.post("/api/cart", {
    data: { intent: "add", productId: "tea-mug", quantity: 1 },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(added.status()).toBe(200);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const button = page.getByTestId("cart-button");
  await expect(button).toHaveAttribute("aria-label", "Indkøbskurv, 1 vare");
  await button.click();
  const panel = page.getByRole("dialog", { name: /^Indkøbskurv \(/ });
  await expect(panel).toHaveAccessibleName("Indkøbskurv (1)");
  await expect(panel.getByRole("list", { name: chromeText.da.cartLines })).toBeVisible();
  const words = await panel.evaluate((element) =>
    [element.textContent ?? "", ...[...element.querySelectorAll("[aria-label]")].map((labelled) => labelled.getAttribute("aria-label") ?? "")].join(" | "),
  );
  expect(englishIn(words)).toEqual([]);
  await panel.getByRole("button", { name: "Fjern Honey & Tea Mug" }).click();
  await expect(page.locator("li[data-variant]").filter({ hasText: chromeText.da.cartRemovedTitle }).first()).toContainText(
    chromeText.da.cartRemovedDescription,
  );
  await expect(panel).toContainText(chromeText.da.cartEmpty);
  await expectNoSeriousAxeViolations(page);
});

for (const danish of danishPages) {
  test(`${danish.path} is Danish from header to footer`, async ({ page }) => {
    await page.goto(danish.path);
    await expect(page.locator("html")).toHaveAttribute("lang", "da");
    expect(englishIn(await chromeWords(page))).toEqual([]);
    const menuButton = page.getByRole("button", { name: chromeText.da.openMenu });
    if (await menuButton.isVisible()) {
      await menuButton.click();
      const menu = page.getByRole("dialog", { name: chromeText.da.menu });
      await expect(menu.getByRole("link", { name: chromeText.da.courses })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      expect(englishIn(await chromeWords(page))).toEqual([]);
    } else {
      await expect(page.getByRole("navigation", { name: chromeText.da.mainNavigation }).getByRole("link", { name: chromeText.da.courses })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }
  });
}

test("an English page keeps English chrome and shows the courses in English", async ({ page }) => {
  await page.goto("/courses");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("contentinfo")).toContainText(chromeText.en.privacyPolicy);
  const main = page.getByRole("main");
  await expect(main).not.toContainText("Fire weekender");
  await expect(main).not.toContainText("Fem dage, ti pladser");
  await expect(main.locator('[lang="da"]')).toHaveCount(0);
});

test("a Danish page's links to a page only in English say so", async ({ page }) => {
  await page.goto("/courses/celebrity-vocal-experience");
  const apply = page.getByRole("main").getByRole("link", { name: "Ansøg om en plads (på engelsk)" });
  await expect(apply).toHaveAttribute("hreflang", "en");
  await page.goto("/courses/voice-elevated");
  await expect(page.getByRole("main").getByRole("link", { name: /Se detaljer om forløbet.*\(på engelsk\)/ })).toHaveAttribute("hreflang", "en");
  await expect(page.getByRole("banner").getByRole("link", { name: chromeText.da.apply, includeHidden: true }).first()).toHaveAttribute(
    "href",
    "/voice-elevated-application",
  );
});
