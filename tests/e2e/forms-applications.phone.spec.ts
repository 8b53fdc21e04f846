import { expect, test, type Page } from "./support/test";
import { celebrityLabels, validCelebrity, validVoiceElevated, voiceElevatedLabels as veLabels } from "../support/fixtures";
import { COACH_EMAIL, waitForMail } from "../support/mailbox";
import { closeToasts, expectToast, marker, ownClientAddress, pdfFile } from "../support/e2e";
import { expectNoSeriousAxeViolations } from "./support/axe";

test.beforeEach(async ({ context }, testInfo) => {
  await ownClientAddress(context, testInfo);
});

// Each field's rule (app/modules/applications/schemas.ts): [field, a value just below its bound, the message].
const veRules: [string, string, string][] = [
  ["firstName", "A", "Fornavn skal være mindst 2 tegn"],
  ["lastName", "B", "Efternavn skal være mindst 2 tegn"],
  ["email", "anna@", "Indtast venligst en gyldig email adresse"],
  ["phone", "1234567", "Indtast venligst et gyldigt telefon nummer"],
  ["singingBackground", "x".repeat(49), "Beskriv venligst din sang baggrund med mindst 50 tegn"],
  ["experienceLevel", "x".repeat(9), "Beskriv venligst dit erfaring niveau"],
  ["currentChallenges", "x".repeat(29), "Beskriv venligst dine nuværende udfordringer"],
  ["voiceElevatedGoals", "x".repeat(29), "Beskriv venligst dine mål for programmet"],
  ["whyVoiceElevated", "x".repeat(49), "Fortæl os venligst hvorfor du vil deltage i dette program"],
  ["callTimes", "x".repeat(9), "Lad os venligst vide dine foretrukne samtale tider"],
];

const celebrityRules: [string, string, string][] = [
  ["firstName", "A", "First name must be at least 2 characters"],
  ["lastName", "B", "Last name must be at least 2 characters"],
  ["email", "not-an-email", "Please enter a valid email address"],
  ["phone", "1234567", "Please enter a valid phone number"],
  ["singingBackground", "x".repeat(49), "Please provide at least 50 characters about your singing background"],
  ["experienceLevel", "x".repeat(9), "Please describe your experience level"],
  ["currentChallenges", "x".repeat(29), "Please describe your current challenges"],
  ["retreatGoals", "x".repeat(29), "Please describe your goals for the retreat"],
  ["whyAttend", "x".repeat(49), "Please tell us why you want to attend this specific retreat"],
  ["callTimes", "x".repeat(9), "Please let us know your preferred call times"],
];

async function fill(page: Page, labels: Record<string, string>, values: Record<string, unknown>, terms = true) {
  for (const [field, label] of Object.entries(labels)) {
    await page.getByRole("textbox", { name: label, exact: true }).fill(String(values[field] ?? ""));
  }
  const box = page.getByRole("checkbox");
  if (terms) await box.check();
  else await box.uncheck();
}

/** The message shown by a field (its accessible description). */
async function expectFieldMessage(page: Page, label: string, message: string) {
  await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.?*+()[\]]/g, "\\$&")}`));
}

test.describe("Voice Elevated application (Danish)", () => {
  test("shows every rule's Danish message by its field before anything is sent", async ({ page }) => {
    test.setTimeout(120_000);
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await page.goto("/voice-elevated-application");
    await expect(page.locator("html")).toHaveAttribute("lang", "da");
    await page.getByRole("button", { name: "Indsend ansøgning" }).click();
    for (const [field, , message] of veRules) await expectFieldMessage(page, veLabels[field]!, message);
    await expect(page.getByText("Du skal acceptere vilkårene")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Fornavn", exact: true })).toBeFocused();

    // One rule at a time: everything valid but one field just below its bound.
    for (const [field, value, message] of veRules) {
      await fill(page, veLabels, { ...validVoiceElevated, [field]: value });
      await page.getByRole("button", { name: "Indsend ansøgning" }).click();
      await expectFieldMessage(page, veLabels[field]!, message);
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
    }
    await fill(page, veLabels, validVoiceElevated, false);
    await page.getByRole("button", { name: "Indsend ansøgning" }).click();
    await expect(page.getByText("Du skal acceptere vilkårene")).toBeVisible();
    expect(posts).toEqual([]);

    await expectNoSeriousAxeViolations(page);
  });

  test("submits, shows 'Indsender...', the success toast and the thank-you screen, and mails coach and applicant", async ({ page }) => {
    const id = marker("ve");
    const email = `${id}@example.dk`;
    await page.goto("/voice-elevated-application");
    await fill(page, veLabels, { ...validVoiceElevated, email, lastName: id });
    // Hold the answer a moment so the sending state can be seen.
    await page.route("**/voice-elevated-application.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.getByRole("button", { name: "Indsend ansøgning" }).click();
    await expect(page.getByRole("button", { name: "Indsender..." })).toBeDisabled();
    await expectToast(page, "Ansøgning indsendt", "Din ansøgning er blevet indsendt. Du hører fra os inden for 2-3 arbejdsdage.");
    await expect(page.getByRole("heading", { name: "Tak for din ansøgning" })).toBeVisible();
    await expect(
      page.getByText("Vi gennemgår din ansøgning inden for 2-3 arbejdsdage. Derefter kontakter vi dig for at planlægge en konsultationssamtale."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Se alle kurser" })).toHaveAttribute("href", "/courses");
    await expect(page.getByRole("link", { name: "Til forsiden" })).toHaveAttribute("href", "/");

    const [coach] = await waitForMail(COACH_EMAIL, { marker: id });
    expect(coach!.subject).toBe(`New Voice Elevated application: Anna ${id}`);
    expect(coach!.replyTo).toContain(email);
    const [applicant] = await waitForMail(email);
    expect(applicant!.subject).toBe("Tak for din ansøgning til Voice Elevated");
  });

  test("server or network failure: the error toast, and the form keeps what was typed", async ({ page }) => {
    await page.goto("/voice-elevated-application");
    await fill(page, veLabels, validVoiceElevated);
    await page.route("**/voice-elevated-application.data*", (route) =>
      route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" }),
    );
    await page.getByRole("button", { name: "Indsend ansøgning" }).click();
    await expectToast(page, "Indsendelse fejl", "Der opstod en fejl ved indsendelse af din ansøgning. Prøv venligst igen.");
    await expect(page.getByRole("textbox", { name: "Din sangbaggrund" })).toHaveValue(validVoiceElevated.singingBackground);
    await expect(page.getByRole("checkbox")).toBeChecked();

    await page.unroute("**/voice-elevated-application.data*");
    await page.route("**/voice-elevated-application.data*", (route) => route.abort("connectionrefused"));
    // The same message replaces itself (one toast, its time starting again): close it first to see the second arrive.
    await closeToasts(page);
    await page.getByRole("button", { name: "Indsend ansøgning" }).click();
    await expect(page.locator("li[data-variant=destructive]").filter({ hasText: "Indsendelse fejl" })).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: "Fornavn", exact: true })).toHaveValue("Anna");
    await expect(page.getByRole("button", { name: "Indsend ansøgning" })).toBeEnabled();
  });

  test("works before JavaScript: the server shows the same messages, keeps the text, then thanks", async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await ownClientAddress(context, testInfo);
    const page = await context.newPage();
    await page.goto("/voice-elevated-application");
    await fill(page, veLabels, { ...validVoiceElevated, firstName: "A", singingBackground: "kort" }, true);
    // The browser's own checks apply before JavaScript; switch them off to reach the server's.
    await page.$eval("form[method=post]", (form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Indsend ansøgning" }).click();
    await expectFieldMessage(page, "Fornavn", "Fornavn skal være mindst 2 tegn");
    await expectFieldMessage(page, "Din sangbaggrund", "Beskriv venligst din sang baggrund med mindst 50 tegn");
    await expect(page.getByRole("textbox", { name: "Efternavn", exact: true })).toHaveValue("Jensen");
    await expect(page.getByRole("checkbox")).toBeChecked();

    await page.getByRole("textbox", { name: "Fornavn", exact: true }).fill("Anna");
    await page.getByRole("textbox", { name: "Din sangbaggrund" }).fill(validVoiceElevated.singingBackground);
    await page.getByRole("button", { name: "Indsend ansøgning" }).click();
    await expect(page.getByRole("heading", { name: "Tak for din ansøgning" })).toBeVisible();
    await context.close();
  });
});

test.describe("Celebrity Vocal Experience application (English)", () => {
  test("shows every rule's English message by its field before sending", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/celebrity-application");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: "Submit Application" }).click();
    for (const [field, , message] of celebrityRules) await expectFieldMessage(page, celebrityLabels[field]!, message);
    await expect(page.getByText("You must agree to the terms")).toBeVisible();
    for (const [field, value, message] of celebrityRules) {
      await fill(page, celebrityLabels, { ...validCelebrity, [field]: value });
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expectFieldMessage(page, celebrityLabels[field]!, message);
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
    }
  });

  test("PDF upload: several files, each removable; a non-PDF adds none", async ({ page }) => {
    await page.goto("/celebrity-application");
    const input = page.getByLabel("PDF files (optional)");
    await input.setInputFiles([pdfFile("repertoire.pdf"), pdfFile("cv.pdf")]);
    const list = page.getByRole("list", { name: "Chosen files" });
    await expect(list.getByRole("listitem")).toHaveCount(2);

    await input.setInputFiles([pdfFile("notes.pdf"), { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("\x89PNG....") }]);
    await expectToast(page, "File Type Error", "Please upload only PDF files.");
    await expect(list.getByRole("listitem")).toHaveCount(2);
    // A file that only claims to be a PDF is refused by its content.
    // The same message replaces itself (one toast, its time starting again): close it first to see the second arrive.
    await closeToasts(page);
    await input.setInputFiles([{ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>not a pdf</html>") }]);
    await expect(page.locator("li[data-variant=destructive]").filter({ hasText: "File Type Error" })).toHaveCount(1);
    await expect(list.getByRole("listitem")).toHaveCount(2);

    await page.getByRole("button", { name: "Remove cv.pdf" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("repertoire.pdf");
    expect(await input.evaluate((el) => Array.from((el as HTMLInputElement).files ?? []).map((f) => f.name))).toEqual(["repertoire.pdf"]);

    await input.setInputFiles(Array.from({ length: 5 }, (_, i) => pdfFile(`extra-${i}.pdf`)));
    await expectToast(page, "Upload failed", "You can upload at most 5 PDF files.");
    await expect(list.getByRole("listitem")).toHaveCount(1);
  });

  test("submits with PDFs: the files are stored, the coach is told, and the confirmation shows step 2", async ({ page }) => {
    const id = marker("cx");
    const email = `${id}@example.com`;
    await page.goto("/celebrity-application");
    await fill(page, celebrityLabels, { ...validCelebrity, email, lastName: id });
    await page.getByLabel("PDF files (optional)").setInputFiles([pdfFile("repertoire.pdf"), pdfFile("cv.pdf", "cv")]);
    await page.getByRole("button", { name: "Remove cv.pdf" }).click();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Application Submitted", "Your application has been submitted successfully. You'll hear from us within 2-3 business days.");
    await expect(page.getByText("Step 2: Complete payment to secure your spot.")).toBeVisible();
    const pay = page.getByRole("button", { name: "Pay Retreat Fee (DKK 68,500)" });
    await expect(pay).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse all courses" })).toHaveAttribute("href", "/courses");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");

    const [coach] = await waitForMail(COACH_EMAIL, { marker: id });
    expect(coach!.text).toContain("1 PDF file is stored with the application: repertoire.pdf.");
    const [applicant] = await waitForMail(email);
    expect(applicant!.subject).toBe("Thank you for applying to Celebrity Vocal Experience");
    await expectNoSeriousAxeViolations(page);

    // The retreat fee reaches the checkout, priced by the catalogue.
    await pay.click();
    await expect(page).toHaveURL(/\/test-checkout\/[^/]+$/);
    await expect(page.getByTestId("summary-total")).toHaveText("DKK 68,500.00");
    await expect(page.getByRole("row").filter({ hasText: "Celebrity Vocal Experience" })).toBeVisible();
  });

  test("the server refuses a file that only pretends to be a PDF, with the message by the field", async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await ownClientAddress(context, testInfo);
    const page = await context.newPage();
    await page.goto("/celebrity-application");
    await fill(page, celebrityLabels, validCelebrity);
    await page.getByLabel("PDF files (optional)").setInputFiles([{ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ not a pdf") }]);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Please upload only PDF files.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your singing background" })).toHaveValue(validCelebrity.singingBackground);
    await context.close();
  });

  test("mail server down: the application is accepted at once and the mail arrives on a retry", async ({ page }) => {
    const id = marker("SMTP-FAIL-ONCE-");
    await page.goto("/celebrity-application");
    await fill(page, celebrityLabels, { ...validCelebrity, lastName: id });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Application Submitted");
    const [coach] = await waitForMail(COACH_EMAIL, { marker: id, timeoutMs: 20_000 });
    expect(coach!.subject).toContain(id);
  });
});
