import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { cataloguePages } from "./support/site-pages";
import { open, stubYouTube } from "./support/catalogue";

// At both widths: each catalogue page's head and axe check. What the pages do is
// catalogue-pages.desktop.spec.ts (decision 062).

test.describe("every catalogue page", () => {
  for (const entry of cataloguePages) {
    test(`${entry.path} answers 200 with one h1, title, description, canonical and no serious axe violations`, async ({ page }) => {
      await stubYouTube(page);
      const response = await open(page, entry.path);
      expect(response.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(entry.h1);
      await expect(page).toHaveTitle(new RegExp(`^${entry.title}`));
      expect((await page.locator('meta[name="description"]').getAttribute("content"))!.length).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^https?://[^/]+${entry.path}$`));
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      await expectNoSeriousAxeViolations(page);
    });
  }
});
