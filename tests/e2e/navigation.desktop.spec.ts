import { expect, test } from "./support/test";
import { navigationLabels as labels } from "./support/navigation";

// Runs in the desktop project only: from medium width up the header shows the bar.
test.describe("desktop navigation", () => {
  test("desktop header lists the items in order and underlines the current page", async ({ page }) => {
    await page.goto("/privacy-policy");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(labels);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/#contact");
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
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/#home$/);
  });

  // Sections below the fold render lazily (content-visibility); their real heights must not
  // move the target once the scroll has started.
  test("an anchor lands on its section, just below the header, from the landing page and from elsewhere", async ({ page }) => {
    // Where the section sits once the scroll has stopped: settled (two reads alike) and just
    // below the header (or as close as the page's end allows). Polled until both hold: under
    // load a smooth scroll can pause between two reads before it arrives.
    const expectSectionBelowHeader = async (id: string) => {
      let last = Number.NaN;
      await expect
        .poll(
          async () => {
            const top = await page.locator(`#${id}`).evaluate((section) => Math.round(section.getBoundingClientRect().top));
            const settled = top === last;
            last = top;
            const headerBottom = await page
              .locator("header")
              .first()
              .evaluate((header) => header.getBoundingClientRect().bottom);
            const atPageEnd = await page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
            const belowHeader = top >= Math.floor(headerBottom) && (atPageEnd || top <= headerBottom + 40);
            return settled && belowHeader ? "just below the header" : `${id} at ${top}, header ends at ${headerBottom}`;
          },
          { timeout: 10_000 },
        )
        .toBe("just below the header");
    };
    await page.goto("/", { waitUntil: "networkidle" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Contact" }).click();
    await expectSectionBelowHeader("contact");
    await page.goto("/courses", { waitUntil: "networkidle" });
    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expectSectionBelowHeader("contact");
  });
});
