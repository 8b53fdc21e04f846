import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { signInAs } from "../support/accounts";

// The seeded demo student (README; demo content is on for the e2e server's embedded database).
// Desktop only: the demo student's progress is shared, so one project changes it.
const DEMO = { email: "student@example.com", password: "sing-every-day" };

// Serial: the tests share the demo student, whose place to resume each one moves.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const moduleLink = (page: Page, title: string) => page.getByRole("link", { name: new RegExp(`^(\\d+ )?${title}`) });

test("the demo student opens a module, plays its lesson through the guarded route, and marks a module complete", async ({ page }) => {
  await signInAs(page, DEMO);
  await expect(page.getByRole("heading", { level: 1, name: "Your Course Dashboard" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(["Beginner Vocals", "Advanced Technique"]);
  // (A first visit opens the first module of the first course: learning.data.test.ts; a retry resumes elsewhere.)
  await page.getByRole("tab", { name: "Beginner Vocals" }).click();
  await expect(page.getByRole("tab", { name: "Beginner Vocals" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Course Modules" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The lesson player fetches nothing until played, then streams through /materials/… and can play.
  const mediaRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/materials/")) mediaRequests.push(request.url());
  });
  await moduleLink(page, "Your First Song").click();
  await expect(page).toHaveURL(/\?module=bv-first-song$/);
  await expect(page.getByRole("heading", { level: 2, name: "Your First Song" })).toBeVisible();
  const audio = page.locator("audio");
  await expect(audio).toHaveAttribute("preload", "none");
  await page.waitForTimeout(500);
  expect(mediaRequests).toEqual([]);
  const playable = await audio.evaluate(
    (element: HTMLAudioElement) =>
      new Promise<string>((resolve) => {
        element.addEventListener("canplay", () => resolve("canplay"), { once: true });
        element.addEventListener("error", () => resolve(`error ${element.error?.code}`), { once: true });
        element.muted = true;
        void element.play().catch(() => undefined);
      }),
  );
  expect(playable).toBe("canplay");
  expect(mediaRequests.some((url) => url.endsWith("/materials/bv-first-song-lesson"))).toBe(true);
  await expect(page.getByRole("link", { name: /Download Song Learning Plan/ })).toHaveAttribute("target", "_blank");

  // Mark as Complete on the first unfinished module of Advanced Technique: progress moves at once.
  await page.getByRole("tab", { name: "Advanced Technique" }).click();
  await expect(page).toHaveURL(/\?module=at-mix$/);
  const counts = page.getByText(/^\d+ of 10 modules complete$/);
  const before = Number((await counts.textContent())!.split(" ")[0]);
  const target = page
    .locator("ol a")
    .filter({ hasNot: page.getByText("Complete", { exact: true }) })
    .first();
  await target.click();
  await expect(page.getByRole("button", { name: "Mark as Complete" })).toBeEnabled();
  await expect(page.getByText("Lesson coming soon")).toBeVisible();
  await page.getByRole("button", { name: "Mark as Complete" }).click();
  await expect(page.getByRole("button", { name: "Completed" })).toBeDisabled();
  await expect(counts).toHaveText(`${before + 1} of 10 modules complete`);
  await expect(page.getByTestId("progress-percent")).toHaveText(`${(before + 1) * 10}%`);
  await page.reload();
  await expect(page.getByRole("button", { name: "Completed" })).toBeDisabled();
  await expect(counts).toHaveText(`${before + 1} of 10 modules complete`);
});

test("the journal saves to the server, shows when, survives a reload, and asks before unsaved text is left", async ({ page }) => {
  await signInAs(page, DEMO);
  await page.goto("/dashboard?module=at-belt");
  const notes = page.getByRole("textbox", { name: /Your notes on/ });
  const box = await notes.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(200);
  const text = `Belting felt easier after the sirens ${Date.now()}`;
  await notes.fill(text);
  await page.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(page.getByText("Last saved: Just now")).toBeVisible();
  await page.reload();
  // Hydrated, so that the next save goes through the fetcher (before that it is a plain form post).
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(notes).toHaveValue(text);
  await expect(page.getByText("Last saved: Just now")).toBeVisible();

  // A save that fails (the connection drops) keeps the text and says so.
  await page.route("**/dashboard.data*", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
  await notes.fill(`${text} and more`);
  await page.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your journal entry was not saved" })).toBeVisible();
  await expect(notes).toHaveValue(`${text} and more`);
  await page.unroute("**/dashboard.data*");

  // Unsaved text: leaving for another module asks first; staying keeps the text.
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await moduleLink(page, "Vibrato Control").click();
  await expect.poll(() => asked).toContain("not saved");
  await expect(page).toHaveURL(/\?module=at-belt$/);
  await expect(notes).toHaveValue(`${text} and more`);

  // Coming back to the dashboard resumes at the module opened last.
  await page.goto("/");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: "Healthy Belting" })).toBeVisible();
});

test("before JavaScript has loaded, 'Mark as Complete' and 'Save Journal Entry' work as form posts", async ({ page, browser }) => {
  await signInAs(page, DEMO);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const noJs = await context.newPage();
  await noJs.goto("/dashboard?module=at-style");
  const text = `Written without JavaScript ${Date.now()}`;
  await noJs.getByRole("textbox", { name: /Your notes on/ }).fill(text);
  await noJs.getByRole("button", { name: "Save Journal Entry" }).click();
  await expect(noJs.getByRole("textbox", { name: /Your notes on/ })).toHaveValue(text);
  await expect(noJs.getByText("Last saved: Just now")).toBeVisible();
  const complete = noJs.getByRole("button", { name: "Mark as Complete" });
  if (await complete.count()) await complete.click();
  await expect(noJs.getByRole("button", { name: "Completed" })).toBeDisabled();
  await context.close();
});
