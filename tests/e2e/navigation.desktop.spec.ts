import { expect, test } from "@playwright/test";
import { navigationLabels as labels } from "./support/navigation";

// Runs in the desktop project only: from medium width up the header shows the bar.
test.describe("desktop navigation", () => {
  test("desktop header lists the items in order and underlines the current page", async ({ page }) => {
    await page.goto("/privacy-policy");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(labels);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("href", "/#about");
    await nav.getByRole("link", { name: "Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(nav.getByRole("link", { name: "Courses" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Courses" })).toHaveClass(/underline/);
    await expect(nav.getByRole("link", { name: "Shop" })).not.toHaveAttribute("aria-current", "page");
  });

  test("anchor items scroll on the landing page and lead to the root elsewhere", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "#contact");
    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.goto("/terms-of-service");
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/#about$/);
  });
});
