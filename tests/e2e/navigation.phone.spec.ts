import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { navigationLabels as labels } from "./support/navigation";

// Runs in the phone project only: below medium width the header shows the menu button.
test.describe("mobile navigation", () => {
  test("the mobile menu slides in, toggles and closes on choice", async ({ page }) => {
    await page.goto("/cookie-policy");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("navigation").getByRole("link")).toHaveText(labels);
    await expect(menu.getByRole("link", { name: "Book Session" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await open.click();
    await menu.getByRole("link", { name: "Magazine" }).click();
    await expect(page).toHaveURL(/\/magazine$/);
    await expect(menu).toBeHidden();
  });

  test.describe("before JavaScript has loaded", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu button still opens the menu and its links still lead somewhere", async ({ page }) => {
      await page.goto("/cookie-policy");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("navigation").getByRole("link")).toHaveText(labels);
      await expect(menu.getByRole("link", { name: "Book Session" })).toBeVisible();
      await menu.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("link", { name: "Magazine" }).click();
      await expect(page).toHaveURL(/\/magazine$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });
});
