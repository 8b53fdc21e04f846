import { expect, test, type Page } from "./support/test";
import { expectToast, marker, ownClientAddress } from "../support/e2e";

// Toasts tell what happened without taking a tap from anyone (issue 25): they sit where they
// cover no control, the same message replaces itself, and a success clears the failure before it.

test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

/** What a tap at the centre of the element with `testId` would hit belongs to it (nothing lies on top). */
async function tapReaches(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((target) => {
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && target.contains(hit);
  });
}

test("'Added to cart' leaves the cart button free and shows once however often it is said", async ({ page }) => {
  await page.goto("/shop");
  const add = page.getByRole("button", { name: "Add to Cart: Live Dynamic Microphone" });
  await add.click();
  await expectToast(page, "Added to cart");
  expect(await tapReaches(page, "cart-button")).toBe(true);
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await expect(page.locator("li[data-variant]").filter({ hasText: "Added to cart" })).toHaveCount(1);
  expect(await tapReaches(page, "cart-button")).toBe(true);
});

test("'Message Sent!' replaces the 'Missing Information' it answers", async ({ page }) => {
  await page.goto("/api/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Missing Information");
  await page.getByRole("textbox", { name: "Name" }).fill("Toast Tester");
  await page.getByRole("textbox", { name: "Email" }).fill(`${marker("toast")}@example.dk`);
  await page.getByRole("textbox", { name: "Message" }).fill("Hello! Is there room in the spring?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectToast(page, "Message Sent!");
  await expect(page.locator("li[data-variant]").filter({ hasText: "Missing Information" })).toHaveCount(0);
});

test("Escape closes the open cart panel before a toast raised inside it", async ({ page }) => {
  await page.goto("/shop");
  for (const name of ["Live Dynamic Microphone", "Studio Condenser Microphone"]) {
    const add = page.getByRole("button", { name: `Add to Cart: ${name}` });
    await add.click();
    await expect(add).toBeEnabled();
  }
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await page.getByTestId("cart-button").click();
  const panel = page.getByRole("dialog", { name: /^Shopping Cart/ });
  await panel
    .getByTestId("cart-line")
    .filter({ hasText: "Live Dynamic Microphone" })
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expectToast(page, "Removed");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
});
