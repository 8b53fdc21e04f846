import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { closeToasts, expectToast, marker, ownClientAddress } from "../support/e2e";
import { COACH_EMAIL, waitForMail } from "../support/mailbox";
import { seedProducts } from "../../app/modules/catalogue/seed-data";

// The shop's cart (issue 12, decision 016) against the production build with the built-in
// test payment provider. Every test has its own browser context, so its own guest cart.

// Each test its own client address: the site allows 30 checkouts an hour per address, and the
// whole browser run shares one server.
test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

const STUDIO = "Studio Condenser Microphone"; // 1.499 DKK
const LIVE = "Live Dynamic Microphone"; // 899 DKK

const addButton = (page: Page, name: string) => page.getByRole("button", { name: `Add to Cart: ${name}` });
// By test id: while the panel is open (a modal dialog) the header is hidden from the accessibility tree.
const cartButton = (page: Page) => page.getByTestId("cart-button");
const badge = (page: Page) => page.getByTestId("cart-count");
const panel = (page: Page) => page.getByRole("dialog", { name: /^Shopping Cart/ });
const line = (page: Page, name: string) => panel(page).getByTestId("cart-line").filter({ hasText: name });

/** Fills the test checkout's shipping address fields by label; the country is a select. */
async function fillAddress(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    if (label === "Country") await page.getByLabel(label).selectOption(value);
    else await page.getByLabel(label).fill(value);
  }
}

async function addToCart(page: Page, name: string) {
  await addButton(page, name).click();
  await expectToast(page, "Added to cart", "Item has been added to your cart.");
  await expect(addButton(page, name)).toBeEnabled();
}

test("a guest adds, changes and removes, sees every toast and the badge, and checks out with the test provider", async ({ page }) => {
  // A long walk through the whole shop on a shared machine.
  test.setTimeout(60_000);
  const email = `${marker("cart")}@example.dk`;
  await page.goto("/shop");
  await expect(cartButton(page)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  // No two products of the demo catalogue share a picture (products other specs add are left out).
  const sources = await page
    .locator("article[id] img")
    .evaluateAll((images) => images.map((image) => [image.closest("article")!.id, image.getAttribute("src")] as const));
  const seeded = sources.filter(([id]) => seedProducts.some((product) => product.id === id)).map(([, src]) => src);
  expect(seeded).toHaveLength(seedProducts.length);
  expect(new Set(seeded).size).toBe(seedProducts.length);

  // 'Adding...' while the add is on its way.
  await page.route("**/shop.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await addButton(page, STUDIO).click();
  await expect(page.getByRole("button", { name: `Adding...: ${STUDIO}` })).toBeDisabled();
  await expectToast(page, "Added to cart", "Item has been added to your cart.");
  await expect(badge(page)).toHaveText("1");
  await page.unroute("**/shop.data*");
  await addToCart(page, STUDIO);
  await addToCart(page, LIVE);
  await expect(badge(page)).toHaveText("3");

  await cartButton(page).click();
  await expect(panel(page).getByRole("heading", { name: "Shopping Cart (3)" })).toBeVisible();
  await expect(line(page, STUDIO)).toContainText("1.499 DKK");
  await expect(line(page, STUDIO).getByTestId("cart-line-quantity")).toHaveText("2");
  await expect(line(page, STUDIO).getByTestId("cart-line-total")).toHaveText("2.998 DKK");
  await expect(panel(page).getByTestId("cart-total")).toHaveText("3.897 DKK");
  await expect(panel(page)).toContainText("Total:");
  // Each line shows its own product's drawing (issue 25), served and drawn.
  for (const [name, drawing] of [
    [STUDIO, "/images/shop/studio-condenser-mic.svg"],
    [LIVE, "/images/shop/live-dynamic-mic.svg"],
  ]) {
    const image = line(page, name!).locator("img");
    await expect(image).toHaveAttribute("src", drawing!);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
  }
  await expectNoSeriousAxeViolations(page);

  await line(page, LIVE)
    .getByRole("button", { name: `Increase quantity of ${LIVE}` })
    .click();
  await expect(line(page, LIVE).getByTestId("cart-line-quantity")).toHaveText("2");
  await line(page, STUDIO)
    .getByRole("button", { name: `Decrease quantity of ${STUDIO}` })
    .click();
  await expect(line(page, STUDIO).getByTestId("cart-line-quantity")).toHaveText("1");
  await expect(panel(page).getByTestId("cart-total")).toHaveText("3.297 DKK");
  await expect(panel(page).getByRole("heading", { name: "Shopping Cart (3)" })).toBeVisible();

  await line(page, STUDIO)
    .getByRole("button", { name: `Remove ${STUDIO}` })
    .click();
  await expectToast(page, "Removed from cart", "Item has been removed from your cart.");
  await expect(line(page, STUDIO)).toHaveCount(0);
  await expect(panel(page).getByRole("heading", { name: "Shopping Cart (2)" })).toBeVisible();
  await expect(badge(page)).toHaveText("2");

  // A guest gives an address for the receipt, then pays on the test checkout.
  await panel(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(panel(page)).toContainText("Enter your e-mail for the receipt.");
  await panel(page).getByLabel("Email for your receipt").fill(email);
  await panel(page).getByRole("button", { name: "Proceed to Checkout" }).dblclick();
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  await expect(page.getByTestId("summary-total")).toHaveText("DKK 1,798.00");
  await expect(page.getByRole("row").filter({ hasText: LIVE })).toContainText("× 2");
  // Goods are posted: the test checkout asks where to, as Stripe's does.
  await expect(page.getByRole("group", { name: "Shipping address" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await fillAddress(page, { "Full name": "Guest Shopper", "Address line 1": "Nørregade 1", City: "København K", Country: "DK" });
  // Pay with a missing field: refused with its message, the rest kept, nothing paid.
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByLabel("Postal code")).toHaveAccessibleDescription("Please enter the postal code.");
  await expect(page.getByRole("alert")).toHaveText("Please enter a complete shipping address.");
  await expect(page.getByLabel("Full name")).toHaveValue("Guest Shopper");
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel("Postal code").fill("1165");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received!");

  // Paid: the cart is empty; a receipt and the coach's notice went out.
  await page.goto("/shop");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gear and merchandise");
  await expect(badge(page)).toHaveCount(0);
  await cartButton(page).click();
  await expect(panel(page)).toHaveAccessibleName("Shopping Cart (0)");
  await expect(panel(page).getByText("Your cart is empty")).toBeVisible();
  const [receipt] = await waitForMail(email);
  expect(receipt!.text).toContain(LIVE);
  expect(receipt!.text).toContain("DKK 1,798.00");
  // The buyer's receipt says where the goods go (issue 12 follow-up, decision 020).
  expect(receipt!.text).toContain("Ship to");
  expect(receipt!.text).toContain("Guest Shopper, Nørregade 1, 1165 København K, Denmark");
  const coach = await waitForMail(COACH_EMAIL, { marker: email });
  const notice = coach.find((mail) => mail.subject.startsWith("New shop order"));
  expect(notice?.text).toContain("Guest Shopper, Nørregade 1, 1165 København K, Denmark");
});

test("failures show the destructive 'Error' toasts: adding, changing and removing", async ({ page }) => {
  await page.goto("/shop");
  // A product that does not exist (a forged form) cannot be added.
  await page.route("**/shop.data*", (route) =>
    route.continue({ postData: (route.request().postData() ?? "").replace(/productId=[^&]*/, "productId=no-such-product") }),
  );
  await addButton(page, LIVE).click();
  const failed = await expectToast(page, "Error", "Failed to add item to cart.");
  await expect(failed).toHaveAttribute("data-variant", "destructive");
  await page.unroute("**/shop.data*");
  await page.route("**/shop.data*", (route) => route.abort("connectionrefused"));
  // The same message replaces itself (one toast, its time starting again): close it first to see the second arrive.
  await closeToasts(page);
  await addButton(page, LIVE).click();
  await expect(page.locator("li[data-variant=destructive]").filter({ hasText: "Failed to add item to cart." })).toHaveCount(1);
  await page.unroute("**/shop.data*");
  await addToCart(page, LIVE);

  await cartButton(page).click();
  await expect(line(page, LIVE)).toBeVisible();
  await page.route("**/api/cart", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, json: { ok: false, error: "x" } }) : route.continue(),
  );
  await line(page, LIVE)
    .getByRole("button", { name: `Increase quantity of ${LIVE}` })
    .click();
  // Up to three toasts are on screen: find each by its own text.
  const destructive = (text: string) => page.locator("li[data-variant=destructive]").filter({ hasText: "Error" }).filter({ hasText: text });
  await expect(destructive("Failed to update cart.")).toBeVisible();
  await line(page, LIVE)
    .getByRole("button", { name: `Remove ${LIVE}` })
    .click();
  await expect(destructive("Failed to remove item from cart.")).toBeVisible();
  await expect(line(page, LIVE).getByTestId("cart-line-quantity")).toHaveText("1");
});

test("the panel shows 'Loading cart...' while it reads the cart", async ({ page }) => {
  await page.goto("/shop");
  await addToCart(page, LIVE);
  await page.route("**/api/cart", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await cartButton(page).click();
  await expect(panel(page).getByText("Loading cart...")).toBeVisible();
  await expect(line(page, LIVE)).toBeVisible();
});

test("without JavaScript, adding is a form post; the browser's script later keeps the same guest id in local storage", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/shop");
  await addButton(page, STUDIO).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to cart" })).toContainText("Item has been added to your cart.");
  await addButton(page, STUDIO).click();
  const cookie = (await context.cookies()).find((c) => c.name === "cart_session_id");
  expect(cookie?.value).toMatch(/^session_\d{13}_[A-Za-z0-9_-]{24}$/);
  const cart = (await (await context.request.get("/api/cart")).json()) as { count: number; lines: { name: string; quantity: number }[] };
  expect(cart.count).toBe(2);
  expect(cart.lines.map((l) => [l.name, l.quantity])).toEqual([[STUDIO, 2]]);

  const withScript = await browser.newContext({ storageState: await context.storageState() });
  const scripted = await withScript.newPage();
  await scripted.goto("/shop");
  await expect(badge(scripted)).toHaveText("2");
  // The badge is the server's now (the cart cookie came with the request): wait for the script to take over.
  await expect.poll(() => scripted.evaluate(() => localStorage.getItem("cart_session_id"))).toBe(cookie!.value);
  await context.close();
  await withScript.close();
});

test("without JavaScript, the test checkout's address form is a plain form post: refused with the message, then paid", async ({ page, browser }) => {
  test.setTimeout(60_000);
  await page.goto("/shop");
  await addToCart(page, LIVE);
  await cartButton(page).click();
  await panel(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await panel(page)
    .getByLabel("Email for your receipt")
    .fill(`${marker("nojs-ship")}@example.dk`);
  await panel(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(page.url());
  await fillAddress(plain, { "Address line 1": "Storgata 5", "Postal code": "0155", City: "Oslo", Country: "NO" });
  await plain.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(plain.getByLabel("Full name")).toHaveAccessibleDescription("Please enter the recipient's name.");
  await expect(plain.getByLabel("Country")).toHaveValue("NO");
  await plain.getByLabel("Full name").fill("Kari Nordmann");
  await plain.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(plain).toHaveURL(/\/payment-success\?order=/);
  await context.close();
});

test("the cart API is private and never reads another guest's cart", async ({ page, request }) => {
  await page.goto("/shop");
  await addToCart(page, LIVE);
  const response = await page.request.get("/api/cart");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  // Another client with a well-formed but different id, and one with a forged id, see nothing.
  const other = await request.get("/api/cart", { headers: { Cookie: "cart_session_id=session_1795428000000_AAAAAAAAAAAAAAAAAAAAAAAA" } });
  expect(((await other.json()) as { count: number }).count).toBe(0);
  const forged = await request.get("/api/cart", { headers: { Cookie: "cart_session_id=session_1" } });
  expect(((await forged.json()) as { count: number }).count).toBe(0);
  // The shop page itself is the same for everyone: no cart in its HTML.
  const html = await (await request.get("/shop")).text();
  expect(html).not.toContain("cart-count");
});

test("clothing is bought by size: refused without one (in the browser and by the server), the cart line names it, its buttons fit a thumb", async ({
  page,
}) => {
  const HOODIE = "Studio Hoodie";
  await page.goto("/shop");
  await page.getByRole("tab", { name: "Clothing & Merchandise" }).click();
  const card = page.locator("article#studio-hoodie");
  await addButton(page, HOODIE).click();
  await expect(card.getByRole("alert")).toHaveText("Choose a size first.");
  await expect(card.getByLabel("Size")).toHaveAttribute("aria-invalid", "true");
  await expect(badge(page)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // The server refuses the same post made without the browser's check.
  const refused = await page.request.post("/shop", { form: { productId: "studio-hoodie" } });
  expect(await refused.text()).toContain("Choose a size first.");

  await card.getByLabel("Size").selectOption({ label: "M" });
  await expect(card.getByRole("alert")).toHaveCount(0);
  await addToCart(page, HOODIE);
  await expect(badge(page)).toHaveText("1");
  await cartButton(page).click();
  await expect(line(page, `${HOODIE} — M`)).toBeVisible();
  if ((page.viewportSize()?.width ?? 1366) < 640) {
    for (const name of [`Increase quantity of ${HOODIE} — M`, `Decrease quantity of ${HOODIE} — M`, `Remove ${HOODIE} — M`, "Close"]) {
      const box = await panel(page).getByRole("button", { name, exact: true }).boundingBox();
      expect(box!.width, name).toBeGreaterThanOrEqual(44);
      expect(box!.height, name).toBeGreaterThanOrEqual(44);
    }
  }
});
