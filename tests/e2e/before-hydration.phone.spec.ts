import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/test";
import { validCelebrity } from "../support/fixtures";
import { ownClientAddress } from "../support/e2e";
import { defaultSiteProfile } from "../../app/modules/site/profile";

// On a slow phone the page is there, readable and fillable, well before its script has started
// (the modules load after the first paint). What the visitor typed, ticked or chose by then must
// survive hydration: React would set controlled inputs back to their state at their next render.

/** A page whose modules are held until `release` is called; it has not hydrated before. `prepare` runs before it is opened. */
async function pageWithModulesHeld(
  browser: Browser,
  testInfo: TestInfo,
  path: string,
  prepare?: (page: Page) => Promise<unknown>,
): Promise<{ page: Page; hydrate: () => Promise<void> }> {
  const context = await browser.newContext();
  await ownClientAddress(context, testInfo);
  const page = await context.newPage();
  await prepare?.(page);
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

test("a video link typed on the artist page before the script started is kept, and added once it has (decision 053)", async ({ browser }, testInfo) => {
  // The facades' thumbnails come from YouTube: kept offline.
  const { page, hydrate } = await pageWithModulesHeld(browser, testInfo, `/${defaultSiteProfile.slug}`, (page) =>
    page.route("https://i.ytimg.com/**", (route) => route.abort()),
  );
  const input = page.getByLabel("Add a video link");
  await input.fill("https://youtu.be/aB3_-9xYz0Q");
  await hydrate();
  await expect(input).toHaveValue("https://youtu.be/aB3_-9xYz0Q");
  await page.getByRole("button", { name: "Add video" }).click();
  const videos = page.getByRole("list", { name: "Videos" }).getByRole("listitem");
  await expect(videos).toHaveCount(5);
  await expect(videos.first().getByRole("link", { name: "Play video: Your video 1" })).toHaveAttribute("href", "https://www.youtube.com/watch?v=aB3_-9xYz0Q");
  await expect(input).toHaveValue("");
  await page.context().close();
});
