import { readdirSync } from "node:fs";
import { expect, test } from "./support/test";
import { E2E_ADMIN, newEmail, signInAs, signUpInBrowser } from "../support/accounts";

test.describe.configure({ timeout: 120_000 });

/**
 * Every route file under /admin, as a URL (a `$param` becomes an id that does not exist: the
 * guard must answer before the record is looked up). A new admin route is walked without
 * anyone adding it here.
 */
const adminPaths = readdirSync(new URL("../../app/routes/", import.meta.url))
  .filter((file) => /^admin(\.|$)/.test(file) && /\.tsx?$/.test(file) && !file.includes(".test."))
  .map((file) =>
    file
      .replace(/\.tsx?$/, "")
      .split(".")
      .filter((part) => part !== "_index")
      // A trailing "_" only opts a route out of its parent's layout (admin.calendar_.new → /admin/calendar/new).
      .map((part) => (part.startsWith("$") ? "no-such-id" : part.replace(/_$/, "")))
      .join("/"),
  )
  .map((path) => `/${path}`);

test("the walk finds the back office's routes", () => {
  expect(adminPaths).toEqual(expect.arrayContaining(["/admin", "/admin/students", "/admin/students/no-such-id", "/admin/print-on-demand", "/admin/audit"]));
});

test("every /admin route: a visitor goes to the login, a student gets 403, for GET and POST, and nothing changes", async ({ page, browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, E2E_ADMIN);
  // The coach's home is the back office; a student's (below) the dashboard.
  await expect(admin).toHaveURL(/\/admin$/);

  const anonymous = await browser.newContext();
  for (const path of adminPaths) {
    const get = await anonymous.request.get(path, { maxRedirects: 0 });
    expect([302, 303], `visitor GET ${path}`).toContain(get.status());
    expect(get.headers().location, path).toMatch(/^\/login\?redirectTo=/);
    const post = await anonymous.request.post(path, { form: { intent: "change-role", userId: "x", role: "admin" }, maxRedirects: 0 });
    expect([302, 303, 405], `visitor POST ${path}`).toContain(post.status());
  }
  await anonymous.close();

  await signUpInBrowser(page, { name: "Curious Student", email: newEmail("guard") });
  await expect(page).toHaveURL(/\/dashboard$/);
  const origin = new URL(page.url()).origin;
  for (const path of adminPaths) {
    expect((await page.request.get(path, { maxRedirects: 0 })).status(), `student GET ${path}`).toBe(403);
    const forms: Record<string, string>[] = [
      { intent: "change-role", userId: "x", role: "admin" },
      { intent: "give-course", courseId: "beginner-vocals", key: crypto.randomUUID() },
      { intent: "pod-handled", fulfilmentId: "x" },
    ];
    for (const form of forms) {
      const post = await page.request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 });
      expect([403, 405], `student POST ${path}`).toContain(post.status());
    }
  }
  // Other tests change things at the same time: what matters is that no change is the student's.
  await admin.goto("/admin/audit");
  await expect(admin.getByRole("region", { name: "Changes" })).toBeVisible();
  await expect(admin.getByRole("region", { name: "Changes" })).not.toContainText("Curious Student");
});

/**
 * The back office's routes an assistant may open (requireStaff): the calendar and the
 * inboxes. Every other /admin route is the coach's alone. A new staff route is added here.
 */
const STAFF_PATHS = [
  /^\/admin$/,
  /^\/admin\/calendar$/,
  // Applications and their files; their CSV export (/admin/applications/export) is the coach's.
  /^\/admin\/applications$/,
  /^\/admin\/applications\/(?!export$)[^/]+$/,
  /^\/admin\/applications\/[^/]+\/files\/[^/]+$/,
  /^\/admin\/messages$/,
  /^\/admin\/messages\/no-such-id\/no-such-id(\/pdf)?$/,
  /^\/admin\/subscribers$/,
  /^\/admin\/outbox$/,
  /^\/admin\/availability$/,
  /^\/admin\/calendar\/new$/,
];

test("an assistant opens the calendar and the inboxes, and gets 403 on refunds, exports, settings and roles", async ({ page, browser }) => {
  const email = newEmail("assistant");
  const assistantContext = await browser.newContext();
  const assistant = await assistantContext.newPage();
  await signUpInBrowser(assistant, { name: "Able Assistant", email });
  await expect(assistant).toHaveURL(/\/dashboard$/);

  await signInAs(page, E2E_ADMIN);
  await page.goto(`/admin/students?q=${encodeURIComponent(email)}`);
  await page
    .getByRole("listitem")
    .filter({ hasText: email })
    .getByRole("button", { name: /Make assistant/ })
    .click();
  await expect(page.getByRole("status")).toHaveText("Now an assistant.");

  const origin = new URL(page.url()).origin;
  for (const path of adminPaths) {
    const status = (await assistant.request.get(path, { maxRedirects: 0 })).status();
    if (STAFF_PATHS.some((staff) => staff.test(path))) expect([200, 404], `assistant GET ${path}`).toContain(status);
    else {
      expect(status, `assistant GET ${path}`).toBe(403);
      const post = await assistant.request.post(path, {
        form: { intent: "change-role", userId: "x", role: "admin" },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect([403, 405], `assistant POST ${path}`).toContain(post.status());
    }
  }
  // Her menu and her bar show only what she may open.
  await assistant.goto("/admin");
  const sections = assistant.getByRole("navigation", { name: "Back office" });
  await expect(sections.getByRole("link", { name: "Calendar" })).toBeVisible();
  await expect(sections.getByRole("link", { name: "Export Data" })).toHaveCount(0);
  await expect(assistant.getByText("Total Revenue")).toHaveCount(0);
  await assistantContext.close();
});
