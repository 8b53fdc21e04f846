import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/test";
import { validCelebrity } from "../support/fixtures";
import { ownClientAddress } from "../support/e2e";

// On a slow phone the page is there, readable and fillable, well before its script has started
// (the modules load after the first paint). What the visitor typed, ticked or chose by then must
// survive hydration: React sets controlled inputs back to their state as it hydrates.

/** A page whose modules are held until `release` is called; it has not hydrated before. */
async function pageWithModulesHeld(browser: Browser, testInfo: TestInfo, path: string): Promise<{ page: Page; hydrate: () => Promise<void> }> {
  const context = await browser.newContext();
  await ownClientAddress(context, testInfo);
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not until `load`: the held modules keep it from firing.
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return {
    page,
    hydrate: async () => {
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    },
  };
}

test("an application typed and ticked before the script started keeps its text and its tick", async ({ browser }, testInfo) => {
  const { page, hydrate } = await pageWithModulesHeld(browser, testInfo, "/celebrity-application");
  await page.getByRole("textbox", { name: "Last name", exact: true }).fill(validCelebrity.lastName);
  await page.getByRole("checkbox").check();
  await hydrate();
  await expect(page.getByRole("checkbox")).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Last name", exact: true })).toHaveValue(validCelebrity.lastName);
  await page.context().close();
});

test("a time chosen on /book/session before the script started stays chosen", async ({ browser }, testInfo) => {
  const { page, hydrate } = await pageWithModulesHeld(browser, testInfo, "/book/session");
  const radios = page.getByRole("radio");
  const chosen = radios.nth(Math.floor((await radios.count()) / 2));
  // The radio itself is visually hidden: the visitor taps its label.
  await chosen.locator("xpath=..").click();
  await expect(chosen).toBeChecked();
  await hydrate();
  await expect(chosen).toBeChecked();
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(1);
  await page.context().close();
});
