import { expect, test, type Browser, type Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { freePort, startServerProcess, type ServerProcess } from "./support/server-process";
import { signInAs } from "../support/accounts";

// The lesson upload on its own server: the lessons it adds would change what the shared
// server's learning specs count.
test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

const ADMIN = { email: "lessons-admin@e2e.test", password: "lessons-admin-passphrase" };
const DEMO = { email: "student@example.com", password: "sing-every-day" };
/** A 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

let server: ServerProcess | undefined;
let dataDir = "";
let origin = "";

/** Three seconds of a 440 Hz tone: an 8-bit mono WAV at 8 kHz, made here (no fixture file). */
function toneWav(seconds: number) {
  const rate = 8000;
  const samples = rate * seconds;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples, 40);
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) data[i] = Math.round(128 + 90 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return Buffer.concat([header, data]);
}

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "vocal-lessons-"));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    DEMO_CONTENT: "1",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  await server.healthy(port);
});

test.afterAll(async () => {
  server?.child.kill("SIGKILL");
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/** A page of its own context whose `goto` waits for hydration (as ./support/test's does). */
async function openPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()["content-type"]?.startsWith("text/html")) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    return response;
  };
  return page;
}

test("the coach uploads an audio lesson (the connection drops once), sees its duration, and the student plays it on /dashboard", async ({ browser }) => {
  const page = await openPage(browser, { width: 390, height: 844 });
  await signInAs(page, ADMIN);
  await page.goto("/admin/lessons");
  await expect(page.getByRole("heading", { level: 1, name: "Lessons" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The first chunk's PATCH is cut off once: the uploader retries and resumes by itself.
  let dropped = 0;
  await page.route("**/admin/uploads/*", async (route) => {
    if (route.request().method() === "PATCH" && dropped === 0) {
      dropped++;
      return route.abort("connectionreset");
    }
    return route.continue();
  });

  await page.getByRole("button", { name: "Upload New Lesson" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload New Lesson" });
  await dialog.getByLabel("Lesson Title").fill("Tuning Fork");
  await dialog.getByLabel("Course").selectOption({ label: "Beginner Vocals" });
  await dialog.getByLabel("Content Type").selectOption({ label: "Audio Only" });
  await dialog.getByLabel("Upload File").setInputFiles({ name: "tuning-fork.wav", mimeType: "audio/wav", buffer: toneWav(3) });
  await expect(dialog.getByText("Ready: tuning-fork.wav")).toBeVisible({ timeout: 60_000 });
  expect(dropped).toBe(1);
  await expect(dialog.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("value", "100");
  await dialog.getByLabel("Description").fill("Listen, then hum the note.");
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Upload Lesson" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tuning Fork is published in Beginner Vocals." })).toBeVisible();
  const row = page.getByRole("region", { name: "Lessons" }).getByRole("listitem").filter({ hasText: "Tuning Fork" });
  await expect(row).toContainText("Audio");
  await expect(row).toContainText("00:03");

  // A file that is not audio is refused by its content, whatever its name says.
  await page.getByRole("button", { name: "Upload New Lesson" }).click();
  await dialog.getByLabel("Content Type").selectOption({ label: "Audio Only" });
  await dialog.getByLabel("Upload File").setInputFiles({ name: "sneaky.mp3", mimeType: "audio/mpeg", buffer: Buffer.from("%PDF-1.7\nnot a song at all") });
  await expect(dialog.getByText(/not audio or video we can play/)).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole("button", { name: "Retry" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The demo student owns Beginner Vocals: the new lesson is there, last, and plays.
  const student = await openPage(browser, { width: 1366, height: 900 });
  await signInAs(student, DEMO);
  await student.goto("/dashboard");
  await student.getByRole("link", { name: /Tuning Fork/ }).click();
  await expect(student.getByRole("heading", { level: 2, name: "Tuning Fork" })).toBeVisible();
  const playable = await student.locator("audio").evaluate(
    (element: HTMLAudioElement) =>
      new Promise<string>((resolve) => {
        element.addEventListener("canplay", () => resolve("canplay"), { once: true });
        element.addEventListener("error", () => resolve(`error ${element.error?.code}`), { once: true });
        element.muted = true;
        void element.play().catch(() => undefined);
      }),
  );
  expect(playable).toBe("canplay");

  // Made a draft again, it leaves the student's dashboard.
  await page
    .getByRole("region", { name: "Lessons" })
    .getByRole("listitem")
    .filter({ hasText: "Tuning Fork" })
    .getByRole("button", { name: /Make draft/ })
    .click();
  await expect(page.getByRole("region", { name: "Lessons" }).getByRole("listitem").filter({ hasText: "Tuning Fork" })).toContainText("Draft");
  await student.reload();
  await expect(student.getByRole("link", { name: /Tuning Fork/ })).toHaveCount(0);
});

test("the coach edits a lesson, attaches a PDF, previews the course as a student sees it, and the student downloads the PDF", async ({ browser }) => {
  const page = await openPage(browser, { width: 390, height: 844 });
  await signInAs(page, ADMIN);
  await page.goto("/admin/lessons");
  const row = () => page.getByRole("region", { name: "Lessons" }).getByRole("listitem").filter({ hasText: "Tuning Fork" });
  await row().getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tuning Fork" })).toBeVisible();
  await page.getByLabel("Description").fill("Hum the note, then sing it.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  const attach = page.getByRole("form", { name: "Attach a resource" });
  await attach.getByLabel("Resource name").fill("Tuning sheet");
  await attach.getByLabel("File").setInputFiles("content/materials/voice-elevated-curriculum.pdf");
  await expect(attach.getByText("Ready: voice-elevated-curriculum.pdf")).toBeVisible({ timeout: 60_000 });
  await attach.getByRole("button", { name: "Attach" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tuning sheet is attached to Tuning Fork." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Resources" }).getByRole("listitem").filter({ hasText: "Tuning sheet" })).toContainText(/PDF · \d+ pages/);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: "test-results/admin-lesson-phone.png", fullPage: true });

  // A draft is not in the preview; published, it is, with its lesson and the PDF.
  await page.getByRole("link", { name: "Preview as a student" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Preview: Beginner Vocals" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Tuning Fork/ })).toHaveCount(0);
  await page.goto("/admin/lessons?course=beginner-vocals");
  await row()
    .getByRole("button", { name: /Publish/ })
    .click();
  await expect(row()).not.toContainText("Draft");
  await page.goto("/admin/courses/beginner-vocals/preview");
  await page.getByRole("link", { name: /Tuning Fork/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Tuning Fork" })).toBeVisible();
  await expect(page.getByRole("paragraph").filter({ hasText: "Hum the note, then sing it." })).toBeVisible();
  await expect(page.getByRole("link", { name: /Download Tuning sheet/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as Complete" })).toHaveCount(0);
  const coachHears = await page.locator("audio").evaluate(
    (element: HTMLAudioElement) =>
      new Promise<string>((resolve) => {
        element.addEventListener("canplay", () => resolve("canplay"), { once: true });
        element.addEventListener("error", () => resolve(`error ${element.error?.code}`), { once: true });
        element.load();
      }),
  );
  expect(coachHears).toBe("canplay");
  await expectNoSeriousAxeViolations(page);

  const student = await openPage(browser, { width: 1366, height: 900 });
  await signInAs(student, DEMO);
  await student.goto("/dashboard");
  await student.getByRole("link", { name: /Tuning Fork/ }).click();
  const download = student.getByRole("link", { name: /Download Tuning sheet/ });
  const answer = await student.request.get((await download.getAttribute("href"))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect((await answer.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("the coach creates a course, changes a price, and the sales page and the checkout charge the new price", async ({ browser }) => {
  const page = await openPage(browser, { width: 1366, height: 900 });
  await signInAs(page, ADMIN);
  await page.goto("/admin/courses");
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: "Create New Course" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Course" });
  await dialog.getByRole("button", { name: "Create Course" }).click();
  // The browser's own check first: nothing posted without a title.
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Course Title").fill("Breath & Belt");
  await dialog.getByLabel("Description").fill("Six weeks from breath to belt.");
  await dialog.getByLabel("Price ($)").fill("99.99");
  // An SVG named .png is refused by its content; the form keeps its place and nothing is created.
  await dialog.getByLabel("Cover Image").setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await dialog.getByRole("button", { name: "Create Course" }).click();
  await expect(dialog.getByText("The cover must be a PNG, JPEG or WebP image.")).toBeVisible();
  await dialog.getByLabel("Course Title").fill("Breath & Belt");
  await dialog.getByLabel("Description").fill("Six weeks from breath to belt.");
  await dialog.getByLabel("Price ($)").fill("99.99");
  await dialog.getByLabel("Cover Image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
  await dialog.getByRole("button", { name: "Create Course" }).click();
  await expect(page.getByRole("status")).toContainText("Breath & Belt is created. It is not published yet");
  const row = page.getByRole("region", { name: "Courses" }).getByRole("listitem").filter({ hasText: "Breath & Belt" });
  await expect(row).toContainText("Not published");
  await row.getByRole("link", { name: /Edit/ }).click();
  const cover = page.getByRole("img", { name: "The current cover" });
  const coverUrl = await cover.getAttribute("src");
  expect(coverUrl).toMatch(/^\/media\/covers\/[0-9a-f-]{36}\.png$/);
  const served = await page.request.get(coverUrl!);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toContain("immutable");
  expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);
  expect((await page.request.get("/media/covers/..%2F..%2Fetc%2Fpasswd")).status()).toBe(404);
  await page.goto("/admin/courses");

  // The online Beginner Vocals: USD 97 becomes USD 89, at once on its sales page and at checkout.
  await page
    .getByRole("region", { name: "Courses" })
    .getByRole("listitem")
    .filter({ hasText: "Online course" })
    .filter({ hasText: "Beginner Vocals" })
    .getByRole("link", { name: /Edit/ })
    .click();
  await expect(page.getByLabel("Amount of price 1")).toHaveValue("97");
  await page.getByLabel("Amount of price 1").fill("89");
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. The course pages and checkout use the new values now.");
  await expect(page.getByRole("region", { name: "History" })).toContainText("prices USD 97.00 → USD 89.00");

  const buyer = await openPage(browser, { width: 1366, height: 900 });
  await buyer.goto("/sales/beginner-course");
  await expect(buyer.locator("main")).toContainText("$89");
  await buyer.getByRole("button", { name: "Enrol now" }).first().click();
  await expect(buyer).toHaveURL(/\/test-checkout\//);
  await expect(buyer.locator("body")).toContainText("USD 89.00");
});

test("the coach adds a workbook PDF; the books page serves it and the count rises", async ({ browser }) => {
  const page = await openPage(browser, { width: 390, height: 844 });
  await signInAs(page, ADMIN);
  await page.goto("/admin/workbooks");
  await expect(page.getByRole("heading", { level: 1, name: "Workbooks" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Add New Workbook" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Workbook" });
  await dialog.getByLabel("Workbook Title").fill("Breath Diary");
  await dialog.getByLabel("Description").fill("A page a day for your breath.");
  await dialog.getByLabel("PDF File").setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("not really a pdf") });
  await dialog.getByRole("button", { name: "Upload Workbook" }).click();
  await expect(dialog.getByText("The file must be a PDF.")).toBeVisible();
  await dialog.getByLabel("Workbook Title").fill("Breath Diary");
  await dialog.getByLabel("Description").fill("A page a day for your breath.");
  await dialog.getByLabel("PDF File").setInputFiles("content/materials/voice-elevated-curriculum.pdf");
  await dialog.getByRole("button", { name: "Upload Workbook" }).click();
  await expect(page.getByRole("status")).toHaveText("Breath Diary is on the books page with its PDF (2 pages).");
  const row = page.getByRole("region", { name: "Workbooks" }).getByRole("listitem").filter({ hasText: "Breath Diary" });
  await expect(row).toContainText("Downloads: 0");

  const visitor = await openPage(browser, { width: 1366, height: 900 });
  await visitor.goto("/books");
  await visitor.getByRole("tab", { name: "Breath Diary" }).click();
  const download = visitor.waitForEvent("download");
  await visitor.getByRole("link", { name: "Download Free PDF: Breath Diary" }).click();
  const file = await download;
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  await page.reload();
  await expect(page.getByRole("region", { name: "Workbooks" }).getByRole("listitem").filter({ hasText: "Breath Diary" })).toContainText("Downloads: 1");
});

test("the new course, published with a lesson, is bought by the demo student on its own page, who then plays the lesson on /dashboard", async ({ browser }) => {
  const page = await openPage(browser, { width: 1366, height: 900 });
  await signInAs(page, ADMIN);
  await page.goto("/admin/courses");
  await page.getByRole("region", { name: "Courses" }).getByRole("listitem").filter({ hasText: "Breath & Belt" }).getByRole("link", { name: /Edit/ }).click();
  await page.getByLabel("Published (on the site and for sale)").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. The course pages and checkout use the new values now.");

  await page.goto("/admin/lessons");
  await page.getByRole("button", { name: "Upload New Lesson" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload New Lesson" });
  await dialog.getByLabel("Lesson Title").fill("Belting Basics");
  await dialog.getByLabel("Course").selectOption({ label: "Breath & Belt" });
  await dialog.getByLabel("Content Type").selectOption({ label: "Audio Only" });
  await dialog.getByLabel("Upload File").setInputFiles({ name: "belting.wav", mimeType: "audio/wav", buffer: toneWav(4) });
  await expect(dialog.getByText("Ready: belting.wav")).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole("button", { name: "Upload Lesson" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Belting Basics is published in Breath & Belt." })).toBeVisible();

  const student = await openPage(browser, { width: 390, height: 844 });
  await signInAs(student, DEMO);
  await student.goto("/courses");
  await student.getByRole("region", { name: "Online courses" }).getByRole("link", { name: "Breath & Belt" }).click();
  await expect(student.getByRole("heading", { level: 1, name: "Breath & Belt" })).toBeVisible();
  await expect(student.getByRole("region", { name: "Lessons" })).toContainText("Belting Basics");
  await expect(student.getByRole("region", { name: "Lessons" })).toContainText("00:04");
  await expect(student.getByRole("complementary", { name: "Enrol" })).toContainText("$99.99");
  await expectNoSeriousAxeViolations(student);
  await student.screenshot({ path: "test-results/new-course-page-phone.png", fullPage: true });
  await student.getByRole("button", { name: "Enrol now" }).click();
  await expect(student).toHaveURL(/\/test-checkout\//);
  await expect(student.locator("body")).toContainText("USD 99.99");
  await student.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(student).toHaveURL(/\/payment-success\?order=/);

  await student.goto("/dashboard");
  await student.getByRole("tab", { name: "Breath & Belt" }).click();
  await student.getByRole("link", { name: /Belting Basics/ }).click();
  await expect(student.getByRole("heading", { level: 2, name: "Belting Basics" })).toBeVisible();
  const playable = await student.locator("audio").evaluate(
    (element: HTMLAudioElement) =>
      new Promise<string>((resolve) => {
        element.addEventListener("canplay", () => resolve("canplay"), { once: true });
        element.addEventListener("error", () => resolve(`error ${element.error?.code}`), { once: true });
        element.load();
      }),
  );
  expect(playable).toBe("canplay");
});

test("the upload endpoint refuses a visitor and a student before storing anything", async ({ browser }) => {
  const tusHeaders = { "Tus-Resumable": "1.0.0", "Upload-Length": "1000", "Upload-Metadata": `contentKind ${Buffer.from("audio").toString("base64")}` };
  const visitor = await fetch(`${origin}/admin/uploads`, { method: "POST", headers: { ...tusHeaders, Origin: origin } });
  expect(visitor.status).toBe(403);
  expect(visitor.headers.get("location")).toBeNull();
  const student = await openPage(browser, { width: 1366, height: 900 });
  await signInAs(student, DEMO);
  const posted = await student.request.post("/admin/uploads", { headers: { ...tusHeaders, Origin: origin } });
  expect(posted.status()).toBe(403);
  expect(await posted.text()).toContain("Only the studio's admins");
});
