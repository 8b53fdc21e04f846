import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { E2E_ADMIN, signInAs } from "../support/accounts";

// The screens the one-width journeys pass through (decision 062), at both widths: each with no
// serious axe violation and no sideways scroll. The journeys check what the screens do; this
// file checks that each is laid out for both a phone and a laptop.

test.describe.configure({ timeout: 120_000 });

async function expectLaidOut(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

test("the forms a visitor fills in are laid out at this width", async ({ page }) => {
  for (const path of ["/voice-elevated-application", "/celebrity-application", "/magazine/share-your-story"]) {
    await expectLaidOut(page, path);
  }
});

test("a student's account and dashboard are laid out at this width", async ({ page }) => {
  await signInAs(page, { email: "student@example.com", password: "sing-every-day" });
  for (const path of ["/dashboard", "/account"]) await expectLaidOut(page, path);
});

test("the back office's screens are laid out at this width", async ({ page }) => {
  await signInAs(page, E2E_ADMIN);
  const screens = [
    "/admin",
    "/admin/applications",
    "/admin/calendar",
    "/admin/calendar/new",
    "/admin/calendar-feed",
    "/admin/messages",
    "/admin/outbox",
    "/admin/subscribers",
    "/admin/products",
    "/admin/students",
    "/admin/orders",
    "/admin/export",
    "/admin/analytics",
    "/admin/audit",
  ];
  for (const path of screens) await expectLaidOut(page, path);
});
