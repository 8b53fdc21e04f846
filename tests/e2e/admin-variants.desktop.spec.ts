import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { cartPanel, openClothing } from "./support/shop";
import { E2E_ADMIN, signInAs } from "../support/accounts";
import { closeToasts, expectToast, marker, ownClientAddress } from "../support/e2e";

// The product page's variants (decision 046) end to end: the coach adds a size with stock, a
// visitor chooses it and adds it, and the stock is the limit for adding and for checkout. The
// product is this test's own and is deactivated at the end (other specs compare /shop with the seed).
test.describe.configure({ timeout: 120_000 });

const panel = cartPanel;

test("the coach adds a size with 2 in stock; a visitor chooses it and adds it, a third is refused with how many are left, and checkout refuses more than is left", async ({
  page,
  browser,
}, testInfo) => {
  const name = `Variant Tee ${marker("variant")}`;
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Add product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add product" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Description").fill("A tee in one size, for the variants test.");
  await dialog.getByLabel("Category").selectOption("T-Shirts");
  await dialog.getByLabel("Price (DKK)").fill("249");
  await dialog.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByRole("status")).toContainText(`${name} is in the shop now.`);
  await page.getByRole("link", { name: "Open it" }).click();
  try {
    const add = page.getByRole("form", { name: "Add variant" });
    await add.getByLabel("Size").fill("XL");
    await add.getByLabel("Stock").fill("2");
    await add.getByRole("button", { name: "Add variant" }).click();
    await expect(page.getByRole("status")).toHaveText("Variant added. Buyers now choose before 'Add to Cart'.");
    await expect(page.getByRole("form", { name: "Variant XL" }).getByLabel("Stock")).toHaveValue("2");
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("region", { name: "Variants" }).screenshot({ path: testInfo.outputPath("variants-card.png") });

    const visitorContext = await browser.newContext();
    await ownClientAddress(visitorContext, testInfo);
    const visitor = await visitorContext.newPage();
    await openClothing(visitor);
    const card = visitor.getByRole("article", { name });
    await card.getByLabel("Size").selectOption({ label: "XL" });
    const addButton = card.getByRole("button", { name: `Add to Cart: ${name}` });
    for (let i = 0; i < 2; i++) {
      await addButton.click();
      await expectToast(visitor, "Added to cart", "Item has been added to your cart.");
      await closeToasts(visitor);
    }
    await addButton.click();
    await expectToast(visitor, "Error", `Only 2 left of ${name} — XL, and 2 are already in your cart.`);

    // The coach sells one elsewhere: the visitor's 2 are now more than is left, and checkout says so before any order.
    await page.getByRole("form", { name: "Variant XL" }).getByLabel("Stock").fill("1");
    await page.getByRole("button", { name: "Save XL" }).click();
    await expect(page.getByRole("status")).toHaveText("Variant saved.");
    await visitor.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await visitor.getByTestId("cart-button").click();
    await expect(
      panel(visitor)
        .getByTestId("cart-line")
        .filter({ hasText: `${name} — XL` }),
    ).toBeVisible();
    await panel(visitor)
      .getByLabel("Email for your receipt")
      .fill(`${marker("variantbuyer")}@example.dk`);
    await panel(visitor).getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(panel(visitor).getByTestId("cart-notices")).toHaveText(`Only 1 left of ${name} — XL: lower the quantity to check out.`);
    await expect(visitor).toHaveURL(/\/shop/);
    await visitorContext.close();
  } finally {
    await page.getByRole("button", { name: "Deactivate" }).click();
    await expect(page.getByRole("status")).toHaveText("Deactivated: it is no longer in the shop.");
  }
});
