import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { chromeText, chromeWords, danishPages, englishIn } from "./support/language";

// At both widths: the chrome (a menu on a phone, a bar on a laptop) of each Danish page is Danish.
// What a Danish visitor reads on the way through is language.phone.spec.ts (decision 062).

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
