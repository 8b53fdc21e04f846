import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { PASSWORD, confirmAddress, mailedLink, newEmail, signInInBrowser, signUpInBrowser } from "../support/accounts";
import { totp } from "../support/totp";

// A whole journey with several scrypt checks on a shared machine.
test.describe.configure({ timeout: 180_000 });

const twoStep = (page: Page) => page.getByRole("region", { name: "Two-step sign-in" });

/** A 6-digit code that is certainly not valid now (nor in the steps either side). */
function wrongCode(secret: string) {
  const valid = new Set([-1, 0, 1].map((step) => totp(secret, Date.now(), step)));
  for (let n = 0; ; n++) {
    const code = String(123456 + n * 7919).padStart(6, "0");
    if (!valid.has(code)) return code;
  }
}

async function signOut(page: Page) {
  await page.goto("/account");
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function passwordStep(page: Page, email: string) {
  await signInInBrowser(page, { email });
  await expect(page).toHaveURL(/\/login\?step=two-factor/);
  await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  const form = page.getByRole("form", { name: "Two-step verification" });
  await form.getByLabel("Authentication code").fill(code);
  await form.getByRole("button", { name: "Verify and sign in" }).click();
}

test("turn on two-step sign-in, sign in with app codes and recovery codes, get new codes, turn it off", async ({ page }) => {
  const email = newEmail("totp");
  await signUpInBrowser(page, { name: "Tove Tone", email });
  await expect(page).toHaveURL(/\/dashboard$/);
  await confirmAddress(page, await mailedLink(email, "/verify-email?token="));
  await expect(page.getByRole("heading", { level: 1, name: "E-mail confirmed" })).toBeVisible();

  // Off → the password is asked for, and checked.
  await page.goto("/account");
  await expect(twoStep(page).getByText("Off", { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const turnOn = twoStep(page).getByRole("form", { name: "Turn on two-step sign-in" });
  await turnOn.getByLabel("Current password").fill("not my password");
  await turnOn.getByRole("button", { name: "Turn on" }).click();
  await expect(turnOn.getByText("That password is not right.")).toBeVisible();
  await turnOn.getByLabel("Current password").fill(PASSWORD);
  await turnOn.getByRole("button", { name: "Turn on" }).click();

  // The key as text and as an otpauth:// link, the recovery codes, then the first code.
  const key = page.getByTestId("totp-key");
  await expect(key).toBeVisible();
  const secret = (await key.innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
  const uri = await page.getByRole("link", { name: "Open in authenticator app" }).getAttribute("href");
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(new URL(uri!).searchParams.get("secret")).toBe(secret);
  const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allInnerTexts();
  expect(codes).toHaveLength(10);
  await expectNoSeriousAxeViolations(page);

  const confirm = page.getByRole("form", { name: "Confirm two-step sign-in" });
  await confirm.getByLabel("Code from your app").fill(wrongCode(secret));
  await confirm.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(confirm.getByText("That code is not right.")).toBeVisible();
  await expect(key).toBeVisible();
  await confirm.getByLabel("Code from your app").fill(totp(secret));
  await confirm.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page).toHaveURL(/\/account\?twoFactor=on/);
  await expect(twoStep(page).getByRole("status")).toContainText("Two-step sign-in is on.");
  await expect(twoStep(page).getByText("On", { exact: true })).toBeVisible();
  await expect(page.getByTestId("totp-key")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // Sign-in now has a second step: a wrong code is refused, the app's code lets you in.
  await signOut(page);
  await passwordStep(page, email);
  await expectNoSeriousAxeViolations(page);
  await enterCode(page, wrongCode(secret));
  await expect(page.getByRole("alert")).toHaveText("That code is not right. Try the current code from your app, or one of your recovery codes.");
  await expectNoSeriousAxeViolations(page);
  await enterCode(page, totp(secret));
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code works once, and not twice.
  await signOut(page);
  await passwordStep(page, email);
  await enterCode(page, codes[0]!);
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  await passwordStep(page, email);
  await enterCode(page, codes[0]!);
  await expect(page.getByRole("alert")).toContainText("That code is not right.");
  await enterCode(page, codes[1]!);
  await expect(page).toHaveURL(/\/dashboard$/);

  // New recovery codes replace the old ones.
  await page.goto("/account");
  const manage = twoStep(page).getByRole("form", { name: "Manage two-step sign-in" });
  await manage.getByLabel("Current password").fill(PASSWORD);
  await manage.getByRole("button", { name: "New recovery codes" }).click();
  await expect(twoStep(page).getByText("Here are your new recovery codes.")).toBeVisible();
  const fresh = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allInnerTexts();
  expect(fresh).toHaveLength(10);
  expect(fresh).not.toContain(codes[2]);
  await expect(manage.getByLabel("Current password")).toHaveValue("");
  await expectNoSeriousAxeViolations(page);

  // Turning off needs the password; then the password alone signs in again.
  await manage.getByLabel("Current password").fill(PASSWORD);
  await manage.getByRole("button", { name: "Turn off" }).click();
  await expect(page).toHaveURL(/\/account\?twoFactor=off/);
  await expect(twoStep(page).getByRole("status")).toContainText("Two-step sign-in is off.");
  await expect(twoStep(page).getByText("Off", { exact: true })).toBeVisible();
  await signOut(page);
  await signInInBrowser(page, { email });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the setup works before JavaScript has loaded", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = newEmail("totp-nojs");
  await signUpInBrowser(page, { name: "Nora Script", email });
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/account");
  const turnOn = twoStep(page).getByRole("form", { name: "Turn on two-step sign-in" });
  await turnOn.getByLabel("Current password").fill(PASSWORD);
  await turnOn.getByRole("button", { name: "Turn on" }).click();
  const secret = (await page.getByTestId("totp-key").innerText()).replace(/\s+/g, "");

  // A mistyped first code: the page keeps the setup pending and explains how to finish.
  const confirm = page.getByRole("form", { name: "Confirm two-step sign-in" });
  await confirm.getByLabel("Code from your app").fill(wrongCode(secret));
  await confirm.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByText("That code is not right.")).toBeVisible();
  await expect(twoStep(page).getByText("Not finished", { exact: true })).toBeVisible();
  await page.getByRole("form", { name: "Confirm two-step sign-in" }).getByLabel("Code from your app").fill(totp(secret));
  await page.getByRole("form", { name: "Confirm two-step sign-in" }).getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page).toHaveURL(/\/account\?twoFactor=on/);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.goto("/login");
  await signInInBrowser(page, { email }, "");
  await expect(page).toHaveURL(/\/login\?step=two-factor/);
  await enterCode(page, totp(secret));
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();
});
