import { expect, test } from "./support/test";

// Kept anonymous pages carry no Cross-Origin-Opener-Policy (decision 057). A window another site
// opened must still leave that site's reach at the first page that carries it: under an opener,
// the site's links are document loads.

declare global {
  interface Window {
    opened?: Window | null;
    sameDocument?: boolean;
  }
}

test("a window another site opened is out of its reach once it follows a link to sign in", async ({ page, baseURL }) => {
  // The opener is a page of no origin of ours and without COOP of its own: a new tab's about:blank.
  expect(page.url()).toBe("about:blank");
  const landingUrl = new URL("/", baseURL).href;
  const popupOpens = page.waitForEvent("popup");
  const landingAnswers = page.context().waitForEvent("response", (response) => response.url() === landingUrl && response.request().isNavigationRequest());
  await page.evaluate((url) => void (window.opened = window.open(url)), landingUrl);
  const [popup, landing] = await Promise.all([popupOpens, landingAnswers]);
  expect(landing.headers()["cross-origin-opener-policy"]).toBeUndefined();
  await popup.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await page.evaluate(() => window.opened!.closed)).toBe(false);

  await popup.evaluate(() => void (window.sameDocument = true));
  await popup.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
  await expect(popup).toHaveURL(/\/login$/);
  await popup.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await popup.evaluate(() => window.sameDocument)).toBeUndefined();
  // The sign-in page came with COOP: the opener's reference now points at nothing.
  await expect.poll(() => page.evaluate(() => window.opened!.closed)).toBe(true);
});

test("without an opener, the same link navigates inside the page", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => void (window.sameDocument = true));
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.sameDocument)).toBe(true);
});
