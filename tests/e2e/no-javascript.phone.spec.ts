import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { marker, ownClientAddress } from "../support/e2e";
import { E2E_ADMIN, signInAs } from "../support/accounts";

// Issue 25, "Without JavaScript": the cart as a page (/cart) and 'Book Session' as a page
// (/book/session), both plain form posts, and the header's state read on the server.

test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

const STUDIO = "Studio Condenser Microphone"; // 1.499 DKK
const LIVE = "Live Dynamic Microphone"; // 899 DKK

/** axe needs script in the page: the same URL (and cookies) in a context with JavaScript, which renders the same HTML first. */
async function axeWithScript(page: Page, path: string) {
  // The runner gives new contexts this file's options: script is switched back on here.
  const context = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: true, storageState: await page.context().storageState() });
  const scripted = await context.newPage();
  await scripted.goto(path);
  await expect(scripted.locator("html[data-hydrated]")).toBeAttached();
  await expectNoSeriousAxeViolations(scripted);
  await context.close();
}

async function fillAddress(page: Page) {
  await page.getByLabel("Full name").fill("Plain Shopper");
  await page.getByLabel("Address line 1").fill("Nørregade 1");
  await page.getByLabel("Postal code").fill("1165");
  await page.getByLabel("City").fill("København K");
  await page.getByLabel("Country").selectOption("DK");
}

test("a visitor without JavaScript adds two products, opens /cart from the header, changes a quantity and pays", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/shop");
  await page.getByRole("button", { name: `Add to Cart: ${STUDIO}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to cart" })).toBeVisible();
  await page.getByRole("button", { name: `Add to Cart: ${LIVE}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to cart" })).toBeVisible();

  // The header's cart is a link, and the server counted the cart for this cookie.
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await page.getByTestId("cart-button").click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping Cart (2)");
  await expect(page.getByTestId("cart-total")).toHaveText("2.398 DKK");

  await page.getByRole("button", { name: `Increase quantity of ${LIVE}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping Cart (3)");
  await expect(page.getByLabel(`Quantity of ${LIVE}`, { exact: true })).toHaveText("2");
  await expect(page.getByTestId("cart-total")).toHaveText("3.297 DKK");
  await page.getByRole("button", { name: `Remove ${STUDIO}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Removed from cart" })).toContainText("Item has been removed from your cart.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping Cart (2)");
  await axeWithScript(page, "/cart");

  // Without an address: SPEC's message on the page, nothing opened.
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByLabel("Email for your receipt")).toHaveAccessibleDescription("Enter your e-mail for the receipt.");
  await page.getByLabel("Email for your receipt").fill(`${marker("nojs-cart")}@example.dk`);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  await fillAddress(page);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received!");
});

test("'Book Session' without JavaScript: slot list, hold (twice is one hold), payment on the test provider", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  // From an English page (the Danish Private Coaching page's link is /book/session?lang=da: language.spec.ts).
  await page.goto("/contact");
  await page.getByRole("contentinfo").getByRole("link", { name: "Book Session" }).click();
  await expect(page).toHaveURL(/\/book\/session$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book Session");
  await axeWithScript(page, "/book/session");

  // No time picked (the browser itself asks for name and e-mail): SPEC's message from the server, nothing held.
  const email = `${marker("nojs-book")}@example.dk`;
  await page.getByRole("textbox", { name: "Name" }).fill("Plain Booker");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Reserve time" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill all fields and pick a slot.");
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);

  const radios = page.getByRole("radio");
  const fromEnd = (testInfo.project.name === "phone" ? 12 : 13) + testInfo.retry * 2;
  const radio = radios.nth(Math.max(0, (await radios.count()) - 1 - fromEnd));
  await radio.locator("xpath=..").click();
  await expect(radio).toBeChecked();
  const sent = { name: "Plain Booker", email, slot: await radio.inputValue(), formNonce: await page.locator('input[name="formNonce"]').inputValue() };
  await page.getByRole("button", { name: "Reserve time" }).click();
  await expect(page.getByText("Time is reserved!")).toBeVisible();

  // The same form sent again (a double tap, a reload of the answer): the same hold, not a second one.
  const held = await page.locator('input[name="holdToken"]').inputValue();
  const again = await page.request.post("/book/session", { form: { ...sent, intent: "hold" } });
  expect(await again.text()).toContain(`value="${held}"`);

  await page.getByRole("button", { name: "Go to payment" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  await expect(page.getByTestId("summary-total")).toHaveText("DKK 1,950.00");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking confirmed!");
});

test("the header says who is signed in without JavaScript; an anonymous page has no trace of it", async ({ page, request }) => {
  const anonymous = await (await request.get("/courses")).text();
  expect(anonymous).not.toContain("Your account");
  expect(anonymous).toContain('href="/cart"');
  await signInAs(page, E2E_ADMIN);
  await page.goto("/courses");
  await expect(page.getByRole("banner").getByRole("link", { name: "Your account" })).toHaveAttribute("href", "/dashboard");
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
});

// Decision 042: the landing page's part below the hero is large; React would stream it after the
// footer and reveal it with an inline script, leaving it hidden without JavaScript.
test("the landing page shows everything below its hero without JavaScript", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "Featured Programs" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Let’s talk about your voice" })).toBeVisible();
  await expect(page.locator("[hidden] #programs")).toHaveCount(0);
});
