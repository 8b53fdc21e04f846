import { expect, test, type Page } from "./support/test";

// Playwright's trace recording renders the whole page, which would draw what is checked here as
// not drawn yet.
test.use({ trace: "off" });

/** Whether the browser has drawn each element, or skips it as `content-visibility: auto` content far from the screen. */
function drawn(page: Page, selectors: string[]) {
  return page.evaluate(
    (list) =>
      Object.fromEntries(list.map((selector) => [selector, document.querySelector(selector)?.checkVisibility({ contentVisibilityAuto: true }) ?? null])),
    selectors,
  );
}

const farBelow = ["#featured-voice-elevated", "#instructors-heading", "#landing-testimonials-heading", "#newsletter-title", "#contact-heading", "footer h2"];

test("the landing page draws its first screens only; each part further down as the visitor scrolls near it (decision 061)", async ({ page }) => {
  await page.goto("/");
  // Within the browser's margin around the first screen: drawn with the first paint.
  expect(await drawn(page, ["#home h1", "#about h2", "#programs-heading"])).toEqual({ "#home h1": true, "#about h2": true, "#programs-heading": true });
  // Beyond it: not laid out yet, but in the document, and found by role and name.
  expect(await drawn(page, farBelow)).toEqual(Object.fromEntries(farBelow.map((selector) => [selector, false])));
  await expect(page.getByRole("heading", { name: "Featured Programs" })).toBeAttached();
  await expect(page.locator("footer").getByRole("link", { name: "Privacy Policy" })).toBeAttached();

  // Scrolled down a screen at a time, as a visitor would: each part is drawn as it comes near
  // (and skipped again once far above, which is why each is checked on the way).
  for (const selector of farBelow) {
    const part = page.locator(selector).first();
    const onScreen = () => part.evaluate((element) => element.getBoundingClientRect().top < innerHeight / 2);
    for (let step = 0; step < 30 && !(await onScreen()); step++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
    }
    await expect(part).toBeInViewport();
    expect(await drawn(page, [selector])).toEqual({ [selector]: true });
  }
  await expect(page.locator("footer").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
});

test("a link to a part not drawn yet lands on it", async ({ page }) => {
  await page.goto("/#contact");
  await expect(page.getByRole("heading", { name: "Let’s talk about your voice" })).toBeInViewport();
  expect(await drawn(page, ["#contact-heading"])).toEqual({ "#contact-heading": true });
});
