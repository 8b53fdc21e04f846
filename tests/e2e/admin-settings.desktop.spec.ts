import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { E2E_ADMIN, signInAs } from "../support/accounts";
import { ownClientAddress } from "../support/e2e";
import { validCelebrity } from "../support/fixtures";
import { solidPng } from "../support/png";

// Other specs read the phone number, the programme pages and the application forms: everything
// changed here is put back at the end, whatever happened in between.
// One after the other: these tests change and put back the same settings.
test.describe.configure({ mode: "default", timeout: 150_000 });

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Copenhagen" }).format(new Date());
const year = Number(today.slice(0, 4));
const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const future = { start: `${year + 1}-03-14`, end: `${year + 1}-03-18`, da: `14.-18. marts ${year + 1}`, en: `14-18 March ${year + 1}` };
const past = { start: `${year - 1}-03-14`, end: `${year - 1}-03-18`, da: `14.-18. marts ${year - 1}` };

async function formValues(page: Page) {
  return page.locator("main form[method=post]:has(input[name=intent][value=save])").evaluate((form) => {
    const values: Record<string, string> = {};
    for (const [key, value] of new FormData(form as HTMLFormElement)) if (typeof value === "string") values[key] = value;
    return values;
  });
}

/**
 * Saves and waits for the server's answer: the previous save's "Saved: …" is still on the page
 * while the next one is on its way, so the status alone would let the test navigate away (and
 * cancel the save) on a slow machine.
 */
async function save(page: Page, expected: RegExp | string = /^Saved: /) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && /^\/admin\/settings(\.data)?$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole("button", { name: "Save settings" }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: expected })).toBeVisible();
}

const runs = (page: Page) => page.getByRole("region", { name: "Dates: Celebrity Vocal Experience" });
/** The row of the run starting on `start` (rows are sorted by start after every save). */
const runRow = (page: Page, start: string) =>
  runs(page)
    .getByRole("group")
    .filter({ has: page.locator(`input[value="${start}"]`) });

test("the coach changes the phone number and the programme dates; pages show them at once, never a past date, and a closed run refuses applications", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/settings");
  const original = await formValues(page);
  try {
    // Bad input: a clear message by the field, nothing typed lost, nothing saved.
    await page.getByLabel("Phone").fill("call me");
    await page.getByLabel("Tagline", { exact: true }).fill("Kept while the phone is wrong");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved" })).toBeVisible();
    await expect(page.getByLabel("Phone")).toHaveAccessibleDescription(/Enter a phone number of digits/);
    await expect(page.getByLabel("Tagline", { exact: true })).toHaveValue("Kept while the phone is wrong");
    await page.getByLabel("Tagline", { exact: true }).fill(original.tagline!);

    // The phone number: the footer and the contact page show it on the next request.
    await page.getByLabel("Phone").fill("+45 70 11 22 33");
    await save(page, "Saved: phone.");
    await page.goto("/contact");
    await expect(page.getByRole("main")).toContainText("+45 70 11 22 33");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "+45 70 11 22 33" })).toHaveAttribute("href", "tel:+4570112233");

    // A run ahead and a run that has passed: the page offers the one ahead, never the past one.
    await page.goto("/admin/settings");
    await runs(page).getByLabel("Run 2 starts").fill(future.start);
    await runs(page).getByLabel("Run 2 ends").fill(future.end);
    await runs(page).getByLabel("Run 3 starts").fill(past.start);
    await runs(page).getByLabel("Run 3 ends").fill(past.end);
    await save(page, "Saved: dates of Celebrity Vocal Experience.");
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: testInfo.outputPath("settings-desktop.png"), fullPage: true });
    await expectNoSeriousAxeViolations(page);

    await page.goto("/courses/celebrity-vocal-experience");
    const main = page.getByRole("main");
    await expect(main).toContainText(future.da);
    await expect(main).not.toContainText(past.da);
    await expect(main).not.toContainText("14.-18. januar 2026");
    await page.goto("/");
    await expect(page.getByRole("main")).toContainText(future.en);

    // A visitor fills in the form for that run; meanwhile the coach closes its applications.
    const visitor = await browser.newContext();
    await ownClientAddress(visitor, testInfo);
    const applicant = await visitor.newPage();
    await applicant.goto("/celebrity-application");
    await expect(applicant.getByRole("main")).toContainText(`${future.en}. Apply by`);
    const labels = {
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      phone: "Phone",
      singingBackground: "Your singing background",
      experienceLevel: "Your experience level",
      currentChallenges: "Your current challenges",
      retreatGoals: "Your goals for the retreat",
      whyAttend: "Why this retreat?",
      callTimes: "Preferred call times",
    } as const;
    for (const [field, label] of Object.entries(labels)) {
      await applicant.getByRole("textbox", { name: label, exact: true }).fill(String(validCelebrity[field as keyof typeof validCelebrity]));
    }
    await applicant.getByRole("checkbox").check();

    await page.goto("/admin/settings");
    await runRow(page, future.start)
      .getByLabel(/applications close/)
      .fill(yesterday);
    await save(page);

    await applicant.getByRole("button", { name: "Submit Application" }).click();
    await expect(applicant.getByText("Applications for these dates have closed, so this application was not sent").first()).toBeVisible();
    // The server refuses it too, whatever the browser does.
    const post = await visitor.request.post(`/celebrity-application?run=${future.start}`, {
      multipart: { ...Object.fromEntries(Object.entries(validCelebrity).map(([key, value]) => [key, String(value)])), agreedToTerms: "on" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(409);
    await applicant.reload();
    await expect(applicant.getByRole("heading", { name: "Applications for these dates have closed" })).toBeVisible();
    await expect(applicant.getByRole("button", { name: "Submit Application" })).toHaveCount(0);
    await applicant.setViewportSize({ width: 390, height: 844 });
    await applicant.screenshot({ path: testInfo.outputPath("application-closed-phone.png"), fullPage: true });
    await expectNoSeriousAxeViolations(applicant);
    await visitor.close();

    // Only past runs left: the pages say the next dates are to be announced.
    await runRow(page, future.start).getByLabel("Remove").check();
    await save(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath("settings-phone.png") });
    await runs(page).screenshot({ path: testInfo.outputPath("settings-phone-runs.png") });
    await expectNoSeriousAxeViolations(page);
    await page.goto("/courses/celebrity-vocal-experience");
    await expect(page.getByRole("main")).toContainText("Næste datoer offentliggøres snart");
    await expect(page.getByRole("main")).not.toContainText(past.da);
    await page.goto("/courses/voice-elevated");
    await expect(page.getByRole("main")).toContainText("Næste datoer offentliggøres snart");
    await page.goto("/");
    await expect(page.getByRole("main")).toContainText("Next dates to be announced");
  } finally {
    // Put everything back as the other specs expect it.
    await page.goto("/admin/settings");
    const version = await page.locator('input[name="version"]').inputValue();
    const restored = await page.request.post("/admin/settings", { form: { ...original, version }, headers: { Origin: baseURL! } });
    expect(restored.status()).toBe(200);
    await page.goto("/admin/settings");
    expect(await formValues(page)).toEqual({ ...original, version: expect.any(String) as unknown as string });
  }
});

test("the coach uploads a portrait, About shows it, a text file named .png is refused with nothing lost, and 'Remove portrait' brings the drawing back", async ({
  page,
  baseURL,
}, testInfo) => {
  await signInAs(page, E2E_ADMIN);
  const aboutPortrait = async () => {
    await page.goto("/about-maja-holm");
    const portrait = page.getByRole("main").getByRole("img", { name: "Maja Holm", exact: true }).first();
    await expect(portrait).toBeVisible();
    return portrait.getAttribute("src");
  };
  try {
    await page.goto("/admin/settings");
    const card = page.getByRole("region", { name: "Portrait" });
    // An edit not saved yet in the settings form above: the portrait is not part of that form,
    // so its upload leaves the edit where it is (decision 054).
    const tagline = page.getByLabel("Tagline", { exact: true });
    await tagline.fill("Typed, not saved yet");
    await card.getByLabel("New portrait").setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: solidPng(40, 50, [190, 120, 60]) });
    await card.getByRole("button", { name: "Upload portrait" }).click();
    await expect(card.getByRole("status")).toContainText("Portrait saved");
    await expect(tagline).toHaveValue("Typed, not saved yet");
    const uploaded = await aboutPortrait();
    expect(uploaded).toMatch(/^\/media\/covers\/[0-9a-f-]{36}\.png$/);
    // The browser drew it: a broken image has no natural width.
    expect(
      await page
        .getByRole("main")
        .locator(`img[src="${uploaded}"]`)
        .first()
        .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).toBe(40);

    await page.goto("/admin/settings");
    await card.getByLabel("New portrait").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("These are notes, not a picture.") });
    await card.getByRole("button", { name: "Upload portrait" }).click();
    await expect(card.getByRole("alert")).toHaveText("Nothing was changed: the portrait must be a PNG, JPEG or WebP image.");
    await expect(card.getByRole("img", { name: "Maja Holm", exact: true })).toHaveAttribute("src", uploaded!);
    await page.setViewportSize({ width: 390, height: 844 });
    await card.screenshot({ path: testInfo.outputPath("portrait-card-phone.png") });
    await page.setViewportSize({ width: 1366, height: 900 });
    await card.screenshot({ path: testInfo.outputPath("portrait-card-desktop.png") });
    await expectNoSeriousAxeViolations(page);
    expect(await aboutPortrait()).toBe(uploaded);

    await page.goto("/admin/settings");
    await card.getByRole("button", { name: "Remove portrait" }).click();
    await expect(card.getByRole("status")).toContainText("Portrait removed");
    await expect(card.getByRole("button", { name: "Remove portrait" })).toHaveCount(0);
    expect(await aboutPortrait()).toBe("/images/portrait/maja-holm-illustrated.svg");
  } finally {
    // Other specs expect the illustrated portrait.
    await page.request.post("/admin/settings/portrait", { multipart: { intent: "remove" }, headers: { Origin: baseURL! } });
  }
});
