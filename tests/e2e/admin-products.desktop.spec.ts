import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { cartPanel, openClothing } from "./support/shop";
import { E2E_ADMIN, signInAs } from "../support/accounts";
import { expectToast, marker, ownClientAddress } from "../support/e2e";
import { solidPng } from "../support/png";

// Products in the back office (issue 23, decision 035). Other specs read the seeded products and
// their prices (catalogue-prices compares /shop with the seed): this one changes only a product it
// creates, priced at seeded amounts (249 and 449 DKK), and leaves it deactivated.

// Two accounts, a payment and a few uploads on a shared machine.
test.describe.configure({ timeout: 120_000 });

/** A solid-colour PNG (amber), so the shop's card shows a real image. */
const pngFile = (name: string) => ({ name, mimeType: "image/png", buffer: solidPng(64, 64, [0xd9, 0x8a, 0x2b]) });

const panel = cartPanel;
const cartLine = (page: Page, name: string) => panel(page).getByTestId("cart-line").filter({ hasText: name });

async function openCart(page: Page) {
  // Before hydration the cart button is a plain link to /cart (the page without JavaScript).
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByTestId("cart-button").click();
  await expect(panel(page)).toBeVisible();
}

test("the coach adds a product with an image, changes its price (a visitor's cart shows it and checkout charges it) and deactivates it", async ({
  page,
  browser,
}, testInfo) => {
  const name = `Tour Tee ${marker("prod")}`;
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  // The seeded products are listed with their price, category and print-on-demand state.
  const hoodie = page.getByRole("listitem").filter({ hasText: "Studio Hoodie" });
  await expect(hoodie).toContainText("DKK 549.00");
  await expect(hoodie).toContainText("Hoodies");
  await expect(hoodie).toContainText("Print on demand");
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("products.png") });

  // Add: a price that is no amount is refused with its reason, and what was typed stays.
  await page.getByRole("button", { name: "Add product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add product" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Description").fill("Soft organic cotton with the tour's dates on the back.");
  await dialog.getByLabel("Category").selectOption("T-Shirts");
  await dialog.getByLabel("Price (DKK)").fill("two hundred");
  await dialog.getByRole("button", { name: "Add product" }).click();
  await expect(dialog.getByLabel("Price (DKK)")).toHaveAccessibleDescription(/Enter the price in DKK as a number/);
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("add-product.png") });
  await dialog.getByLabel("Price (DKK)").fill("249,00");
  await dialog.getByLabel("Image").setInputFiles(pngFile("tee.png"));
  await dialog.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByRole("status")).toContainText(`${name} is in the shop now.`);

  // A visitor finds it in the shop with its image, and puts it in the cart.
  const visitorContext = await browser.newContext();
  await ownClientAddress(visitorContext, testInfo);
  const visitor = await visitorContext.newPage();
  await openClothing(visitor);
  const card = visitor.getByRole("article", { name });
  await expect(card).toContainText("249 DKK");
  await expect(card.getByRole("img", { name })).toHaveAttribute("src", /^\/media\/covers\/[0-9a-f-]{36}\.png$/);
  await card.getByRole("button", { name: `Add to Cart: ${name}` }).click();
  await expectToast(visitor, "Added to cart", "Item has been added to your cart.");

  // The coach changes the price: the history says so.
  await page.getByRole("link", { name: "Open it" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByLabel("Price (DKK)").fill("449");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. The shop, carts and checkout use the new values from now on.");
  await expect(page.getByRole("region", { name: "History" })).toContainText("price DKK 249.00 → DKK 449.00");
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("edit-product.png") });

  // The visitor's cart shows the new price, and the test provider's checkout charges it.
  await visitor.reload();
  await openCart(visitor);
  await expect(cartLine(visitor, name)).toContainText("449 DKK");
  await expect(panel(visitor).getByTestId("cart-total")).toHaveText("449 DKK");
  await panel(visitor)
    .getByLabel("Email for your receipt")
    .fill(`${marker("prodbuyer")}@example.dk`);
  await panel(visitor).getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(visitor).toHaveURL(/\/test-checkout\/[^/]+$/);
  await expect(visitor.getByTestId("summary-total")).toHaveText("DKK 449.00");
  await visitor.getByLabel("Full name").fill("Tee Buyer");
  await visitor.getByLabel("Address line 1").fill("Nørregade 1");
  await visitor.getByLabel("Postal code").fill("1165");
  await visitor.getByLabel("City").fill("København K");
  await visitor.getByLabel("Country").selectOption("DK");
  await visitor.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Payment received!");

  // Sold once: it can no longer be deleted, only deactivated.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("DKK 449.00 · 1 sold")).toBeVisible();
  await expect(page.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);

  // The visitor puts it in the cart again; the coach deactivates it.
  await openClothing(visitor);
  await visitor.getByRole("button", { name: `Add to Cart: ${name}` }).click();
  await expectToast(visitor, "Added to cart", "Item has been added to your cart.");
  await page.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByRole("status")).toHaveText("Deactivated: it is no longer in the shop.");
  await expect(page.getByRole("button", { name: "Activate" })).toBeVisible();

  // Gone from the shop; the cart line says it is no longer available and counts for nothing.
  await openClothing(visitor);
  await expect(visitor.getByRole("heading", { name: "T-Shirts" })).toBeVisible();
  await expect(visitor.getByRole("article", { name })).toHaveCount(0);
  await openCart(visitor);
  await expect(cartLine(visitor, name).getByTestId("cart-line-unavailable")).toHaveText("No longer available: not charged. Remove it from your cart.");
  // Nothing left to pay: no total and no checkout.
  await expect(panel(visitor).getByRole("button", { name: "Proceed to Checkout" })).toHaveCount(0);
  await expect(panel(visitor)).toHaveAccessibleName("Shopping Cart (0)");
  await expectNoSeriousAxeViolations(visitor);
  await visitor.screenshot({ path: testInfo.outputPath("cart-unavailable.png") });
  await visitorContext.close();

  // The list shows it not active, sold once.
  await page.goto("/admin/products");
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Not active");
  await expect(row).toContainText("DKK 449.00");
  await expect(row).toContainText("Sold: 1");
});
