import { expect, test } from "./support/test";
import { ownClientAddress } from "../support/e2e";
import { expectNoSeriousAxeViolations } from "./support/axe";

// Decision 069: the price and length before a time is chosen, and the times grouped by day under
// a day strip, on /book/session and in the dialog, at both widths.

test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

test("/book/session says the length and price first, then a day strip with one day's times", async ({ page }, testInfo) => {
  await page.goto("/book/session");
  await expect(page.getByTestId("session-facts")).toHaveText("60 min · DKK 1,950.00");
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  const strip = page.getByRole("tablist", { name: "Days" });
  const tabs = strip.getByRole("tab");
  expect(await tabs.count()).toBeGreaterThan(1);
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  // The keyboard moves along the days; the selected day's times come into view.
  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  const second = page.locator(`#${await tabs.nth(1).getAttribute("aria-controls")}`);
  await expect(second).toBeInViewport();
  await expect(second.getByRole("radio").first().locator("xpath=..")).toBeInViewport();
  await second.getByRole("radio").first().locator("xpath=..").click();
  await expect(second.getByRole("radio").first()).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`book-session-${testInfo.project.name}.png`), fullPage: true });

  await page.goto("/book/session?lang=da");
  await expect(page.getByTestId("session-facts")).toHaveText("60 min · 1.950,00\u00a0kr.");
  await expect(page.getByRole("tablist", { name: "Dage" })).toBeVisible();
});

test("the booking dialog says the length and price first and groups the times by day", async ({ page }, testInfo) => {
  await page.goto("/contact");
  await page.getByRole("contentinfo").getByRole("link", { name: "Book Session" }).click();
  const dialog = page.getByRole("dialog", { name: "Book Session" });
  await expect(dialog.getByTestId("session-facts")).toHaveText("60 min · DKK 1,950.00");
  const tabs = dialog.getByRole("tablist", { name: "Days" }).getByRole("tab");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await tabs.last().click();
  await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
  // The last day's times have slid in under the strip: its page starts where the row starts.
  const panel = dialog.locator(`#${await tabs.last().getAttribute("aria-controls")}`);
  await expect.poll(async () => Math.abs((await panel.boundingBox())!.x - (await panel.locator("xpath=..").boundingBox())!.x)).toBeLessThan(2);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`booking-dialog-${testInfo.project.name}.png`) });
});
