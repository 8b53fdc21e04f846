import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { E2E_ADMIN, signInAs } from "../support/accounts";

test.describe.configure({ timeout: 120_000 });

test("Export Data downloads CSVs that open with Danish letters; View Analytics shows charts with their tables", async ({ page }) => {
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin");
  await page.locator("main header").getByRole("link", { name: "Export Data" }).click();
  await expect(page).toHaveURL(/\/admin\/export$/);
  await expect(page.getByRole("heading", { level: 1, name: "Export Data" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download orders (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d\.csv$/);
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString("utf8").split("\r\n")[0]).toBe(
    "Order,Number,Created,Paid,Status,Items,Email,Currency,Amount,VAT included,Refunded,Revenue,Ship to,Provider",
  );

  const students = await page.request.get("/admin/export/students?q=admin%40e2e");
  expect(students.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(students.headers()["cache-control"]).toBe("private, no-store");
  const lines = (await students.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(E2E_ADMIN.email);
  expect((await page.request.get("/admin/export/passwords", { maxRedirects: 0 })).status()).toBe(404);

  await page.goto("/admin");
  await page.getByRole("link", { name: "View Analytics" }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole("heading", { level: 2, name: "New students per month" })).toBeVisible();
  // Each chart's figures are a table with its caption, there for a screen reader and for print.
  await expect(page.getByRole("table", { name: "New students per month" }).first()).toBeAttached();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("link", { name: "By week" }).click();
  await expect(page).toHaveURL(/by=week/);
  await expect(page.getByRole("heading", { level: 2, name: "New students per week" })).toBeVisible();
  await expect(page.getByRole("link", { name: "By week" })).toHaveAttribute("aria-current", "page");
});
