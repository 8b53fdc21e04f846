import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { E2E_ADMIN, newEmail, signInAs, signUpInBrowser } from "../support/accounts";
import { ownClientAddress } from "../support/e2e";

// Whole journeys (two accounts, a payment) with scrypt password hashing on a shared machine.
test.describe.configure({ timeout: 150_000 });

test("the coach finds a student, sees what they bought, gives a course by hand and takes it back; the stats and the log follow", async ({
  page,
  browser,
}, testInfo) => {
  const email = newEmail("gift");
  const studentContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  // Its own client address: the site allows 30 checkouts an hour per address on the shared server.
  await ownClientAddress(studentContext, testInfo);
  const student = await studentContext.newPage();
  await signUpInBrowser(student, { name: "Gerda Gift", email });
  await expect(student).toHaveURL(/\/dashboard$/);
  await student.goto("/sales/beginner-course");
  await student.getByRole("button", { name: "Enrol now" }).first().click();
  await student.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(student).toHaveURL(/\/payment-success\?order=/);

  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Manage your courses, content, and students")).toBeVisible();
  await expect(page.getByText("Total Students")).toBeVisible();
  const revenue = page.locator("dt", { hasText: "Total Revenue" }).locator("xpath=following-sibling::dd");
  await expect(revenue).toContainText("USD");
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: "Students" }).first().click();
  await expect(page).toHaveURL(/\/admin\/students$/);
  await page.getByRole("searchbox", { name: "Search by name or e-mail" }).fill(email);
  await page.getByRole("search", { name: "Students" }).getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("list", { name: "Students and their courses" }).getByRole("listitem").filter({ hasText: email });
  await expect(row).toContainText("Beginner Vocals");
  await expectNoSeriousAxeViolations(page);
  await row.getByRole("link", { name: /View/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gerda Gift" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Orders" })).toContainText("USD 97");
  await expect(page.getByRole("region", { name: "Courses" })).toContainText("0 of 4 modules done");
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel("Give a course by hand").selectOption({ label: "Advanced Technique" });
  await page.getByRole("button", { name: "Give course" }).click();
  await expect(page.getByRole("status")).toHaveText("Gerda Gift can now open Advanced Technique.");
  await expect(page.getByRole("region", { name: "Orders" })).toContainText("Given by hand");
  await expect(page.getByRole("region", { name: "History" })).toContainText("Gave Advanced Technique to Gerda Gift.");

  // The student's access follows at once.
  await student.goto("/dashboard");
  await expect(student.getByRole("tab", { name: "Advanced Technique" })).toBeVisible();

  await page.getByRole("button", { name: "Take back Advanced Technique" }).click();
  await expect(page.getByRole("status")).toHaveText("Advanced Technique is closed to Gerda Gift again.");
  await expect(page.getByRole("region", { name: "Orders" })).toContainText("Access ended");
  await student.reload();
  await expect(student.getByRole("tab", { name: "Beginner Vocals" })).toBeVisible();
  await expect(student.getByRole("tab", { name: "Advanced Technique" })).toHaveCount(0);

  // Everything about the person in one place: the newsletter, what they wrote, private notes, each order a tap away.
  await expect(page.getByRole("region", { name: "Messages and newsletter" })).toContainText("Newsletter: not signed up");
  await expect(page.getByRole("region", { name: "Messages and newsletter" })).toContainText("No messages or stories from this e-mail address.");
  await page.getByLabel("Add a note").fill("Prefers morning sessions.");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("region", { name: "Private notes" })).toContainText("Prefers morning sessions.");
  await expect(page.getByText("Note saved.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("region", { name: "Orders" }).getByRole("link", { name: "Beginner Vocals" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/[^/]+$/);
  await page.goBack();

  // On a phone the audit log is under the bar's More.
  if (!(await page.getByRole("link", { name: "Audit log" }).filter({ visible: true }).count())) await page.getByText("More", { exact: true }).click();
  await page.getByRole("link", { name: "Audit log" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  // Other tests write to the log at the same time: the change is there, not necessarily on top.
  await expect(
    page.getByRole("region", { name: "Changes" }).getByRole("listitem").filter({ hasText: "Took Advanced Technique back from Gerda Gift." }).first(),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await studentContext.close();
});
