import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { marker, ownClientAddress } from "../support/e2e";
import { waitForMail } from "../support/mailbox";
import { confirmAddress, E2E_ADMIN, mailedLink, newEmail, signInAs, signUpInBrowser } from "../support/accounts";

// Issue 40 (decisions 064, 065): the policy kept with a booking moves the money when the client
// cancels, the assistant moves none, and every refund is told. The run shares one server with the
// booking specs: these take slots from the window's middle, which theirs leave (they take the end).
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

const ZONE = "Europe/Copenhagen";
const localValue = (instant: Date) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: ZONE, dateStyle: "short", timeStyle: "short" }).format(instant).replace(" ", "T");

/** The coach's Today, signed in in a context of her own. */
async function coachToday(page: Page) {
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: page.viewportSize() ?? undefined });
  const coach = await context.newPage();
  await signInAs(coach, E2E_ADMIN);
  await coach.goto("/admin");
  return { coach, close: () => context.close() };
}

/** Today's "Cancelled lately" at a laptop's and a phone's width: looked at, and axe-checked at both. */
async function lookAtToday(coach: Page, testInfo: TestInfo, name: string) {
  await coach.getByRole("region", { name: "Cancelled lately" }).scrollIntoViewIfNeeded();
  await expectNoSeriousAxeViolations(coach);
  await coach.screenshot({ path: testInfo.outputPath(`${name}-1366.png`), fullPage: true });
  await coach.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousAxeViolations(coach);
  await coach.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await coach.setViewportSize({ width: 1366, height: 900 });
}

/** Books and pays a coaching session from the dialog (signed in or not), `daysAhead` or more from now; returns its start. */
async function bookAndPay(page: Page, who: { name: string; email: string }, daysAhead: number, nth = 0): Promise<Date> {
  // The English dialog, from an English page's footer (the Private Coaching page is Danish).
  await page.goto("/contact");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("contentinfo").getByRole("link", { name: "Book Session" }).click();
  const dialog = page.getByRole("dialog", { name: "Book Session" });
  await expect(dialog.getByRole("radio").first()).toBeAttached();
  const values = await dialog.getByRole("radio").evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  const from = Date.now() + daysAhead * 24 * 3_600_000;
  const later = values.filter((value) => Date.parse(value) >= from);
  const start = later[Math.min(later.length - 1, nth)]!;
  await dialog.locator(`input[value="${start}"]`).locator("xpath=..").click();
  await dialog.getByRole("textbox", { name: "Name" }).fill(who.name);
  await dialog.getByRole("textbox", { name: "Email" }).fill(who.email);
  await dialog.getByRole("button", { name: "Reserve time" }).click();
  await expect(dialog.getByText("Time is reserved!")).toBeVisible();
  await dialog.getByRole("button", { name: "Go to payment" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  await expect(page.getByTestId("summary-total")).toHaveText("DKK 1,950.00");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking confirmed!");
  return new Date(start);
}

test("a client cancels two days ahead from the e-mail: told the refund before and after, mailed the amount, /account and Today show the refund", async ({
  page,
}, testInfo) => {
  const email = newEmail("cancel-refund");
  const name = `Ida ${marker("berg")}`;
  await signUpInBrowser(page, { name, email });
  await expect(page).toHaveURL(/\/dashboard$/);
  // A confirmed address: /account lists the orders paid under it.
  await confirmAddress(page, await mailedLink(email, "/verify-email?token="));
  await expect(page.getByRole("heading", { level: 1, name: "E-mail confirmed" })).toBeVisible();
  await bookAndPay(page, { name, email }, 2, 0);

  const [confirmation] = await waitForMail(email, { marker: "/booking/cancel/", timeoutMs: 20_000 });
  const link = /https?:\/\/[^\s"<>]+\/booking\/cancel\/[^\s"<>]+/.exec(confirmation!.text)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByText("DKK 1,950.00 goes back to your card within 5–10 days.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // The changed page at a phone's width too (a journey runs at one width; this page is checked at both).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText("DKK 1,950.00 goes back to your card within 5–10 days.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking is cancelled");
  await expect(page.getByRole("status")).toHaveText(/DKK 1,950\.00 is on its way back to your card/);
  await expectNoSeriousAxeViolations(page);

  const [cancelled] = await waitForMail(email, { marker: "goes back to the card you paid with", timeoutMs: 20_000 });
  expect(cancelled!.text).toContain("DKK 1,950.00 goes back to the card you paid with");
  await page.goto("/account");
  await expect(page.getByText("Refunded", { exact: true }).first()).toBeVisible();

  // The coach's Today says who cancelled and what it did to the money, though the session is two days off.
  const { coach, close } = await coachToday(page);
  const line = coach.getByRole("region", { name: "Cancelled lately" }).getByRole("listitem").filter({ hasText: name });
  await expect(line).toContainText("cancelled by the client; DKK 1,950.00 refunded.");
  await lookAtToday(coach, testInfo, "today-cancelled-refunded");
  await close();
});

test("a client cancels a paid session two hours ahead: told no refund before and after, nothing is refunded, the order stays Paid", async ({ page }) => {
  const id = marker("late");
  const email = `${id}@example.dk`;
  const name = `Lars ${id}`;
  // The coach adds the session by hand two to three hours ahead (the public page keeps its notice
  // period) with a payment link, at a minute of its own so runs side by side do not collide.
  const seed = [...id].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const start = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 300_000) * 300_000 + (seed % 12) * 300_000);
  const { coach, close } = await coachToday(page);
  await coach.goto("/admin/calendar/new");
  await coach.getByLabel("Client's name").fill(name);
  await coach.getByLabel("Client's e-mail").fill(email);
  await coach.getByLabel("Kind").selectOption("coaching");
  await coach.getByLabel("Date and time (Copenhagen)").fill(localValue(start));
  await coach.getByLabel(/^Send a payment link/).check();
  await coach.getByRole("button", { name: "Add booking" }).click();
  await expect(coach.getByRole("status")).toContainText("the payment link is on its way");

  // The client pays by the link, then cancels from the confirmation.
  const [payMail] = await waitForMail(email, { marker: "/test-checkout/", timeoutMs: 20_000 });
  await page.goto(new URL(/https?:\/\/[^\s"<>]+\/test-checkout\/[^\s"<>]+/.exec(payMail!.text)![0]).pathname);
  await expect(page.getByTestId("summary-total")).toHaveText("DKK 1,950.00");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking confirmed!");
  const [confirmation] = await waitForMail(email, { marker: "/booking/cancel/", timeoutMs: 20_000 });
  await page.goto(new URL(/https?:\/\/[^\s"<>]+\/booking\/cancel\/[^\s"<>]+/.exec(confirmation!.text)![0]).pathname);
  await expect(page.getByText(/^No refund: within \d+ hours of the start\.$/)).toBeVisible();
  await expect(page.getByText(/goes back to your card/)).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your booking is cancelled");
  await expect(page.getByText("Nothing was refunded.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Nothing moved: the order is still Paid, and Today says why.
  await coach.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  const rows = coach.getByRole("list", { name: "Orders, newest first" }).getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Paid");
  await expect(rows.first()).not.toContainText("Refunded");
  await coach.goto("/admin");
  const line = coach.getByRole("region", { name: "Cancelled lately" }).getByRole("listitem").filter({ hasText: name });
  await expect(line).toContainText(/cancelled by the client; no refund \(within \d+ hours\)\./);
  await close();
});

test("the assistant's block-out over a paid session moves no money; the coach decides on Today and a partial refund mails the buyer", async ({
  page,
  browser,
}) => {
  const client = newEmail("blocked-client");
  const start = await bookAndPay(page, { name: "Ole Blocked", email: client }, 3, 2);

  // An assistant, made by the coach.
  const assistantEmail = newEmail("assistant");
  const assistantContext = await browser.newContext();
  const assistant = await assistantContext.newPage();
  await signUpInBrowser(assistant, { name: "Anna Assistant", email: assistantEmail });
  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await signInAs(coach, E2E_ADMIN);
  await coach.goto(`/admin/students?q=${encodeURIComponent(assistantEmail)}`);
  await coach
    .getByRole("listitem")
    .filter({ hasText: assistantEmail })
    .getByRole("button", { name: /Make assistant/ })
    .click();
  await expect(coach.getByRole("status")).toHaveText("Now an assistant.");

  // She blocks out the session's hour, ticking "Cancel those bookings".
  await assistant.goto("/admin/availability");
  const form = assistant.locator("form").filter({ has: assistant.getByRole("button", { name: "Block out", exact: true }) });
  await form.getByLabel(/^From/).fill(localValue(start));
  await form.getByLabel(/^To/).fill(localValue(new Date(start.getTime() + 3_600_000)));
  await assistant.getByLabel("Label").fill("Studio closed");
  await assistant.getByLabel(/Cancel those bookings/).check();
  await assistant.getByRole("button", { name: "Block out", exact: true }).click();
  await expect(assistant.getByRole("status").filter({ hasText: "No money was moved" })).toBeVisible();

  // The coach sees it waiting, the policy's amount filled in; she gives part of it back.
  await coach.goto("/admin");
  const decision = coach.getByRole("region", { name: "Refunds to decide" }).getByRole("listitem").filter({ hasText: "Ole Blocked" });
  await expect(decision).toContainText("cancelled by Anna Assistant, refund to decide");
  await expect(decision.getByLabel(/Refund \(DKK\)/)).toHaveValue("1950.00");
  await expectNoSeriousAxeViolations(coach);
  await decision.getByLabel(/Refund \(DKK\)/).fill("500");
  await decision.getByRole("button", { name: /^Refund/ }).click();
  await expect(coach.getByRole("status").filter({ hasText: "Refunded DKK 500.00" })).toBeVisible();
  await expect(coach.getByRole("region", { name: "Refunds to decide" }).getByText("Ole Blocked")).toHaveCount(0);

  const [told] = await waitForMail(client, { marker: "We have refunded DKK 500.00", timeoutMs: 20_000 });
  expect(told!.subject).toContain("DKK 500.00");
  expect(told!.text).toContain("Your booked session is cancelled.");
  await assistantContext.close();
  await coachContext.close();
});
