import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { ownClientAddress } from "../support/e2e";
import { newEmail, signUpInBrowser } from "../support/accounts";

// Its own client address per test: the site allows 30 checkouts an hour per address, and the
// whole browser run shares one server.
test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

// A whole journey (sign up, checkout, lesson, refund) with scrypt password hashing on a shared machine.
test.describe.configure({ timeout: 120_000 });

test("a refund at the provider takes the course back: the lesson and its material answer 403 with no bytes", async ({ page }) => {
  await signUpInBrowser(page, { name: "Rasmus Holt", email: newEmail("rasmus") });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/sales/beginner-course");
  await page.getByRole("button", { name: "Enrol now" }).first().click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  const checkoutUrl = page.url();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);

  // The buyer studies: the lesson's audio streams.
  await page.goto("/dashboard");
  await expect(page.getByRole("tab", { name: "Beginner Vocals" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Breathing Fundamentals" })).toBeVisible();
  const lesson = await page.request.get("/materials/bv-breathing-lesson", { maxRedirects: 0 });
  expect(lesson.status()).toBe(200);
  expect((await lesson.body()).subarray(0, 4).toString()).toBe("RIFF");

  // The test provider's own Refund (what Stripe's dashboard does): the order hears of it by its event.
  await page.goto(checkoutUrl);
  await expect(page.getByRole("heading", { name: "Test provider: after the payment" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(page.getByTestId("refunded-so-far")).toHaveText("Refunded so far: USD 97.00");
  await expect(page.getByRole("button", { name: "Refund", exact: true })).toHaveCount(0);

  for (const range of [undefined, "bytes=0-99"]) {
    const gone = await page.request.get("/materials/bv-breathing-lesson", { maxRedirects: 0, headers: range ? { range } : {} });
    expect(gone.status()).toBe(403);
    expect((await gone.body()).includes(Buffer.from("RIFF"))).toBe(false);
  }
  await page.goto("/dashboard");
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Courses you can join" })).toBeVisible();
});
