import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { COACH_EMAIL, waitForMail } from "../support/mailbox";
import { marker, ownClientAddress } from "../support/e2e";
import { expectNoSeriousAxeViolations } from "./support/axe";

// The e2e server sets BOOKING_HOLD_SECONDS=20 (scripts/e2e-server.mjs), so a hold lapses in 20 s, not 10 minutes.

test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

// The English dialog, from an English page's footer: on the Danish Private Coaching page it is
// Danish (language.spec.ts walks that journey).
const bookSession = (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: "Book Session" });

async function openDialog(page: Page) {
  await page.goto("/contact");
  await bookSession(page).click();
  const dialog = page.getByRole("dialog", { name: "Book Session" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio").first()).toBeAttached();
  return dialog;
}

/** A slot no other test (or project) of this run is likely to want: the n-th from the end. */
async function pickSlot(dialog: Locator, fromEnd: number) {
  const radios = dialog.getByRole("radio");
  const count = await radios.count();
  const radio = radios.nth(Math.max(0, count - 1 - fromEnd));
  await radio.locator("xpath=..").click();
  await expect(radio).toBeChecked();
  return radio;
}

test("the booking dialog: missing fields, a hold with the server's countdown that survives a reload, then expiry with payment disabled", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const dialog = await openDialog(page);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Reserve time" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill all fields and pick a slot.");
  // Each missing field says so beside itself.
  await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("Please enter your name.");
  await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription("Please enter a valid e-mail address.");
  await expect(dialog.getByRole("group", { name: "Time (Copenhagen)", exact: true })).toHaveAccessibleDescription("Please pick a time.");

  await dialog.getByRole("textbox", { name: "Name" }).fill("Hold Tester");
  await dialog.getByRole("textbox", { name: "Email" }).fill(`${marker("hold")}@example.dk`);
  await pickSlot(dialog, testInfo.project.name === "phone" ? 0 : 1);
  await dialog.getByRole("button", { name: "Reserve time" }).click();
  await expect(dialog.getByText("Time is reserved!")).toBeVisible();
  const countdown = dialog.getByTestId("hold-countdown");
  await expect(countdown).toHaveText(/^0:(1\d|20)$/);
  await expect(dialog.getByRole("button", { name: "Go to payment" })).toBeEnabled();
  await expectNoSeriousAxeViolations(page);

  // A reload keeps the hold (token in sessionStorage, expiry from the server).
  await page.reload();
  await bookSession(page).click();
  await expect(dialog.getByText("Time is reserved!")).toBeVisible();
  await expect(countdown).toHaveText(/^0:\d\d$/);

  await expect(dialog.getByText("Reservation has expired.")).toBeVisible({ timeout: 25_000 });
  await expect(dialog.getByText("Your booking was not paid in time.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Go to payment" })).toBeDisabled();
});

test("two visitors, one slot: the second is told it was just taken and gets fresh slots", async ({ page, browser }, testInfo) => {
  const dialog = await openDialog(page);
  const slot = await pickSlot(dialog, testInfo.project.name === "phone" ? 2 : 3);
  const start = await slot.getAttribute("value");
  await dialog.getByRole("textbox", { name: "Name" }).fill("First");
  await dialog.getByRole("textbox", { name: "Email" }).fill("first@example.dk");

  const other = await browser.newContext();
  await ownClientAddress(other, testInfo);
  const answer = await other.request.post("/api/booking", {
    data: { intent: "reserve", name: "Second", email: "second@example.dk", slot: start },
  });
  expect((await answer.json()).ok).toBe(true);
  await other.close();

  await dialog.getByRole("button", { name: "Reserve time" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("That time was just taken. Please pick another.");
  await expect(dialog.locator(`input[value="${start}"]`)).toHaveCount(0);
});

test("hold → 'Go to payment' → Pay on the test checkout → 'Booking confirmed!', with invites to client and coach", async ({ page }, testInfo) => {
  const id = marker("paid");
  const email = `${id}@example.dk`;
  const dialog = await openDialog(page);
  await dialog.getByRole("textbox", { name: "Name" }).fill("Paying Client");
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await pickSlot(dialog, testInfo.project.name === "phone" ? 4 : 5);
  await dialog.getByRole("button", { name: "Reserve time" }).click();
  await expect(dialog.getByText("Time is reserved!")).toBeVisible();
  await dialog.getByRole("button", { name: "Go to payment" }).click();

  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  await expect(page.getByTestId("summary-total")).toHaveText("DKK 1,950.00");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking confirmed!");

  const client = await waitForMail(email, { count: 2, timeoutMs: 20_000 });
  expect(client.some((mail) => mail.raw.includes("text/calendar"))).toBe(true);
  const coach = await waitForMail(COACH_EMAIL, { marker: email, timeoutMs: 20_000 });
  expect(coach.length).toBeGreaterThan(0);
});
