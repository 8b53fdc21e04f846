import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { waitForMail } from "../support/mailbox";
import { marker, ownClientAddress } from "../support/e2e";
import { defaultSiteProfile as profile } from "../../app/modules/site/profile";

// Its own client address per test: the site allows 30 checkouts an hour per address, and the
// whole browser run shares one server.
test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

// The built-in test provider (no Stripe keys in the e2e server): its checkout page shows what
// is paid, and Pay completes the order through the same fulfilment as Stripe's webhook.

async function toCheckout(page: Page, click: () => Promise<void>) {
  await click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  return page.url();
}

test("'Test $1 Payment' on the landing page: the checkout shows USD 1.00, Pay confirms it on the success page", async ({ page }) => {
  await page.goto("/");
  const url = await toCheckout(page, () => page.getByRole("button", { name: "Test $1 Payment" }).click());
  await expect(page.getByTestId("summary-total")).toHaveText("USD 1.00");
  await expect(page.getByRole("row").filter({ hasText: "Test payment" })).toBeVisible();
  // A course sells nothing to post: no shipping address form.
  await expect(page.getByRole("group", { name: "Shipping address" })).toHaveCount(0);
  await expect(page.getByLabel("Address line 1")).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // A guest has given no address yet: the checkout asks where the receipt goes.
  await page.getByLabel("Email for your receipt").fill(`${marker("dollar")}@example.com`);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received!");
  await expect(page.locator("main")).toContainText("A receipt is on its way to your e-mail.");
  await expect(page).toHaveTitle(/^Payment received – Test payment/);
  // Nothing personal or bought travels in the address: the order's unguessable id alone.
  expect([...new URL(page.url()).searchParams.keys()]).toEqual(["order"]);
  // What the page shows comes from the order, never from the query string.
  await page.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}&course_name=${encodeURIComponent("<b>Refund at evil.test</b>")}`);
  await expect(page).toHaveTitle(/^Payment received – Test payment/);

  // Paying again (a second tab, the back button) changes nothing and says it is paid.
  await page.goto(url);
  await expect(page.getByRole("status")).toHaveText("This checkout has been paid.");
  await expect(page.getByRole("button", { name: "Pay" })).toHaveCount(0);
});

test("a sales page's enrol button opens a USD checkout at the plan's price; a double click opens one", async ({ page }) => {
  await page.goto("/sales/main-course");
  await page.getByRole("tab", { name: "Premium" }).click();
  await toCheckout(page, () => page.getByRole("tabpanel").getByRole("button", { name: "Enrol in Premium" }).dblclick());
  await expect(page.getByTestId("summary-total")).toHaveText("USD 497.00");
  await expect(page.getByRole("row").filter({ hasText: "Performance Mastery Online" })).toContainText("Premium");
});

test("before JavaScript has loaded, a pay button still reaches the checkout", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await ownClientAddress(context, testInfo);
  const page = await context.newPage();
  await page.goto("/sales/advanced-technique");
  await page.getByRole("button", { name: "Enrol now" }).first().click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  await expect(page.getByTestId("summary-total")).toHaveText("USD 147.00");
  await context.close();
});

test("Cancel on the test checkout leaves nothing paid", async ({ page }) => {
  await page.goto("/sales/beginner-course");
  const checkout = await toCheckout(page, () => page.getByRole("button", { name: "Enrol now" }).first().click());
  await expect(page.getByTestId("summary-total")).toHaveText("USD 97.00");
  await page.getByRole("button", { name: "Cancel" }).click();
  // Back with the order id and a flag alone, and the page says nothing was charged.
  await expect(page).toHaveURL(/\/sales\/beginner-course\?checkout=cancelled&order=[0-9a-f-]{36}$/);
  await expect(page.getByTestId("checkout-cancelled")).toHaveText("Payment cancelled. Nothing was charged.");

  // The checkout is still open (nothing paid), and its order's success page never says paid.
  await page.goto(checkout);
  await expect(page.getByRole("button", { name: "Pay" })).toBeEnabled();
  const id = checkout.split("/").pop()!;
  expect(id.length).toBeGreaterThan(10);
});

test("create-payment: unknown course or currency answers 'Could not create payment session.' and stores nothing as paid", async ({ request }) => {
  for (const body of [
    { courseId: "no-such-course", currency: "DKK", idempotencyKey: "key-unknown-course" },
    { courseId: "voice-elevated", currency: "SEK", idempotencyKey: "key-unknown-currency" },
    { courseId: "test-payment", currency: "DKK", idempotencyKey: "key-test-in-dkk" },
    { currency: "DKK" },
  ]) {
    const response = await request.post("/api/create-payment", { data: body });
    expect(response.status(), JSON.stringify(body)).toBe(400);
    expect(await response.json()).toEqual({ error: "Could not create payment session." });
  }
  const ok = await request.post("/api/create-payment", { data: { courseId: "voice-elevated", currency: "EUR", idempotencyKey: "key-json-ok" } });
  expect(ok.status()).toBe(200);
  const { url } = (await ok.json()) as { url: string };
  expect(url).toMatch(/\/test-checkout\/[^/]+$/);
  // The same key again: the same checkout, not a second one.
  const twice = await request.post("/api/create-payment", { data: { courseId: "voice-elevated", currency: "EUR", idempotencyKey: "key-json-ok" } });
  expect(((await twice.json()) as { url: string }).url).toBe(url);
});

test("a paid private-coaching order picks its slot once on the success page: 'Booking confirmed!' and an invite by e-mail", async ({ page }, testInfo) => {
  const id = marker("pc");
  const email = `${id}@example.com`;
  // Through the page's own context: opening the checkout proves this browser the buyer (decision 069).
  const created = await page.request.post("/api/create-payment", {
    data: { courseId: "private-coaching", currency: "DKK", idempotencyKey: `key-${id}`, email, name: "Ada Lovelace" },
  });
  const { url } = (await created.json()) as { url: string };
  await page.goto(url);
  await expect(page.getByTestId("summary-total")).toHaveText("DKK 1,950.00");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Pick your time");
  // The e-mail comes from the order; the name is asked here (nothing personal travels in the URL).
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await page.getByRole("textbox", { name: "Name" }).fill("Ada Lovelace");
  // From the start of the list; the booking spec takes slots from its end. One per project.
  const radio = page.getByRole("radio").nth(testInfo.project.name === "phone" ? 0 : 1);
  await radio.locator("xpath=..").click();
  await expect(radio).toBeChecked();
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking confirmed!");
  const successUrl = page.url();

  const mails = await waitForMail(email, { count: 2, timeoutMs: 20_000 });
  expect(mails.some((mail) => mail.raw.includes("text/calendar"))).toBe(true);

  // Once per order: coming back shows the confirmation, not the picker again.
  await page.goto(successUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking confirmed!");
  await expect(page.getByRole("radio")).toHaveCount(0);
});

test("the Stripe webhook is not there while Stripe is not configured", async ({ request }) => {
  const response = await request.post("/webhooks/stripe", { data: "{}", headers: { "stripe-signature": "t=1,v1=bad" } });
  expect(response.status()).toBe(404);
});

test("the Beginner Vocals card links to the external payment link in a new tab", async ({ page }) => {
  await page.goto("/courses");
  const pay = page.getByRole("link", { name: /^Pay for Beginner Vocals/ });
  await expect(pay).toHaveAttribute("href", profile.beginnerVocalsPaymentUrl);
  await expect(pay).toHaveAttribute("target", "_blank");
  await expect(pay).toHaveAttribute("rel", /noopener/);
  // Only that card has one.
  await expect(page.getByRole("link", { name: /^Pay for / })).toHaveCount(1);
});
