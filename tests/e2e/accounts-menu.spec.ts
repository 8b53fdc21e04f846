import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { E2E_ADMIN, newEmail, signInAs, signInInBrowser, signUpInBrowser } from "../support/accounts";

// Whole journeys (sign up, mail, sign in, …) with scrypt password hashing on a shared machine.
test.describe.configure({ timeout: 120_000 });

// What depends on the width (the header menu, the admin list as cards on phones) runs at both widths;
// the other account journeys in accounts.desktop.spec.ts.
test.describe("accounts at every width", () => {
  test("the header shows the account menu when signed in, with the admin dashboard only for admins", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();

    await signInInBrowser(page, E2E_ADMIN);
    // The coach lands in her back office, not on the student dashboard.
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/courses");
    const menu = page.getByRole("banner").locator("summary", { hasText: "" }).first();
    await menu.click();
    const account = page.getByRole("navigation", { name: "Account" });
    await expect(account.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
    await expect(account.getByRole("link", { name: "Admin Dashboard" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await account.getByRole("link", { name: "Admin Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  });

  test("an admin promotes and demotes a student", async ({ page, browser }) => {
    const email = newEmail("promote");
    const studentContext = await browser.newContext();
    const student = await studentContext.newPage();
    await signUpInBrowser(student, { name: "Soon Admin", email });
    await expect(student).toHaveURL(/\/dashboard$/);

    await signInAs(page, E2E_ADMIN);
    await page.goto("/admin/students");
    // The people list is paged (newest first); the search finds the student wherever they are.
    await page.getByRole("searchbox", { name: "Search by name or e-mail" }).fill(email);
    await page.getByRole("search", { name: "Students" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/[.+]/g, "\\$&")}`));
    await expect(page.getByRole("listitem").filter({ has: page.locator('input[name="userId"]') })).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
    const row = page.getByRole("listitem").filter({ hasText: email });
    await row.getByRole("button", { name: /Make admin/ }).click();
    await expect(page.getByRole("status")).toHaveText("Promoted to admin.");
    expect((await student.goto("/admin"))!.status()).toBe(200);
    await page
      .getByRole("listitem")
      .filter({ hasText: email })
      .getByRole("button", { name: /Make student/ })
      .click();
    await expect(page.getByRole("status")).toHaveText("Changed to student.");
    expect((await student.goto("/admin"))!.status()).toBe(403);
    await studentContext.close();
  });
});
