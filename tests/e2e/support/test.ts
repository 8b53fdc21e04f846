import { test as base } from "@playwright/test";

export { expect, type Page } from "@playwright/test";

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` also wait until an HTML page has hydrated
 * (`<html data-hydrated>`, set by the root layout). The page's modules load only after its
 * first paint (docs/decisions/007), so a test that goes straight on to open the menu or send
 * a form would otherwise use the server's document before the app has taken it over.
 * With JavaScript off there is nothing to wait for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, providePage) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && response?.headers()["content-type"]?.startsWith("text/html")) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (javaScriptEnabled !== false && response?.headers()["content-type"]?.startsWith("text/html")) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    await providePage(page);
  },
});
