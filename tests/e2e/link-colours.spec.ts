import { test } from "./support/test";
import { expectNoDefaultLinkColour } from "./support/axe";
import { sitePages } from "./support/site-pages";

// Playwright's trace recording renders the whole page, which would hide the fault checked
// here (colours stuck mid-transition in parts of the page not yet rendered).
test.use({ trace: "off" });

for (const sitePage of sitePages) {
  test(`no link or button on ${sitePage.path} is left in the browser's default blue`, async ({ page }) => {
    await page.goto(sitePage.path);
    await expectNoDefaultLinkColour(page);
  });
}
