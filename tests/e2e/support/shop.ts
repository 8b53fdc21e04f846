import { expect, type Page } from "@playwright/test";

/** The header's cart panel. */
export const cartPanel = (page: Page) => page.getByRole("dialog", { name: /^Shopping Cart/ });

/** /shop on its clothing tab. A click before the page has hydrated changes no tab: click until it is the selected one. */
export async function openClothing(page: Page) {
  await page.goto("/shop");
  const tab = page.getByRole("tab", { name: "Clothing & Merchandise" });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
  }).toPass();
}
