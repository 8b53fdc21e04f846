import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { ownClientAddress } from "../support/e2e";
import { PASSWORD, confirmAddress, mailedLink, newEmail, signInInBrowser, signUpInBrowser } from "../support/accounts";
import { waitForMail } from "../support/mailbox";
import { decodeQrPng } from "../support/qr";
import { totp } from "../support/totp";

// Issue 24, "Your account": orders with a printable receipt (its owner's only), the name, e-mail
// and password changes, and two-step set-up with a QR code the test decodes itself.

// Several password checks (scrypt) per test on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

const panel = (page: Page, name: string) => page.getByRole("region", { name });

async function openChange(page: Page, title: string) {
  const details = page.locator("details").filter({ has: page.getByRole("heading", { name: title }) });
  if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
  return page.getByRole("form", { name: title });
}

/** Buys Beginner Vocals Online (USD 97) through the test provider's checkout, signed in. */
async function buyBeginnerCourse(page: Page) {
  await page.goto("/sales/beginner-course");
  await page.getByRole("button", { name: "Enrol now" }).first().click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  return new URL(page.url()).searchParams.get("order")!;
}

test("a paid order is on /account with its receipt, which prints clean; another student and a visitor cannot open it", async ({ page, browser }, testInfo) => {
  const email = newEmail("receipt");
  await signUpInBrowser(page, { name: "Rita Receipt", email });
  await expect(page).toHaveURL(/\/dashboard$/);
  const orderId = await buyBeginnerCourse(page);
  const number = orderId.replace(/-/g, "").slice(0, 8).toUpperCase();

  await page.goto("/account");
  const orders = panel(page, "Your orders");
  const row = orders.getByTestId("account-order").filter({ hasText: `Order ${number}` });
  await expect(row).toContainText("Beginner Vocals Online");
  await expect(row).toContainText("USD 97.00");
  await expect(row).toContainText("Paid");
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("account.png"), fullPage: true });

  await row.getByRole("link", { name: `Receipt for order ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
  await expect(page.getByTestId("receipt-number")).toHaveText(number);
  await expect(page.getByTestId("summary-total")).toHaveText("USD 97.00");
  await expect(page.getByRole("article")).toContainText(email);
  await expect(page.getByRole("button", { name: "Print receipt" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("receipt.png"), fullPage: true });
  // Printed, the receipt is all there is: no site header, footer or buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print receipt" })).toBeHidden();
  await expect(page.getByTestId("receipt-number")).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  // Without JavaScript the receipt is all there (the browser's own Print prints it); only the button needs script.
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noScript.newPage();
  await plain.goto(`/account/orders/${orderId}`);
  await expect(plain.getByTestId("receipt-number")).toHaveText(number);
  await expect(plain.getByTestId("summary-total")).toHaveText("USD 97.00");
  await expect(plain.getByRole("button", { name: "Print receipt" })).toHaveCount(0);
  await noScript.close();

  // Another student: the same 404 as for an id that does not exist, so no id is confirmed.
  const other = await browser.newContext();
  await ownClientAddress(other, testInfo);
  const otherPage = await other.newPage();
  await signUpInBrowser(otherPage, { name: "Otto Other", email: newEmail("other") });
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  const refused = await otherPage.goto(`/account/orders/${orderId}`);
  expect(refused?.status()).toBe(404);
  await expect(otherPage.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(otherPage.locator("main")).not.toContainText(number);
  expect((await otherPage.goto(`/account/orders/${randomBytes(16).toString("hex")}`))?.status()).toBe(404);
  await other.close();

  // A visitor signs in first, and comes back to the receipt.
  const visitor = await browser.newContext();
  await ownClientAddress(visitor, testInfo);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/account/orders/${orderId}`);
  await expect(visitorPage).toHaveURL(/\/login\?redirectTo=%2Faccount%2Forders%2F/);
  await signInInBrowser(visitorPage, { email }, "");
  await expect(visitorPage).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
  await expect(visitorPage.getByTestId("receipt-number")).toHaveText(number);
  await visitor.close();
});

test("change the name, the e-mail address (only after the new address's link) and the password", async ({ page }) => {
  const email = newEmail("change");
  const next = newEmail("changed");
  await signUpInBrowser(page, { name: "Carl Change", email });
  await expect(page).toHaveURL(/\/dashboard$/);
  await confirmAddress(page, await mailedLink(email, "/verify-email?token="));
  await expect(page.getByRole("heading", { level: 1, name: "E-mail confirmed" })).toBeVisible();

  // Name: checked in the browser first, then saved.
  await page.goto("/account");
  // The delete-account box and its sentence are one target of at least 44 × 44 px, on a phone too.
  const understood = page.locator("label").filter({ has: page.getByRole("checkbox", { name: /cannot be undone/ }) });
  const box = (await understood.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  const details = panel(page, "Your details");
  const nameForm = await openChange(page, "Change your name");
  await nameForm.getByLabel("Full name").fill("   ");
  await nameForm.getByRole("button", { name: "Save name" }).click();
  await expect(nameForm.getByText("Please enter your full name.")).toBeVisible();
  await nameForm.getByLabel("Full name").fill("Carla Change");
  await nameForm.getByRole("button", { name: "Save name" }).click();
  await expect(details.getByRole("status")).toHaveText("Your name is changed.");
  await expect(page.getByTestId("account-name")).toHaveText("Carla Change");
  await expectNoSeriousAxeViolations(page);

  // E-mail: a link to the new address; the account keeps the old one until it is confirmed.
  const emailForm = await openChange(page, "Change your e-mail address");
  await emailForm.getByLabel("New e-mail address").fill(next);
  await emailForm.getByRole("button", { name: "Send the link" }).click();
  await expect(details.getByRole("status")).toContainText("We have sent a link to the new address.");
  await expect(page.getByTestId("account-email")).toContainText(email);
  await expect(page.getByTestId("pending-email")).toContainText(next);
  const link = await mailedLink(next, "/verify-email?token=");
  await page.reload();
  await expect(page.getByTestId("account-email")).toContainText(email);
  await confirmAddress(page, link);
  await expect(page.getByRole("heading", { level: 1, name: "E-mail changed" })).toBeVisible();
  await page.goto("/account");
  await expect(page.getByTestId("account-email")).toContainText(next);
  await expect(page.getByTestId("account-email")).toContainText("Verified");
  const [told] = await waitForMail(email, { marker: "was changed" });
  expect(told!.subject).toBe("The e-mail address of your account was changed");

  // Password: the current one is checked; then only the new one signs in.
  const passwordForm = await openChange(page, "Change your password");
  await passwordForm.getByLabel("Current password").fill("not my password");
  await passwordForm.getByLabel("New password").fill("an even longer passphrase");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(passwordForm.getByText("That password is not right.")).toBeVisible();
  await expect(passwordForm.getByLabel("Current password")).toHaveValue("");
  await passwordForm.getByLabel("Current password").fill(PASSWORD);
  await passwordForm.getByLabel("New password").fill("an even longer passphrase");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/account\?changed=password/);
  await expect(details.getByRole("status")).toContainText("Your password is changed");
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInInBrowser(page, { email: next, password: PASSWORD });
  await expect(page.getByRole("alert")).toContainText("do not match an account");
  await signInInBrowser(page, { email: next, password: "an even longer passphrase" });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("two-step set-up: the QR code reads as the key's otpauth:// link, the key and codes copy, and a code from the key finishes it", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpInBrowser(page, { name: "Quinn Code", email: newEmail("qr") });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/account");
  const twoStep = panel(page, "Two-step sign-in");
  const turnOn = twoStep.getByRole("form", { name: "Turn on two-step sign-in" });
  await turnOn.getByLabel("Current password").fill(PASSWORD);
  await turnOn.getByRole("button", { name: "Turn on" }).click();

  const qr = page.getByRole("img", { name: /QR code of the key/ });
  await expect(qr).toBeVisible();
  const uri = await page.getByRole("link", { name: "Open in authenticator app" }).getAttribute("href");
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(decodeQrPng(await qr.screenshot())).toBe(uri);

  // The key stays on the page for people who cannot scan, and copies in one tap.
  const secret = (await page.getByTestId("totp-key").innerText()).replace(/\s+/g, "");
  expect(new URL(uri!).searchParams.get("secret")).toBe(secret);
  await page.getByRole("button", { name: "Copy the key" }).click();
  await expect(twoStep.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await page.getByRole("button", { name: "Copy the recovery codes" }).click();
  const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allInnerTexts();
  expect((await page.evaluate(() => navigator.clipboard.readText())).split("\n")).toEqual(codes);
  await expectNoSeriousAxeViolations(page);

  const confirm = page.getByRole("form", { name: "Confirm two-step sign-in" });
  await confirm.getByLabel("Code from your app").fill(totp(secret));
  await confirm.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page).toHaveURL(/\/account\?twoFactor=on/);
  await expect(twoStep.getByText("On", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code of the key/ })).toHaveCount(0);
});
