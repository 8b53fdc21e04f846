import { expect, test } from "./support/test";
import { expectAccessibleWithLabelsInNames } from "./support/axe";
import { defaultSiteProfile as profile } from "../../app/modules/site/profile";
import { aboutPath, sitePages } from "./support/site-pages";
import { englishChrome } from "../../app/lib/i18n/chrome-text";
import { danishChrome } from "../../app/lib/i18n/chrome-text.da";

// At both widths: each page's head, axe and header navigation, and the landing page's links (the
// header is a menu on a phone). What the pages say is site-pages.phone.spec.ts (decision 062).

test.describe("every site page", () => {
  for (const sitePage of sitePages) {
    test(`${sitePage.path} loads with its h1, language, title, description, canonical link and no serious axe violation, and its header navigates away`, async ({
      page,
      isMobile,
    }) => {
      const response = await page.goto(sitePage.path);
      expect(response!.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePage.h1);
      expect(await page.locator("html").getAttribute("lang")).toBe(sitePage.lang);
      await expect(page).toHaveTitle(new RegExp(`.+ · ${profile.businessName}$`));
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(60);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(sitePage.path);
      await expectAccessibleWithLabelsInNames(page);

      // From the course list go home; from everywhere else to the course list.
      const chrome = sitePage.lang === "da" ? danishChrome : englishChrome;
      const [label, url] = sitePage.path === "/courses" ? [chrome.home, /\/#home$/] : [chrome.courses, /\/courses$/];
      if (isMobile) {
        await page.getByRole("button", { name: chrome.openMenu }).click();
        await page.getByRole("dialog", { name: chrome.menu }).getByRole("link", { name: label, exact: true }).click();
      } else {
        await page.getByRole("navigation", { name: chrome.mainNavigation }).getByRole("link", { name: label, exact: true }).click();
      }
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(label === "Home" ? "Find the voice you already have" : "Courses and programmes");
    });
  }
});

test.describe("landing page", () => {
  test("links go where the navigation and buttons say", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section#home");
    await expect(hero.getByRole("link", { name: "Explore Courses" })).toHaveAttribute("href", "/courses");
    // The default profile has no external scheduling link: the site's own calendar, in a dialog
    // (before JavaScript, /book); consultation-mode.server.spec.ts tests the coach's external link.
    const consultation = hero.getByRole("link", { name: /^Book Consultation/ });
    await expect(consultation).toHaveAttribute("href", "/book");
    await expect(consultation).not.toHaveAttribute("target", "_blank");

    await expect(page.locator("section#about").getByRole("link", { name: /story/ })).toHaveAttribute("href", aboutPath);

    const programs = page.getByRole("region", { name: "Featured Programs" });
    const bookNow = programs.getByRole("link", { name: "Book Now" });
    await expect(bookNow).toHaveCount(3);
    expect(await bookNow.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/courses/voice-elevated",
      "/courses/celebrity-vocal-experience",
      "/courses/private-coaching",
    ]);
    await expect(programs.getByRole("link", { name: "More Courses" })).toHaveAttribute("href", "/courses");
    await expect(programs).toContainText("DKK 68.500");

    await expect(page.locator("section#instructors")).toContainText(profile.name);
    // The coach's portrait (the demo's is a drawing), and a few students' words leading to the rest.
    await expect(page.locator("section#instructors").getByRole("img", { name: profile.name, exact: true })).toBeVisible();
    const voices = page.getByRole("region", { name: "What singers say" });
    await expect(voices.getByRole("listitem")).toHaveCount(3);
    await expect(voices.getByRole("link", { name: "All testimonials" })).toHaveAttribute("href", "/testimonials");
    const contact = page.locator("section#contact");
    await expect(contact.locator(`a[href="mailto:${profile.email}"]`)).toBeVisible();
    await expect(contact.locator('a[href^="tel:"]')).toHaveText(profile.phone);
    await expect(contact.locator(`a[href="${profile.messagingUrl}"]`)).toHaveAttribute("rel", /noopener/);
    await expect(contact).toContainText(profile.address.street);

    // Payments run on the built-in test provider in the browser tests: the test payment shows.
    await expect(page.getByRole("button", { name: "Test $1 Payment" })).toBeVisible();
    // The footer's 'Book Session' opens the booking dialog (before or without JavaScript, a link to the booking page).
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Book Session" })).toHaveAttribute("href", "/book/session");
  });
});
