import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { ownClientAddress } from "../support/e2e";
import { newEmail, signUpInBrowser } from "../support/accounts";

// Its own client address per test: the site allows 30 checkouts an hour per address, and the
// whole browser run shares one server.
test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

// Whole journeys (sign up, checkout, dashboard) with scrypt password hashing on a shared machine.
test.describe.configure({ timeout: 120_000 });

test("a student without courses sees what to buy or apply for, and cannot write progress for a course they have not bought", async ({ page, baseURL }) => {
  await signUpInBrowser(page, { name: "Nora Lind", email: newEmail("nora") });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Courses you can join" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Learn more about Beginner Vocals" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Learn more about Voice Elevated" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Module ids of the demo student's courses posted directly: 403, nothing stored.
  for (const form of [
    { intent: "complete", moduleId: "bv-breathing" },
    { intent: "journal", moduleId: "bv-breathing", body: "not mine" },
  ] as Record<string, string>[]) {
    const response = await page.request.post("/dashboard", { form, headers: { origin: baseURL! }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
  }
  const lesson = await page.request.get("/materials/bv-breathing-lesson", { maxRedirects: 0 });
  expect(lesson.status()).toBe(403);
  expect((await lesson.body()).includes(Buffer.from("RIFF"))).toBe(false);
  await page.reload();
  await expect(page.getByRole("tab")).toHaveCount(0);
});

test("buying a sales course puts it on the dashboard with its modules, lesson and resources", async ({ page }) => {
  await signUpInBrowser(page, { name: "Emil Dahl", email: newEmail("emil") });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/sales/beginner-course");
  await page.getByRole("button", { name: "Enrol now" }).first().click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);

  await page.goto("/dashboard");
  await expect(page.getByRole("tab", { name: "Beginner Vocals" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("progress-percent")).toHaveText("0%");
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await expect(page.locator("ol > li")).toHaveCount(4);
  await expect(page.getByRole("heading", { level: 2, name: "Breathing Fundamentals" })).toBeVisible();
  await expect(page.getByText("Last saved: Never")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: /Finding Your Range/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Finding Your Range" })).toBeVisible();
  const download = page.getByRole("link", { name: /Download Range Finder Chart/ });
  await expect(download).toHaveAttribute("target", "_blank");
  const pdf = await page.request.get((await download.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await page.getByRole("button", { name: "Mark as Complete" }).click();
  await expect(page.getByTestId("progress-percent")).toHaveText("25%");
  await expect(page.getByRole("link", { name: /Finding Your Range/ }).getByText("Complete", { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The dashboard opens on the next unfinished lesson; below the courses the catalogue is one line.
  await expect(page.locator("#offers").getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^Learn more/ })).toHaveCount(0);
  for (let percent = 50; percent <= 100; percent += 25) {
    await page.goto("/dashboard");
    const next = page.getByText(/^Continue: /);
    await expect(next).toBeVisible();
    const title = (await next.textContent())!.replace("Continue: ", "");
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await page.getByRole("button", { name: "Mark as Complete" }).click();
    await expect(page.getByTestId("progress-percent")).toHaveText(`${percent}%`);
  }
  // Finished: a moment of congratulation and the course to take next.
  await page.goto("/dashboard");
  await expect(page.getByText(/^Continue: /)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Congratulations – you finished Beginner Vocals" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Next: / })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A second online course, with no modules published yet: its own tab, progress indeterminate.
  await page.goto("/sales/main-course");
  await page
    .getByRole("tabpanel")
    .getByRole("button", { name: /^Enrol/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await page.goto("/dashboard");
  await expect(page.getByRole("tab")).toHaveText(["Beginner Vocals", "Performance Mastery"]);
  await page.getByRole("tab", { name: "Performance Mastery" }).click();
  await expect(page.getByText("The lessons of this course are being prepared.", { exact: false })).toBeVisible();
  await expect(page.getByText("No modules published yet")).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("progressbar")).not.toHaveAttribute("aria-valuenow", /.*/);
});
