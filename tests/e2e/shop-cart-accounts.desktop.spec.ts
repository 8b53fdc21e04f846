import { expect, test, type Page } from "./support/test";
import { expectToast, ownClientAddress } from "../support/e2e";
import { newEmail, PASSWORD, signInInBrowser, signUpInBrowser } from "../support/accounts";

// Its own client address per test: the site allows 30 checkouts an hour per address, and the
// whole browser run shares one server.
test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

// The guest cart merges into the account on sign-in; sign-out gives the browser a fresh guest id.

const STUDIO = "Studio Condenser Microphone";
const LIVE = "Live Dynamic Microphone";
const badge = (page: Page) => page.getByTestId("cart-count");
const panel = (page: Page) => page.getByRole("dialog", { name: /^Shopping Cart/ });

async function addToCart(page: Page, name: string) {
  await page.getByRole("button", { name: `Add to Cart: ${name}` }).click();
  await expectToast(page, "Added to cart", "Item has been added to your cart.");
  await expect(page.getByRole("button", { name: `Add to Cart: ${name}` })).toBeEnabled();
}

async function signOut(page: Page) {
  await page.getByRole("banner").locator("summary").click();
  await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
}

test("a guest cart merges on sign-in (the same product adds up); sign-out leaves an empty cart with a fresh guest id", async ({ page, context }) => {
  test.setTimeout(60_000);
  const email = newEmail("cart");
  await signUpInBrowser(page, { name: "Cart Buyer", email });
  await page.waitForURL(/\/dashboard$/);
  await page.goto("/shop");
  await addToCart(page, STUDIO);
  await expect(badge(page)).toHaveText("1");
  await signOut(page);
  await expect(badge(page)).toHaveCount(0);
  const guestId = (await context.cookies()).find((c) => c.name === "cart_session_id")?.value;
  expect(guestId).toMatch(/^session_/);

  // As a guest: the signed-out browser shows nothing of the account's cart.
  await page.goto("/shop");
  await page.getByRole("banner").getByTestId("cart-button").click();
  await expect(panel(page).getByText("Your cart is empty")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel(page)).toHaveCount(0);
  await addToCart(page, STUDIO);
  await addToCart(page, LIVE);
  await expect(badge(page)).toHaveText("2");

  await signInInBrowser(page, { email, password: PASSWORD });
  await page.waitForURL(/\/dashboard$/);
  await expect(badge(page)).toHaveText("3");
  await page.getByRole("banner").getByTestId("cart-button").click();
  await expect(panel(page).getByRole("heading", { name: "Shopping Cart (3)" })).toBeVisible();
  await expect(panel(page).getByTestId("cart-line").filter({ hasText: STUDIO }).getByTestId("cart-line-quantity")).toHaveText("2");
  await expect(panel(page).getByTestId("cart-line").filter({ hasText: LIVE }).getByTestId("cart-line-quantity")).toHaveText("1");
  await page.keyboard.press("Escape");
  await expect(panel(page)).toHaveCount(0);

  await signOut(page);
  const fresh = (await context.cookies()).find((c) => c.name === "cart_session_id")?.value;
  expect(fresh).toMatch(/^session_/);
  expect(fresh).not.toBe(guestId);
  await expect(badge(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("cart_session_id"))).toBe(fresh);
});

test("a guest who opens the checkout, signs in and then pays: the paid line leaves the account's cart, a line added later stays", async ({ page }) => {
  test.setTimeout(60_000);
  const email = newEmail("cartpay");
  await signUpInBrowser(page, { name: "Cart Payer", email });
  await page.waitForURL(/\/dashboard$/);
  await signOut(page);

  // As a guest: one microphone into the cart and on to the test checkout.
  await page.goto("/shop");
  await addToCart(page, STUDIO);
  await page.getByRole("banner").getByTestId("cart-button").click();
  await panel(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await panel(page).getByLabel("Email for your receipt").fill(email);
  await panel(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  const checkoutUrl = page.url();

  // Back in the shop before paying: another product, then sign in (the guest cart merges).
  await page.goto("/shop");
  await addToCart(page, LIVE);
  await signInInBrowser(page, { email, password: PASSWORD });
  await page.waitForURL(/\/dashboard$/);
  await expect(badge(page)).toHaveText("2");

  // Pay the checkout opened as a guest: the bought microphone leaves the account's cart.
  await page.goto(checkoutUrl);
  await page.getByLabel("Full name").fill("Cart Payer");
  await page.getByLabel("Address line 1").fill("Nørregade 1");
  await page.getByLabel("Postal code").fill("1165");
  await page.getByLabel("City").fill("København K");
  await page.getByLabel("Country").selectOption("DK");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received!");

  await page.goto("/shop");
  await expect(badge(page)).toHaveText("1");
  await page.getByRole("banner").getByTestId("cart-button").click();
  await expect(panel(page).getByRole("heading", { name: "Shopping Cart (1)" })).toBeVisible();
  await expect(panel(page).getByTestId("cart-line")).toHaveCount(1);
  await expect(panel(page).getByTestId("cart-line").filter({ hasText: LIVE }).getByTestId("cart-line-quantity")).toHaveText("1");
});
