import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { ownClientAddress } from "../support/e2e";
import { PASSWORD, mailedLink, newEmail, signUpInBrowser } from "../support/accounts";

// A whole journey (sign up, sign in, mail, password checks) with scrypt on a shared machine.
test.describe.configure({ timeout: 120_000 });

// Decision 023: the mailed link opens a page that says what it confirms; opening it (a mail
// scanner does) changes nothing; a POST with the account's password proves the address, once.
test("the confirm page names the address; a GET confirms nothing, the password does, and the link works once", async ({ page, context }, testInfo) => {
  await ownClientAddress(context, testInfo);
  const email = newEmail("clara");
  await signUpInBrowser(page, { name: "Clara Confirm", email });
  await expect(page).toHaveURL(/\/dashboard$/);
  const link = await mailedLink(email, "/verify-email?token=");

  // A mail security scanner follows the link, twice, with no cookies: still not confirmed.
  for (let i = 0; i < 2; i++) {
    const scanned = await context.request.get(link, { headers: { Cookie: "" } });
    expect(scanned.status()).toBe(200);
    expect(scanned.headers()["cache-control"]).toBe("private, no-store");
  }
  await page.goto("/account");
  await expect(page.getByText("Not verified yet")).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your address" })).toBeVisible();
  const masked = `${email[0]}•••@e2e.test`;
  await expect(page.getByText(`Confirm that ${masked} is your address.`)).toBeVisible();
  await expect(page.locator("main")).not.toContainText(email);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("confirm-page.png"), fullPage: true });

  const form = page.getByRole("form", { name: "Confirm your e-mail address" });
  await form.getByLabel("Password").fill("somebody else's guess");
  await form.getByRole("button", { name: "Confirm my address" }).click();
  await expect(form.getByText("That password is not right. Enter the password of the account this address belongs to.")).toBeVisible();
  await expect(form.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("confirm-wrong-password.png"), fullPage: true });

  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-mail confirmed" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.goto("/account");
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();

  // Once only.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "This link did not work" })).toBeVisible();
});
