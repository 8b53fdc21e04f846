import type { TestInfo } from "@playwright/test";
import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { E2E_ADMIN, signInAs } from "../support/accounts";
import { marker, ownClientAddress } from "../support/e2e";
import { waitForMail } from "../support/mailbox";
import { validVoiceElevated, voiceElevatedLabels as veLabels } from "../support/fixtures";

// Issue 40, findings 4 and 6 (decisions 066, 067): the coach's payment link (copied, resent,
// withdrawn) and a past session recorded by hand as paid in cash. A sign-in and a few mails.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

async function visit(target: Page, url: string) {
  await target.goto(url);
  await target.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The screen at a laptop's and a phone's width (looked at by hand; decision 066). */
async function screens(page: Page, name: string, testInfo: TestInfo) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-1366.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("the coach accepts with a deposit, copies and resends the payment link (the same link arrives twice), withdraws it, and the pay page refuses", async ({
  page,
  browser,
  context,
}, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await ownClientAddress(visitorContext, testInfo);
  const visitor = await visitorContext.newPage();
  const id = marker("link");
  const email = `${id}@example.dk`;
  const name = `Anna ${id}`;
  await visit(visitor, "/voice-elevated-application");
  for (const [field, label] of Object.entries(veLabels))
    await visitor.getByRole("textbox", { name: label, exact: true }).fill(String({ ...validVoiceElevated, email, lastName: id }[field] ?? ""));
  await visitor.getByRole("checkbox").check();
  await visitor.getByRole("button", { name: "Indsend ansøgning" }).click();
  await expect(visitor.getByRole("heading", { name: "Tak for din ansøgning" })).toBeVisible();

  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/applications?status=new");
  await page
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("link", { name: `Open the application of ${name}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByText("Accept…").click();
  // More than the catalogue's price is refused on the server, and nothing is sent.
  await page.getByLabel("Amount to ask (optional)").fill("20.000");
  await page.getByRole("button", { name: "Accept and send the payment link" }).click();
  await expect(page.getByRole("alert")).toHaveText("The amount can be at most the catalogue's price, DKK 18,500.00.");
  await page.getByLabel("Amount to ask (optional)").fill("5.000");
  await page.getByRole("button", { name: "Accept and send the payment link" }).click();
  await expect(page.getByRole("status")).toHaveText(`Accepted the application of ${name} and sent the payment link (DKK 5,000.00 of DKK 18,500.00).`);

  const panel = page.getByTestId("payment-link");
  await expect(panel.getByTestId("payment-link-state")).toHaveText("Open");
  await expect(panel.getByTestId("payment-link-amount")).toHaveText("DKK 5,000.00");
  await expect(panel).toContainText("works until");
  const url = (await panel.getByTestId("payment-link-url").textContent())!.trim();
  expect(url).toMatch(/^http:\/\/localhost:\d+\/applications\/pay\/[A-Za-z0-9_-]{43}$/);
  await panel.getByRole("button", { name: "Copy link" }).click();
  await expect(panel.getByText("Copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoSeriousAxeViolations(page);
  await screens(page, "application-open", testInfo);

  // Resend: a double click sends once; the applicant has the same link twice.
  const resend = panel.getByRole("button", { name: `Resend the payment link to ${name}` });
  await resend.dblclick();
  await expect(page.getByRole("status")).toHaveText(/Sent the payment link to .* again \(DKK 5,000\.00\)\.|The link was sent a moment ago/);
  const mails = await waitForMail(email, { count: 2, marker: "deltagerbetalingen" });
  await page.waitForTimeout(1_500);
  const accepted = (await waitForMail(email, { marker: "deltagerbetalingen" })).filter((m) => m.subject === "Du har fået en plads på Voice Elevated");
  expect(accepted).toHaveLength(2);
  expect(mails.every((mail) => mail.text.includes(url))).toBe(true);
  expect(accepted[1]!.text).toContain("5.000 kr.");

  // Withdrawn: the pay page says it is no longer valid and offers nothing to pay.
  await page.getByText("Withdraw…").click();
  await page.getByRole("button", { name: `Withdraw the link of ${name}` }).click();
  await expect(page.getByRole("status")).toHaveText(`Withdrew the payment link of ${name}: it can no longer be paid.`);
  await expect(panel.getByTestId("payment-link-state")).toHaveText("Withdrawn");
  await expect(panel.getByRole("button", { name: /Resend/ })).toHaveCount(0);
  await visit(visitor, url);
  await expect(visitor.getByRole("alert")).toHaveText(
    "Dette betalingslink er ikke længere gyldigt og kan ikke betales. Skriv til os, hvis du vil have et nyt.",
  );
  await expect(visitor.getByRole("button", { name: /Betal/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(visitor);
  await page.getByRole("region", { name: "History" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("region", { name: "History" })).toContainText(`Withdrew the payment link of ${name}.`);
  await expect(page.getByTestId("payment-state")).toHaveText("The payment link was withdrawn; nothing was paid.");
  await screens(page, "application-withdrawn", testInfo);
  await visitorContext.close();
});

test("a past session recorded by hand as paid in cash shows on the calendar and its order, and sends the client nothing", async ({ page }, testInfo) => {
  const id = marker("cash");
  const email = `${id}@example.dk`;
  const name = `Walk-in ${id}`;
  // Weeks back, before opening hours, a day and minute of its own so runs side by side do not collide.
  const seed = [...id].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const at = new Date(Date.now() - (20 + (seed % 200)) * 86_400_000);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Copenhagen" }).format(at);
  const time = `06:${String((seed % 12) * 5).padStart(2, "0")}`;

  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/calendar/new");
  await page.getByLabel("Client's name").fill(name);
  await page.getByLabel("Client's e-mail").fill(email);
  await page.getByLabel("Kind").selectOption("coaching");
  await page.getByLabel("Date and time (Copenhagen)").fill(`${day}T${time}`);
  await page.getByLabel(/^Paid in cash/).check();
  await expectNoSeriousAxeViolations(page);
  await screens(page, "add-booking", testInfo);
  await page.getByRole("button", { name: "Add booking" }).click();
  await expect(page.getByRole("status")).toContainText(`${name}`);
  await expect(page.getByRole("status")).toContainText("is recorded (paid in cash); nothing was sent to the client.");

  await page.getByRole("link", { name: "See it in the calendar" }).click();
  // The session's own line (inside its day's item).
  const line = page.getByRole("listitem").filter({ hasText: name }).last();
  await expect(line).toContainText("Paid in cash DKK 1,950.00");
  await expect(line).toContainText("Confirmed");
  await expectNoSeriousAxeViolations(page);

  await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  const rows = page.getByRole("list", { name: "Orders, newest first" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("DKK 1,950.00");
  await rows.first().getByRole("link", { name: /^Open/ }).click();
  await expect(page.getByText("Paid in cash (recorded by hand)")).toBeVisible();
  await expect(page.getByText("Paid in cash: give the money back by hand; nothing goes through the payment provider.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Refund/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await screens(page, "cash-order", testInfo);
  // No "your booking" mail for a session that has happened.
  await expect(waitForMail(email, { timeoutMs: 2_000 })).rejects.toThrow();

  // A booking to come with a payment link: on the calendar with its link, not "Cancel…".
  const ahead = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Copenhagen" }).format(new Date(Date.now() + (30 + (seed % 200)) * 86_400_000));
  await page.goto("/admin/calendar/new");
  await page.getByLabel("Client's name").fill(`Linked ${id}`);
  await page.getByLabel("Client's e-mail").fill(`linked-${email}`);
  await page.getByLabel("Date and time (Copenhagen)").fill(`${ahead}T${time}`);
  await page.getByLabel(/^Send a payment link/).check();
  await page.getByRole("button", { name: "Add booking" }).click();
  await expect(page.getByRole("status")).toContainText("the payment link is on its way");
  await page.getByRole("link", { name: "See it in the calendar" }).click();
  const linked = page
    .getByRole("listitem")
    .filter({ hasText: `Linked ${id}` })
    .last();
  await expect(linked.getByTestId("payment-link-state")).toHaveText("Open");
  await expect(linked.getByTestId("payment-link-amount")).toHaveText("DKK 1,950.00");
  await expect(linked.getByRole("button", { name: /Cancel/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await linked.scrollIntoViewIfNeeded();
  await screens(page, "calendar-link", testInfo);
});
