import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { ownClientAddress } from "../support/e2e";
import { E2E_ADMIN, newEmail, signInAs, signUpInBrowser } from "../support/accounts";

// A whole journey (a buyer's sign-up and payment, the coach's sign-in and refunds) with scrypt on a shared machine.
test.describe.configure({ timeout: 150_000 });

/** A page of a second context, once the app has taken it over (the fixture's goto does this for `page` only). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

test("the coach finds a course order by the buyer's e-mail, refunds part of it with 'remove course access', and the buyer's course closes; a refund above what remains is refused", async ({
  page,
  browser,
}, testInfo) => {
  // The buyer: signs up and buys Beginner Vocals (USD 97) with the test provider.
  const buyerContext = await browser.newContext();
  await ownClientAddress(buyerContext, testInfo);
  const buyer = await buyerContext.newPage();
  const email = newEmail("orders");
  await buyer.goto("/");
  await signUpInBrowser(buyer, { name: "Orla Refund", email });
  await expect(buyer).toHaveURL(/\/dashboard$/);
  await open(buyer, "/sales/beginner-course");
  await buyer.getByRole("button", { name: "Enrol now" }).first().click();
  await expect(buyer).toHaveURL(/\/test-checkout\/[^/]+$/);
  await buyer.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(buyer).toHaveURL(/\/payment-success\?order=/);
  expect((await buyer.request.get("/materials/bv-breathing-lesson", { maxRedirects: 0 })).status()).toBe(200);

  // The coach finds it by the buyer's e-mail.
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/orders");
  await page.getByLabel("Buyer name, e-mail or order id").fill(email);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?q=/);
  const rows = page.getByRole("list", { name: "Orders, newest first" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Beginner Vocals");
  await expect(rows.first()).toContainText("USD 97.00");
  await expect(rows.first()).toContainText("Paid");
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("orders-desktop.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("orders-phone.png"), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  await rows.first().getByRole("link", { name: /^Open/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order / })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByTestId("order-remaining")).toHaveText("USD 97.00");
  await expectNoSeriousAxeViolations(page);

  // Part of it back, and the course closed with it.
  await page.getByRole("button", { name: "Refund…" }).click();
  const dialog = page.getByRole("dialog", { name: "Refund this order" });
  await expect(dialog.getByRole("checkbox", { name: "Remove course access" })).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: /Free the booked slot|print-on-demand/ })).toHaveCount(0);
  await dialog.getByLabel("Amount (USD)").fill("40.00");
  await dialog.getByLabel(/Reason/).fill("Could not attend the first weeks");
  await dialog.getByRole("checkbox", { name: "Remove course access" }).check();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("refund-dialog-desktop.png") });
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Refund of USD 40.00 sent to the provider." })).toBeVisible();
  await expect(page.getByTestId("order-refunded")).toHaveText("USD 40.00");
  await expect(page.getByTestId("order-remaining")).toHaveText("USD 57.00");
  const timeline = page.getByRole("list", { name: "Timeline, oldest first" });
  const refundLine = timeline.getByRole("listitem").filter({ hasText: "Refund of USD 40.00" });
  await expect(refundLine).toContainText("Reason: Could not attend the first weeks");
  await expect(refundLine).toContainText("With it: Remove course access");
  await expect(refundLine).toContainText("Coach:");
  await expect(timeline.getByRole("listitem").filter({ hasText: "Payment received" })).toContainText("Payment provider:");

  // The buyer's course is closed: the lesson's audio answers 403, the dashboard offers the course again.
  expect((await buyer.request.get("/materials/bv-breathing-lesson", { maxRedirects: 0 })).status()).toBe(403);
  await open(buyer, "/dashboard");
  await expect(buyer.getByRole("tab", { name: "Beginner Vocals" })).toHaveCount(0);
  await expect(buyer.getByRole("heading", { name: "Courses you can join" })).toBeVisible();
  await buyerContext.close();

  // A second refund above what remains is refused, with the most that can still go back.
  await page.getByRole("button", { name: "Refund…" }).click();
  await expect(dialog.getByRole("checkbox")).toHaveCount(0);
  await dialog.getByLabel("Amount (USD)").fill("60");
  await dialog.getByLabel(/Reason/).fill("A second thought");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("You can refund at most USD 57.00 (what remains of this order). Nothing was refunded.");
  await expect(dialog.getByLabel(/Reason/)).toHaveValue("A second thought");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("order-refunded")).toHaveText("USD 40.00");

  // A private note on the order.
  await page.getByLabel("Add a note").fill("Asked by phone on Monday");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("list", { name: "Notes, oldest first" })).toContainText("Asked by phone on Monday");
  await expectNoSeriousAxeViolations(page);

  // Without JavaScript the refund is a plain form on the page; the same form sent twice is one refund.
  const orderUrl = page.url();
  const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noJs.newPage();
  await plain.goto(orderUrl);
  const form = plain.getByRole("region", { name: "Refund" });
  await form.getByLabel("Amount (USD)").fill("1.00");
  await form.getByLabel(/Reason/).fill("Goodwill");
  const key = await form.locator('input[name="key"]').inputValue();
  await form.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(plain.getByRole("status").filter({ hasText: "Refund of USD 1.00 sent to the provider." })).toBeVisible();
  const again = await plain.request.post(orderUrl, { form: { intent: "refund", amount: "1.00", note: "Goodwill", key }, maxRedirects: 0 });
  expect(again.status()).toBe(200);
  await plain.goto(orderUrl);
  await expect(plain.getByTestId("order-refunded")).toHaveText("USD 41.00");
  await noJs.close();

  await page.reload();
  await page.screenshot({ path: testInfo.outputPath("order-desktop.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("order-phone.png"), fullPage: true });
});
